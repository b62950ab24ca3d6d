// Control-flow style: CSS values, enabled/selected state, attributes, by.js through a shadow
// root, ElementArrayFinder.each/get/last.
/* global browser, element, by, $, $$, expect, document, describe, it, beforeEach */

describe('Widgets', function () {
  beforeEach(function () {
    browser.get('/angular/index.html#!/widgets');
  });

  it('paints the swatch in the brand colour', function () {
    expect($('#swatch').getCssValue('color')).toBe('rgba(34, 139, 34, 1)');
    expect($('#swatch').getCssValue('font-weight')).toBe('700');
  });

  it('keeps archive disabled and publish enabled', function () {
    expect(element(by.buttonText('Archive')).isEnabled()).toBe(false);
    expect(element(by.buttonText('Publish')).isEnabled()).toBe(true);
  });

  it('has the newsletter pre-selected', function () {
    expect(element(by.model('widgets.newsletter')).isSelected()).toBe(true);
  });

  it('reads the badge inside its shadow root', function () {
    const label = element(
      by.js(function () {
        return document.querySelector('#badge').shadowRoot.querySelector('.badge-label');
      }),
    );
    expect(label.getText()).toBe('Beta');
  });

  it('lists the release steps in order', function () {
    const expected = ['Plan', 'Build', 'Ship'];
    const steps = $$('.step');
    steps.each(function (step, index) {
      expect(step.getText()).toBe(expected[index]);
    });
    expect(steps.get(1).getText()).toBe('Build');
    expect(steps.last().getText()).toBe('Ship');
  });

  it('describes the logo', function () {
    expect($('#logo').getAttribute('alt')).toBe('Fixture logo');
  });
});
