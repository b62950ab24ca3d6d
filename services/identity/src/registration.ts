import type { UserStore } from './users.js';

export const registrationFields = [
  'email',
  'username',
  'firstName',
  'lastName',
  'password',
  'passwordConfirm',
] as const;
export type RegistrationField = (typeof registrationFields)[number];
export type RegistrationInput = Record<RegistrationField, string>;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const minPasswordLength = 8;
const usernamePattern = /^[A-Za-z0-9._-]{3,50}$/;
// Deliberately loose (one @, a dot in the domain, no spaces): the mailbox is the real check.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const registrationMessages = {
  invalidEmail: 'Enter a valid email address.',
  emailTaken: 'This email is already registered.',
  invalidUsername:
    'Username must be 3–50 characters: letters, digits, dots (.), underscores (_) or hyphens (-).',
  usernameTaken: 'This username is already taken.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  passwordTooShort: `Password must be at least ${minPasswordLength} characters.`,
  passwordMismatch: 'Passwords do not match.',
} as const;

/** Checks a new password and its confirmation (sign-up and reset share the rule). */
export function validateNewPassword(
  password: string,
  confirmation: string,
): FieldErrors<'password' | 'passwordConfirm'> {
  if (password.length < minPasswordLength)
    return { password: registrationMessages.passwordTooShort };
  if (password !== confirmation) return { passwordConfirm: registrationMessages.passwordMismatch };
  return {};
}

/** One message per field, in form order; an empty object means the sign-up may proceed. */
export function validateRegistration(
  input: RegistrationInput,
  users: Pick<UserStore, 'findByEmail' | 'findByUsername'>,
): FieldErrors<RegistrationField> {
  const errors: FieldErrors<RegistrationField> = {};
  const email = input.email.trim();
  const username = input.username.trim();

  if (!emailPattern.test(email)) errors.email = registrationMessages.invalidEmail;
  else if (users.findByEmail(email)) errors.email = registrationMessages.emailTaken;

  if (!usernamePattern.test(username)) errors.username = registrationMessages.invalidUsername;
  else if (users.findByUsername(username)) errors.username = registrationMessages.usernameTaken;

  if (input.firstName.trim() === '') errors.firstName = registrationMessages.firstNameRequired;
  if (input.lastName.trim() === '') errors.lastName = registrationMessages.lastNameRequired;

  return { ...errors, ...validateNewPassword(input.password, input.passwordConfirm) };
}
