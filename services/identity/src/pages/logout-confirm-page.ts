import { html } from '@rewright/stand-in-kit/html';
import { paths } from '../paths.js';
import { renderAlert, renderFormToken } from './form-controls.js';
import { renderPage } from './layout.js';

/** What the confirmation carries to the logout it confirms. */
export interface LogoutRequestFields {
  clientId: string;
  postLogoutRedirectUri: string;
  state: string;
  idTokenHint: string;
}

/**
 * Keycloak 26's "Do you want to log out?" screen, shown when a logout does not prove it comes
 * from the app (no valid `id_token_hint`), so another site cannot sign a visitor out with a link.
 */
export function renderLogoutConfirmPage(options: {
  fields: LogoutRequestFields;
  formToken: string;
  /** The app's allowed return address, for "Back to application". */
  backHref?: string | undefined;
  alert?: string | undefined;
}): string {
  const { fields, formToken, backHref, alert } = options;
  const hidden = (name: string, value: string) =>
    value ? html`<input type="hidden" name="${name}" value="${value}" />` : '';
  return renderPage({
    title: 'Logging out',
    lead: 'Do you want to log out?',
    content: html`
      ${renderAlert(alert)}
      <form method="post" action="${paths.logoutConfirm}">
        ${renderFormToken(formToken)} ${hidden('client_id', fields.clientId)}
        ${hidden('post_logout_redirect_uri', fields.postLogoutRedirectUri)}
        ${hidden('state', fields.state)} ${hidden('id_token_hint', fields.idTokenHint)}
        <button class="button button-primary" type="submit">Logout</button>
      </form>
      ${backHref ? html`<p class="switch"><a href="${backHref}">Back to application</a></p>` : ''}
    `,
  });
}
