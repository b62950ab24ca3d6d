import type { FastifyInstance } from 'fastify';
import { startSession } from '../browser-session.js';
import { completeAuthorization } from '../complete-authorization.js';
import type { IdentityContext } from '../context.js';
import { bodyField } from '../form-body.js';
import { expiredFormMessage, isFormTokenValid, issueFormToken } from '../form-token.js';
import { sendPage } from '../page-response.js';
import { renderSignUpPage } from '../pages/sign-up-page.js';
import { paths } from '../paths.js';
import {
  registrationFields,
  validateRegistration,
  type RegistrationInput,
} from '../registration.js';
import { resolveAuthorization } from './authorize.js';

export function registerSignUpRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.post(paths.register, async (request, reply) => {
    const auth = resolveAuthorization(ctx, request, reply);
    if (!auth) return reply;
    const input = Object.fromEntries(
      registrationFields.map((field) => [field, bodyField(request, field)]),
    ) as RegistrationInput;
    const formValid = isFormTokenValid(request, bodyField(request, 'form_token'));
    const errors = formValid ? validateRegistration(input, ctx.users) : {};

    if (!formValid || Object.keys(errors).length > 0) {
      return sendPage(
        ctx,
        reply,
        renderSignUpPage({
          query: auth.query,
          values: input,
          errors,
          alert: formValid ? undefined : expiredFormMessage,
          formToken: issueFormToken(request, reply),
        }),
        { status: 400 },
      );
    }

    // Without a mail server nothing can verify the address, so it stays unverified (as in Keycloak).
    const user = await ctx.users.create({ ...input, emailVerified: false }, ctx.now());
    request.log.info({ userId: user.id }, 'User registered');
    const session = await startSession(ctx, request, reply, user.id);
    return reply.redirect(await completeAuthorization(ctx, auth, session), 302);
  });
}
