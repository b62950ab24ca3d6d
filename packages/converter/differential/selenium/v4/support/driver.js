// Starts headless Chromium for the suite through Debian's chromedriver. Giving the service its
// executable keeps Selenium Manager out of it: nothing is looked up or downloaded.
const { Builder } = require('selenium-webdriver');
const chrome = require('selenium-webdriver/chrome');

const BASE_URL = (process.env.BASE_URL || 'http://127.0.0.1:18400/').replace(/\/$/, '');
const WAIT_MS = 3000;

async function buildDriver({ width = 1280, height = 900 } = {}) {
  const options = new chrome.Options()
    .addArguments(
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    )
    .windowSize({ width, height })
    .setChromeBinaryPath(process.env.CHROMIUM_PATH || '/usr/bin/chromium');
  const service = new chrome.ServiceBuilder('/usr/bin/chromedriver');
  return new Builder()
    .forBrowser('chrome')
    .setChromeOptions(options)
    .setChromeService(service)
    .build();
}

module.exports = { BASE_URL, WAIT_MS, buildDriver };
