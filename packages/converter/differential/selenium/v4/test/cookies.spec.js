// Cookies through manage(): set before a reload, set by the page, read and deleted.
const { By } = require('selenium-webdriver');
const { expect } = require('chai');
const { BASE_URL, buildDriver } = require('../support/driver');

describe('Cookies', function () {
  let driver;

  before(async function () {
    driver = await buildDriver();
  });

  beforeEach(async function () {
    await driver.get(`${BASE_URL}/plain/preferences.html`);
    await driver.manage().deleteAllCookies();
  });

  after(async function () {
    await driver.quit();
  });

  it('applies the theme from a cookie', async function () {
    await driver.manage().addCookie({ name: 'theme', value: 'dark' });
    await driver.navigate().refresh();
    expect(await driver.findElement(By.id('theme')).getText()).to.equal('Theme: dark');
  });

  it('stores the consent in a cookie', async function () {
    await driver.findElement(By.id('accept-cookies')).click();
    const consent = await driver.manage().getCookie('consent');
    expect(consent.value).to.equal('yes');
    await driver.manage().deleteCookie('consent');
    expect(await driver.manage().getCookies()).to.deep.equal([]);
  });
});
