// The config and params seen from the tests: browser.getProcessedConfig() and browser.params in
// the forms suites use them. Control-flow and async/await styles.
/* global browser, element, by, $, expect, describe, it, beforeEach */

function fillName(user) {
  element(by.model('user.name')).sendKeys(user.name);
}

describe('Config and params', function () {
  var params = browser.params;

  beforeEach(function () {
    browser.params.visits = (browser.params.visits || 0) + 1;
  });

  it('reads timeouts, capabilities and params from the processed config', function () {
    browser.getProcessedConfig().then(function (config) {
      expect(config.allScriptsTimeout).toBe(8000);
      expect(config.capabilities.browserName).toBe('chrome');
      expect(config.params.searchTerm).toBe('Gadget');
      expect(config.framework).toBe('jasmine');
    });
  });

  it('opens the home page at the processed baseUrl', async function () {
    const config = await browser.getProcessedConfig();
    await browser.get(config.baseUrl + 'angular/#!/home');
    expect(await $('#heading').getText()).toBe('Fixture Store');
  });

  it('types the params user through destructuring and a helper', function () {
    var { user } = browser.params;
    browser.get('/angular/#!/form');
    fillName(browser.params.user);
    element(by.model('user.email')).sendKeys(user.email);
    expect($('#summary').getText()).toBe('Ada Lovelace / ada@example.com');
    expect(params.visits).toBeGreaterThan(0);
  });
});
