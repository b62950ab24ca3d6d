// Page object of the three-step wizard, as an ES module.
import { By, until } from 'selenium-webdriver';
import { BASE_URL, WAIT_MS } from '../support/driver.js';

export class WizardPage {
  constructor(driver) {
    this.driver = driver;
  }

  async open(step) {
    await this.driver.navigate().to(`${BASE_URL}/plain/wizard.html${step ? `?step=${step}` : ''}`);
  }

  async next() {
    await this.driver.findElement(By.id('next')).click();
  }

  async stepTitle() {
    return this.driver.findElement(By.id('step-title')).getText();
  }

  async waitForStep(step) {
    const title = await this.driver.findElement(By.id('step-title'));
    await this.driver.wait(
      until.elementTextMatches(title, new RegExp(`^Step ${step} of 3$`)),
      WAIT_MS,
    );
  }
}
