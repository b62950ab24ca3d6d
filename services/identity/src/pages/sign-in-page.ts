import { paths, withQuery } from '../paths.js';
import { renderAlert, renderField, renderFormToken } from './form-controls.js';
import { html } from '@rewright/stand-in-kit/html';
import { renderPage } from './layout.js';

export const invalidCredentialsMessage = 'Invalid username or password.';

export interface SignInPageOptions {
  /** The authorization query the form carries (see authorization-request.ts). */
  query: string;
  username: string;
  error?: string | undefined;
  formToken: string;
}

export function renderSignInPage({ query, username, error, formToken }: SignInPageOptions): string {
  const brokerUrl = (idp: string) => {
    const params = new URLSearchParams(query);
    params.set('kc_idp_hint', idp);
    return withQuery(paths.authorize, params.toString());
  };
  return renderPage({
    title: 'Sign in to your account',
    lead: 'Welcome back. Use your Rewright account to continue.',
    content: html`
      ${renderAlert(error)}
      <form method="post" action="${withQuery(paths.authenticate, query)}" novalidate>
        ${renderFormToken(formToken)}
        ${renderField({
          name: 'username',
          label: 'Username or email',
          value: username,
          autocomplete: 'username',
          autofocus: !username || Boolean(error),
        })}
        <div class="field-row">
          ${renderField({
            name: 'password',
            label: 'Password',
            type: 'password',
            autocomplete: 'current-password',
            autofocus: Boolean(username) && !error,
          })}
          <a class="field-link" href="${withQuery(paths.forgotPassword, query)}"
            >Forgot password?</a
          >
        </div>
        <button class="button button-primary" type="submit">Sign In</button>
      </form>
      <div class="divider"><span>or</span></div>
      <div class="stack">
        <a class="button button-secondary" href="${brokerUrl('google')}">
          <span class="provider-icon provider-google" aria-hidden="true">G</span>Sign in with Google
        </a>
        <a class="button button-secondary" href="${brokerUrl('microsoft')}">
          <span class="provider-icon provider-microsoft" aria-hidden="true"></span>Sign in with
          Microsoft
        </a>
      </div>
      <p class="switch">
        New to Rewright? <a href="${withQuery(paths.registrations, query)}">Register</a>
      </p>
    `,
  });
}
