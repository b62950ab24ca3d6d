import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../paths.js';
import {
  CookieJar,
  createAuthorization,
  createTestIdentity,
  signIn,
  submitForm,
  type TestIdentity,
} from '../test-harness.js';

// What a person types (their username, their e-mail address) is personal data: the stand-in's log
// names accounts by their opaque id only, as the API's log does.
let identity: TestIdentity;
let log: string[];
beforeEach(async () => {
  log = [];
  identity = await createTestIdentity({}, { write: (line) => log.push(line) });
});
afterEach(() => identity.close());

const person = {
  email: 'grace.hopper@example.com',
  username: 'grace-hopper',
  firstName: 'Grace',
  lastName: 'Hopper',
  password: 'cobol-compiler',
  passwordConfirm: 'cobol-compiler',
};

function expectNoPersonalData() {
  const text = log.join('');
  expect(text).not.toBe('');
  for (const value of [person.email, person.username, person.firstName, person.lastName]) {
    expect(text).not.toContain(value);
  }
}

describe('the log', () => {
  it('names a new account, a failed sign-in and a reset request without what the person typed', async () => {
    const attempt = createAuthorization();
    const registered = await submitForm(
      identity,
      new CookieJar(),
      `${paths.registrations}?${attempt.query}`,
      `${paths.register}?${attempt.query}`,
      person,
    );
    expect(registered.statusCode).toBe(302);

    for (const login of [person.email, person.username, 'no-such-person@example.com']) {
      const failed = await signIn(identity, new CookieJar(), createAuthorization(), {
        username: login,
        password: 'wrong-password',
      });
      expect(failed.statusCode).toBe(401);
    }

    const reset = createAuthorization();
    const url = `${paths.forgotPassword}?${reset.query}`;
    await submitForm(identity, new CookieJar(), url, url, { username: person.email });

    expect(log.join('')).toContain('Failed sign-in');
    expect(log.join('')).toContain('Password reset link created');
    expectNoPersonalData();
    expect(log.join('')).not.toContain('no-such-person@example.com');
  });
});
