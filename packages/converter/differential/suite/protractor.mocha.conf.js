// Protractor configuration of the Mocha part of the fixture suite (chai + chai-as-promised).
/* eslint-disable @typescript-eslint/no-require-imports */

exports.config = {
  directConnect: true,
  chromeDriver: '/usr/bin/chromedriver',
  baseUrl: process.env.BASE_URL || 'http://127.0.0.1:18400/',
  framework: 'mocha',
  specs: ['mocha/**/*.spec.js'],
  allScriptsTimeout: 8000,
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
    widgets: { badge: 'Beta', steps: ['Plan', 'Build', 'Ship'] },
  },
  mochaOpts: {
    reporter: 'spec',
    timeout: 20000,
  },
  onPrepare() {
    const chai = require('chai');
    chai.use(require('chai-as-promised'));
  },
};
