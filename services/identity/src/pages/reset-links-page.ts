import type { ResetLink } from '../reset-links.js';
import { html } from '@rewright/stand-in-kit/html';
import { renderPage } from './layout.js';

const formatTime = (ms: number) =>
  new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

function statusOf(link: ResetLink, now: Date): string {
  if (link.usedAt !== null) return 'Used';
  return link.expiresAt <= now.getTime() ? 'Expired' : 'Active';
}

/** Development only: stands in for the mailbox the reset email would reach. */
export function renderResetLinksPage(
  links: ResetLink[],
  urlOf: (link: ResetLink) => string,
  now: Date,
): string {
  return renderPage({
    title: 'Recent reset links',
    lead: 'Development page: the local identity provider sends no email, so password reset links are listed here, newest first.',
    wide: true,
    content:
      links.length === 0
        ? html`<p class="note">No reset links yet. Use “Forgot password?” on the sign-in page.</p>`
        : html`<div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">User</th>
                  <th scope="col">Created</th>
                  <th scope="col">Expires</th>
                  <th scope="col">Status</th>
                  <th scope="col">Link</th>
                </tr>
              </thead>
              <tbody>
                ${links.map((link) => {
                  const status = statusOf(link, now);
                  return html`<tr>
                    <td>${link.username}</td>
                    <td>${formatTime(link.createdAt)}</td>
                    <td>${formatTime(link.expiresAt)}</td>
                    <td>
                      <span class="badge ${status === 'Active' ? '' : 'badge-muted'}"
                        >${status}</span
                      >
                    </td>
                    <td>
                      ${status === 'Active' ? html`<a href="${urlOf(link)}">Open reset page</a>` : '—'}
                    </td>
                  </tr>`;
                })}
              </tbody>
            </table>
          </div>`,
  });
}
