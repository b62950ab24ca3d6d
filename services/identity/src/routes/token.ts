import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Client } from '../clients.js';
import type { IdentityContext } from '../context.js';
import { sendOAuthError } from '../errors.js';
import { bodyField } from '../form-body.js';
import { paths } from '../paths.js';
import { grantIdOf } from '../tokens.js';

// RFC 7636 §4.1: 43–128 characters of the unreserved set.
const verifierPattern = /^[A-Za-z0-9._~-]{43,128}$/;

const invalidGrant = (reply: FastifyReply, description: string) =>
  sendOAuthError(reply, 400, 'invalid_grant', description);

export function registerTokenRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.post(paths.token, async (request, reply) => {
    const client = ctx.clients.get(bodyField(request, 'client_id'));
    if (!client)
      return sendOAuthError(
        reply,
        401,
        'invalid_client',
        'Invalid client or Invalid client credentials',
      );
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');

    const grantType = bodyField(request, 'grant_type');
    if (grantType === 'authorization_code') {
      return exchangeCode(ctx, client, reply, {
        code: bodyField(request, 'code'),
        redirectUri: bodyField(request, 'redirect_uri'),
        verifier: bodyField(request, 'code_verifier'),
      });
    }
    if (grantType === 'refresh_token') {
      return refreshTokens(ctx, client, reply, bodyField(request, 'refresh_token'));
    }
    return sendOAuthError(reply, 400, 'unsupported_grant_type', 'Unsupported grant_type');
  });
}

async function exchangeCode(
  ctx: IdentityContext,
  client: Client,
  reply: FastifyReply,
  form: { code: string; redirectUri: string; verifier: string },
) {
  const now = ctx.now();
  const redemption = ctx.codes.redeem(form.code, now);
  if (redemption.status === 'unknown') return invalidGrant(reply, 'Code not valid');
  if (redemption.status === 'reused') {
    // A replayed code means it leaked: the tokens it bought are revoked too (RFC 6749 §4.1.2).
    if (redemption.code.grantId) await ctx.sessions.revokeGrant(redemption.code.grantId);
    return invalidGrant(reply, 'Code not valid');
  }
  const code = redemption.code;
  if (code.clientId !== client.clientId) return invalidGrant(reply, 'Code not valid');
  if (code.redirectUri !== form.redirectUri) return invalidGrant(reply, 'Incorrect redirect_uri');
  if (!form.verifier) return invalidGrant(reply, 'PKCE code verifier not specified');
  if (!verifierPattern.test(form.verifier))
    return invalidGrant(reply, 'PKCE invalid code verifier');
  const challenge = createHash('sha256').update(form.verifier).digest('base64url');
  if (challenge !== code.codeChallenge)
    return invalidGrant(reply, 'PKCE verification failed: Code mismatch');

  const session = ctx.sessions.findActive(code.sessionId, now);
  const user = session && ctx.users.findById(session.userId);
  if (!session || !user) return invalidGrant(reply, 'Session not active');

  const grant = await ctx.sessions.startGrant(session, client.clientId, code.scope);
  code.grantId = grant.id;
  const issued = await ctx.tokens.issue({ user, session, grant, nonce: code.nonce, now });
  grant.refreshJti = issued.refreshJti;
  await ctx.sessions.touch(session, now);
  return issued.response;
}

async function refreshTokens(
  ctx: IdentityContext,
  client: Client,
  reply: FastifyReply,
  token: string,
) {
  const now = ctx.now();
  const claims = await ctx.tokens.verify(token, 'Refresh', now);
  if (!claims) return invalidGrant(reply, 'Invalid refresh token');
  if (claims.azp !== client.clientId) {
    return invalidGrant(
      reply,
      "Invalid refresh token. Token client and authorized client don't match",
    );
  }
  const session = ctx.sessions.findActive(claims.sid, now);
  const user = session && ctx.users.findById(session.userId);
  if (!session || !user) return invalidGrant(reply, 'Session not active');

  const grant = ctx.sessions.findGrant(session, grantIdOf(claims) ?? '');
  if (!grant || grant.revoked) return invalidGrant(reply, 'Token is not active');
  if (grant.refreshJti !== claims.jti) {
    // Rotation: an older refresh token of this chain came back, so the chain is compromised.
    await ctx.sessions.revokeGrant(grant.id);
    return invalidGrant(reply, 'Stale token');
  }

  const nonce = typeof claims.nonce === 'string' ? claims.nonce : undefined;
  const issued = await ctx.tokens.issue({ user, session, grant, nonce, now });
  grant.refreshJti = issued.refreshJti;
  await ctx.sessions.touch(session, now);
  return issued.response;
}
