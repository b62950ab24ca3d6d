// Control-flow style (no async/await): Protractor's promise manager orders every call and
// `expect` unwraps promises. Describe-level element definitions, a module.exports page object.
/* eslint-disable @typescript-eslint/no-require-imports */
/* global browser, element, by, expect, describe, it, beforeEach */
const homePage = require('../pages/home.page');

describe('Home page', function () {
  const heading = element(by.id('heading'));
  const counterButton = element(by.buttonText('Increment counter'));

  beforeEach(function () {
    homePage.open();
  });

  it('shows the store heading', function () {
    expect(heading.getText()).toEqual('Fixture Store');
  });

  it('greets the tester through a binding', function () {
    expect(element(by.binding('greeting')).getText()).toBe('Hello, tester');
  });

  it('tells an exact binding from a partial one', function () {
    expect(element.all(by.binding('motto')).count()).toBe(2);
    expect(element(by.exactBinding('motto')).getText()).toBe('Ship small, ship often');
  });

  it('waits for the status set by $timeout', function () {
    expect(homePage.status.getText()).toBe('Ready');
  });

  it('loads stock statistics over $http', function () {
    expect(homePage.stats.getText()).toBe('Items in stock: 134');
  });

  it('increments the counter twice', function () {
    counterButton.click();
    counterButton.click();
    expect(homePage.count()).toBe('2');
  });

  it('has the home title and URL', function () {
    expect(browser.getTitle()).toBe('Fixture · Home');
    expect(browser.getCurrentUrl()).toContain('#!/home');
  });
});
