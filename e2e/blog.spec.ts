import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// The shipped data file is the fixture: the journeys read it the way the site does.
interface Post {
  title: string;
  category: string;
  tags: string[];
  content: string;
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

async function readPosts(page: Page): Promise<Post[]> {
  const response = await page.request.get('/blog-data.json');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { blogPosts: Post[] }).blogPosts;
}

const breadcrumbCurrent = (page: Page) =>
  page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]');
const carousel = (page: Page) => page.getByRole('region', { name: 'Articles' });
const readArticle = (page: Page) => carousel(page).getByRole('link', { name: 'Read Article' });

const EMBEDDED_LIST = '<script id="rewright-blog-list" type="application/json">';

/** Opens /blog the way a visitor coming from another page does: a client-side navigation. */
async function navigateToBlogFromHome(page: Page) {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
}

test.describe('blog list', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('is prerendered with its list and the summaries it hydrates from', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const posts = await readPosts(page);
    const html = await (await page.request.get('/blog')).text();
    expect(html).not.toContain('Loading blog posts...');
    const start = html.indexOf(EMBEDDED_LIST);
    expect(start).toBeGreaterThan(0);
    const embedded = html.slice(start, html.indexOf('</script>', start));
    for (const post of posts) expect(embedded).toContain(JSON.stringify(post.title));
    // Only what the list shows: the articles' HTML comes later, from /blog-data.json.
    expect(embedded).not.toContain('"content"');

    await page.goto('/blog');
    await expect(page.getByPlaceholder('Search articles...')).toBeVisible();
    await expect(carousel(page).getByRole('heading', { level: 2 })).toHaveText(posts[0]!.title);
    await expect(readArticle(page)).toHaveAttribute('href', `/blog/${slugOf(posts[0]!.title)}`);
    const categories = page.getByRole('group', { name: 'Categories' }).getByRole('button');
    await expect(categories).toHaveText(['All', ...new Set(posts.map((post) => post.category))]);
    await context.close();
  });

  test('reached from another page, shows the loading text first, then the posts', async ({
    page,
  }) => {
    const posts = await readPosts(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/blog-data.json', async (route) => {
      await held;
      await route.continue();
    });
    await navigateToBlogFromHome(page);
    await expect(page.getByText('Loading blog posts...')).toBeVisible();
    release();

    await expect(page.getByPlaceholder('Search articles...')).toBeVisible();
    await expect(readArticle(page)).toHaveAttribute('href', `/blog/${slugOf(posts[0]!.title)}`);
    const categories = page.getByRole('group', { name: 'Categories' }).getByRole('button');
    await expect(categories).toHaveText(['All', ...new Set(posts.map((post) => post.category))]);
    await expectNoAxeViolations(page);
  });

  test('shows one card under 1200 px, otherwise five, sized by the width bands', async ({
    page,
  }) => {
    await page.goto('/blog');
    const centre = page.locator('.blog-card--centre');
    // [viewport width, cards shown, card width, card height]; 90 % of the width under 640 px.
    const bands: [number, number, number, number][] = [
      [1440, 5, 460, 640],
      [1200, 5, 460, 640],
      [1199, 1, 460, 640],
      [1024, 1, 460, 640],
      [1023, 1, 460, 600],
      [768, 1, 460, 600],
      [767, 1, 460, 560],
      [640, 1, 460, 560],
      [639, 1, 639 * 0.9, 520],
      [375, 1, 375 * 0.9, 520],
    ];
    for (const [width, cards, cardWidth, cardHeight] of bands) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator('.blog-card:visible'), `${width} px`).toHaveCount(cards);
      const box = await centre.boundingBox();
      expect(box?.width, `${width} px`).toBeCloseTo(cardWidth, 0);
      expect(box?.height, `${width} px`).toBe(cardHeight);
    }
  });

  test('filters by category and search text', async ({ page }) => {
    const posts = await readPosts(page);
    const category = posts.find((post) => post.category !== posts[0]!.category)!.category;
    const inCategory = posts.filter((post) => post.category === category);
    await page.goto('/blog');

    await page.getByRole('button', { name: category, exact: true }).click();
    await expect(page.getByRole('button', { name: category, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(carousel(page)).toContainText(`1 / ${inCategory.length}`);
    await expect(carousel(page).getByRole('heading', { level: 2 })).toHaveText(
      inCategory[0]!.title,
    );

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByPlaceholder('Search articles...').fill('pytest');
    await expect(carousel(page)).toContainText('1 / 1');
    await expect(carousel(page).getByRole('heading', { level: 2 })).toContainText('Python');

    await page.getByPlaceholder('Search articles...').fill('no such article anywhere');
    await expect(page.getByText('No articles match your search.')).toBeVisible();
  });

  test('previous and next wrap around, and the centre card opens its post', async ({ page }) => {
    const posts = await readPosts(page);
    const last = posts[posts.length - 1]!;
    await page.goto('/blog');

    await page.getByRole('button', { name: 'Previous article' }).click();
    await expect(readArticle(page)).toHaveAttribute('href', `/blog/${slugOf(last.title)}`);
    await page.getByRole('button', { name: 'Next article' }).click();
    await expect(readArticle(page)).toHaveAttribute('href', `/blog/${slugOf(posts[0]!.title)}`);

    // Keyboard: arrow keys inside the carousel move it too.
    await page.getByRole('button', { name: 'Next article' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(readArticle(page)).toHaveAttribute('href', `/blog/${slugOf(last.title)}`);

    // A click on a side card does nothing; a click on the centre card opens its post.
    const side = await page.locator('.blog-card:not(.blog-card--centre)').first().boundingBox();
    await page.mouse.click((side?.x ?? 0) + 10, (side?.y ?? 0) + 10);
    await expect(page).toHaveURL(/\/blog$/);
    const centreTitle = (await page.locator('.blog-card--centre h2').textContent()) ?? '';
    await page.locator('.blog-card--centre').click({ position: { x: 40, y: 300 } });
    await expect(page).toHaveURL(`/blog/${slugOf(centreTitle)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(centreTitle);
    await expect(breadcrumbCurrent(page)).toHaveText(centreTitle);
  });

  test('replaces images that fail to load with a placeholder icon', async ({ page }) => {
    await page.route('**/blog/*.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/blog');
    await expect(page.locator('.blog-card--centre .post-image--placeholder')).toBeVisible();
  });

  test('says so when the blog data cannot be loaded', async ({ page }) => {
    await page.route('**/blog-data.json', (route) => route.abort());
    await navigateToBlogFromHome(page);
    await expect(page.getByRole('alert')).toHaveText(/Failed to load blog posts/);
  });
});

test.describe('blog on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('shows one card, 90 percent of the width and 520 px high', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('.blog-card:visible')).toHaveCount(1);
    const box = await page.locator('.blog-card--centre').boundingBox();
    expect(box?.width).toBeCloseTo(375 * 0.9, 0);
    expect(box?.height).toBe(520);
    await expectNoAxeViolations(page);
  });

  test('hydration moves nothing: the prerendered cards keep their places', async ({
    browser,
    page,
  }) => {
    const cardBoxes = (on: Page) =>
      on
        .locator('.blog-card')
        .evaluateAll((cards) => cards.map((card) => JSON.stringify(card.getBoundingClientRect())));
    const prerendered = await browser.newContext({
      viewport: { width: 375, height: 800 },
      javaScriptEnabled: false,
    });
    const staticPage = await prerendered.newPage();
    await staticPage.goto('/blog');
    const before = await cardBoxes(staticPage);
    await prerendered.close();

    // Runs in the page before its own scripts; the e2e project has no DOM types, hence a string.
    await page.addInitScript({
      content: `
        window.layoutShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.layoutShifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      `,
    });
    // The list fetches the posts in the background once it has hydrated.
    const hydrated = page.waitForResponse('**/blog-data.json');
    await page.goto('/blog');
    await hydrated;
    expect(await cardBoxes(page)).toEqual(before);
    expect(await page.evaluate('window.layoutShifts')).toEqual([]);
  });
});

test.describe('blog post', () => {
  test('is prerendered: the article text is there without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const posts = await readPosts(page);
    for (const post of posts) {
      const response = await page.goto(`/blog/${slugOf(post.title)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      // The breadcrumb names the post by its title, not by words rebuilt from the slug.
      await expect(breadcrumbCurrent(page)).toHaveText(post.title);
      const firstParagraph = /<p>([^<]{20,80})/.exec(post.content)?.[1] ?? '';
      await expect(page.locator('.blog-post__content')).toContainText(firstParagraph);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    }
    await context.close();
  });

  test('shows every field and hydrates without warnings', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    const post = (await readPosts(page))[1]!;
    const slug = slugOf(post.title);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('img', { name: post.title })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(
      post.tags,
    );
    await expect(page.locator('.blog-post__content h2').first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/blog/${slug}$`),
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);

    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an unknown slug answers 404, noindex, and says Blog post not found, with Back to Blog, at 375 and 1440 px', async ({
    page,
    request,
  }) => {
    const raw = await request.get('/blog/no-such-article');
    expect(raw.status()).toBe(404);
    expect(raw.headers()['x-robots-tag']).toMatch(/noindex/);
    expect(await raw.text()).toMatch(/<meta [^>]*name="robots" content="noindex/);

    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto('/blog/no-such-article');
      expect(response?.status(), `at ${width} px`).toBe(404);
      await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Back to Blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
    }
  });

  test('a failed load says Failed to load blog post, with Back to Blog', async ({ page }) => {
    await page.route('**/blog-data.json', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/blog/not-prerendered-so-it-loads');
    await expect(page.getByRole('heading', { name: 'Failed to load blog post' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
  });
});

test('sitemap.xml lists every post and robots.txt names it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const posts = ((await (await request.get('/blog-data.json')).json()) as { blogPosts: Post[] })
    .blogPosts;
  for (const post of posts) expect(sitemap).toMatch(`/blog/${slugOf(post.title)}</loc>`);
  expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/documentation<\/loc>/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('pages name a 1200 × 630 PNG card (og:image, twitter:image) that the server serves', async ({
  request,
}) => {
  const posts = ((await (await request.get('/blog-data.json')).json()) as { blogPosts: Post[] })
    .blogPosts;
  const postSlug = slugOf(posts[0]!.title);
  const expected: [string, string][] = [
    ['/', '/og/rewright.png'],
    ['/pricing', '/og/rewright.png'],
    [`/blog/${postSlug}`, `/og/blog/${postSlug}.png`],
  ];
  const metaContent = (html: string, key: string) =>
    new RegExp(`(?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  for (const [pagePath, image] of expected) {
    const html = await (await request.get(pagePath)).text();
    expect(new URL(metaContent(html, 'og:image') ?? '').pathname, pagePath).toBe(image);
    expect(metaContent(html, 'og:image:width'), pagePath).toBe('1200');
    expect(metaContent(html, 'og:image:height'), pagePath).toBe('630');
    expect(metaContent(html, 'og:image:alt'), pagePath).toBeTruthy();
    const png = await request.get(image);
    expect(png.status(), image).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  const postHtml = await (await request.get(`/blog/${postSlug}`)).text();
  expect(new URL(metaContent(postHtml, 'twitter:image') ?? '').pathname).toBe(
    `/og/blog/${postSlug}.png`,
  );
  expect(metaContent(postHtml, 'twitter:image:alt')).toBe(posts[0]!.title);
});
