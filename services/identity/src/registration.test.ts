import { describe, expect, it } from 'vitest';
import {
  registrationMessages as m,
  validateRegistration,
  type RegistrationInput,
} from './registration.js';

const existing = { email: 'taken@rewright.dev', username: 'taken' };
const users = {
  findByEmail: (email: string) =>
    email.toLowerCase() === existing.email ? ({} as never) : undefined,
  findByUsername: (name: string) =>
    name.toLowerCase() === existing.username ? ({} as never) : undefined,
};
const valid: RegistrationInput = {
  email: 'new@rewright.dev',
  username: 'new.user_1-a',
  firstName: 'New',
  lastName: 'User',
  password: 'long enough',
  passwordConfirm: 'long enough',
};

describe('validateRegistration', () => {
  it('accepts a complete, fresh registration', () => {
    expect(validateRegistration(valid, users)).toEqual({});
  });

  it.each([
    [{ email: 'not-an-email' }, { email: m.invalidEmail }],
    [{ email: 'TAKEN@rewright.dev' }, { email: m.emailTaken }],
    [{ username: 'ab' }, { username: m.invalidUsername }],
    [{ username: 'a'.repeat(51) }, { username: m.invalidUsername }],
    [{ username: 'has space' }, { username: m.invalidUsername }],
    [{ username: 'Taken' }, { username: m.usernameTaken }],
    [{ firstName: '  ' }, { firstName: m.firstNameRequired }],
    [{ lastName: '' }, { lastName: m.lastNameRequired }],
    [{ password: 'short', passwordConfirm: 'short' }, { password: m.passwordTooShort }],
    [{ passwordConfirm: 'different!' }, { passwordConfirm: m.passwordMismatch }],
  ])('reports %o as %o', (change, expected) => {
    expect(validateRegistration({ ...valid, ...change }, users)).toEqual(expected);
  });

  it('reports every invalid field at once', () => {
    const errors = validateRegistration(
      { email: '', username: '', firstName: '', lastName: '', password: '', passwordConfirm: '' },
      users,
    );
    expect(Object.keys(errors)).toEqual(['email', 'username', 'firstName', 'lastName', 'password']);
  });
});
