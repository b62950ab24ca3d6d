import { expect, test } from '@playwright/test';

test.describe('Frames and windows', () => {
  test('switches to the editor frame by name and back to its parent', async ({ page }) => {
    await page.goto('/plain/frames.html');
    const editor = page.frameLocator('iframe[name="editor"]');
    await expect(editor.locator('h2')).toHaveText('Editor');
    await expect(page.locator('h1')).toHaveText('Frames');
  });

  test('saves a draft in the frame found by its element', async ({ page }) => {
    await page.goto('/plain/frames.html');
    const editor = page.frameLocator('iframe#editor-frame');
    await editor.locator('#draft').fill('Hello');
    await editor.locator('#save-draft').click();
    await expect(editor.locator('#saved')).toHaveText('Draft saved: Hello', { timeout: 3000 });
    await expect(page).toHaveTitle('Frames');
  });

  test('opens the help centre in a new tab', async ({ page, context }) => {
    await page.goto('/plain/windows.html');
    const tab = await context.newPage();
    await tab.goto('/plain/help.html');
    await expect(tab).toHaveTitle(/Help/, { timeout: 3000 });
    expect(context.pages()).toHaveLength(2);
    await expect(tab.locator('#topics .topic')).toHaveCount(3);
    await tab.close();
    await expect(page).toHaveTitle('Windows');
  });

  test('resizes the window', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 600 });
    await page.goto('/plain/index.html');
    const inner = await page.evaluate(() => window.innerWidth);
    expect(inner).toBeLessThanOrEqual(800);
  });
});
