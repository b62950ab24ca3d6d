import { paths } from '../paths.js';
import type { User } from '../users.js';
import { html } from '@rewright/stand-in-kit/html';
import { renderPage } from './layout.js';

export interface AccountReferrer {
  clientId: string;
  name: string;
  /** Already checked against the client's redirect rules. */
  uri: string;
}

/** What `accountManagement()` lands on: the profile, a way back and a way out. */
export function renderAccountPage(user: User, referrer: AccountReferrer | undefined): string {
  return renderPage({
    title: 'Your account',
    lead: 'Profile details are managed by your identity provider.',
    content: html`
      <dl class="details">
        <div>
          <dt>Name</dt>
          <dd>${user.firstName} ${user.lastName}</dd>
        </div>
        <div>
          <dt>Username</dt>
          <dd>${user.username}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            ${user.email}
            ${user.emailVerified ? html`<span class="badge">Verified</span>` : html`<span class="badge badge-muted">Not verified</span>`}
          </dd>
        </div>
      </dl>
      <div class="stack">
        ${referrer ? html`<a class="button button-primary" href="${referrer.uri}">Back to ${referrer.name}</a>` : ''}
        <form method="post" action="${paths.logout}">
          ${
            referrer
              ? html`<input type="hidden" name="client_id" value="${referrer.clientId}" />
                  <input type="hidden" name="post_logout_redirect_uri" value="${referrer.uri}" />`
              : ''
          }
          <button class="button button-secondary" type="submit">Sign out</button>
        </form>
      </div>
    `,
  });
}
