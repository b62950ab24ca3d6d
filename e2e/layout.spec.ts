import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { signInAtIdentityProvider } from './identity-pages';
import { demoUser, siteUrl } from './stack';
import { acceptTermsIfAsked } from './terms';

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
    await (await hydrated(page.getByRole('button', { name: 'Convert Test' }))).click();
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

/**
 * Where a /features card's content pokes out of its card: every element inside it and every line
 * of its text must lie within the card's box (half a pixel for rounding). A string, run in the
 * page: the e2e project compiles without the DOM's types.
 */
const cardOverflows = `(() => {
  const outside = (box, card) =>
    box.left < card.left - 0.5 || box.right > card.right + 0.5 ||
    box.top < card.top - 0.5 || box.bottom > card.bottom + 0.5;
  const found = [];
  for (const card of document.querySelectorAll('.feature-card')) {
    const cardBox = card.getBoundingClientRect();
    const name = card.querySelector('h3')?.textContent ?? '?';
    for (const child of card.querySelectorAll('*')) {
      if (outside(child.getBoundingClientRect(), cardBox)) found.push(name + ': <' + child.tagName + '>');
    }
    const text = document.createRange();
    text.selectNodeContents(card);
    for (const line of text.getClientRects()) {
      if (outside(line, cardBox)) found.push(name + ': a line of text');
    }
    if (card.scrollWidth > card.clientWidth) found.push(name + ': scrolls sideways');
  }
  return { cards: document.querySelectorAll('.feature-card').length, found };
})()`;

test('/features keeps each card’s content inside its card at 320, 375 and 1440 px', async ({
  page,
}) => {
  await page.goto('/features');
  for (const width of [320, 375, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const { cards, found } = await page.evaluate<{ cards: number; found: string[] }>(cardOverflows);
    expect(cards, 'feature cards on the page').toBeGreaterThan(0);
    expect(found, `content outside its card at ${width} px`).toEqual([]);
  }
});

/** Each code block of the demo whose lines run past its width (it would scroll sideways). */
const sidewaysCode = `[...document.querySelectorAll('pre')]
  .filter((pre) => pre.scrollWidth > pre.clientWidth)
  .map((pre) => pre.getAttribute('aria-label') + ': ' + pre.scrollWidth + ' > ' + pre.clientWidth)`;

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('blog tables wrap inside the article: nothing of them, nor the page, scrolls sideways', async ({
    page,
  }) => {
    const data = (await (await page.request.get('/blog-data.json')).json()) as {
      blogPosts: { title: string; content: string }[];
    };
    const withTables = data.blogPosts.filter((post) => post.content.includes('<table'));
    expect(withTables.length, 'posts with a table').toBeGreaterThan(0);
    for (const { title } of withTables) {
      const slug = title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const tables = await page.evaluate<{ scroll: number; client: number; right: number }[]>(
        `[...document.querySelectorAll('.blog-post__content table')].map((table) => ({
          scroll: table.scrollWidth,
          client: table.clientWidth,
          right: table.getBoundingClientRect().right,
        }))`,
      );
      expect(tables.length, slug).toBeGreaterThan(0);
      for (const table of tables) {
        expect(table.scroll, `${slug}: a table scrolls sideways`).toBeLessThanOrEqual(table.client);
        expect(table.right, `${slug}: a table runs past the screen`).toBeLessThanOrEqual(375);
      }
      const widths = await page.evaluate<{ scroll: number; client: number }>(pageWidths);
      expect(widths.scroll, `${slug}: the page scrolls sideways`).toBeLessThanOrEqual(
        widths.client,
      );
    }
  });

  test('the demo’s code panes wrap their lines for both samples, never scrolling sideways', async ({
    page,
  }) => {
    await page.goto('/demo');
    await hydrated(page.getByRole('button', { name: 'Convert Test' }));
    const output = page.getByRole('region', { name: 'Playwright output' });
    for (const sample of ['Protractor to Playwright', 'Selenium to Playwright']) {
      await page.getByRole('tab', { name: sample }).click();
      await page.getByRole('button', { name: 'Convert Test' }).click();
      await expect(output.locator('pre')).toContainText('page.');
      const files = output.getByRole('tablist', { name: 'Converted files' }).getByRole('tab');
      // The Protractor sample writes three files (tabs); every one of them is checked.
      const fileCount = Math.max(1, await files.count());
      for (let file = 0; file < fileCount; file += 1) {
        if ((await files.count()) > 0) await files.nth(file).click();
        await expect(page.locator('pre')).toHaveCount(2);
        expect(await page.evaluate<string[]>(sidewaysCode), `${sample}, file ${file + 1}`).toEqual(
          [],
        );
      }
      const widths = await page.evaluate<{ scroll: number; client: number }>(pageWidths);
      expect(widths.scroll, `${sample}: the page scrolls sideways`).toBeLessThanOrEqual(
        widths.client,
      );
    }
  });
});

test('signed in at 320 px, /dashboard and /profile (also while editing) never scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/dashboard');
  await signInAtIdentityProvider(page, demoUser.username, demoUser.password);
  await expect(page).toHaveURL(`${siteUrl}/dashboard`);
  await acceptTermsIfAsked(page);
  const sideways = async (where: string) => {
    const widths = await page.evaluate<{ scroll: number; client: number }>(pageWidths);
    expect(widths.scroll, `${where} scrolls sideways`).toBeLessThanOrEqual(widths.client);
  };

  await expect(page.getByRole('region', { name: 'Pack & Credits' })).toContainText(
    'credits available',
  );
  await expect(page.getByRole('region', { name: 'Usage' })).toBeVisible();
  await sideways('/dashboard');

  await page.getByRole('link', { name: 'Manage Profile' }).click();
  await expect(page).toHaveURL(`${siteUrl}/profile`);
  await expect(page.getByLabel('Username')).toHaveValue(demoUser.username);
  await sideways('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await sideways('/profile while editing');
});
