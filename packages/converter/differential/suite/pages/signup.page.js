// The sign-up form as a page-object class (control-flow style: no async/await).
/* global browser, element, by, $ */

class SignupPage {
  constructor() {
    this.name = element(by.model('user.name'));
    this.email = element(by.model('user.email'));
    this.country = element(by.model('user.country'));
    this.terms = $('#terms');
    this.submitButton = element(by.buttonText('Create account'));
    this.summary = $('#summary');
    this.result = $('#result');
  }

  get() {
    browser.get('/angular/index.html#!/form');
  }

  fill(user) {
    this.name.sendKeys(user.name);
    this.email.sendKeys(user.email);
    this.chooseCountry(user.country);
  }

  chooseCountry(countryName) {
    this.country.element(by.cssContainingText('option', countryName)).click();
  }

  submit() {
    $('#submit').click();
  }
}

module.exports = SignupPage;
