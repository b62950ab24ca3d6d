// Protractor configuration with `suites` and two Chrome windows (`multiCapabilities`). The harness
// runs each suite on its own (`protractor protractor.suites.conf.js --suite layout`).

const chromeArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

exports.config = {
  directConnect: true,
  chromeDriver: '/usr/bin/chromedriver',
  baseUrl: process.env.BASE_URL || 'http://127.0.0.1:18400/',
  framework: 'jasmine',
  suites: {
    layout: ['suites/layout.spec.js'],
  },
  multiCapabilities: [
    {
      browserName: 'chrome',
      logName: 'wide',
      'goog:chromeOptions': { binary: chromium, args: [...chromeArgs, '--window-size=1280,900'] },
    },
    {
      browserName: 'chrome',
      logName: 'narrow',
      'goog:chromeOptions': { binary: chromium, args: [...chromeArgs, '--window-size=800,700'] },
    },
  ],
  // One window at a time: the harness already runs the good and the broken app side by side.
  maxSessions: 1,
  allScriptsTimeout: 8000,
  getPageTimeout: 8000,
  jasmineNodeOpts: {
    defaultTimeoutInterval: 20000,
  },
};
