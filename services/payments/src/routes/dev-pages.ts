import type { FastifyInstance } from 'fastify';
import type { PaymentsContext } from '../context.js';
import { sendPage } from '../page-response.js';
import { renderEventsPage } from '../pages/events-page.js';
import { html } from '@rewright/stand-in-kit/html';
import { renderPage } from '../pages/layout.js';

/** The development pages: a front page saying what this is, and the event list. */
export function registerDevPages(app: FastifyInstance, ctx: PaymentsContext): void {
  app.get('/', async (_request, reply) =>
    sendPage(
      ctx,
      reply,
      renderPage({
        title: 'Local payment emulator',
        content: html`<p class="lead">
            This process stands in for Stripe during development: the server's
            <code>stripe</code> SDK creates Checkout Sessions here, buyers pay on its test checkout
            page, and signed webhooks tell the server about it. No real card is ever charged.
          </p>
          <p>
            <a class="button button-secondary" href="/dev/events"
              >Recent events and webhook deliveries</a
            >
          </p>`,
      }),
    ),
  );

  app.get('/dev/events', async (_request, reply) =>
    sendPage(ctx, reply, renderEventsPage(ctx.events.recent(100), ctx.config.webhookUrl)),
  );
}
