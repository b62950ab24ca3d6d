import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../app-error';
import type { AccessTokenRules, Identity } from '../identity/access-token';
import { createVerifiedTokens } from '../identity/verified-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook: verifies the bearer token and sets `request.identity`, or answers 401 —
     * before the body is parsed or validated, so an anonymous caller learns nothing about input rules.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * Every route registered with `authenticate` among its onRequest hooks, as registered — what
     * the tests walk to prove each bearer route refuses what the hook refuses.
     */
    bearerRoutes: readonly BearerRoute[];
  }
  interface FastifyRequest {
    /** Set by `authenticate`; read it only in routes that use that hook. */
    identity: Identity;
  }
}

export interface BearerRoute {
  method: string;
  url: string;
}

export interface AuthenticateOptions {
  keycloakUrl: string;
  realm: string;
  allowedClientIds: readonly string[];
  /** KEYCLOAK_AUDIENCE: the audience an access token must name to be accepted here. */
  audience: string;
  /** Test seam: a local key set instead of the identity provider's JWKS endpoint. */
  getKey?: JWTVerifyGetKey;
}

export default fp(
  async function authenticate(app: FastifyInstance, options: AuthenticateOptions) {
    const issuer = `${options.keycloakUrl}/realms/${options.realm}`;
    const rules: AccessTokenRules = {
      issuer,
      allowedClientIds: options.allowedClientIds,
      audience: options.audience,
      // jose caches the key set and refetches on an unknown `kid` (key rotation), at most every 30 s.
      getKey:
        options.getKey ?? createRemoteJWKSet(new URL(`${issuer}/protocol/openid-connect/certs`)),
    };

    const verify = createVerifiedTokens(rules);
    const authenticate = async (request: FastifyRequest) => {
      request.identity = await verify(bearerToken(request));
    };
    const bearerRoutes: BearerRoute[] = [];
    app.decorateRequest('identity', null as unknown as Identity);
    app.decorate('authenticate', authenticate);
    app.decorate('bearerRoutes', bearerRoutes);
    // Registered before the routes (app.ts), so it sees each of them; child scopes inherit it.
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest ?? []].flat();
      if (!hooks.includes(authenticate)) return;
      for (const method of [route.method].flat()) bearerRoutes.push({ method, url: route.url });
    });
  },
  { name: 'authenticate' },
);

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header)
    throw new AppError(
      'unauthenticated',
      'Sign in to continue: this request needs a bearer token.',
    );
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1])
    throw new AppError(
      'unauthenticated',
      'The Authorization header must have the form "Bearer <token>".',
    );
  return match[1];
}
