import { paths, withQuery } from '../paths.js';
import type { FieldErrors } from '../registration.js';
import { focusTarget, renderAlert, renderField, renderFormToken } from './form-controls.js';
import { html } from '@rewright/stand-in-kit/html';
import { renderPage } from './layout.js';

export function renderForgotPasswordPage(options: {
  query: string;
  username: string;
  error?: string | undefined;
  formToken: string;
}): string {
  const { query, username, error, formToken } = options;
  return renderPage({
    title: 'Forgot your password?',
    lead: 'Enter your username or email and we will create a link to choose a new password.',
    content: html`
      <form method="post" action="${withQuery(paths.forgotPassword, query)}" novalidate>
        ${renderFormToken(formToken)}
        ${renderField({
          name: 'username',
          label: 'Username or email',
          value: username,
          error,
          autocomplete: 'username',
          autofocus: true,
        })}
        <button class="button button-primary" type="submit">Send reset link</button>
      </form>
      ${query ? html`<p class="switch"><a href="${withQuery(paths.authorize, query)}">Back to sign in</a></p>` : ''}
    `,
  });
}

/** The same answer whether or not the account exists: no account enumeration. */
export function renderResetRequestedPage(query: string, devPagesEnabled: boolean): string {
  return renderPage({
    title: 'Check for your reset link',
    lead: 'If an account matches what you entered, a link to choose a new password has been created. It is valid for 24 hours and works once.',
    content: html`
      <p class="note">
        ${
          devPagesEnabled
            ? html`This local stand-in sends no email: the link is written to its log and listed on
                the <a href="${paths.devResetLinks}">development page of recent reset links</a>.`
            : 'This local stand-in sends no email: the link is written to its log.'
        }
      </p>
      ${query ? html`<a class="button button-secondary" href="${withQuery(paths.authorize, query)}">Back to sign in</a>` : ''}
    `,
  });
}

export type NewPasswordErrors = FieldErrors<'password' | 'passwordConfirm'>;

/** The read-only username input lets password managers file the new password correctly. */
export function renderResetPasswordPage(options: {
  token: string;
  username: string;
  errors: NewPasswordErrors;
  alert?: string | undefined;
  formToken: string;
}): string {
  const { token, username, errors, alert, formToken } = options;
  const focus = focusTarget(['password', 'passwordConfirm'] as const, errors, 'password');
  return renderPage({
    title: 'Choose a new password',
    lead: html`For the account <strong>${username}</strong>.`,
    content: html`
      ${renderAlert(alert)}
      <form
        method="post"
        action="${paths.resetPassword}?token=${encodeURIComponent(token)}"
        novalidate
      >
        ${renderFormToken(formToken)}
        <input
          class="visually-hidden"
          type="text"
          name="username"
          value="${username}"
          autocomplete="username"
          readonly
          tabindex="-1"
          aria-hidden="true"
        />
        ${renderField({
          name: 'password',
          label: 'New password',
          type: 'password',
          autocomplete: 'new-password',
          error: errors.password,
          hint: 'At least 8 characters.',
          autofocus: focus === 'password',
        })}
        ${renderField({
          name: 'passwordConfirm',
          label: 'Confirm new password',
          type: 'password',
          autocomplete: 'new-password',
          error: errors.passwordConfirm,
          autofocus: focus === 'passwordConfirm',
        })}
        <button class="button button-primary" type="submit">Set new password</button>
      </form>
    `,
  });
}
