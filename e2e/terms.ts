import { expect, type Page } from '@playwright/test';
import { siteUrl } from './stack';

/** The post-sign-in gate marks when its check has settled: `accepted`, or `required` (modal open). */
const settledGate = (page: Page) => page.locator('[data-terms-gate]');

export const termsDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Terms of User Agreement' });

/**
 * Reads the terms the way a person must: Accept stays disabled until the text is scrolled past
 * 90 % and the box is ticked; Accept then leads to /dashboard.
 */
export async function acceptTerms(page: Page) {
  const dialog = termsDialog(page);
  const accept = dialog.getByRole('button', { name: 'Accept' });
  const text = dialog.getByRole('region', { name: 'Terms text' });
  await expect(text).toContainText('Version');
  await expect(accept).toBeDisabled();

  await dialog.getByRole('checkbox').check();
  await expect(accept).toBeDisabled();
  await text.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`${siteUrl}/dashboard`);
}

/**
 * The demo user accepts the terms once per fresh e2e database, in whichever test signs in first.
 * Returns to the page the test was on, since accepting leads to /dashboard.
 */
export async function acceptTermsIfAsked(page: Page) {
  const gate = settledGate(page);
  await expect(gate).toHaveAttribute('data-terms-gate', /^(accepted|required)$/);
  if ((await gate.getAttribute('data-terms-gate')) !== 'required') return;
  const url = page.url();
  await acceptTerms(page);
  if (url === page.url()) return;
  await page.goto(url);
  // Signed in again (silent check done) before the test clicks anything.
  await expect(gate).toHaveAttribute('data-terms-gate', 'accepted');
}
