// An ES module spec: browser history through navigate(), deep links, a reload and a sleep.
import assert from 'node:assert/strict';
import { By, until } from 'selenium-webdriver';
import { WAIT_MS, buildDriver } from '../support/driver.js';
import { WizardPage } from '../pages/wizard.page.mjs';

describe('Wizard history', function () {
  let driver;
  let wizard;

  beforeEach(async function () {
    driver = await buildDriver();
    wizard = new WizardPage(driver);
  });

  afterEach(async function () {
    await driver.quit();
  });

  it('goes back and forward through the steps', async function () {
    await wizard.open();
    await wizard.next();
    await wizard.next();
    assert.equal(await driver.getTitle(), 'Wizard: step 3');
    await driver.navigate().back();
    await wizard.waitForStep(2);
    await driver.navigate().forward();
    await wizard.waitForStep(3);
    assert.equal(await wizard.stepTitle(), 'Step 3 of 3');
  });

  it('opens a step by its address', async function () {
    await wizard.open(3);
    assert.equal(await wizard.stepTitle(), 'Step 3 of 3');
    assert.equal(await driver.findElement(By.id('next')).getText(), 'Finish');
  });

  it('stays on the step through a refresh', async function () {
    await wizard.open(2);
    await driver.navigate().refresh();
    await driver.wait(until.urlMatches(/\?step=2$/), WAIT_MS);
    assert.equal(await driver.getTitle(), 'Wizard: step 2');
  });

  it('waits out the save with a sleep', async function () {
    await wizard.open();
    await driver.findElement(By.id('draft')).sendKeys('Pick the yearly plan');
    await driver.findElement(By.id('save')).click();
    await driver.sleep(1000);
    assert.equal(await driver.findElement(By.id('save-status')).getText(), 'Draft saved');
  });
});
