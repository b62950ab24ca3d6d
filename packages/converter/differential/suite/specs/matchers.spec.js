// Custom Jasmine matchers registered in a beforeEach, used on promises. Control-flow style.
/* global browser, element, by, $, expect, describe, it, beforeEach, jasmine */

describe('Custom matchers', function () {
  beforeEach(function () {
    jasmine.addMatchers({
      toBeWithinRange: function () {
        return {
          compare: function (actual, floor, ceiling) {
            var value = Number(actual);
            return {
              pass: value >= floor && value <= ceiling,
              message: 'Expected ' + actual + ' to be within ' + floor + '..' + ceiling,
            };
          },
        };
      },
      toStartWith: function (util) {
        return {
          compare: function (actual, prefix) {
            return { pass: util.equals(actual.slice(0, prefix.length), prefix) };
          },
          negativeCompare: function (actual, prefix) {
            return { pass: actual.indexOf(prefix) !== 0 };
          },
        };
      },
    });
    browser.get('/angular/#!/home');
  });

  it('keeps the counter within range after two clicks', function () {
    var button = element(by.buttonText('Increment counter'));
    button.click();
    button.click();
    expect(element(by.id('count')).getText()).toBeWithinRange(1, 2);
  });

  it('tells the heading does not start with the old name', function () {
    expect($('#heading').getText()).toStartWith('Fixture');
    expect($('#heading').getText()).not.toStartWith('Fixture Shop');
  });

  it('counts the navigation links with a custom matcher', function () {
    expect(element.all(by.css('.top-nav a')).count()).toBeWithinRange(5, 5);
  });
});
