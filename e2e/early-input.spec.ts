/**
 * A click that lands on a prerendered page before React has hydrated it is kept and replayed once
 * React has taken over (public/early-input.js), instead of doing nothing. The app's scripts are
 * held back here so that the click surely comes first.
 */
import { expect, test } from '@playwright/test';

test('a click on the demo before hydration converts once the page is hydrated', async ({
  page,
}) => {
  let releaseScripts!: () => void;
  const held = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/demo', { waitUntil: 'commit' });
  const convert = page.getByRole('button', { name: 'Convert Test' });
  await expect(convert).toBeVisible();
  // The keeper has started; React has not (its scripts are held back).
  await page.waitForFunction(() => '__rewrightReleaseEarlyInput' in globalThis);
  await convert.click();
  const output = page.getByRole('region', { name: 'Playwright output' });
  await expect(output).not.toContainText("await page.goto('/todos');");

  releaseScripts();
  await expect(output).toContainText("await page.goto('/todos');");
});
