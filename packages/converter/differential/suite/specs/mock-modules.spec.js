// Angular mock modules replace a service before the app bootstraps. Control-flow style.
/* global browser, element, by, $, expect, describe, it, beforeEach, afterEach */

describe('Angular mock modules', function () {
  beforeEach(function () {
    browser.addMockModule(
      'promotionMock',
      function (text) {
        // Runs in the page, before the app's own modules are instantiated.
        // eslint-disable-next-line no-undef
        angular.module('promotionMock', []).value('promotion', { text: text });
      },
      'Free returns for a month',
    );
  });

  afterEach(function () {
    browser.clearMockModules();
  });

  it('shows the promotion a mock module provides', function () {
    browser.get('/angular/#!/home');
    expect(element(by.id('promotion')).getText()).toEqual('Free returns for a month');
  });

  it('shows the real promotion once the mock module is removed', function () {
    browser.removeMockModule('promotionMock');
    browser.get('/angular/#!/home');
    expect($('#promotion').getText()).toEqual('Free shipping over $50');
  });

  it('loads a mock module given as a script', function () {
    browser.addMockModule(
      'promotionScript',
      "angular.module('promotionScript', []).value('promotion', { text: 'Gift wrap included' });",
    );
    expect(browser.getRegisteredMockModules().length).toBe(3);
    browser.get('/angular/#!/home');
    expect($('#promotion').getText()).toEqual('Gift wrap included');
  });

  it('keeps the mock module through browser.refresh()', function () {
    browser.get('/angular/#!/home');
    browser.refresh();
    expect($('#promotion').getText()).toEqual('Free returns for a month');
  });
});
