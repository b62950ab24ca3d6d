// Alerts, windows, frames, the mouse and the keyboard on the plain pages, still on the control
// flow. Each test opens its page itself; the browser is shared by the whole block.
const { By, Key, until } = require('selenium-webdriver');
const test = require('selenium-webdriver/testing');
const assert = require('assert');
const chai = require('chai');
const chaiAsPromised = require('chai-as-promised');
const { BASE_URL, WAIT_MS, buildDriver } = require('../support/driver');

chai.use(chaiAsPromised);
const expect = chai.expect;

test.describe('Alerts, windows and the mouse', function () {
  let driver;

  test.before(function () {
    driver = buildDriver();
  });

  test.after(function () {
    driver.quit();
  });

  test.it('accepts the save alert', function () {
    driver.get(BASE_URL + '/plain/alerts.html');
    driver.findElement(By.id('save')).click();
    driver.wait(until.alertIsPresent(), WAIT_MS);
    const alert = driver.switchTo().alert();
    // Read first, close the alert, then assert: a failed check must not leave the alert open for
    // the next test in this browser.
    const text = alert.getText();
    alert.accept();
    return expect(text).to.eventually.equal('Saved!');
  });

  test.it('answers a prompt', function () {
    driver.get(BASE_URL + '/plain/alerts.html');
    driver.findElement(By.id('rename')).click();
    const prompt = driver.switchTo().alert();
    prompt.sendKeys('Quarterly report');
    prompt.accept();
    return expect(driver.findElement(By.id('rename-result')).getText()).to.eventually.equal(
      'Renamed to Quarterly report',
    );
  });

  test.it('opens the help centre in a new window', function () {
    driver.get(BASE_URL + '/plain/windows.html');
    driver.findElement(By.linkText('Open help')).click();
    driver.wait(function () {
      return driver.getAllWindowHandles().then(function (handles) {
        return handles.length === 2;
      });
    }, WAIT_MS);
    driver.getAllWindowHandles().then(function (handles) {
      driver.switchTo().window(handles[1]);
      driver.getTitle().then(function (title) {
        assert.equal(title, 'Help Center');
      });
      driver.close();
      driver.switchTo().window(handles[0]);
    });
    return expect(driver.getTitle()).to.eventually.equal('Windows');
  });

  test.it('types into the editor frame and saves', function () {
    driver.get(BASE_URL + '/plain/frames.html');
    driver.wait(until.ableToSwitchToFrame(By.id('editor-frame')), WAIT_MS);
    driver.findElement(By.id('draft')).sendKeys('Hello from a frame');
    driver.findElement(By.xpath('//button[text()="Save draft"]')).click();
    driver
      .findElement(By.id('saved'))
      .getText()
      .then(function (text) {
        assert.equal(text, 'Draft saved: Hello from a frame');
      });
    driver.switchTo().defaultContent();
    return expect(driver.findElement(By.tagName('h1')).getText()).to.eventually.equal('Frames');
  });

  test.it('drags a card to the done column', function () {
    driver.get(BASE_URL + '/plain/board.html');
    const card = driver.findElement(By.id('card-1'));
    const done = driver.findElement(By.id('done'));
    driver.actions().dragAndDrop(card, done).perform();
    return expect(driver.findElement(By.id('board-status')).getText()).to.eventually.equal(
      '1 to do, 1 done',
    );
  });

  test.it('adds a todo with ENTER', function () {
    driver.get(BASE_URL + '/plain/keyboard.html');
    driver.findElement(By.id('new-todo')).sendKeys('Buy milk', Key.ENTER);
    driver.wait(until.elementLocated(By.css('#todos .todo')), WAIT_MS);
    return expect(driver.findElement(By.css('#todos .todo')).getText()).to.eventually.equal(
      'Buy milk',
    );
  });

  test.it('moves the focus with TAB', function () {
    driver.get(BASE_URL + '/plain/keyboard.html');
    driver.findElement(By.id('new-todo')).sendKeys('Write report', Key.TAB);
    return expect(driver.findElement(By.id('focus-log')).getText()).to.eventually.equal(
      'assignee focused',
    );
  });
});
