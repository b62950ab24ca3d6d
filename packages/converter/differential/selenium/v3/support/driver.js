// One place that knows how to start Chrome for the suite: headless Chromium from Debian, driven
// by the chromedriver next to it (no webdriver-manager, nothing downloaded).
const { Builder } = require('selenium-webdriver');
const chrome = require('selenium-webdriver/chrome');

const BASE_URL = (process.env.BASE_URL || 'http://127.0.0.1:18400/').replace(/\/$/, '');
const WAIT_MS = 3000;

// WebDriverJS 3 has no Builder#setChromeService: the service is set once for every Chrome session.
chrome.setDefaultService(new chrome.ServiceBuilder('/usr/bin/chromedriver').build());

function buildDriver() {
  const options = new chrome.Options()
    .headless()
    .windowSize({ width: 1280, height: 900 })
    .setChromeBinaryPath(process.env.CHROMIUM_PATH || '/usr/bin/chromium')
    .addArguments(
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    );
  return new Builder().forBrowser('chrome').setChromeOptions(options).build();
}

module.exports = { BASE_URL, WAIT_MS, buildDriver };
