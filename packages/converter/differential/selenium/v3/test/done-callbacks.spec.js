// Mocha's `done` callbacks, as suites on WebDriverJS 3 were often written: plain Mocha (no
// selenium-webdriver/testing), the hooks and tests end when they call `done`, and fail when they
// pass it an error or an assertion throws in a callback whose promise ends in `done`.
const { By, until } = require('selenium-webdriver');
const assert = require('assert');
const { BASE_URL, WAIT_MS, buildDriver } = require('../support/driver');

describe('Done callbacks', function () {
  let driver;

  before(function () {
    driver = buildDriver();
  });

  beforeEach(function (done) {
    driver.get(BASE_URL + '/angular/index.html');
    driver.wait(until.elementLocated(By.id('heading')), WAIT_MS).then(function () {
      done();
    }, done);
  });

  after(function (done) {
    driver.quit().then(done);
  });

  it('reads the heading', function (done) {
    driver
      .findElement(By.id('heading'))
      .getText()
      .then(function (text) {
        assert.equal(text, 'Fixture Store');
        done();
      })
      .catch(done);
  });

  it('greets the tester', function (done) {
    driver
      .findElement(By.css('p.greeting'))
      .getText()
      .then(function (text) {
        if (text !== 'Hello, tester') return done(new Error('greeted with ' + text));
        done();
      });
  });

  it('counts a click', function (done) {
    driver.findElement(By.xpath('//button[text()="Increment counter"]')).click();
    driver
      .findElement(By.id('count'))
      .getText()
      .then(function (count) {
        assert.equal(count, '1');
        done();
      }, done);
  });
});
