// Scripts, the actions API (mouse and keyboard), implicit waits and screenshots with
// selenium-webdriver 4 on Mocha.
const assert = require('node:assert');
const { By, Key, until } = require('selenium-webdriver');
const { expect } = require('chai');
const { BASE_URL, WAIT_MS, buildDriver } = require('../support/driver');

describe('Scripts and actions', function () {
  let driver;

  before(async function () {
    driver = await buildDriver();
  });

  afterEach(async function () {
    // The implicit wait is a session setting: reset it for the next test.
    await driver.manage().setTimeouts({ implicit: 0 });
  });

  after(async function () {
    await driver.quit();
  });

  it('reads the application state with executeScript', async function () {
    await driver.get(`${BASE_URL}/plain/scripts.html`);
    const state = await driver.executeScript('return window.appState;');
    expect(state).to.deep.equal({ version: '2.4.1', users: 3 });
    expect(
      await driver.executeScript('return computeTotal(arguments[0], arguments[1]);', 2, 3),
    ).to.equal(5);
  });

  it('waits for an asynchronous script', async function () {
    await driver.get(`${BASE_URL}/plain/scripts.html`);
    const greeting = await driver.executeAsyncScript(function (name, done) {
      window.fetchGreeting(name, done);
    }, 'Ada');
    expect(greeting).to.equal('Hello, Ada');
  });

  it('finds the report with an implicit wait', async function () {
    await driver.get(`${BASE_URL}/plain/scripts.html`);
    await driver.manage().setTimeouts({ implicit: WAIT_MS });
    await driver.findElement(By.id('load-report')).click();
    const report = await driver.findElement(By.css('#report:not([hidden])'));
    expect(await report.getText()).to.equal('Quarterly report ready');
  });

  it('drags a card with press, move and release', async function () {
    await driver.get(`${BASE_URL}/plain/board.html`);
    const card = await driver.findElement(By.id('card-2'));
    const done = await driver.findElement(By.id('done'));
    await driver
      .actions()
      .move({ origin: card })
      .press()
      .move({ origin: done })
      .release()
      .perform();
    const moved = await driver.findElements(By.css('#done .card'));
    expect(moved).to.have.length(1);
    expect(await moved[0].getText()).to.equal('Fix bug');
  });

  it('drags a card with dragAndDrop', async function () {
    await driver.get(`${BASE_URL}/plain/board.html`);
    const card = await driver.findElement(By.id('card-1'));
    await driver
      .actions()
      .dragAndDrop(card, await driver.findElement(By.id('done')))
      .perform();
    expect(await driver.findElement(By.id('board-status')).getText()).to.equal('1 to do, 1 done');
  });

  it('opens the products menu on hover', async function () {
    await driver.get(`${BASE_URL}/plain/menu.html`);
    await driver
      .actions()
      .move({ origin: driver.findElement(By.id('products-trigger')) })
      .perform();
    const phones = await driver.wait(until.elementLocated(By.linkText('Phones')), WAIT_MS);
    await driver.wait(until.elementIsVisible(phones), WAIT_MS);
    await phones.click();
    expect(await driver.findElement(By.id('chosen')).getText()).to.equal('Chosen: Phones');
  });

  it('clears the input with ESCAPE through keyboard actions', async function () {
    await driver.get(`${BASE_URL}/plain/keyboard.html`);
    await driver.findElement(By.id('new-todo')).click();
    await driver.actions().sendKeys('Draft todo').perform();
    await driver.actions().keyDown(Key.ESCAPE).keyUp(Key.ESCAPE).perform();
    expect(await driver.findElement(By.id('new-todo')).getAttribute('value')).to.equal('');
    expect(await driver.findElement(By.id('key-log')).getText()).to.equal('last key: Escape');
  });

  it('takes a screenshot of the page', async function () {
    await driver.get(`${BASE_URL}/plain/index.html`);
    const png = Buffer.from(await driver.takeScreenshot(), 'base64');
    assert.deepStrictEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
  });
});
