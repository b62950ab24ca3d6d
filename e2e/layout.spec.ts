import { expect, test } from '@playwright/test';
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
