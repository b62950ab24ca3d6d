// Jasmine with selenium-webdriver 4: a hover menu through actions(), Jasmine's own matchers.
const { By, until } = require('selenium-webdriver');
const { BASE_URL, WAIT_MS, buildDriver } = require('../support/driver');

describe('Products menu (Jasmine)', () => {
  let driver;

  beforeAll(async () => {
    driver = await buildDriver();
  });

  beforeEach(async () => {
    await driver.get(`${BASE_URL}/plain/menu.html`);
  });

  afterAll(async () => {
    await driver.quit();
  });

  it('keeps the submenu closed until it is hovered', async () => {
    const submenu = await driver.findElement(By.id('submenu'));
    expect(await submenu.isDisplayed()).toBeFalse();
    expect(await driver.findElements(By.css('.menu-item'))).toHaveSize(2);
  });

  it('chooses phones from the hovered menu', async () => {
    const trigger = await driver.findElement(By.id('products-trigger'));
    await driver.actions().move({ origin: trigger }).perform();
    const phones = await driver.wait(until.elementLocated(By.linkText('Phones')), WAIT_MS);
    await driver.wait(until.elementIsVisible(phones), WAIT_MS);
    expect(await phones.isDisplayed()).toBeTrue();
    await phones.click();
    expect(await driver.findElement(By.id('chosen')).getText()).toContain('Phones');
    expect(await driver.getCurrentUrl()).toMatch(/#phones$/);
  });
});
