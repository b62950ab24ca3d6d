import { html, type SafeHtml } from '@rewright/stand-in-kit/html';

export const stylesheetPath = '/assets/payments.css';

export interface PageOptions {
  title: string;
  content: SafeHtml;
  /** Wider card for tables (the development page). */
  wide?: boolean;
}

/**
 * The shell of every page: a banner that says plainly this is a local test page (no real
 * card is ever charged), one card, a footnote.
 */
export function renderPage({ title, content, wide = false }: PageOptions): string {
  return `<!doctype html>${html`<html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>${title} · Rewright test payments</title>
      <link rel="stylesheet" href="${stylesheetPath}" />
    </head>
    <body>
      <p class="test-banner" role="note">
        <strong>Test mode</strong> — local payment emulator. No real card is charged.
      </p>
      <main class="shell">
        <p class="brand"><span class="brand-mark" aria-hidden="true">R</span>Rewright</p>
        <section class="${wide ? 'card card-wide' : 'card'}" aria-labelledby="page-title">
          <h1 id="page-title">${title}</h1>
          ${content}
        </section>
        <p class="footnote">Local card-payment emulator for development · Stripe-compatible</p>
      </main>
    </body>
  </html>`}`;
}
