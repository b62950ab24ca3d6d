// async/await style, run once per capability of protractor.suites.conf.js (a wide and a narrow
// Chrome window): the same cases must pass in both.
/* global browser, element, by, $, expect, describe, it, beforeEach, afterEach */

describe('Every window size', () => {
  beforeEach(async () => {
    await browser.waitForAngularEnabled(false);
    await browser.get('/plain/wizard.html');
  });

  afterEach(async () => {
    await browser.waitForAngularEnabled(true);
  });

  it('gets the window width its capability asks for', async () => {
    // The height depends on the browser's own toolbars, the width does not.
    const width = await browser.executeScript('return window.innerWidth;');
    expect([1280, 800]).toContain(width);
  });

  it('walks the wizard to its last step', async () => {
    await element(by.buttonText('Next')).click();
    await element(by.buttonText('Next')).click();
    expect(await $('#step-title').getText()).toBe('Step 3 of 3');
    await browser.navigate().back();
    expect(await $('#step-title').getText()).toBe('Step 2 of 3');
  });

  it('opens the help topics', async () => {
    await browser.get('/plain/help.html');
    expect(await $('.topic').getText()).toBe('Getting started');
  });
});
