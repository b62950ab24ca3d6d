// Explicit waits with `until` on the Conditions view, whose buttons change the page 400 ms later
// outside Angular: without a wait, every one of these reads would race the page.
const { By, until } = require('selenium-webdriver');
const test = require('selenium-webdriver/testing');
const assert = require('assert');
const { BASE_URL, WAIT_MS, buildDriver } = require('../support/driver');

test.describe('Waiting with until', function () {
  let driver;

  test.before(function () {
    driver = buildDriver();
  });

  test.beforeEach(function () {
    // Loading the app without a route starts it afresh; the view is then reached as a user would.
    driver.get(BASE_URL + '/angular/index.html');
    driver.findElement(By.linkText('Conditions')).click();
    driver.wait(until.titleContains('Conditions'), WAIT_MS);
  });

  test.after(function () {
    driver.quit();
  });

  test.it('waits for the panel to appear and to go away', function () {
    const panel = driver.findElement(By.id('panel'));
    driver.findElement(By.id('show-panel')).click();
    driver.wait(until.elementIsVisible(panel), WAIT_MS);
    driver.findElement(By.id('hide-panel')).click();
    driver.wait(until.elementIsNotVisible(panel), WAIT_MS);
  });

  test.it('waits for the banner to be removed', function () {
    const banner = driver.findElement(By.id('banner'));
    driver.findElement(By.id('dismiss-banner')).click();
    driver.wait(until.stalenessOf(banner), WAIT_MS);
    driver.findElements(By.id('banner')).then(function (banners) {
      assert.equal(banners.length, 0);
    });
  });

  test.it('waits for the locked action to be enabled', function () {
    const locked = driver.findElement(By.id('locked-action'));
    driver.wait(until.elementIsDisabled(locked), WAIT_MS);
    driver.findElement(By.id('unlock')).click();
    driver.wait(until.elementIsEnabled(locked), WAIT_MS).click();
    driver
      .findElement(By.id('locked-result'))
      .getText()
      .then(function (text) {
        assert.equal(text, 'Action done');
      });
  });

  test.it('waits for the message text', function () {
    driver.findElement(By.id('fetch-message')).click();
    driver.wait(
      until.elementTextIs(driver.findElement(By.id('message')), 'Message received'),
      WAIT_MS,
    );
  });

  test.it('waits for the page title', function () {
    driver.findElement(By.id('rename-page')).click();
    driver.wait(until.titleIs('Renamed page'), WAIT_MS);
  });

  test.it('waits for the inventory route', function () {
    driver.findElement(By.id('go-list')).click();
    driver.wait(until.urlContains('#!/list'), WAIT_MS);
    driver.wait(until.titleMatches(/Inventory$/), WAIT_MS);
  });
});
