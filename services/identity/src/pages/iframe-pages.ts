import { paths } from '../paths.js';
import { html } from '@rewright/stand-in-kit/html';

/**
 * The hidden pages keycloak-js frames. They run script, so it comes from files under
 * `resources/` and their CSP allows exactly `script-src 'self'`.
 */
export function renderLoginStatusIframe(): string {
  return `<!doctype html>${html`<html lang="en">
    <head>
      <meta charset="utf-8" />
      <title>Login status</title>
      <script src="${paths.resources}/login-status-iframe.js"></script>
    </head>
    <body></body>
  </html>`}`;
}

/** Step 2 of the third-party cookie check: the server saw (or missed) step 1's cookie. */
export function renderThirdPartyCookiesAnswer(answer: 'supported' | 'unsupported'): string {
  return `<!doctype html>${html`<html lang="en">
    <head>
      <meta charset="utf-8" />
      <title>Cookie check</title>
      <script src="${paths.resources}/third-party-cookies.js" data-answer="${answer}"></script>
    </head>
    <body></body>
  </html>`}`;
}
