// A second browser forked from the first: its own session, driven side by side. Control flow.
/* global browser, element, by, $, expect, describe, it, afterEach */

describe('A second browser', function () {
  var other;

  afterEach(function () {
    if (other) other.quit();
    other = undefined;
  });

  it('keeps its own counter while the first browser clicks', function () {
    browser.get('/angular/#!/home');
    other = browser.forkNewDriverInstance();
    other.get('/angular/#!/home');
    var increment = element(by.buttonText('Increment counter'));
    increment.click();
    increment.click();
    expect($('#count').getText()).toEqual('2');
    expect(other.element(by.id('count')).getText()).toEqual('0');
    expect(other.$('#heading').getText()).toEqual('Fixture Store');
  });

  it('opens the address of the first browser', function () {
    browser.get('/angular/#!/form');
    other = browser.forkNewDriverInstance(true);
    expect(other.getTitle()).toEqual('Fixture · Sign up');
    expect(other.$$('#country option').count()).toBeGreaterThan(1);
  });
});
