import { expect, test } from '@playwright/test';

test.describe('Cookies', () => {
  test.beforeEach(async ({ page, context }) => {
    await page.goto('/plain/preferences.html');
    await context.clearCookies();
  });

  test('applies the theme from a cookie', async ({ page, context }) => {
    await context.addCookies([{ name: 'theme', value: 'dark', url: page.url() }]);
    await page.reload();
    await expect(page.locator('#theme')).toHaveText('Theme: dark');
  });

  test('stores the consent in a cookie', async ({ page, context }) => {
    await page.locator('#accept-cookies').click();
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'consent');
    expect(consent?.value).toBe('yes');
    await context.clearCookies({ name: 'consent' });
    expect(await context.cookies()).toEqual([]);
  });
});
