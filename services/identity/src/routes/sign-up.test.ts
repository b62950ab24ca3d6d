import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../paths.js';
import { registrationMessages as m } from '../registration.js';
import {
  callbackParams,
  CookieJar,
  createAuthorization,
  createTestIdentity,
  exchangeCode,
  submitForm,
  type TestIdentity,
} from '../test-harness.js';
import type { TokenResponse } from '../tokens.js';
import { decodeJwt } from 'jose';

let identity: TestIdentity;
beforeEach(async () => {
  identity = await createTestIdentity();
});
afterEach(() => identity.close());

const valid = {
  email: 'ada@example.com',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  password: 'analytical-engine',
  passwordConfirm: 'analytical-engine',
};

function register(
  fields: Record<string, string>,
  attempt = createAuthorization(),
  jar = new CookieJar(),
) {
  return submitForm(
    identity,
    jar,
    `${paths.registrations}?${attempt.query}`,
    `${paths.register}?${attempt.query}`,
    fields,
  );
}

describe('registrations endpoint', () => {
  it('takes the e-mail in a text input, as Keycloak does, so the browser sends it as typed', async () => {
    const page = (
      await identity.app.inject(`${paths.registrations}?${createAuthorization().query}`)
    ).body;
    const email = /<input[^>]*id="field-email"[^>]*>/.exec(page)?.[0] ?? '';
    expect(email).toMatch(/type="text"/);
    expect(email).toMatch(/inputmode="email"/);
    expect(email).toMatch(/autocomplete="email"/);
  });

  it('shows the sign-up form with every labelled field', async () => {
    const page = (
      await identity.app.inject(`${paths.registrations}?${createAuthorization().query}`)
    ).body;
    for (const [id, label] of [
      ['email', 'Email'],
      ['username', 'Username'],
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['password', 'Password'],
      ['passwordConfirm', 'Confirm password'],
    ]) {
      expect(page).toContain(`<label for="field-${id}">${label}</label>`);
    }
  });

  it.each([
    [{ email: 'nope' }, 'email', m.invalidEmail],
    [{ email: 'DEMO@rewright.dev' }, 'email', m.emailTaken],
    [{ username: 'x' }, 'username', m.invalidUsername],
    [{ username: 'no spaces' }, 'username', m.invalidUsername],
    [{ username: 'Demo' }, 'username', m.usernameTaken],
    [{ firstName: '' }, 'firstName', m.firstNameRequired],
    [{ lastName: ' ' }, 'lastName', m.lastNameRequired],
    [{ password: 'short', passwordConfirm: 'short' }, 'password', m.passwordTooShort],
    [{ passwordConfirm: 'something else' }, 'passwordConfirm', m.passwordMismatch],
  ])(
    '%o → "%s" says the right thing, focuses it and keeps the values',
    async (change, field, message) => {
      const response = await register({ ...valid, ...change });
      expect(response.statusCode).toBe(400);
      const page = response.body;
      expect(page).toContain(
        `id="field-${field}-error" role="alert">${message.replace(/'/g, '&#39;')}</p>`,
      );
      expect(page).toMatch(
        new RegExp(`id="field-${field}"[^>]*aria-invalid="true"[^>]*autofocus`, 's'),
      );
      if (field !== 'lastName') expect(page).toContain('value="Lovelace"');
      // Passwords are never sent back.
      expect(page).not.toContain('analytical-engine');
    },
  );

  it('creates the account and completes the authorization like a sign-in', async () => {
    const attempt = createAuthorization();
    const jar = new CookieJar();
    const response = await register(valid, attempt, jar);
    expect(response.statusCode).toBe(302);
    const callback = callbackParams(response.headers.location as string);
    expect(callback.get('state')).toBe(attempt.state);
    expect(jar.get('KEYCLOAK_IDENTITY')).toBe(callback.get('session_state'));

    const tokens = (
      await exchangeCode(identity, attempt, callback.get('code')!)
    ).json<TokenResponse>();
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      preferred_username: 'ada',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      email_verified: false,
    });
    expect(decodeJwt(tokens.id_token).nonce).toBe(attempt.nonce);

    const again = await register(valid);
    expect(again.body).toContain(m.emailTaken);
    expect(again.body).toContain(m.usernameTaken);
  });

  it('accepts internationalised addresses (RFC 6531) and puts them in the token as typed', async () => {
    for (const [email, username] of [
      ['josé@example.com', 'jose'],
      ['x@bücher.example', 'buecher'],
    ] as const) {
      const attempt = createAuthorization();
      const response = await register({ ...valid, email, username }, attempt);
      expect(response.statusCode, email).toBe(302);
      const code = callbackParams(response.headers.location as string).get('code')!;
      const tokens = (await exchangeCode(identity, attempt, code)).json<TokenResponse>();
      expect(decodeJwt(tokens.access_token)).toMatchObject({ email, preferred_username: username });
    }
  });
});
