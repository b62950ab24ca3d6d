// async/await style: repeaters (rows, columns, exact), ElementArrayFinder map/filter/reduce.
/* eslint-disable @typescript-eslint/no-require-imports */
/* global browser, element, by, expect, describe, it, beforeEach */
const InventoryPage = require('../pages/inventory.page');

describe('Inventory', () => {
  let inventory;

  beforeEach(async () => {
    inventory = new InventoryPage();
    await inventory.open();
  });

  it('lists every product from the server', async () => {
    expect(await element.all(by.repeater('product in products')).count()).toBe(4);
  });

  it('reads one cell by repeater row and column', async () => {
    const price = element(by.repeater('product in products').row(0).column('product.price'));
    expect(await price.getText()).toBe('$2.50');
  });

  it('reads a whole repeater column', async () => {
    const names = await element.all(by.repeater('product in products').column('product.name'));
    expect(names.length).toBe(4);
    expect(await inventory.productNames()).toEqual(['Widget', 'Gadget', 'Gizmo', 'Sprocket']);
  });

  it('filters products with the search box', async () => {
    await inventory.filterBy(browser.params.searchTerm);
    expect(await inventory.rows.count()).toBe(1);
    expect(await inventory.rows.first().element(by.css('.name')).getText()).toBe('Gadget');
  });

  it('tells exact and partial repeaters apart', async () => {
    expect(await element.all(by.repeater('tag in tags')).count()).toBe(4);
    expect(await element.all(by.exactRepeater('tag in tags')).count()).toBe(3);
    expect(await element(by.exactRepeater('tag in tags').row(2)).getText()).toBe('popular');
  });

  it('finds a product by the text it contains', async () => {
    expect(await element(by.cssContainingText('.product-row .name', 'Gizmo')).isPresent()).toBe(
      true,
    );
  });

  it('adds a product after a $timeout', async () => {
    await inventory.addButton.click();
    expect(await inventory.rows.count()).toBe(5);
    expect(await inventory.rows.last().element(by.css('.name')).getText()).toBe('Doohickey');
  });

  it('saves two products one after the other', async () => {
    await inventory.saveProduct('Whatsit');
    await inventory.saveProduct('Thingy');
    expect(await inventory.productNames()).toEqual([
      'Widget',
      'Gadget',
      'Gizmo',
      'Sprocket',
      'Whatsit',
      'Thingy',
    ]);
  });

  it('filters the sold-out products', async () => {
    const soldOut = inventory.rows.filter(async (row) => {
      return (await row.element(by.css('.stock')).getText()) === '0';
    });
    expect(await soldOut.count()).toBe(1);
  });

  it('sums the stock with reduce', async () => {
    const total = await inventory.rows.reduce(async (sum, row) => {
      const stock = await row.element(by.css('.stock')).getText();
      return sum + Number(stock);
    }, 0);
    expect(total).toBe(134);
  });

  it('opens the inventory from the navigation bar', async () => {
    await browser.get('/angular/index.html#!/home');
    await element(by.linkText('Inventory')).click();
    expect(await browser.getCurrentUrl()).toMatch(/#!\/list$/);
    expect(await browser.getTitle()).toBe('Fixture · Inventory');
  });
});
