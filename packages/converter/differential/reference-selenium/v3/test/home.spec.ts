import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/home.page';

test.describe('Store home', () => {
  let home: HomePage;

  test.beforeEach(async ({ page }) => {
    home = new HomePage(page);
    await home.open();
  });

  test('shows the store heading', async () => {
    await expect(home.heading).toHaveText('Fixture Store');
  });

  test('greets the tester and names the view in the title', async ({ page }) => {
    await expect(page.locator('p.greeting')).toHaveText('Hello, tester');
    await expect(page).toHaveTitle('Fixture · Home');
    expect(page.url()).toContain('/angular/index.html');
  });

  test('waits for the status set after loading', async ({ page }) => {
    await expect(page.locator('#status')).toHaveText('Ready', { timeout: 3000 });
  });

  test('loads the stock statistics from the server', async ({ page }) => {
    await expect(page.locator('#stats')).toContainText('Items in stock: 134', { timeout: 3000 });
  });

  test('increments the counter twice', async () => {
    await expect(await home.increment(2)).toHaveText('2');
  });
});
