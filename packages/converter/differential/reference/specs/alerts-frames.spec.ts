import { expect, test } from '@playwright/test';

test.describe('Alerts', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/plain/alerts.html');
  });

  test('accepts a simple alert', async ({ page }) => {
    let message = '';
    page.once('dialog', (dialog) => {
      message = dialog.message();
      void dialog.accept();
    });
    await page.locator('#save').click();
    await expect.poll(() => message).toBe('Saved!');
  });

  test('confirms a deletion', async ({ page }) => {
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete item' }).click();
    await expect(page.locator('#delete-result')).toHaveText('Item deleted');
  });

  test('cancels a deletion', async ({ page }) => {
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('button', { name: 'Delete item' }).click();
    await expect(page.locator('#delete-result')).toHaveText('Item kept');
  });

  test('answers a prompt', async ({ page }) => {
    page.once('dialog', (dialog) => void dialog.accept('Quarterly report'));
    await page.locator('#rename').click();
    await expect(page.locator('#rename-result')).toHaveText('Renamed to Quarterly report');
  });

  test('waits for a delayed alert', async ({ page }) => {
    const dialog = page.waitForEvent('dialog', { timeout: 5000 });
    await page.locator('#remind').click();
    const alert = await dialog;
    expect(alert.message()).toBe('Time for a break');
    await alert.accept();
  });
});

test.describe('Frames', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/plain/frames.html');
  });

  test('types into the editor frame and saves', async ({ page }) => {
    const frame = page.frameLocator('#editor-frame');
    await frame.locator('#draft').fill('hello');
    await frame.getByRole('button', { name: 'Save draft' }).click();
    await expect(frame.locator('#saved')).toHaveText('Draft saved: hello');
    await expect(page.locator('h1')).toHaveText('Frames');
  });

  test('switches to a frame by name', async ({ page }) => {
    await expect(page.frameLocator('iframe[name="editor"]').locator('h2')).toHaveText('Editor');
  });
});
