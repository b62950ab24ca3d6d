// Protractor configuration of the fixture suite (Jasmine). Written the way a team would keep it:
// the harness only wraps it to add a JSON reporter and the fixture server's address.
/* eslint-disable @typescript-eslint/no-require-imports */
/* global browser */

exports.config = {
  directConnect: true,
  chromeDriver: '/usr/bin/chromedriver',
  baseUrl: process.env.BASE_URL || 'http://127.0.0.1:18400/',
  framework: 'jasmine',
  specs: ['specs/**/*.spec.js', 'specs/**/*.spec.ts'],
  exclude: ['specs/**/*.draft.spec.js'],
  allScriptsTimeout: 8000,
  getPageTimeout: 8000,
  capabilities: {
    browserName: 'chrome',
    'goog:chromeOptions': {
      binary: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        '--window-size=1280,900',
      ],
    },
  },
  params: {
    user: { name: 'Ada Lovelace', email: 'ada@example.com', country: 'Norway' },
    searchTerm: 'Gadget',
  },
  jasmineNodeOpts: {
    defaultTimeoutInterval: 20000,
    showColors: false,
  },
  onPrepare() {
    // TypeScript specs are compiled on the fly.
    require('tsx/cjs');
    browser.manage().window().setSize(1280, 900);
  },
};
