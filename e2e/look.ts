import type { Page } from '@playwright/test';

/**
 * A picture of the page for a person to look at (`E2E_SCREENSHOTS=1`), not a check: nothing
 * compares it. Off by default, so `npm test` does not pay for full-page PNGs nobody opens.
 */
export async function keepScreenshot(
  page: Page,
  path: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path, ...options });
}
