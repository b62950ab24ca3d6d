import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { hydrated } from './hydration';
import { signInAtIdentityProvider } from './identity-pages';
import { demoUser, identityUrl, paymentsPort, siteUrl } from './stack';
import { acceptTermsIfAsked } from './terms';
import { keepScreenshot } from './look';

/** Each page and what shows once its data has arrived (so axe and screenshots see the real page). */
const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    ready: (page) =>
      expect(
        page.getByRole('img', { name: 'A legacy test file converted into a Playwright test file' }),
      ).toBeVisible(),
  },
  {
    path: '/features',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/pricing',
    ready: (page) => expect(page.getByRole('article', { name: 'Standard Pack' })).toBeVisible(),
  },
  {
    path: '/download',
    ready: (page) => expect(page.getByRole('article', { name: 'Windows' })).toBeVisible(),
  },
  {
    path: '/demo',
    ready: (page) =>
      expect(page.getByRole('tab', { name: 'Protractor to Playwright' })).toBeVisible(),
  },
  {
    path: '/contact',
    ready: (page) => expect(page.locator('a.support-email__value')).toBeVisible(),
  },
  {
    path: '/terms',
    ready: (page) =>
      expect(page.getByRole('article', { name: 'Terms of Service text' })).toBeVisible(),
  },
  {
    path: '/cookie-policy',
    ready: (page) => expect(page.getByRole('link', { name: 'contact us' })).toBeVisible(),
  },
  {
    path: '/no-such-page',
    ready: (page) => expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible(),
  },
];

const widths = [375, 1440];
// Outside test-results (emptied by every run) so the pictures survive for a look; git-ignored.
const screenshotDir = fileURLToPath(new URL('../.test-results/screenshots/', import.meta.url));

for (const { path: pagePath, ready } of pages) {
  test(`${pagePath} has no axe violations at 375 px and 1440 px`, async ({ page }) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pagePath);
      await ready(page);
      await expectNoAxeViolations(page);
      const name = pagePath === '/' ? 'home' : pagePath.slice(1);
      await keepScreenshot(page, path.join(screenshotDir, `${name}-${width}.png`), {
        fullPage: true,
      });
    }
  });
}

async function signInFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signInAtIdentityProvider(page, demoUser.username, demoUser.password);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await acceptTermsIfAsked(page);
}

test.describe('home', () => {
  test('Start Free Trial starts registration; quotes expand; capability cards lead to /features', async ({
    page,
  }) => {
    await page.goto('/');
    const quotes = page.getByRole('region', { name: 'From the team that builds Rewright' });
    const readMore = quotes.getByRole('button', { name: 'Read more' }).first();
    await readMore.click();
    await expect(quotes.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await quotes.getByRole('button', { name: 'Show less' }).click();
    await expect(quotes.getByRole('button', { name: 'Show less' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Page objects kept' }).click();
    await expect(page).toHaveURL(`${siteUrl}/features`);
    await page.getByRole('link', { name: 'See pricing' }).first().click();
    await expect(page).toHaveURL(`${siteUrl}/pricing`);

    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(new RegExp(`^${identityUrl}/realms/rewright/.*registrations`));
  });
});

test.describe('pricing', () => {
  test('prerendered HTML shows three skeleton cards before the plans load', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/pricing`);
    await expect(page.getByTestId('plan-skeleton')).toHaveCount(3);
    await expect(page.getByText('Loading plans...')).toBeAttached();
    await context.close();
  });

  test('shows an error message when the plans cannot be loaded', async ({ page }) => {
    await page.route('**/api/v1/plans/configs/public', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'down' } } }),
    );
    await page.goto('/pricing');
    await expect(page.getByRole('alert')).toContainText(
      'Failed to load pricing plans. Please try again.',
    );
    await page.unroute('**/api/v1/plans/configs/public');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('article', { name: 'Standard Pack' })).toBeVisible();
  });

  test('Most Popular follows the hover; the FAQ keeps one answer open; the footer reaches it', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(`${siteUrl}/pricing#faq`);
    await expect(page.locator('#faq')).toBeInViewport();

    const standard = page.getByRole('article', { name: 'Standard Pack' });
    await expect(standard).toHaveAttribute('data-highlighted', 'true');
    await expect(standard.getByText('Most Popular')).toBeVisible();
    await page.getByRole('article', { name: 'Free Pack' }).hover();
    await expect(standard).toHaveAttribute('data-highlighted', 'false');
    await expect(page.getByRole('article', { name: 'Free Pack' })).toHaveAttribute(
      'data-highlighted',
      'true',
    );

    const faq = page.locator('#faq');
    const expiry = faq.getByRole('button', { name: 'Do purchased credits expire?' });
    const privacy = faq.getByRole('button', { name: 'Is my test code sent anywhere?' });
    await expiry.click();
    await expect(faq.getByText('Purchased credits never expire')).toBeVisible();
    await privacy.click();
    await expect(privacy).toHaveAttribute('aria-expanded', 'true');
    await expect(expiry).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText('sent to an AI provider for processing')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Start Free Trial' }),
    ).toBeVisible();
  });

  test('Enterprise leads to /contact', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('article', { name: 'Enterprise Pack' }).getByRole('button').click();
    await expect(page).toHaveURL(`${siteUrl}/contact`);
  });

  test('Free Pack signed out: alert, sign-in, then /dashboard', async ({ page }) => {
    await page.goto('/pricing');
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('article', { name: 'Free Pack' }).getByRole('button').click();
    await signInAtIdentityProvider(page, demoUser.username, demoUser.password);
    await expect(page).toHaveURL(`${siteUrl}/dashboard`);
    expect(alerts).toEqual(['You have selected the Free Pack!']);
  });

  test('Standard Pack signed out: the plan is kept, sign-in returns to /pricing', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await page.getByRole('article', { name: 'Standard Pack' }).getByRole('button').click();
    await signInAtIdentityProvider(page, demoUser.username, demoUser.password);
    await expect(page).toHaveURL(`${siteUrl}/pricing`);
    expect(
      await page.evaluate(() =>
        (
          globalThis as unknown as { sessionStorage: { getItem(key: string): string | null } }
        ).sessionStorage.getItem('selectedPlan'),
      ),
    ).toBe('Standard Pack');
  });

  test('signed in: Free Pack goes to /dashboard; Standard Pack goes to the card checkout page', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await signInFromHeader(page);
    await page.getByRole('article', { name: 'Standard Pack' }).getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${paymentsPort}/c/pay/`));
    await page.goBack();
    // The page loads afresh: choose only once the session is back, or the click is a signed-out one.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('article', { name: 'Free Pack' }).getByRole('button').click();
    await expect(page).toHaveURL(`${siteUrl}/dashboard`);
  });
});

/** The suite's DOWNLOADS_DIR (playwright.config.ts); the server looks files up on every request. */
const downloadsDir = fileURLToPath(new URL('../.data/e2e/downloads', import.meta.url));

const publishedInstallers = ['Rewright-Setup-1.0.0.exe', 'Rewright-1.0.0-arm64.dmg'];

/** Puts installers on the server for the length of `run`, then takes them away again. */
async function withInstallers(files: string[], run: (bytes: Buffer) => Promise<void>) {
  const bytes = Buffer.from('MZ not really an installer, but bytes all the same');
  await mkdir(downloadsDir, { recursive: true });
  for (const file of files) await writeFile(path.join(downloadsDir, file), bytes);
  try {
    await run(bytes);
  } finally {
    for (const file of files) await rm(path.join(downloadsDir, file), { force: true });
  }
}

/**
 * Records every signed-out control that is ever visible on the page (the blank placeholder the
 * header shows during the sign-in check is aria-hidden and does not count). On a phone the header's
 * buttons live in the closed menu: they count too, as opening the menu would show them.
 */
async function recordSignedOutControls(page: Page) {
  await page.addInitScript({
    content: `
      window.signedOutControls = [];
      new MutationObserver(() => {
        for (const button of document.querySelectorAll('button')) {
          const text = button.textContent.trim();
          if (!['Login', 'Sign Up', 'Login to Download'].includes(text)) continue;
          if (button.closest('[aria-hidden="true"]')) continue;
          if (!button.closest('#site-menu') && !button.checkVisibility()) continue;
          if (!window.signedOutControls.includes(text)) window.signedOutControls.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    `,
  });
  return () => page.evaluate<string[]>('window.signedOutControls');
}

test.describe('signed in, on a fresh page load', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the header and /download never offer Login, Sign Up or Login to Download, at 1440 and 375 px', async ({
    page,
  }) => {
    // A sign-in and four full page loads: more time than one journey under a busy machine.
    test.slow();
    await page.goto('/features');
    await signInFromHeader(page);
    const seenControls = await recordSignedOutControls(page);
    const header = page.getByRole('banner');

    await withInstallers(publishedInstallers, async () => {
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of ['/download', '/features']) {
          await page.goto(path);
          if (width < 900) await header.getByRole('button', { name: 'Menu' }).click();
          await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
          if (path === '/download') {
            await expect(
              page.getByRole('article', { name: 'Windows' }).getByRole('button'),
            ).toHaveText('Download .exe');
          }
          expect(await seenControls(), `${path} at ${width} px`).toEqual([]);
        }
      }
    });
  });
});

test.describe('download', () => {
  test('signed out: Login to Download, Coming soon for Linux, the chooser leads to registration', async ({
    page,
  }) => {
    await withInstallers(publishedInstallers, async () => {
      await page.goto('/download');
      await expect(page.locator('.page-header__lead')).toContainText('conversions happen locally');
      const windows = page.getByRole('article', { name: 'Windows' });
      await expect(windows.getByRole('button')).toHaveText('Login to Download');
      await expect(windows).toContainText('v1.0.0');
      await expect(page.getByRole('article', { name: 'Linux' }).getByRole('button')).toBeDisabled();

      const chooser = page.getByRole('button', { name: 'Download for your platform' });
      await chooser.click();
      await expect(chooser).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(chooser).toHaveAttribute('aria-expanded', 'false');
      await expect(chooser).toBeFocused();

      await chooser.click();
      await page
        .getByRole('list', { name: 'Platforms' })
        .getByRole('button', { name: 'macOS' })
        .click();
      await expect(page).toHaveURL(new RegExp(`^${identityUrl}/realms/rewright/.*registrations`));
    });
  });

  test('signed in: no installer on this server is said before the click; once there, the button downloads it', async ({
    page,
  }, testInfo) => {
    await page.goto('/download');
    await signInFromHeader(page);
    // The suite's DOWNLOADS_DIR starts empty: the card says so, and how to run from source.
    const windowsCard = page.getByRole('article', { name: 'Windows' });
    const windows = windowsCard.getByRole('button');
    await expect(windows).toHaveText('Not on this server');
    await expect(windows).toBeDisabled();
    await expect(windowsCard).toContainText(
      'This server has no Windows installer. Run the app from source instead: see “Run the desktop app from source” in the repository README.',
    );
    await expect(page.getByRole('article', { name: 'Linux' })).toContainText(
      'Until then, run the app from source',
    );
    await keepScreenshot(page, testInfo.outputPath('download-no-installers.png'), {
      fullPage: true,
    });
    const chooser = page.getByRole('button', { name: 'Download for your platform' });
    await chooser.click();
    await expect(
      page
        .getByRole('list', { name: 'Platforms' })
        .getByRole('button', { name: 'Windows (Not on this server)' }),
    ).toBeDisabled();
    await expectNoAxeViolations(page);

    await withInstallers(['Rewright-Setup-1.0.0.exe'], async (bytes) => {
      await page.reload();
      await expect(windows).toHaveText('Download .exe');
      await expect(windowsCard).not.toContainText('from source');
      const linkRequest = page.waitForResponse('**/api/v1/downloads/windows/link');
      const download = page.waitForEvent('download');
      await windows.click();
      expect((await linkRequest).status()).toBe(200);
      const saved = await download;
      expect(saved.suggestedFilename()).toBe('Rewright-Setup-1.0.0.exe');
      expect((await readFile((await saved.path())!)).equals(bytes)).toBe(true);
      await expect(page).toHaveURL(/\/download$/);
    });
  });

  test('shows an error with Retry when the manifest cannot be loaded', async ({ page }) => {
    await page.route('**/api/v1/downloads', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/download');
    await expect(page.getByRole('alert')).toContainText('Failed to load the downloads.');
  });
});

test.describe('demo', () => {
  test('Convert Test shows Converting..., then the output and a toast; a tab switch hides it', async ({
    page,
  }) => {
    await page.goto('/demo');
    await (await hydrated(page.getByRole('button', { name: 'Convert Test' }))).click();
    await expect(page.getByRole('button', { name: 'Converting...' })).toBeDisabled();
    const output = page.getByRole('region', { name: 'Playwright output' });
    await expect(output).toContainText("await page.goto('/todos');");
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Test converted successfully!',
    );

    // Every file the conversion wrote, so what a visitor copies runs.
    const files = output.getByRole('tablist', { name: 'Converted files' });
    await expect(files.getByRole('tab')).toHaveText([
      'todo.spec.ts',
      'rewright-angular.ts',
      'playwright.config.ts',
    ]);
    await expect(output.getByRole('tabpanel')).toContainText("from './rewright-angular';");
    await files.getByRole('tab', { name: 'rewright-angular.ts' }).click();
    await expect(output.getByRole('tabpanel')).toContainText('export const test = base.extend');
    await page.keyboard.press('ArrowRight');
    await expect(files.getByRole('tab', { name: 'playwright.config.ts' })).toBeFocused();
    await expect(output.getByRole('tabpanel')).toContainText("testMatch: 'todo.spec.ts'");
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Selenium to Playwright' }).click();
    await expect(output).not.toContainText('page.goto');
    await expect(page.getByRole('region', { name: 'Sample input' })).toContainText(
      'selenium-webdriver',
    );
  });

  test('Get Started signed out signs in and lands on /dashboard; Contact Sales goes to /contact', async ({
    page,
  }) => {
    await page.goto('/demo');
    await page.getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page).toHaveURL(`${siteUrl}/contact`);
    await page.goBack();
    await page.getByRole('link', { name: 'Get Started' }).click();
    await signInAtIdentityProvider(page, demoUser.username, demoUser.password);
    await expect(page).toHaveURL(`${siteUrl}/dashboard`);
  });
});

test.describe('contact', () => {
  async function fillForm(page: Page) {
    await page.getByLabel('Name *').fill('Ada Lovelace');
    await page.getByLabel('Email *').fill('ada@example.com');
    await page.getByLabel('Mobile *').fill('+1 312 555 0100');
    await page.getByLabel('Company *').fill('Analytical Engines');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('We have 400 Protractor specs to migrate.');
  }

  test('a message is sent to the server and the form is cleared', async ({ page }) => {
    await page.goto('/contact');
    for (const city of ['Chicago', 'Silicon Valley', 'Hyderabad']) {
      await expect(page.getByRole('heading', { name: city })).toBeVisible();
    }
    await fillForm(page);
    const submit = page.waitForResponse('**/api/v1/contact/submit');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await submit).status()).toBe(201);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
      'Thank you for your message. We will get back to you soon!',
    );
    await expect(page.getByLabel('Name *')).toHaveValue('');
  });

  test('a field the server refuses is shown on that field, not as the red message, at 375 and 1440 px', async ({
    page,
  }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/contact');
      await fillForm(page);
      // The browser's tel type takes any text; the server's schema refuses it, naming the field.
      await page.getByLabel('Mobile *').fill('call me maybe');
      const submit = page.waitForResponse('**/api/v1/contact/submit');
      await page.getByRole('button', { name: 'Send Message' }).click();
      expect((await submit).status(), `at ${width} px`).toBe(400);
      const mobile = page.getByRole('textbox', { name: 'Mobile' });
      await expect(mobile).toHaveAccessibleDescription('Enter a valid phone number.');
      await expect(mobile).toBeFocused();
      await expect(mobile).toBeInViewport();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByLabel('Name *')).toHaveValue('Ada Lovelace');
    }
  });

  test('a failing server shows the red message', async ({ page }) => {
    await page.route('**/api/v1/contact/submit', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'down' } } }),
    );
    await page.goto('/contact');
    await fillForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Sorry, something went wrong. Please try again later.',
    );
    await expect(page.getByLabel('Name *')).toHaveValue('Ada Lovelace');
  });

  test('the support address falls back when the contact info cannot be loaded', async ({
    page,
  }) => {
    await page.route('**/api/v1/contact/info', (route) => route.abort());
    await page.goto('/contact');
    const address = page.getByRole('main').getByRole('link', { name: 'support@rewright.dev' });
    await address.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Failed to load contact information');
  });
});

test.describe('terms and cookie policy', () => {
  test('terms show an error with Retry, and Retry loads them', async ({ page }) => {
    await page.route('**/api/v1/terms/content', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'down' } } }),
    );
    await page.goto('/terms');
    await expect(page.getByRole('alert')).toContainText(
      'Failed to load terms content. Please try again.',
    );
    await page.unroute('**/api/v1/terms/content');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('article', { name: 'Terms of Service text' })).toBeVisible();
  });

  test('the cookie policy links to the contact page', async ({ page }) => {
    await page.goto('/cookie-policy');
    await page.getByRole('link', { name: 'contact us' }).click();
    await expect(page).toHaveURL(`${siteUrl}/contact`);
  });
});
