// Control-flow style: reloading, the browser history, fixed sleeps, screenshots, and the bare
// WebDriver (`browser.driver`) on pages without Angular.
/* eslint-disable @typescript-eslint/no-require-imports */
/* global browser, element, by, $, protractor, expect, describe, it, beforeEach, afterEach */
const fs = require('fs');
const os = require('os');
const path = require('path');

describe('Reloading the Angular app', function () {
  it('starts the counter over after browser.refresh()', function () {
    browser.get('/angular/index.html#!/home');
    element(by.buttonText('Increment counter')).click();
    expect($('#count').getText()).toBe('1');
    browser.refresh();
    expect($('#count').getText()).toBe('0');
    expect($('#status').getText()).toBe('Ready');
    expect(browser.getCurrentUrl()).toContain('#!/home');
  });
});

describe('Browser history', function () {
  const title = $('#step-title');

  beforeEach(function () {
    browser.waitForAngularEnabled(false);
    browser.get('/plain/wizard.html');
  });

  afterEach(function () {
    browser.waitForAngularEnabled(true);
  });

  it('goes back and forward through the wizard steps', function () {
    $('#next').click();
    $('#next').click();
    expect(title.getText()).toBe('Step 3 of 3');
    browser.navigate().back();
    expect(title.getText()).toBe('Step 2 of 3');
    expect(browser.getCurrentUrl()).toContain('?step=2');
    browser.navigate().back();
    expect(browser.getTitle()).toBe('Wizard: step 1');
    browser.navigate().forward();
    expect($('#step-help').getText()).toBe('Enter your details');
  });

  it('opens a step by its address with navigate().to()', function () {
    browser.navigate().to(browser.baseUrl + 'plain/wizard.html?step=3');
    expect(title.getText()).toBe('Step 3 of 3');
    expect($('#next').getText()).toBe('Finish');
  });

  it('stays on the step through navigate().refresh()', function () {
    $('#next').click();
    browser.navigate().refresh();
    expect(title.getText()).toBe('Step 2 of 3');
    expect(browser.getCurrentUrl()).toMatch(/wizard\.html\?step=2$/);
  });

  it('forgets unsaved notes on browser.refresh()', function () {
    const notes = $('#draft');
    notes.sendKeys('Call back on Monday');
    expect(notes.getAttribute('value')).toBe('Call back on Monday');
    browser.refresh();
    expect(notes.getAttribute('value')).toBe('');
    expect(title.getText()).toBe('Step 1 of 3');
  });

  it('waits out the save with browser.sleep()', function () {
    $('#save').click();
    browser.sleep(1500);
    expect($('#save-status').getText()).toBe('Draft saved');
  });
});

describe('Screenshots', function () {
  beforeEach(function () {
    browser.waitForAngularEnabled(false);
    browser.get('/plain/wizard.html');
  });

  afterEach(function () {
    browser.waitForAngularEnabled(true);
  });

  it('writes a PNG of the window with takeScreenshot()', function () {
    const file = path.join(os.tmpdir(), 'differential-screenshot-' + process.pid + '.png');
    browser.takeScreenshot().then(function (png) {
      fs.writeFileSync(file, Buffer.from(png, 'base64'));
      const bytes = fs.readFileSync(file);
      fs.unlinkSync(file);
      // The PNG signature, then the IHDR chunk: width and height in pixels at bytes 16 and 20.
      expect(bytes.toString('hex', 0, 8)).toBe('89504e470d0a1a0a');
      expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
      expect(bytes.length).toBeGreaterThan(2000);
      browser
        .executeScript('return [window.innerWidth, window.innerHeight];')
        .then(function (size) {
          expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual(size);
        });
    });
  });
});

describe('The bare WebDriver', function () {
  it('opens a page without Angular through browser.driver', function () {
    browser.driver.get(browser.baseUrl + 'plain/help.html');
    expect(browser.driver.getTitle()).toBe('Help Center');
    expect(browser.driver.findElement(by.css('h1')).getText()).toBe('How can we help?');
  });

  it('takes the first of several matches with browser.driver.findElement', function () {
    browser.driver.get(browser.baseUrl + 'plain/help.html');
    expect(browser.driver.findElement(by.css('#topics .topic')).getText()).toBe('Getting started');
    browser.driver.findElements(by.css('.topic')).then(function (topics) {
      expect(topics.length).toBe(3);
    });
  });

  it('types into a plain page through browser.driver', function () {
    browser.driver.get(browser.baseUrl + 'plain/keyboard.html');
    browser.driver.findElement(by.id('new-todo')).sendKeys('Water plants', protractor.Key.ENTER);
    expect(browser.driver.findElement(by.css('#todos .todo')).getText()).toBe('Water plants');
  });
});
