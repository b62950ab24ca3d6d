// Control-flow style with `.then` chains and a page-object class.
/* eslint-disable @typescript-eslint/no-require-imports */
/* global browser, element, by, $, expect, describe, it, beforeEach */
const SignupPage = require('../pages/signup.page');

describe('Sign-up form', function () {
  const page = new SignupPage();
  const user = browser.params.user;

  beforeEach(function () {
    page.get();
  });

  it('keeps the submit button disabled until the form is valid', function () {
    expect(page.submitButton.isEnabled()).toBe(false);
    page.fill({ name: 'Ada', email: 'ada@example.com', country: 'Japan' });
    page.terms.click();
    expect(page.submitButton.isEnabled()).toBe(true);
  });

  it('explains why a short name is refused', function () {
    page.name.sendKeys('Al');
    expect($('#name-error').isDisplayed()).toBe(true);
    expect($('#name-error').getText()).toBe('Name must be at least 3 characters');
  });

  it('flags an invalid email until it is fixed', function () {
    const error = element(by.id('email-error'));
    page.email.sendKeys('not-an-email');
    expect(error.isDisplayed()).toBe(true);
    page.email.clear();
    page.email.sendKeys('grace@example.com');
    expect(error.isDisplayed()).toBe(false);
  });

  it('lists the countries from the server', function () {
    const options = element.all(by.options('c.code as c.name for c in countries'));
    expect(options.getText()).toEqual(['Choose a country', 'France', 'Japan', 'Norway', 'Peru']);
  });

  it('signs up and welcomes the user', function () {
    page.fill(user);
    page.terms.click();
    page.submit();
    expect(page.result.getText()).toBe('Welcome, Ada Lovelace from Norway!');
  });

  it('mirrors typed values in the summary', function () {
    page.name.sendKeys('Grace');
    page.email.sendKeys('grace@example.com');
    page.summary.getText().then(function (text) {
      expect(text).toBe('Grace / grace@example.com');
    });
  });

  it('resets the form', function () {
    page.name.sendKeys('Someone');
    element(by.partialButtonText('Reset')).click();
    page.name.getAttribute('value').then(function (value) {
      expect(value).toBe('');
    });
  });

  it('ticks the terms checkbox', function () {
    expect(page.terms.isSelected()).toBe(false);
    page.terms.click();
    expect(page.terms.isSelected()).toBe(true);
  });
});
