// Element properties with selenium-webdriver 4 and Node's assert: CSS values, states,
// attributes, size and position, and a shadow root reached with By.js.
const assert = require('node:assert');
const { By, until } = require('selenium-webdriver');
const { BASE_URL, WAIT_MS, buildDriver } = require('../support/driver');

describe('Widgets', function () {
  let driver;

  before(async function () {
    driver = await buildDriver();
    await driver.get(`${BASE_URL}/angular/index.html#!/widgets`);
    await driver.wait(until.titleIs('Fixture · Widgets'), WAIT_MS);
  });

  after(async function () {
    await driver.quit();
  });

  it('paints the swatch in the brand colour', async function () {
    const swatch = await driver.findElement(By.id('swatch'));
    assert.strictEqual(await swatch.getCssValue('color'), 'rgba(34, 139, 34, 1)');
    assert.strictEqual(await swatch.getCssValue('font-weight'), '700');
  });

  it('keeps archive disabled and publish enabled', async function () {
    assert.strictEqual(await driver.findElement(By.id('archive')).isEnabled(), false);
    assert.strictEqual(await driver.findElement(By.id('publish')).isEnabled(), true);
    assert.ok(await driver.findElement(By.id('newsletter')).isSelected());
  });

  it('reads the badge inside its shadow root', async function () {
    const label = await driver.findElement(
      By.js(() => document.querySelector('#badge').shadowRoot.querySelector('.badge-label')),
    );
    assert.strictEqual(await label.getText(), 'Beta');
  });

  it('describes the logo image', async function () {
    const logo = await driver.findElement(By.css('img#logo'));
    assert.strictEqual(await logo.getTagName(), 'img');
    assert.strictEqual(await logo.getAttribute('alt'), 'Fixture logo');
    assert.ok(await logo.isDisplayed());
    const rect = await logo.getRect();
    assert.ok(rect.width > 0 && rect.height > 0, `logo is ${rect.width}×${rect.height}`);
  });
});
