/**
 * Input that lands on a prerendered page before React has hydrated it (a click, a choice in a
 * select) is kept and replayed once React has taken over (public/early-input.js), instead of doing
 * nothing. The app's scripts are held back here so that the input surely comes first.
 */
import { expect, test, type Page } from '@playwright/test';

/** Holds the app's scripts back until the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let releaseScripts!: () => void;
  const held = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  return releaseScripts;
}

/** The keeper has started; React has not (its scripts are held back). */
const keeperStarted = (page: Page) =>
  page.waitForFunction(() => '__rewrightReleaseEarlyInput' in globalThis);

test('a click on the demo before hydration converts once the page is hydrated', async ({
  page,
}) => {
  const releaseScripts = await holdAppScripts(page);
  await page.goto('/demo', { waitUntil: 'commit' });
  const convert = page.getByRole('button', { name: 'Convert Test' });
  await expect(convert).toBeVisible();
  await keeperStarted(page);
  await convert.click();
  const output = page.getByRole('region', { name: 'Playwright output' });
  await expect(output).not.toContainText("await page.goto('/todos');");

  releaseScripts();
  await expect(output).toContainText("await page.goto('/todos');");
});

test('a section chosen on a phone before hydration is the one shown once it is', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const releaseScripts = await holdAppScripts(page);
  await page.goto('/documentation', { waitUntil: 'commit' });
  const picker = page.getByRole('combobox', { name: 'Section' });
  await expect(picker).toBeVisible();
  await keeperStarted(page);
  await picker.selectOption('forgot-password');

  releaseScripts();
  await expect(page).toHaveURL('/documentation?section=forgot-password');
  await expect(picker).toHaveValue('forgot-password');
});
