import type { FastifyInstance } from 'fastify';
import { startSession } from '../browser-session.js';
import { completeAuthorization } from '../complete-authorization.js';
import type { IdentityContext } from '../context.js';
import { bodyField } from '../form-body.js';
import { expiredFormMessage, isFormTokenValid, issueFormToken } from '../form-token.js';
import { throttleKeyOf } from '../login-throttle.js';
import { sendPage } from '../page-response.js';
import { invalidCredentialsMessage, renderSignInPage } from '../pages/sign-in-page.js';
import { decoyPasswordHash, verifyPassword } from '../passwords.js';
import { paths } from '../paths.js';
import { resolveAuthorization } from './authorize.js';

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export function registerSignInRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.post(paths.authenticate, async (request, reply) => {
    const auth = resolveAuthorization(ctx, request, reply);
    if (!auth) return reply;
    const username = bodyField(request, 'username').trim();
    const password = bodyField(request, 'password');
    const showForm = (status: number, error: string) =>
      sendPage(
        ctx,
        reply,
        renderSignInPage({
          query: auth.query,
          username,
          error,
          formToken: issueFormToken(request, reply),
        }),
        { status },
      );

    if (!isFormTokenValid(request, bodyField(request, 'form_token')))
      return showForm(400, expiredFormMessage);

    const now = ctx.now();
    const user = username ? ctx.users.findByLogin(username) : undefined;
    // Per account, so `demo`, `DEMO` and the account's email share one budget.
    const throttleKey = throttleKeyOf(username, user);
    const retryAfterMs = ctx.throttle.retryAfterMs(throttleKey, now);
    if (retryAfterMs > 0) {
      reply.header('retry-after', String(Math.ceil(retryAfterMs / 1000)));
      return showForm(429, tooManyAttemptsMessage(retryAfterMs));
    }

    // Unknown users cost a hash check too, so timing does not reveal which names exist.
    const isPasswordRight = await verifyPassword(
      password,
      user?.passwordHash ?? (await decoyPasswordHash),
    );
    if (!user || !isPasswordRight) {
      ctx.throttle.recordFailure(throttleKey, now);
      // The typed login is personal data (often an e-mail address): the log names the account only.
      request.log.info({ userId: user?.id ?? null }, 'Failed sign-in');
      return showForm(401, invalidCredentialsMessage);
    }

    ctx.throttle.reset(throttleKey);
    const session = await startSession(ctx, request, reply, user.id);
    return reply.redirect(await completeAuthorization(ctx, auth, session), 302);
  });
}
