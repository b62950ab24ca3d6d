import { expect, type Page } from '@playwright/test';
import { identityUrl } from './stack';

/** Opens the identity provider's sign-up form through the site's Sign Up button. */
export async function openSignUp(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${identityUrl}/realms/rewright/protocol/openid-connect/registrations`),
  );
}

/**
 * Registers a brand-new user through the site's Sign Up button; returns their email. `emailOf`
 * makes the address from a unique part (default `<first name>.<unique>@example.com`).
 */
export async function signUpNewUser(
  page: Page,
  firstName = 'Ada',
  emailOf = (unique: string) => `${firstName.toLowerCase()}.${unique}@example.com`,
): Promise<string> {
  await openSignUp(page);
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = emailOf(unique);
  await page.getByLabel('Email').fill(email);
  // Sent as typed: an e-mail input would turn an internationalised domain into punycode.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  // Usernames are ASCII (as Keycloak's homograph rule keeps them): José signs up as jose-….
  const plainName = firstName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  await page.getByLabel('Username').fill(`${plainName}-${unique}`);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Password', { exact: true }).fill('analytical-engine');
  await page.getByLabel('Confirm password').fill('analytical-engine');
  await page.getByRole('button', { name: 'Register' }).click();
  return email;
}
