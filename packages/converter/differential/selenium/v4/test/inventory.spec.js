// selenium-webdriver 4 with async/await on Mocha (CommonJS), a class page object and Chai.
const { By, until } = require('selenium-webdriver');
const { expect } = require('chai');
const { InventoryPage } = require('../pages/inventory.page');
const { BASE_URL, WAIT_MS, buildDriver } = require('../support/driver');

describe('Inventory', function () {
  let driver;
  let inventory;

  before(async function () {
    driver = await buildDriver();
    inventory = new InventoryPage(driver);
  });

  beforeEach(async function () {
    await inventory.open();
  });

  after(async function () {
    await driver.quit();
  });

  it('lists every product from the server', async function () {
    await inventory.waitForRows(4);
    expect(await inventory.productNames()).to.deep.equal(['Widget', 'Gadget', 'Gizmo', 'Sprocket']);
  });

  it('reads the price of the first product', async function () {
    expect(await inventory.priceOf('Widget')).to.equal('$2.50');
  });

  it('filters the products by name', async function () {
    await driver.wait(until.elementsLocated(By.className('product-row')), WAIT_MS);
    await inventory.filter('gad');
    await inventory.waitForRows(1);
    const row = await driver.findElement(By.css('#products .product-row'));
    expect(await row.findElement(By.css('.name')).getText()).to.equal('Gadget');
    expect(await driver.findElement(By.id('search')).getAttribute('value')).to.equal('gad');
  });

  it('opens the inventory from the navigation bar', async function () {
    await driver.findElement(By.partialLinkText('Sign')).click();
    await driver.wait(until.titleIs('Fixture · Sign up'), WAIT_MS);
    await driver.findElement(By.linkText('Inventory')).click();
    await driver.wait(until.urlIs(`${BASE_URL}/angular/index.html#!/list`), WAIT_MS);
    expect(await driver.findElement(By.tagName('h1')).getText()).to.equal('Inventory');
  });
});
