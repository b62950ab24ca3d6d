// Jasmine with selenium-webdriver 4: keys typed into the todo list.
const { By, Key } = require('selenium-webdriver');
const { BASE_URL, buildDriver } = require('../support/driver');

describe('Todo keyboard (Jasmine)', () => {
  let driver;

  beforeAll(async () => {
    driver = await buildDriver();
  });

  beforeEach(async () => {
    await driver.get(`${BASE_URL}/plain/keyboard.html`);
  });

  afterAll(async () => {
    await driver.quit();
  });

  it('fixes a typo with BACK_SPACE', async () => {
    const input = await driver.findElement(By.id('new-todo'));
    await input.sendKeys('Buy milkk', Key.BACK_SPACE);
    expect(await input.getAttribute('value')).toEqual('Buy milk');
    expect(await driver.findElement(By.id('key-log')).getText()).toContain('Backspace');
  });
});
