// A non-Angular page: synchronisation is switched off around it. async/await style.
/* global browser, element, by, $, protractor, expect, describe, it, beforeEach, afterEach, beforeAll, afterAll */

describe('Alerts', () => {
  const EC = protractor.ExpectedConditions;

  beforeAll(async () => {
    await browser.waitForAngularEnabled(false);
  });

  afterAll(async () => {
    await browser.waitForAngularEnabled(true);
  });

  beforeEach(async () => {
    await browser.get('/plain/alerts.html');
  });

  it('accepts a simple alert', async () => {
    await $('#save').click();
    const alert = await browser.switchTo().alert();
    expect(await alert.getText()).toBe('Saved!');
    await alert.accept();
  });

  it('confirms a deletion', async () => {
    await element(by.buttonText('Delete item')).click();
    await browser.switchTo().alert().accept();
    expect(await $('#delete-result').getText()).toBe('Item deleted');
  });

  it('cancels a deletion', async () => {
    await element(by.buttonText('Delete item')).click();
    await browser.switchTo().alert().dismiss();
    expect(await $('#delete-result').getText()).toBe('Item kept');
  });

  it('answers a prompt', async () => {
    await $('#rename').click();
    const prompt = browser.switchTo().alert();
    await prompt.sendKeys('Quarterly report');
    await prompt.accept();
    expect(await $('#rename-result').getText()).toBe('Renamed to Quarterly report');
  });

  it('waits for a delayed alert', async () => {
    await $('#remind').click();
    await browser.wait(EC.alertIsPresent(), 5000, 'no reminder');
    const alert = browser.switchTo().alert();
    expect(await alert.getText()).toBe('Time for a break');
    await alert.accept();
  });
});

describe('Frames', () => {
  beforeEach(async () => {
    await browser.waitForAngularEnabled(false);
    await browser.get('/plain/frames.html');
  });

  afterEach(async () => {
    await browser.switchTo().defaultContent();
    await browser.waitForAngularEnabled(true);
  });

  it('types into the editor frame and saves', async () => {
    await browser.switchTo().frame(element(by.id('editor-frame')).getWebElement());
    await $('#draft').sendKeys('hello');
    await element(by.buttonText('Save draft')).click();
    expect(await $('#saved').getText()).toBe('Draft saved: hello');
    await browser.switchTo().defaultContent();
    expect(await $('h1').getText()).toBe('Frames');
  });

  it('switches to a frame by name', async () => {
    await browser.switchTo().frame('editor');
    expect(await $('h2').getText()).toBe('Editor');
  });
});
