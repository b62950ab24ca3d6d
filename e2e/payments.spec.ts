import { expect, test, type Page } from '@playwright/test';
import { signInAtIdentityProvider } from './identity-pages';
import { signUpNewUser } from './sign-up';
import { demoUser, paymentsPort, siteUrl } from './stack';
import { acceptTerms, termsDialog } from './terms';
import { keepScreenshot } from './look';

const checkoutPage = new RegExp(`^http://localhost:${paymentsPort}/c/pay/`);
const credits = (page: Page) => page.getByRole('region', { name: 'Pack & Credits' });

async function newUserOnPayments(page: Page, name: string) {
  await signUpNewUser(page, name);
  await acceptTerms(page);
  await expect(credits(page)).toContainText('25 of 25 credits available');
  await page.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(`${siteUrl}/payments`);
}

async function buyStandardPack(page: Page) {
  const standard = page.getByRole('article', { name: 'Standard Pack' });
  await expect(standard.getByText('Most Popular')).toBeVisible();
  await standard.getByRole('button', { name: 'Upgrade Subscription' }).click();
  await expect(page).toHaveURL(checkoutPage);
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function screenshots(page: Page, name: string, outputPath: (file: string) => string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, outputPath(`${name}-${width}.png`), { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a new user buys the Standard Pack with the test card and has 275 credits and a paid row', async ({
  page,
}, testInfo) => {
  await newUserOnPayments(page, 'Ada');
  await expect(page.getByText('No payment history found')).toBeVisible();
  const free = page.getByRole('article', { name: 'Free Pack' });
  await expect(free.getByText('Active')).toBeVisible();
  await expect(free.getByRole('button', { name: 'Already Subscribed' })).toBeDisabled();
  await expect(page.getByRole('article', { name: 'Enterprise Pack' })).toContainText('Custom');
  await screenshots(page, 'payments', (file) => testInfo.outputPath(file));

  await buyStandardPack(page);
  await payWith(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(new RegExp(`^${siteUrl}/payment-success\\?session_id=`));
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  // US format without decimals, as everywhere on the site.
  await expect(page.getByText('$99', { exact: true })).toBeVisible();
  await expect(page.getByText('$99.00')).toHaveCount(0);
  await expect(page.getByText('+250 (now 275 available)')).toBeVisible();
  await screenshots(page, 'payment-success', (file) => testInfo.outputPath(file));

  // A reload shows the same result from the once-per-session flag, without a second verify call.
  let verifyCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/stripe/verify-payment')) verifyCalls += 1;
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  expect(verifyCalls).toBe(0);

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(credits(page)).toContainText('275 of 275 credits available');
  await expect(credits(page)).toContainText('Standard Pack');

  await page.getByRole('link', { name: 'Upgrade' }).click();
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row).toContainText('$99');
  await expect(row).toContainText('paid');
  const standard = page.getByRole('article', { name: 'Standard Pack' });
  await expect(standard.getByText('Active')).toBeVisible();
  await expect(standard.getByRole('button', { name: 'Extend Subscription' })).toBeEnabled();
});

test('a declined card and a cancelled checkout leave the credits unchanged and one cancelled row', async ({
  page,
}, testInfo) => {
  await newUserOnPayments(page, 'Mary');
  await buyStandardPack(page);
  const checkoutUrl = page.url();
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(checkoutPage);

  await page.getByRole('link', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${siteUrl}/payment-cancelled\\?checkout=[0-9a-f-]{36}$`),
  );
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await screenshots(page, 'payment-cancelled', (file) => testInfo.outputPath(file));

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(credits(page)).toContainText('25 of 25 credits available');
  await page.getByRole('link', { name: 'Upgrade' }).click();
  // One row for the one checkout: cancelled, with no price beside it.
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Standard Pack');
  await expect(rows.nth(1)).toContainText('Not charged');
  await expect(rows.nth(1)).toContainText('cancelled');
  await expect(rows.nth(1)).not.toContainText('$');
  await screenshots(page, 'payment-history-cancelled', (file) => testInfo.outputPath(file));

  // The cancelled checkout is closed at the provider: its page no longer takes a card.
  await page.goto(checkoutUrl);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
});

test('a checkout left open reads pending, then expired when the provider expires it, never with a price', async ({
  page,
}, testInfo) => {
  await newUserOnPayments(page, 'Edsger');
  await buyStandardPack(page);
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;
  await page.goto('/payments');
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row).toContainText('pending');
  await expect(row).toContainText('Not charged');

  // Readable on a phone: every cell in view, nothing behind a sideways scroll (375 and 320 px).
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const table = page.getByRole('region', { name: 'Payments' });
    expect(
      await table.evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth),
      `payment history scrolls sideways at ${width} px`,
    ).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      ),
      `the page scrolls sideways at ${width} px`,
    ).toBeLessThanOrEqual(0);
    const amount = row.getByText('Not charged');
    await amount.scrollIntoViewIfNeeded();
    const box = await amount.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `amount cut off at ${width} px`).toBe(
      true,
    );
    await keepScreenshot(page, testInfo.outputPath(`payment-history-${width}.png`));
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // What the provider does when the session's lifetime ends (PAYMENTS_SESSION_LIFETIME_SECONDS);
  // its checkout.session.expired webhook reaches the server.
  const expired = await fetch(
    `http://127.0.0.1:${paymentsPort}/v1/checkout/sessions/${sessionId}/expire`,
    { method: 'POST', headers: { authorization: 'Bearer sk_test_rewright_local' } },
  );
  expect(expired.status).toBe(200);
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toContainText('expired', { timeout: 1_000 });
  }).toPass();
  await expect(row).toContainText('Not charged');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
});

test('a paid pack chosen while signed out resumes its checkout after sign-in, at 375 and 1440 px', async ({
  browser,
}) => {
  for (const width of [375, 1440]) {
    // A fresh context per width: signed out again, with nothing kept from the last round.
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/pricing');
    const standard = page.getByRole('article', { name: 'Standard Pack' });
    await standard.getByRole('button').click();
    await signInAtIdentityProvider(page, demoUser.username, demoUser.password);

    // The demo user may meet the terms first (a fresh database); accepting keeps the choice.
    const dialog = termsDialog(page);
    const settled = await Promise.race([
      dialog.waitFor().then(() => 'terms' as const),
      page.waitForURL(checkoutPage).then(() => 'checkout' as const),
    ]);
    if (settled === 'terms') {
      await dialog.getByRole('checkbox').check();
      const text = dialog.getByRole('region', { name: 'Terms text' });
      await text.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await dialog.getByRole('button', { name: 'Accept' }).click();
    }
    await expect(page, `at ${width} px`).toHaveURL(checkoutPage);
    await expect(page.getByText('Standard Pack')).toBeVisible();
    expect(await page.evaluate("sessionStorage.getItem('selectedPlan')")).toBeNull();
    await context.close();
  }
});

test('Start Free Trial takes a signed-in user to the dashboard, at 375 and 1440 px', async ({
  page,
}) => {
  await signUpNewUser(page, 'Barbara');
  await acceptTerms(page);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/pricing']) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Start Free Trial' }).click();
      await expect(page, `${path} at ${width} px`).toHaveURL(`${siteUrl}/dashboard`);
    }
  }
});

test('the terms modal at 1440 and 375 px', async ({ page }, testInfo) => {
  await signUpNewUser(page, 'Ida');
  await expect(termsDialog(page)).toBeVisible();
  await expect(termsDialog(page).getByRole('region', { name: 'Terms text' })).toContainText(
    'Version',
  );
  await screenshots(page, 'terms-modal', (file) => testInfo.outputPath(file));
});
