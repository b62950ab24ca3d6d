// Page object of the store's home view. Every method schedules WebDriver commands on the control
// flow and returns their promise, so specs can chain on it or simply carry on.
const { By, until } = require('selenium-webdriver');
const { BASE_URL, WAIT_MS } = require('../support/driver');

class HomePage {
  constructor(driver) {
    this.driver = driver;
    this.heading = By.id('heading');
    this.counterButton = By.xpath('//button[text()="Increment counter"]');
  }

  open() {
    // Without a route the app starts afresh on its home view (a hash-only change would not reload).
    this.driver.get(BASE_URL + '/angular/index.html');
    return this.driver.wait(until.elementLocated(this.heading), WAIT_MS);
  }

  headingText() {
    return this.driver.findElement(this.heading).getText();
  }

  increment(times) {
    for (let i = 0; i < times; i++) this.driver.findElement(this.counterButton).click();
    return this.driver.findElement(By.id('count')).getText();
  }
}

module.exports = HomePage;
