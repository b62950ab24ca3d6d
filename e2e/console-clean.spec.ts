import { expect, test } from '@playwright/test';

/**
 * Issue 4's Best Practices budget: a public page logs no console error and trips no CSP rule
 * (Lighthouse counts both). zod 4's `new Function` probe was one: the CSP forbids eval, so the
 * browser reported a violation on every page that builds a schema (app/zod-jitless.ts stops it).
 * Violations are caught with the `securitypolicyviolation` event, which fires even when the
 * script swallows the resulting error.
 */
const paths = [
  '/',
  '/features',
  '/pricing',
  '/download',
  '/demo',
  '/contact',
  '/blog',
  '/blog/migrating-from-protractor-to-playwright-a-practical-guide',
  '/documentation',
  '/terms',
  '/cookie-policy',
];

// Runs in the page before its own scripts (Playwright injects it outside the page's CSP).
const recordViolations = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(
      event.violatedDirective + ' blocked ' + (event.blockedURI || '(inline)') +
        ' at ' + event.sourceFile + ':' + event.lineNumber,
    );
  });
`;

for (const pagePath of paths) {
  test(`${pagePath} loads without console errors or CSP violations`, async ({ page }) => {
    await page.addInitScript({ content: recordViolations });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(pagePath, { waitUntil: 'networkidle' });
    // Hydrated: the page's data has been fetched and parsed (zod built its schemas by now).
    await expect(page.locator('main')).toBeVisible();

    expect(await page.evaluate('window.__cspViolations')).toEqual([]);
    expect(errors).toEqual([]);
  });
}
