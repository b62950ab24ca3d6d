// Waiting for an alert with ExpectedConditions.alertIsPresent in its different forms. A plain page:
// synchronisation is off. Control-flow and async/await styles.
/* global browser, $, protractor, expect, describe, it, beforeEach, afterEach */

describe('Waiting for alerts', function () {
  var EC = protractor.ExpectedConditions;

  beforeEach(function () {
    browser.waitForAngularEnabled(false);
    browser.get('/plain/alerts.html');
  });

  afterEach(function () {
    browser.waitForAngularEnabled(true);
  });

  it('waits for a delayed confirm with a message, then accepts it', function () {
    $('#checkout').click();
    browser.wait(EC.alertIsPresent(), 5000, 'no confirmation');
    var confirmation = browser.switchTo().alert();
    expect(confirmation.getText()).toEqual('Place the order?');
    confirmation.accept();
    expect($('#checkout-result').getText()).toEqual('Order placed');
  });

  it('reads the confirm in a then callback and dismisses it', function () {
    $('#checkout').click();
    browser.wait(protractor.ExpectedConditions.alertIsPresent(), 5000);
    browser
      .switchTo()
      .alert()
      .then(function (alert) {
        expect(alert.getText()).toEqual('Place the order?');
        alert.dismiss();
      });
    expect($('#checkout-result').getText()).toEqual('Order cancelled');
  });

  it('waits on a condition kept in a variable', function () {
    var alertShown = EC.alertIsPresent();
    $('#remind').click();
    browser.wait(alertShown, 5000);
    browser.switchTo().alert().accept();
    expect($('h1').getText()).toEqual('Alerts');
  });

  it('reads the text into a variable with async/await', async function () {
    await $('#checkout').click();
    await browser.wait(EC.alertIsPresent(), 5000, 'the order was not confirmed');
    const alert = await browser.switchTo().alert();
    const question = await alert.getText();
    await alert.accept();
    expect(question).toBe('Place the order?');
  });
});
