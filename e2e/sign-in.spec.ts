import { expect, test } from '@playwright/test';
import { expectCleanAddress, signInAtIdentityProvider } from './identity-pages';
import { demoUser, identityUrl, siteUrl } from './stack';

test('a visitor signs up through the Sign Up button, lands signed in, and logs out', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(
    new RegExp(`^${identityUrl}/realms/rewright/protocol/openid-connect/registrations`),
  );

  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await page.getByLabel('Email').fill(`ada.${unique}@example.com`);
  await page.getByLabel('Username').fill(`ada-${unique}`);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Password', { exact: true }).fill('analytical-engine');
  await page.getByLabel('Confirm password').fill('analytical-engine');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(`${siteUrl}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome Ada' })).toBeVisible();
  await expect(page.getByText(`ada.${unique}@example.com`)).toBeVisible();
  await expectCleanAddress(page);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${siteUrl}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
});

test('the demo user logs in, reloads, and stays signed in through the silent check', async ({
  page,
}) => {
  await page.goto('/features');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signInAtIdentityProvider(page, demoUser.username, demoUser.password);

  await expect(page).toHaveURL(`${siteUrl}/features`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectCleanAddress(page);

  await page.reload();
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Login' })).toHaveCount(0);
  await expect(page).toHaveURL(`${siteUrl}/features`);
});

test('opening /dashboard signed out leads through the sign-in page back to /dashboard', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/prompt=login/);
  await signInAtIdentityProvider(page, demoUser.username, demoUser.password);

  await expect(page).toHaveURL(`${siteUrl}/dashboard`);
  await expect(page.getByRole('heading', { name: `Welcome ${demoUser.firstName}` })).toBeVisible();
  await expect(page.getByRole('complementary').getByText(demoUser.username)).toBeVisible();
  await expectCleanAddress(page);
});

test('a signed-in visitor on / is taken to /dashboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signInAtIdentityProvider(page, demoUser.username, demoUser.password);
  await expect(page).toHaveURL(`${siteUrl}/dashboard`);
});
