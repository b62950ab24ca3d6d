import { expect, test } from '@playwright/test';

test.describe('Wizard history', () => {
  test('goes back and forward through the steps', async ({ page }) => {
    await page.goto('/plain/wizard.html');
    await page.locator('#next').click();
    await page.locator('#next').click();
    await expect(page).toHaveTitle('Wizard: step 3');
    await page.goBack();
    await expect(page.locator('#step-title')).toHaveText(/^Step 2 of 3$/, { timeout: 3000 });
    await page.goForward();
    await expect(page.locator('#step-title')).toHaveText(/^Step 3 of 3$/, { timeout: 3000 });
    await expect(page.locator('#step-title')).toHaveText('Step 3 of 3');
  });

  test('opens a step by its address', async ({ page }) => {
    await page.goto('/plain/wizard.html?step=3');
    await expect(page.locator('#step-title')).toHaveText('Step 3 of 3');
    await expect(page.locator('#next')).toHaveText('Finish');
  });

  test('stays on the step through a refresh', async ({ page }) => {
    await page.goto('/plain/wizard.html?step=2');
    await page.reload();
    await expect(page).toHaveURL(/\?step=2$/, { timeout: 3000 });
    await expect(page).toHaveTitle('Wizard: step 2');
  });

  test('waits out the save with a sleep', async ({ page }) => {
    await page.goto('/plain/wizard.html');
    await page.locator('#draft').fill('Pick the yearly plan');
    await page.locator('#save').click();
    await page.waitForTimeout(1000);
    expect(await page.locator('#save-status').textContent()).toBe('Draft saved');
  });
});
