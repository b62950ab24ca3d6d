import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticateBearer } from '../bearer-auth.js';
import type { IdentityContext } from '../context.js';
import { sendOAuthError } from '../errors.js';
import { paths } from '../paths.js';

export function registerUserinfoRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await authenticateBearer(ctx, request);
    if (!user) return sendOAuthError(reply, 401, 'invalid_token', 'Token verification failed');
    return {
      sub: user.id,
      email_verified: user.emailVerified,
      name: `${user.firstName} ${user.lastName}`.trim(),
      preferred_username: user.username,
      given_name: user.firstName,
      family_name: user.lastName,
      email: user.email,
    };
  };
  // OIDC Core §5.3.1: GET and POST.
  app.get(paths.userinfo, handler);
  app.post(paths.userinfo, handler);
}
