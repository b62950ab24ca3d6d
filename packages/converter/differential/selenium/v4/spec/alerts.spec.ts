// Jasmine with selenium-webdriver 4, in TypeScript: alerts answered and read, one browser per
// test (built in beforeEach, quit in afterEach).
import { By, until, type WebDriver } from 'selenium-webdriver';
import { BASE_URL, WAIT_MS, buildDriver } from '../support/driver';

describe('Alerts (Jasmine)', () => {
  let driver: WebDriver;

  beforeEach(async () => {
    driver = await buildDriver();
    await driver.get(`${BASE_URL}/plain/alerts.html`);
  });

  afterEach(async () => {
    await driver.quit();
  });

  it('deletes the item once the confirmation is accepted', async () => {
    await driver.findElement(By.id('delete')).click();
    const confirmation = await driver.switchTo().alert();
    expect(await confirmation.getText()).toBe('Delete this item?');
    await confirmation.accept();
    expect(await driver.findElement(By.id('delete-result')).getText()).toBe('Item deleted');
  });

  it('keeps the item when the confirmation is dismissed', async () => {
    await driver.findElement(By.id('delete')).click();
    await (await driver.switchTo().alert()).dismiss();
    expect(await driver.findElement(By.id('delete-result')).getText()).toEqual('Item kept');
  });

  it('waits for the delayed confirmation and places the order', async () => {
    await driver.findElement(By.id('checkout')).click();
    await driver.wait(until.alertIsPresent(), WAIT_MS);
    const confirmation = await driver.switchTo().alert();
    const question = await confirmation.getText();
    await confirmation.accept();
    expect(question).toBe('Place the order?');
    await driver.wait(
      until.elementTextIs(driver.findElement(By.id('checkout-result')), 'Order placed'),
      WAIT_MS,
    );
  });
});
