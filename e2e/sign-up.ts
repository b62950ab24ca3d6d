import { expect, type Page } from '@playwright/test';
import { identityUrl } from './stack';

/** Registers a brand-new user through the site's Sign Up button; returns their email. */
export async function signUpNewUser(page: Page, firstName = 'Ada'): Promise<string> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${identityUrl}/realms/rewright/protocol/openid-connect/registrations`),
  );
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `${firstName.toLowerCase()}.${unique}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(`${firstName.toLowerCase()}-${unique}`);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Password', { exact: true }).fill('analytical-engine');
  await page.getByLabel('Confirm password').fill('analytical-engine');
  await page.getByRole('button', { name: 'Register' }).click();
  return email;
}
