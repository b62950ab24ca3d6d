import { paths, withQuery } from '../paths.js';
import {
  registrationFields,
  type FieldErrors,
  type RegistrationField,
  type RegistrationInput,
} from '../registration.js';
import { focusTarget, renderAlert, renderField, renderFormToken } from './form-controls.js';
import { html } from '@rewright/stand-in-kit/html';
import { renderPage } from './layout.js';

export interface SignUpPageOptions {
  query: string;
  values: Partial<RegistrationInput>;
  errors: FieldErrors<RegistrationField>;
  /** For problems not tied to a field (an expired form). */
  alert?: string | undefined;
  formToken: string;
}

export function renderSignUpPage({
  query,
  values,
  errors,
  alert,
  formToken,
}: SignUpPageOptions): string {
  const focus = focusTarget(registrationFields, errors, 'email');
  const field = (
    name: RegistrationField,
    label: string,
    autocomplete: string,
    extra: { type?: 'password'; inputmode?: 'email'; hint?: string } = {},
  ) =>
    renderField({
      name,
      label,
      autocomplete,
      value: values[name],
      error: errors[name],
      autofocus: name === focus,
      ...extra,
    });
  return renderPage({
    title: 'Create your account',
    lead: 'Start converting your tests to Playwright.',
    content: html`
      ${renderAlert(alert)}
      <form method="post" action="${withQuery(paths.register, query)}" novalidate>
        ${renderFormToken(formToken)} ${field('email', 'Email', 'email', { inputmode: 'email' })}
        ${field('username', 'Username', 'username', {
          hint: '3–50 characters: letters, digits, dots, underscores or hyphens.',
        })}
        <div class="field-pair">
          ${field('firstName', 'First name', 'given-name')}
          ${field('lastName', 'Last name', 'family-name')}
        </div>
        ${field('password', 'Password', 'new-password', {
          type: 'password',
          hint: 'At least 8 characters.',
        })}
        ${field('passwordConfirm', 'Confirm password', 'new-password', { type: 'password' })}
        <button class="button button-primary" type="submit">Register</button>
      </form>
      <p class="switch">
        Already have an account? <a href="${withQuery(paths.authorize, query)}">Sign in</a>
      </p>
    `,
  });
}
