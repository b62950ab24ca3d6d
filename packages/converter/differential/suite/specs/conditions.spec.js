// async/await style with every ExpectedConditions member. The page changes with plain setTimeout,
// which Protractor's Angular synchronisation does not wait for: only the explicit waits do.
/* global browser, element, by, $, protractor, expect, describe, it, beforeEach */

describe('Waiting with ExpectedConditions', () => {
  const EC = protractor.ExpectedConditions;
  const panel = $('#panel');

  beforeEach(async () => {
    await browser.get('/angular/index.html#!/conditions');
  });

  it('waits for a panel to appear and to go away', async () => {
    await element(by.buttonText('Show panel')).click();
    await browser.wait(EC.visibilityOf(panel), 5000, 'panel never appeared');
    expect(await panel.isDisplayed()).toBe(true);
    await element(by.buttonText('Hide panel')).click();
    await browser.wait(EC.invisibilityOf(panel), 5000);
  });

  it('waits for details to be added to the page', async () => {
    await $('#load-details').click();
    await browser.wait(EC.presenceOf($('#details')), 5000);
    expect(await $('#details').getText()).toBe('Details loaded');
  });

  it('waits for the banner to be removed', async () => {
    const banner = element(by.id('banner'));
    expect(await banner.isPresent()).toBe(true);
    await $('#dismiss-banner').click();
    await browser.wait(EC.stalenessOf(banner), 5000);
    expect(await banner.isPresent()).toBe(false);
  });

  it('waits until the locked action becomes clickable', async () => {
    const action = $('#locked-action');
    expect(await action.isEnabled()).toBe(false);
    await $('#unlock').click();
    await browser.wait(EC.elementToBeClickable(action), 5000);
    await action.click();
    expect(await $('#locked-result').getText()).toBe('Action done');
  });

  it('waits for the message text', async () => {
    await $('#fetch-message').click();
    await browser.wait(EC.textToBePresentInElement($('#message'), 'Message received'), 5000);
  });

  it('waits for a prefilled input value', async () => {
    await $('#prefill').click();
    await browser.wait(
      EC.textToBePresentInElementValue($('#prefilled'), 'prefilled@example.com'),
      5000,
    );
  });

  it('waits for the page title', async () => {
    await $('#rename-page').click();
    await browser.wait(EC.titleContains('Renamed'), 5000);
    await browser.wait(EC.titleIs('Renamed page'), 5000);
  });

  it('waits for the URL to change', async () => {
    await $('#go-list').click();
    await browser.wait(EC.urlContains('#!/list'), 5000);
    await browser.wait(EC.urlIs(browser.baseUrl + 'angular/index.html#!/list'), 5000);
  });

  it('waits for a checkbox to be selected', async () => {
    await $('#tick').click();
    await browser.wait(EC.elementToBeSelected($('#ticked')), 5000);
  });

  it('combines conditions with and, or and not', async () => {
    await $('#load-details').click();
    await $('#dismiss-banner').click();
    const detailsShown = EC.and(EC.presenceOf($('#details')), EC.not(EC.presenceOf($('#banner'))));
    await browser.wait(detailsShown, 5000);
    await browser.wait(EC.or(EC.titleIs('Nope'), EC.titleContains('Conditions')), 5000);
  });
});
