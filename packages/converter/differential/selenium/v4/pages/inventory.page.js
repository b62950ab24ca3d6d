// Page object of the inventory view with async methods; the driver is handed in by the spec.
const { By, until } = require('selenium-webdriver');
const { BASE_URL, WAIT_MS } = require('../support/driver');

class InventoryPage {
  constructor(driver) {
    this.driver = driver;
    this.table = By.id('products');
    this.rows = By.className('product-row');
  }

  async open() {
    await this.driver.get(`${BASE_URL}/angular/index.html#!/list`);
    // Only the hash differs from the previous test's address, which would not reload the app.
    await this.driver.navigate().refresh();
    await this.driver.wait(until.titleIs('Fixture · Inventory'), WAIT_MS);
  }

  /** Waits until the table shows `count` rows; the products arrive from the server. */
  async waitForRows(count) {
    await this.driver.wait(
      async () => (await this.driver.findElements(this.rows)).length === count,
      WAIT_MS,
      `expected ${count} products`,
    );
  }

  async productNames() {
    const table = await this.driver.findElement(this.table);
    const cells = await table.findElements(By.css('td.name'));
    return Promise.all(cells.map((cell) => cell.getText()));
  }

  async priceOf(name) {
    const row = await this.driver.wait(
      until.elementLocated(By.xpath(`//tr[td[normalize-space()="${name}"]]`)),
      WAIT_MS,
    );
    return row.findElement(By.css('.price')).getText();
  }

  async filter(text) {
    const search = await this.driver.findElement(By.id('search'));
    await search.clear();
    await search.sendKeys(text);
  }
}

module.exports = { InventoryPage };
