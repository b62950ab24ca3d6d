// Control-flow style on non-Angular pages (`browser.ignoreSynchronization`, as older suites
// did): new windows, drag and drop, hover menus and keyboard keys.
/* global browser, element, by, $, protractor, expect, describe, it, beforeEach, afterEach, document */

describe('Windows and the mouse', function () {
  const EC = protractor.ExpectedConditions;

  beforeEach(function () {
    browser.ignoreSynchronization = true;
  });

  afterEach(function () {
    browser.ignoreSynchronization = false;
  });

  it('opens the help centre in a new window', function () {
    browser.get('/plain/windows.html');
    element(by.linkText('Open help')).click();
    browser.getAllWindowHandles().then(function (handles) {
      expect(handles.length).toBe(2);
      browser.switchTo().window(handles[1]);
      expect(browser.getTitle()).toBe('Help Center');
      expect($('h1').getText()).toBe('How can we help?');
      browser.close();
      browser.switchTo().window(handles[0]);
    });
    expect(browser.getTitle()).toBe('Windows');
  });

  it('drags a card to the done column', function () {
    browser.get('/plain/board.html');
    browser.actions().dragAndDrop($('#card-1'), $('#done')).perform();
    expect($('#board-status').getText()).toBe('1 to do, 1 done');
  });

  it('drags with mouse down, move and up', function () {
    browser.get('/plain/board.html');
    browser.actions().mouseMove($('#card-2')).mouseDown().mouseMove($('#done')).mouseUp().perform();
    expect(element.all(by.css('#done .card')).count()).toBe(1);
    expect($('#done .card').getText()).toBe('Fix bug');
  });

  it('opens the products menu on hover', function () {
    browser.get('/plain/menu.html');
    const submenu = $('#submenu');
    expect(submenu.isDisplayed()).toBe(false);
    browser.actions().mouseMove($('#products-trigger')).perform();
    browser.wait(EC.visibilityOf(submenu), 5000);
    element(by.linkText('Phones')).click();
    expect($('#chosen').getText()).toBe('Chosen: Phones');
  });

  it('picks a menu entry with a custom locator', function () {
    by.addLocator('menuEntry', function (label, parent) {
      var links = (parent || document).querySelectorAll('.menu-item');
      return Array.prototype.filter.call(links, function (link) {
        return link.textContent === label;
      });
    });
    browser.get('/plain/menu.html');
    browser.actions().mouseMove($('#products-trigger')).perform();
    $('#submenu').element(by.menuEntry('Phones')).click();
    expect($('#chosen').getText()).toBe('Chosen: Phones');
  });
});

describe('Keyboard', function () {
  const input = element(by.id('new-todo'));

  beforeEach(function () {
    browser.waitForAngularEnabled(false);
    browser.get('/plain/keyboard.html');
  });

  afterEach(function () {
    browser.waitForAngularEnabled(true);
  });

  it('adds a todo with ENTER', function () {
    input.sendKeys('Buy milk', protractor.Key.ENTER);
    expect(element.all(by.css('#todos .todo')).count()).toBe(1);
    expect(element(by.css('#todos .todo')).getText()).toBe('Buy milk');
  });

  it('fixes a typo with BACK_SPACE', function () {
    input.sendKeys('Buy milkk');
    input.sendKeys(protractor.Key.BACK_SPACE);
    expect(input.getAttribute('value')).toBe('Buy milk');
  });

  it('moves the focus with TAB', function () {
    input.click();
    input.sendKeys(protractor.Key.TAB);
    expect($('#focus-log').getText()).toBe('assignee focused');
  });

  it('clears the input with ESCAPE through browser actions', function () {
    input.sendKeys('Draft');
    browser.actions().sendKeys(protractor.Key.ESCAPE).perform();
    expect(input.getAttribute('value')).toBe('');
    expect($('#key-log').getText()).toBe('last key: Escape');
  });
});
