import { html, type SafeHtml } from '@rewright/stand-in-kit/html';
import { renderPage } from './layout.js';

export interface NoticeAction {
  label: string;
  href: string;
}

/** One message and, when there is somewhere to go, a way on (paid, expired, not found, errors). */
export function renderNoticePage(options: {
  title: string;
  message: string | SafeHtml;
  tone?: 'info' | 'error' | 'success';
  action?: NoticeAction | undefined;
}): string {
  const { title, message, tone = 'info', action } = options;
  return renderPage({
    title,
    content: html`
      <p class="notice notice-${tone}" ${tone === 'error' ? html`role="alert"` : ''}>${message}</p>
      ${action ? html`<a class="button button-primary" href="${action.href}">${action.label}</a>` : ''}
    `,
  });
}
