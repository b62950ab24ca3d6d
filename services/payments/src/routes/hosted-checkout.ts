import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkCardForm, type CardFormValues } from '../card-form.js';
import { successRedirect, type StoredSession } from '../checkout-session.js';
import type { PaymentsContext } from '../context.js';
import { fieldOf } from '../form-body.js';
import { expiredFormMessage, isFormTokenValid, issueFormToken } from '../form-token.js';
import { sendPage } from '../page-response.js';
import { renderCheckoutPage, type CheckoutPageOptions } from '../pages/checkout-page.js';
import { renderNoticePage } from '../pages/notice-page.js';
import { outcomeOfCard } from '../test-cards.js';

type PayRequest = FastifyRequest<{ Params: { id: string } }>;

const originOf = (url: string | null) => (url && URL.canParse(url) ? [new URL(url).origin] : []);

/** What a session that cannot be paid any more shows instead of the form. */
function renderClosedSession(stored: StoredSession | undefined): { page: string; status: number } {
  if (!stored) {
    return {
      status: 404,
      page: renderNoticePage({
        title: 'Checkout not found',
        message: 'This checkout session does not exist. Start again from the site you came from.',
        tone: 'error',
      }),
    };
  }
  const { session } = stored;
  if (session.status === 'complete') {
    const back = successRedirect(session);
    return {
      status: 200,
      page: renderNoticePage({
        title: 'Payment complete',
        message: 'This checkout session is already paid. Nothing more to do here.',
        tone: 'success',
        action: back ? { label: 'Continue', href: back } : undefined,
      }),
    };
  }
  return {
    status: 410,
    page: renderNoticePage({
      title: 'Checkout expired',
      message:
        'This checkout session has expired. Start a new payment from the site you came from.',
      tone: 'error',
      action: session.cancel_url
        ? { label: 'Return to the site', href: session.cancel_url }
        : undefined,
    }),
  };
}

/** The hosted payment page behind a session's `url`: pay with a test card, or cancel. */
export function registerHostedCheckoutRoutes(app: FastifyInstance, ctx: PaymentsContext): void {
  const isSecure = ctx.config.publicUrl.startsWith('https:');

  const showForm = (
    request: FastifyRequest,
    reply: FastifyReply,
    stored: StoredSession,
    extra: Omit<CheckoutPageOptions, 'stored' | 'formToken'> = {},
    status = 200,
  ) =>
    sendPage(
      ctx,
      reply,
      renderCheckoutPage({ stored, formToken: issueFormToken(request, reply, isSecure), ...extra }),
      { status, formTargets: originOf(stored.session.success_url) },
    );

  app.get('/c/pay/:id', async (request: PayRequest, reply) => {
    const stored = await ctx.checkout.find(request.params.id);
    if (!stored || stored.session.status !== 'open') {
      const closed = renderClosedSession(stored);
      return sendPage(ctx, reply, closed.page, { status: closed.status });
    }
    return showForm(request, reply, stored);
  });

  app.post('/c/pay/:id', async (request: PayRequest, reply) => {
    const stored = await ctx.checkout.find(request.params.id);
    if (!stored || stored.session.status !== 'open') {
      const closed = renderClosedSession(stored);
      return sendPage(ctx, reply, closed.page, { status: closed.status });
    }
    const values: CardFormValues = {
      email: fieldOf(request.body, 'email'),
      cardNumber: fieldOf(request.body, 'cardNumber'),
      expiry: fieldOf(request.body, 'expiry'),
      cvc: fieldOf(request.body, 'cvc'),
      name: fieldOf(request.body, 'name'),
    };
    if (!isFormTokenValid(request, fieldOf(request.body, 'form_token'))) {
      return showForm(request, reply, stored, { values, alert: expiredFormMessage }, 403);
    }
    const checked = checkCardForm(values, {
      fixedEmail: stored.session.customer_email,
      now: ctx.now(),
    });
    if ('errors' in checked)
      return showForm(request, reply, stored, { values, errors: checked.errors }, 400);

    const outcome = outcomeOfCard(checked.card.number);
    if (outcome.kind === 'declined') {
      request.log.info({ sessionId: stored.session.id, code: outcome.code }, 'Test card declined');
      return showForm(request, reply, stored, { values, alert: outcome.message }, 402);
    }
    const paid = await ctx.checkout.complete(stored.session.id, {
      email: checked.card.email,
      name: checked.card.name,
    });
    if (!paid) {
      // Paid or expired by another request while this one was checking the form.
      const closed = renderClosedSession(await ctx.checkout.find(stored.session.id));
      return sendPage(ctx, reply, closed.page, { status: closed.status });
    }
    request.log.info(
      { sessionId: paid.session.id, amount: paid.session.amount_total },
      'Checkout session paid',
    );
    const target = successRedirect(paid.session);
    if (target) return reply.header('cache-control', 'no-store').redirect(target, 303);
    const done = renderClosedSession(paid);
    return sendPage(ctx, reply, done.page, { status: done.status });
  });
}
