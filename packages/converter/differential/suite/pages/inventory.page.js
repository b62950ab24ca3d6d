// The inventory page as a class with async methods (async/await style).
/* global browser, element, by */

class InventoryPage {
  constructor() {
    this.rows = element.all(by.repeater('product in products'));
    this.search = element(by.model('filters.query'));
    this.addButton = element(by.buttonText('Add product'));
    this.draftName = element(by.model('draft.name'));
  }

  async open() {
    await browser.get('/angular/index.html#!/list');
  }

  async filterBy(text) {
    await this.search.clear();
    await this.search.sendKeys(text);
  }

  async saveProduct(name) {
    await this.draftName.sendKeys(name);
    await element(by.buttonText('Save product')).click();
  }

  async productNames() {
    return this.rows.map((row) => row.element(by.binding('product.name')).getText());
  }
}

module.exports = InventoryPage;
