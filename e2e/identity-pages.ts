import { expect, type Page } from '@playwright/test';
import { identityUrl } from './stack';

/** Fills the identity provider's sign-in form; the page must already be on it. */
export async function signInAtIdentityProvider(page: Page, username: string, password: string) {
  await expect(page).toHaveURL(new RegExp(`^${identityUrl}/realms/rewright/`));
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The address after sign-in must not keep the authorization response parameters. */
export async function expectCleanAddress(page: Page) {
  await expect(page).not.toHaveURL(/[?&#](code|state|session_state)=/);
}
