// Focused and disabled specs. A `fit` or `fdescribe` focuses the whole Protractor run, so this file
// is a suite of its own (`--suite focus` of protractor.suites.conf.js), never run with other specs.
/* global browser, $, $$, expect, describe, fdescribe, xdescribe, it, fit, xit, beforeEach, afterEach */

describe('Focused specs', function () {
  beforeEach(function () {
    browser.waitForAngularEnabled(false);
  });

  afterEach(function () {
    browser.waitForAngularEnabled(true);
  });

  fit('runs the focused case', function () {
    browser.get('/plain/wizard.html?step=2');
    expect($('#step-title').getText()).toBe('Step 2 of 3');
  });

  it('leaves out the cases beside a focused one', function () {
    browser.get('/plain/wizard.html');
    expect($('#step-title').getText()).toBe('Step 1 of 3');
  });

  xit('never runs a disabled case', function () {
    expect(true).toBe(false);
  });
});

fdescribe('A focused group', function () {
  beforeEach(function () {
    browser.waitForAngularEnabled(false);
    browser.get('/plain/help.html');
  });

  afterEach(function () {
    browser.waitForAngularEnabled(true);
  });

  it('runs every case of the group', function () {
    expect($$('.topic').count()).toBe(3);
    expect($('.topic').getText()).toBe('Getting started');
  });

  it('runs the next case of the group too', function () {
    expect(browser.getTitle()).toBe('Help Center');
  });

  xit('skips a disabled case inside the group', function () {
    expect(true).toBe(false);
  });
});

xdescribe('A disabled group', function () {
  it('never runs its cases', function () {
    expect(true).toBe(false);
  });
});
