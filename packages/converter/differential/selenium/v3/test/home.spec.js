// WebDriverJS 3 with the promise manager, as suites were written before async/await: commands
// are queued on the control flow without awaits, `selenium-webdriver/testing` wraps Mocha so each
// test waits for its queue, and chai-as-promised asserts on the queued promises.
const { By, until } = require('selenium-webdriver');
const test = require('selenium-webdriver/testing');
const assert = require('assert');
const chai = require('chai');
const chaiAsPromised = require('chai-as-promised');
const HomePage = require('../pages/home.page');
const { WAIT_MS, buildDriver } = require('../support/driver');

chai.use(chaiAsPromised);
const expect = chai.expect;

test.describe('Store home', function () {
  let driver;
  let home;

  test.before(function () {
    driver = buildDriver();
    home = new HomePage(driver);
  });

  test.beforeEach(function () {
    home.open();
  });

  test.after(function () {
    driver.quit();
  });

  test.it('shows the store heading', function () {
    return expect(home.headingText()).to.eventually.equal('Fixture Store');
  });

  test.it('greets the tester and names the view in the title', function () {
    driver
      .findElement(By.css('p.greeting'))
      .getText()
      .then(function (text) {
        assert.equal(text, 'Hello, tester');
      });
    driver.getTitle().then(function (title) {
      assert.equal(title, 'Fixture · Home');
    });
    return expect(driver.getCurrentUrl()).to.eventually.contain('/angular/index.html');
  });

  test.it('waits for the status set after loading', function () {
    const status = driver.findElement(By.id('status'));
    driver.wait(until.elementTextIs(status, 'Ready'), WAIT_MS);
  });

  test.it('loads the stock statistics from the server', function () {
    const stats = driver.findElement(By.id('stats'));
    driver.wait(until.elementTextContains(stats, 'Items in stock: 134'), WAIT_MS);
  });

  test.it('increments the counter twice', function () {
    return expect(home.increment(2)).to.eventually.equal('2');
  });
});
