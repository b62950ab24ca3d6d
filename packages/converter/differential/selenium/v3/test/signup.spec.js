// The sign-up form with a fresh browser per test (driver built in beforeEach, quit in afterEach),
// a prototype-style page object, WebElement reads and waits, and Node's assert in `then`
// callbacks.
const { By, until } = require('selenium-webdriver');
const test = require('selenium-webdriver/testing');
const assert = require('assert');
const { expect } = require('chai');
const SignupPage = require('../pages/signup.page');
const { WAIT_MS, buildDriver } = require('../support/driver');

test.describe('Sign-up form', function () {
  let driver;
  let form;

  test.beforeEach(function () {
    driver = buildDriver();
    form = new SignupPage(driver);
    form.open();
  });

  test.afterEach(function () {
    driver.quit();
  });

  test.it('keeps the submit button disabled until the terms are accepted', function () {
    form.fill({ name: 'Ada', email: 'ada@example.com', country: 'Japan' });
    form
      .submitButton()
      .isEnabled()
      .then(function (enabled) {
        assert.strictEqual(enabled, false);
      });
    const terms = driver.findElement(By.id('terms'));
    driver.wait(until.elementIsNotSelected(terms), WAIT_MS);
    form.acceptTerms();
    driver.wait(until.elementIsSelected(terms), WAIT_MS);
    driver.wait(until.elementIsEnabled(form.submitButton()), WAIT_MS);
    form
      .submitButton()
      .getText()
      .then(function (label) {
        assert.equal(label, 'Create account');
      });
  });

  test.it('explains why a short name is refused', function () {
    driver.findElement(By.id('name')).sendKeys('Al');
    const error = driver.findElement(By.id('name-error'));
    driver.wait(until.elementIsVisible(error), WAIT_MS);
    error.getText().then(function (text) {
      expect(text).to.equal('Name must be at least 3 characters');
    });
  });

  test.it('flags an invalid email until it is corrected', function () {
    const email = driver.findElement(By.name('email'));
    email.sendKeys('not-an-email');
    driver
      .findElement(By.id('email-error'))
      .isDisplayed()
      .then(function (shown) {
        assert.ok(shown, 'the email error should show');
      });
    email.clear();
    email.sendKeys('ada@example.com');
    driver.wait(until.elementIsNotVisible(driver.findElement(By.id('email-error'))), WAIT_MS);
    email.getAttribute('value').then(function (value) {
      assert.equal(value, 'ada@example.com');
    });
  });

  test.it('lists the countries from the server', function () {
    // A custom condition: the list is complete once the placeholder and four countries are there.
    driver.wait(
      function () {
        return driver.findElements(By.css('#country option')).then(function (options) {
          return options.length === 5;
        });
      },
      WAIT_MS,
      'the country list never had four countries',
    );
    driver
      .findElements(By.css('#country option'))
      .then(function (options) {
        return options[4].getText();
      })
      .then(function (last) {
        assert.equal(last, 'Peru');
      });
  });

  test.it('signs up and welcomes the user', function () {
    form.fill({ name: 'Ada', email: 'ada@example.com', country: 'Japan' });
    form.acceptTerms();
    driver.findElement(By.id('name')).submit();
    const result = driver.wait(until.elementLocated(By.id('result')), WAIT_MS);
    result.getText().then(function (text) {
      assert.equal(text, 'Welcome, Ada from Japan!');
    });
  });
});
