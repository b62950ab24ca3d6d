import { html, type SafeHtml } from '@rewright/stand-in-kit/html';
import { renderPage } from './layout.js';

export interface NoticeAction {
  label: string;
  href: string;
  primary?: boolean;
}

/**
 * One message and a way on: errors, "You are signed out", the broker explanation,
 * "password updated", an expired reset link.
 */
export function renderNoticePage(options: {
  title: string;
  message: string | SafeHtml;
  tone?: 'info' | 'error' | 'success';
  details?: SafeHtml;
  actions?: NoticeAction[];
}): string {
  const { title, message, tone = 'info', details, actions = [] } = options;
  return renderPage({
    title,
    content: html`
      <p class="notice notice-${tone}" ${tone === 'error' ? html`role="alert"` : ''}>${message}</p>
      ${details ?? ''}
      ${
        actions.length > 0
          ? html`<div class="stack">
              ${actions.map(
                (action) =>
                  html`<a
                    class="button ${action.primary ? 'button-primary' : 'button-secondary'}"
                    href="${action.href}"
                    >${action.label}</a
                  >`,
              )}
            </div>`
          : ''
      }
    `,
  });
}
