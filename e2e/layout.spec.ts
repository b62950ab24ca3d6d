import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './stack';

const pages = [
  { path: '/features', crumb: 'Features', title: 'Features | Rewright' },
  { path: '/terms', crumb: 'Terms & Conditions', title: /\| Rewright$/ },
  { path: '/documentation', crumb: 'Documentation', title: /\| Rewright$/ },
];

for (const { path, crumb, title } of pages) {
  test(`${path} has its breadcrumb, title and canonical link`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);

    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const last = breadcrumbs.getByText(crumb, { exact: true });
    await expect(last).toHaveAttribute('aria-current', 'page');
    await expect(breadcrumbs.getByRole('link', { name: crumb })).toHaveCount(0);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${siteUrl}${path}`,
    );
  });
}

test('the home page has no breadcrumbs', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
});

test('terms are kept out of search engines', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('an unknown path shows the not-found page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Coming soon')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex.*nofollow/);
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(`${siteUrl}/`);
});

test('the health endpoint reports the database and identity provider reachable', async ({
  request,
}) => {
  const response = await request.get('/api/v1/health');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.status).toBe('ok');
  expect(body.checks.database.ok).toBe(true);
  expect(body.checks.identityProvider.ok).toBe(true);
});

const pageWidths =
  '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })';

/** Every public page, with a known blog post, a User Guide section and the two not-found pages. */
const publicPages = [
  '/',
  '/features',
  '/pricing',
  '/download',
  '/demo',
  '/contact',
  '/blog',
  '/blog/migrating-from-protractor-to-playwright-a-practical-guide',
  '/blog/web-first-assertions-vs-explicit-waits-ending-flaky-tests',
  '/blog/no-such-post',
  '/documentation',
  '/documentation?section=use-app',
  '/terms',
  '/cookie-policy',
  '/no/such/page',
];

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('no public page scrolls sideways', async ({ page }) => {
    for (const path of publicPages) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const widths = await page.evaluate<{ scroll: number; client: number }>(pageWidths);
      expect(widths.scroll, path).toBeLessThanOrEqual(widths.client);
    }
  });

  test('the demo output does not scroll the page sideways either', async ({ page }) => {
    await page.goto('/demo');
    await page.getByRole('button', { name: 'Convert Test' }).click();
    await page.getByRole('tab', { name: 'rewright-angular.ts' }).click();
    const widths = await page.evaluate<{ scroll: number; client: number }>(pageWidths);
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  });
});

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  const menu = (page: Page) => page.locator('#site-menu');
  const headerBox = async (page: Page) => page.getByRole('banner').boundingBox();

  test('opens over the page without moving the header, and closes on Escape', async ({ page }) => {
    await page.goto('/features');
    const before = await headerBox(page);
    const mainTop = (await page.getByRole('main').boundingBox())?.y;
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu(page).getByRole('link', { name: 'Pricing' })).toBeVisible();
    expect(await headerBox(page)).toEqual(before);
    expect((await page.getByRole('main').boundingBox())?.y).toBe(mainTop);

    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    expect(await headerBox(page)).toEqual(before);
  });

  test('closes on a tap outside it', async ({ page }) => {
    await page.goto('/features');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu(page)).toBeVisible();
    await page.mouse.click(180, 660);
    await expect(menu(page)).toBeHidden();
  });

  test('closes when one of its links is followed', async ({ page }) => {
    await page.goto('/features');
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu(page).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(`${siteUrl}/pricing`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pay per converted test');
    await expect(menu(page)).toBeHidden();
  });
});

for (const width of [375, 1440]) {
  test(`the breadcrumb lines up with the page's content at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/features', '/contact', '/documentation']) {
      await page.goto(path);
      const crumbs = await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('list')
        .boundingBox();
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(crumbs?.x, path).toBe(heading?.x);
    }
  });
}

test('the signed-in pages are kept out of search engines in their raw HTML', async ({
  request,
}) => {
  for (const path of [
    '/dashboard',
    '/profile',
    '/payments',
    '/payment-success?session_id=cs_x',
    '/payment-cancelled',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-robots-tag'], path).toMatch(/noindex/);
    expect(await response.text(), path).toMatch(/<meta [^>]*name="robots" content="noindex/);
  }
});
