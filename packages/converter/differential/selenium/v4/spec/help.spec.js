// Jasmine with selenium-webdriver 4: finding several elements by class name.
const { By } = require('selenium-webdriver');
const { BASE_URL, buildDriver } = require('../support/driver');

describe('Help topics (Jasmine)', () => {
  let driver;

  beforeAll(async () => {
    driver = await buildDriver();
    await driver.get(`${BASE_URL}/plain/help.html`);
  });

  afterAll(async () => {
    await driver.quit();
  });

  it('lists the topics in order', async () => {
    const topics = await driver.findElements(By.className('topic'));
    const names = await Promise.all(topics.map((topic) => topic.getText()));
    expect(names).toEqual(['Getting started', 'Billing', 'Troubleshooting']);
  });

  it('introduces the help centre', async () => {
    expect(await driver.getTitle()).toBe('Help Center');
    expect(await driver.findElement(By.id('help-intro')).getText()).toMatch(/contact support/);
  });
});
