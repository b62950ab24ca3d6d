// Mocha + chai + chai-as-promised, as teams on `framework: 'mocha'` write it: promise-returning
// tests with `eventually`, and a few async ones.
/* eslint-disable @typescript-eslint/no-require-imports */
/* global browser, element, by, $, $$, describe, it, beforeEach */
const { expect } = require('chai');

describe('Widgets (Mocha)', function () {
  beforeEach(function () {
    return browser.get('/angular/index.html#!/widgets');
  });

  it('labels the badge from the params', function () {
    return expect($('#badge').getAttribute('label')).to.eventually.equal(
      browser.params.widgets.badge,
    );
  });

  it('reports the publish button as enabled', async function () {
    expect(await $('#publish').isEnabled()).to.equal(true);
  });

  it('counts the release steps', function () {
    return expect($$('.step').count()).to.eventually.equal(3);
  });

  it('reads every step in order', async function () {
    const texts = await element.all(by.css('.step')).getText();
    expect(texts).to.deep.equal(browser.params.widgets.steps);
  });

  it('has the widgets title', function () {
    return expect(browser.getTitle()).to.eventually.contain('Widgets');
  });

  it('keeps the archive button disabled', function () {
    return expect(element(by.buttonText('Archive')).isEnabled()).to.eventually.be.false;
  });
});
