/**
 * For tests of the behavioural comparison (CLI and desktop): a small legacy selenium-webdriver suite
 * on Mocha against a shop page, its driver pointed at Debian's Chromium and chromedriver.
 * `checkout` adds a third test, on the page's checkout button.
 */
export function legacyShopSpec(options: { checkout?: boolean } = {}): string {
  const checkout = options.checkout
    ? `
  it('shows the checkout button', async function () {
    await driver.get(BASE_URL + '/');
    assert.strictEqual(await driver.findElement(By.id('checkout')).getText(), 'Checkout');
  });
`
    : '';
  return `const { Builder, By } = require('selenium-webdriver');
const chrome = require('selenium-webdriver/chrome');
const assert = require('assert');

const BASE_URL = process.env.BASE_URL || 'http://127.0.0.1:3000';

describe('Shop', function () {
  this.timeout(30000);
  let driver;
  before(async function () {
    const options = new chrome.Options()
      .addArguments('--headless=new', '--no-sandbox', '--disable-gpu')
      .setChromeBinaryPath(process.env.CHROMIUM_PATH || '/usr/bin/chromium');
    driver = await new Builder()
      .forBrowser('chrome')
      .setChromeOptions(options)
      .setChromeService(new chrome.ServiceBuilder('/usr/bin/chromedriver'))
      .build();
  });
  after(async function () {
    await driver.quit();
  });

  it('shows the title', async function () {
    await driver.get(BASE_URL + '/');
    assert.strictEqual(await driver.findElement(By.css('h1')).getText(), 'Shop');
  });

  it('shows the basket total', async function () {
    await driver.get(BASE_URL + '/');
    assert.strictEqual(await driver.findElement(By.id('total')).getText(), '42');
  });
${checkout}});
`;
}
