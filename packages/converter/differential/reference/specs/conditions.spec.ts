import { expect, test } from '@playwright/test';

test.describe('Waiting with ExpectedConditions', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/angular/index.html#!/conditions');
  });

  test('waits for a panel to appear and to go away', async ({ page }) => {
    const panel = page.locator('#panel');
    await page.getByRole('button', { name: 'Show panel' }).click();
    await expect(panel, 'panel never appeared').toBeVisible({ timeout: 5000 });
    await page.getByRole('button', { name: 'Hide panel' }).click();
    await expect(panel).toBeHidden({ timeout: 5000 });
  });

  test('waits for details to be added to the page', async ({ page }) => {
    await page.locator('#load-details').click();
    await expect(page.locator('#details')).toHaveText('Details loaded', { timeout: 5000 });
  });

  test('waits for the banner to be removed', async ({ page }) => {
    const banner = page.locator('#banner');
    await expect(banner).toBeAttached();
    await page.locator('#dismiss-banner').click();
    await expect(banner).not.toBeAttached({ timeout: 5000 });
  });

  test('waits until the locked action becomes clickable', async ({ page }) => {
    const action = page.locator('#locked-action');
    await expect(action).toBeDisabled();
    await page.locator('#unlock').click();
    await expect(action).toBeEnabled({ timeout: 5000 });
    await action.click();
    await expect(page.locator('#locked-result')).toHaveText('Action done');
  });

  test('waits for the message text', async ({ page }) => {
    await page.locator('#fetch-message').click();
    await expect(page.locator('#message')).toContainText('Message received', { timeout: 5000 });
  });

  test('waits for a prefilled input value', async ({ page }) => {
    await page.locator('#prefill').click();
    await expect(page.locator('#prefilled')).toHaveValue(/prefilled@example\.com/, {
      timeout: 5000,
    });
  });

  test('waits for the page title', async ({ page }) => {
    await page.locator('#rename-page').click();
    await expect(page).toHaveTitle(/Renamed/, { timeout: 5000 });
    await expect(page).toHaveTitle('Renamed page', { timeout: 5000 });
  });

  test('waits for the URL to change', async ({ page, baseURL }) => {
    await page.locator('#go-list').click();
    await expect(page).toHaveURL(/#!\/list/, { timeout: 5000 });
    await expect(page).toHaveURL(`${baseURL}angular/index.html#!/list`, { timeout: 5000 });
  });

  test('waits for a checkbox to be selected', async ({ page }) => {
    await page.locator('#tick').click();
    await expect(page.locator('#ticked')).toBeChecked({ timeout: 5000 });
  });

  test('combines conditions with and, or and not', async ({ page }) => {
    await page.locator('#load-details').click();
    await page.locator('#dismiss-banner').click();
    await expect(page.locator('#details')).toBeAttached({ timeout: 5000 });
    await expect(page.locator('#banner')).not.toBeAttached({ timeout: 5000 });
    await expect(page).toHaveTitle(/Conditions/, { timeout: 5000 });
  });
});
