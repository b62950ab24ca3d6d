import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const sections = [
  { id: 'signup-login', title: 'Sign Up & Login', text: 'Google' },
  { id: 'forgot-password', title: 'Forgot Password', text: 'expire after 24 hours' },
  { id: 'buy-pack', title: 'Buy a Pack', text: '250 credits for 99 USD' },
  { id: 'download-app', title: 'Download the App', text: 'macOS 10.15 or later' },
  {
    id: 'linux-installation',
    title: 'Linux Installation',
    text: 'Node.js, npm, npx and Playwright',
  },
  { id: 'use-app', title: 'Use the App', text: 'rewright convert <src>' },
];

const sectionHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'User Guide sections' });

/** Console errors and warnings, which include CSP violations and hydration mismatches. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

test.describe('documentation on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('opens the User Guide at Sign Up & Login, with TechArticle data and no CSP errors', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/documentation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Guide');
    await expect(
      page.getByText('Complete guide to getting started and using the product effectively.'),
    ).toBeVisible();
    await expect(sectionHeading(page)).toHaveText('Sign Up & Login');
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'TechArticle' });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/documentation$/);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  for (const { id, title, text } of sections) {
    test(`?section=${id} opens ${title}`, async ({ page }) => {
      const problems = collectProblems(page);
      await page.goto(`/documentation?section=${id}`);
      await expect(sectionHeading(page)).toHaveText(title);
      await expect(page.locator('.docs__content')).toContainText(text);
      await expect(sidebar(page).getByRole('link', { name: title })).toHaveAttribute(
        'aria-current',
        'page',
      );
      if (id !== 'signup-login') {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`/documentation\\?section=${id}$`),
        );
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
          'href',
          new RegExp(`/documentation\\?section=${id}$`),
        );
      }
      expect(problems).toEqual([]);
    });
  }

  test("each section's raw HTML carries its own title, canonical URL and text", async ({
    request,
  }) => {
    for (const { id, title, text } of sections) {
      const html = await (await request.get(`/documentation?section=${id}`)).text();
      expect(html, id).toContain(
        `<title>User Guide: ${title.replace('&', '&amp;')} | Rewright</title>`,
      );
      // The build writes PUBLIC_URL's origin; the path is the section's own.
      const canonical = id === 'signup-login' ? '/documentation' : `/documentation\\?section=${id}`;
      expect(html, id).toMatch(new RegExp(`rel="canonical" href="https?://[^/"]+${canonical}"`));
      expect(html, id).toContain(text.replace('<', '&lt;').replace('>', '&gt;'));
    }
  });

  test('an unknown section id falls back to Sign Up & Login', async ({ page }) => {
    await page.goto('/documentation?section=nothing-here');
    await expect(sectionHeading(page)).toHaveText('Sign Up & Login');
  });

  test('the sidebar switches sections and scrolls to the top', async ({ page }) => {
    await page.goto('/documentation');
    for (const { id, title } of sections.slice(1)) {
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(0);
      await sidebar(page).getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(`/documentation?section=${id}`);
      await expect(sectionHeading(page)).toHaveText(title);
      await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
    }
  });

  test('the sidebar stays in view while reading', async ({ page }) => {
    await page.goto('/documentation?section=use-app');
    await page.evaluate('window.scrollTo(0, 1200)');
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(1000);
    await expect(sidebar(page)).toBeInViewport({ ratio: 1 });
  });

  test('the Linux sub-entries scroll to their sections', async ({ page }) => {
    await page.goto('/documentation?section=linux-installation');
    for (const [name, id] of [
      ['Mac', 'linux-mac'],
      ['Windows', 'linux-windows'],
      ['Prerequisites', 'linux-prerequisites'],
    ] as const) {
      await sidebar(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(`/documentation?section=linux-installation#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
  });
});

test.describe('documentation on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the section dropdown stays in view under the header while reading', async ({ page }) => {
    await page.goto('/documentation?section=use-app');
    await page.evaluate('window.scrollTo(0, 1200)');
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(1000);
    await expect(page.getByRole('combobox', { name: 'Section' })).toBeInViewport();
  });

  test('a dropdown replaces the sidebar', async ({ page }) => {
    await page.goto('/documentation');
    await expect(sidebar(page)).toBeHidden();
    const picker = page.getByRole('combobox', { name: 'Section' });
    for (const { id, title } of sections.slice(1)) {
      await picker.selectOption(id);
      await expect(page).toHaveURL(`/documentation?section=${id}`);
      await expect(sectionHeading(page)).toHaveText(title);
    }
    await expectNoAxeViolations(page);
  });
});
