import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/home.page';

test.describe('Home page', () => {
  let homePage: HomePage;

  test.beforeEach(async ({ page }) => {
    homePage = new HomePage(page);
    await homePage.open();
  });

  test('shows the store heading', async ({ page }) => {
    await expect(page.locator('#heading')).toHaveText('Fixture Store');
  });

  test('greets the tester through a binding', async ({ page }) => {
    await expect(page.locator('[ng-bind="greeting"]')).toHaveText('Hello, tester');
  });

  test('tells an exact binding from a partial one', async ({ page }) => {
    await expect(page.locator('.motto, .motto-author')).toHaveCount(2);
    await expect(page.locator('.motto')).toHaveText('Ship small, ship often');
  });

  test('waits for the status set by $timeout', async () => {
    await expect(homePage.status).toHaveText('Ready');
  });

  test('loads stock statistics over $http', async () => {
    await expect(homePage.stats).toHaveText('Items in stock: 134');
  });

  test('increments the counter twice', async ({ page }) => {
    const counterButton = page.getByRole('button', { name: 'Increment counter', exact: true });
    await counterButton.click();
    await counterButton.click();
    await expect(homePage.count).toHaveText('2');
  });

  test('has the home title and URL', async ({ page }) => {
    await expect(page).toHaveTitle('Fixture · Home');
    await expect(page).toHaveURL(/#!\/home/);
  });
});
