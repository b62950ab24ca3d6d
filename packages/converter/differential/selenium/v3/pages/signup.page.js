// Page object of the sign-up form, in the older function style: a constructor taking the driver
// and prototype methods that schedule commands on the control flow.
const { By, until } = require('selenium-webdriver');
const { BASE_URL, WAIT_MS } = require('../support/driver');

function SignupPage(driver) {
  this.driver = driver;
}

SignupPage.prototype.open = function () {
  this.driver.get(BASE_URL + '/angular/index.html#!/form');
  return this.driver.wait(until.titleIs('Fixture · Sign up'), WAIT_MS);
};

SignupPage.prototype.countryOption = function (name) {
  return By.xpath('//select[@id="country"]/option[text()="' + name + '"]');
};

SignupPage.prototype.chooseCountry = function (name) {
  // The countries arrive from the server a moment after the form shows.
  return this.driver.wait(until.elementLocated(this.countryOption(name)), WAIT_MS).click();
};

SignupPage.prototype.fill = function (user) {
  this.driver.findElement(By.id('name')).sendKeys(user.name);
  this.driver.findElement(By.name('email')).sendKeys(user.email);
  if (user.country) this.chooseCountry(user.country);
  return this;
};

SignupPage.prototype.acceptTerms = function () {
  return this.driver.findElement(By.id('terms')).click();
};

SignupPage.prototype.submitButton = function () {
  return this.driver.findElement(By.id('submit'));
};

module.exports = SignupPage;
