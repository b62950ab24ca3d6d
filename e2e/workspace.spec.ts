import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { signUpNewUser } from './sign-up';
import { siteUrl } from './stack';
import { acceptTerms, termsDialog } from './terms';
import { keepScreenshot } from './look';

const credits = (page: Page) => page.getByRole('region', { name: 'Pack & Credits' });

test('declining the terms logs the new user out', async ({ page }) => {
  await signUpNewUser(page, 'Grace');
  const dialog = termsDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(`${siteUrl}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a new user sees 25 credits and the dashboard cards; a profile edit survives a reload', async ({
  page,
}, testInfo) => {
  const email = await signUpNewUser(page, 'Edith');
  // The dashboard's own request carries the user's access token: the CLI's stand-in below.
  const statsRequest = page.waitForRequest('**/api/v1/dashboard/stats_website');
  await acceptTerms(page);
  const authorization = (await statsRequest).headers()['authorization']!;

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Edith' })).toBeVisible();
  await expect(credits(page)).toContainText('25 of 25 credits available');
  await expect(credits(page)).toContainText('Free Pack');
  await expect(page.getByRole('region', { name: 'Personal Info' })).toContainText(email);
  await expect(page.getByRole('region', { name: 'Need Support?' })).toContainText('@');
  const download = page.getByRole('region', { name: 'Download App' });
  await expect(download.getByRole('button', { name: /Linux/ })).toBeDisabled();
  // The suite's server holds no installer: said before any click, with the way to run from source.
  await expect(
    download.getByRole('button', { name: /Windows\s*Not on this server/ }),
  ).toBeDisabled();
  await expect(download).toContainText(
    'This server has no installer for Windows, macOS or Linux. Run the app from source instead: see “Run the desktop app from source” in the repository README.',
  );
  const usage = page.getByRole('region', { name: 'Usage' });
  await expect(usage).toContainText('No conversions yet.');

  // A conversion reported as the CLI and the desktop app do: 4 test cases, 3 without a TODO.
  const consumed = await page.request.post('/api/v1/credits/consume', {
    headers: { authorization },
    data: {
      idempotency_key: 'e2e-conversion-1',
      conversion: { files: 2, test_cases: 4, test_cases_charged: 3, source_kinds: ['protractor'] },
    },
  });
  expect(consumed.status()).toBe(201);
  await page.reload();
  await expect(credits(page)).toContainText('22 of 25 credits available');
  await expect(credits(page)).toContainText('3 credits used during this period');
  const row = usage
    .getByRole('table', { name: 'Conversions, newest first' })
    .getByRole('row')
    .nth(1);
  await expect(row.getByRole('cell')).toHaveText([
    /^\d\d\/\d\d\/\d{4}$/,
    '2',
    '4',
    '3',
    '1 test case free: a TODO was left inside',
  ]);
  await expectNoAxeViolations(page);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, testInfo.outputPath(`dashboard-${width}.png`), { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Manage Profile' }).click();
  await expect(page).toHaveURL(`${siteUrl}/profile`);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Email Address')).toHaveAttribute('readonly', '');
  await page.getByLabel(/Contact Number/).fill('+1 312 555 0100');
  await page.getByLabel('Company').fill('Analytical Engines');
  await page.getByLabel('Role').fill('QA Lead');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Profile updated successfully!',
  );
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, testInfo.outputPath(`profile-${width}.png`), { fullPage: true });
  }

  await page.reload();
  await expect(page.getByLabel('Company')).toHaveValue('Analytical Engines');
  await expect(page.getByLabel('Role')).toHaveValue('QA Lead');
  await expect(page.getByLabel(/Contact Number/)).toHaveValue('+1 312 555 0100');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'No changes to save',
  );
});

test('the terms modal keeps Tab inside it, and its tooltip leaves the checkbox label readable', async ({
  page,
}) => {
  await signUpNewUser(page, 'Hedy');
  const dialog = termsDialog(page);
  await expect(dialog.getByRole('region', { name: 'Terms text' })).toContainText('Version');

  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    // A string, run in the page: e2e code is compiled without the DOM library.
    const inside = await page.evaluate<boolean>(`(() => {
      const active = document.activeElement;
      return !active || active === document.body || active.closest('[role="dialog"]') !== null;
    })()`);
    expect(inside, `focus after Tab ${press + 1}`).toBe(true);
  }

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await dialog.getByRole('button', { name: 'Accept' }).hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('Please scroll through the terms first');
    const bubble = (await tooltip.boundingBox())!;
    const label = (await dialog.getByText(/I have reviewed, understood and agree/).boundingBox())!;
    const overlaps =
      bubble.x < label.x + label.width &&
      label.x < bubble.x + bubble.width &&
      bubble.y < label.y + label.height &&
      label.y < bubble.y + bubble.height;
    expect(overlaps, `tooltip over the label at ${width} px`).toBe(false);
    expect(bubble.x).toBeGreaterThanOrEqual(0);
    expect(bubble.x + bubble.width).toBeLessThanOrEqual(width);
  }
});

test('the dashboard shows the full name and passes axe (greyed features included) at 1440 and 375 px', async ({
  page,
}) => {
  await signUpNewUser(page, 'Katherine');
  await acceptTerms(page);
  const personal = page.getByRole('region', { name: 'Personal Info' });
  await expect(personal).toContainText('Katherine Lovelace');
  await expect(page.getByRole('region', { name: 'Pack Features' })).toContainText('Not included');
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
});
