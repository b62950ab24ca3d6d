import { paths } from '../paths.js';
import { html, type SafeHtml } from '@rewright/stand-in-kit/html';

export interface PageOptions {
  title: string;
  /** Short line under the title. */
  lead?: string | SafeHtml | undefined;
  content: SafeHtml;
  /** Wider card for tables (the development pages). */
  wide?: boolean;
}

/** The page shell every screen shares: brand, one card, a footnote. */
export function renderPage({ title, lead, content, wide = false }: PageOptions): string {
  return `<!doctype html>${html`<html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>${title} · Rewright</title>
      <link rel="stylesheet" href="${paths.resources}/identity.css" />
    </head>
    <body>
      <main class="shell">
        <p class="brand"><span class="brand-mark" aria-hidden="true">R</span>Rewright</p>
        <section class="${wide ? 'card card-wide' : 'card'}" aria-labelledby="page-title">
          <h1 id="page-title">${title}</h1>
          ${lead ? html`<p class="lead">${lead}</p>` : ''} ${content}
        </section>
        <p class="footnote">Local identity provider for development · Keycloak-compatible</p>
      </main>
    </body>
  </html>`}`;
}
