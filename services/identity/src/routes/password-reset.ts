import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityContext } from '../context.js';
import { bodyField, searchParamsOf } from '../form-body.js';
import { expiredFormMessage, isFormTokenValid, issueFormToken } from '../form-token.js';
import { sendPage } from '../page-response.js';
import { renderNoticePage } from '../pages/notice-page.js';
import {
  renderForgotPasswordPage,
  renderResetPasswordPage,
  renderResetRequestedPage,
} from '../pages/password-reset-pages.js';
import { renderResetLinksPage } from '../pages/reset-links-page.js';
import { throttleKeyOf } from '../login-throttle.js';
import { paths, withQuery } from '../paths.js';
import { validateNewPassword } from '../registration.js';
import type { ResetLink, ResetLinkLookup } from '../reset-links.js';

export const resetLinkMessages = {
  expired: 'This reset link has expired. Reset links are valid for 24 hours — request a new one.',
  used: 'This reset link has already been used. Request a new one if you need to.',
  unknown:
    'This reset link is not valid. Check that you copied the whole link, or request a new one.',
} as const;

const usernameRequiredMessage = 'Enter your username or email.';

/**
 * Forgot password → single-use link (24 h) → new password. The link goes to the log and to
 * the development page instead of an inbox.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const linkUrl = (link: ResetLink) =>
    `${ctx.config.publicUrl}${paths.resetPassword}?token=${encodeURIComponent(link.token)}`;
  // The authorization query is carried only for the "Back to sign in" links.
  const queryOf = (request: FastifyRequest) => searchParamsOf(request).toString();

  app.get(paths.forgotPassword, async (request, reply) =>
    sendPage(
      ctx,
      reply,
      renderForgotPasswordPage({
        query: queryOf(request),
        username: '',
        formToken: issueFormToken(request, reply),
      }),
    ),
  );

  app.post(paths.forgotPassword, async (request, reply) => {
    const query = queryOf(request);
    const username = bodyField(request, 'username').trim();
    const formValid = isFormTokenValid(request, bodyField(request, 'form_token'));
    if (!formValid || !username) {
      const error = formValid ? usernameRequiredMessage : expiredFormMessage;
      const formToken = issueFormToken(request, reply);
      return sendPage(ctx, reply, renderForgotPasswordPage({ query, username, error, formToken }), {
        status: 400,
      });
    }
    const user = ctx.users.findByLogin(username);
    if (user) {
      const link = await ctx.resetLinks.create(user, query, ctx.now());
      request.log.info(
        { userId: user.id, resetLink: linkUrl(link) },
        'Password reset link created',
      );
    }
    return sendPage(ctx, reply, renderResetRequestedPage(query, ctx.config.devPages.enabled));
  });

  const findLink = (request: FastifyRequest): ResetLinkLookup =>
    ctx.resetLinks.find(searchParamsOf(request).get('token') ?? '', ctx.now());

  const sendLinkProblem = (reply: FastifyReply, status: 'expired' | 'used' | 'unknown') =>
    sendPage(
      ctx,
      reply,
      renderNoticePage({
        title: 'Reset link not usable',
        message: resetLinkMessages[status],
        tone: 'error',
        actions: [{ label: 'Request a new link', href: paths.forgotPassword, primary: true }],
      }),
      { status: status === 'unknown' ? 404 : 410 },
    );

  app.get(paths.resetPassword, async (request, reply) => {
    const found = findLink(request);
    if (found.status !== 'valid') return sendLinkProblem(reply, found.status);
    return sendPage(
      ctx,
      reply,
      renderResetPasswordPage({
        token: found.link.token,
        username: found.link.username,
        errors: {},
        formToken: issueFormToken(request, reply),
      }),
    );
  });

  app.post(paths.resetPassword, async (request, reply) => {
    const found = findLink(request);
    if (found.status !== 'valid') return sendLinkProblem(reply, found.status);
    const { link } = found;
    const formValid = isFormTokenValid(request, bodyField(request, 'form_token'));
    const errors = formValid
      ? validateNewPassword(bodyField(request, 'password'), bodyField(request, 'passwordConfirm'))
      : {};
    if (!formValid || Object.keys(errors).length > 0) {
      return sendPage(
        ctx,
        reply,
        renderResetPasswordPage({
          token: link.token,
          username: link.username,
          errors,
          alert: formValid ? undefined : expiredFormMessage,
          formToken: issueFormToken(request, reply),
        }),
        { status: 400 },
      );
    }

    await ctx.users.setPassword(link.userId, bodyField(request, 'password'));
    await ctx.resetLinks.markUsed(link, ctx.now());
    // Whoever knew the old password is signed out everywhere and may try again at once.
    await ctx.sessions.endAllOfUser(link.userId);
    ctx.throttle.reset(throttleKeyOf(link.username, { id: link.userId }));
    request.log.info({ userId: link.userId }, 'Password reset');
    return sendPage(
      ctx,
      reply,
      renderNoticePage({
        title: 'Password updated',
        message: 'Your password has been updated. You can now sign in with it.',
        tone: 'success',
        actions: link.returnQuery
          ? [
              {
                label: 'Sign in',
                href: withQuery(paths.authorize, link.returnQuery),
                primary: true,
              },
            ]
          : [],
      }),
    );
  });

  // Anyone who opens this page can take over any account: loopback only, unless asked for
  // (see dev-pages.ts). Unregistered, the address answers 404 like any unknown one.
  if (ctx.config.devPages.enabled) {
    app.get(paths.devResetLinks, async (_request, reply) =>
      sendPage(ctx, reply, renderResetLinksPage(ctx.resetLinks.recent(), linkUrl, ctx.now())),
    );
  }
}
