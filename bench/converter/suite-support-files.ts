/**
 * The fixed files of the generated suite: four page objects in the shapes real suites use
 * (`module.exports` object with control-flow methods, CommonJS class with async methods, TypeScript
 * class importing from 'protractor') and a `protractor.conf.js`.
 */
export const supportFiles: Record<string, string> = {
  'pages/login.page.js': `// Control-flow page object: methods return Protractor promises, callers don't wait.
var LoginPage = function () {
  this.username = element(by.model('user.name'));
  this.password = element(by.model('user.password'));
  this.submit = element(by.buttonText('Sign in'));
  this.errorMessage = element(by.binding('vm.error'));

  this.open = function () {
    return browser.get('/#/login');
  };

  this.login = function (name, password) {
    this.username.clear();
    this.username.sendKeys(name);
    this.password.sendKeys(password);
    return this.submit.click();
  };
};

module.exports = new LoginPage();
`,
  'pages/navigation.page.js': `module.exports = {
  activeLink: element(by.css('nav .active')),
  links: element.all(by.css('nav a')),

  goTo: function (name) {
    element(by.linkText(name)).click();
    return browser.wait(protractor.ExpectedConditions.urlContains(name.toLowerCase()), 5000);
  },
};
`,
  'pages/cart.page.js': `class CartPage {
  constructor() {
    this.items = element.all(by.repeater('item in cart.items'));
    this.total = element(by.binding('cart.total'));
  }

  async addItem(name) {
    await browser.get('/#/products');
    await element(by.cssContainingText('.product-card', name)).element(by.buttonText('Add to cart')).click();
    await browser.wait(protractor.ExpectedConditions.textToBePresentInElement($('.badge'), ''), 5000);
  }

  async removeItem(index) {
    await this.items.get(index).element(by.css('button.remove')).click();
  }

  itemCount() {
    return this.items.count();
  }
}

module.exports = CartPage;
`,
  'pages/search.page.ts': `import { browser, by, element, ElementArrayFinder, ElementFinder, protractor } from 'protractor';

export class SearchPage {
  readonly box: ElementFinder = element(by.model('query'));
  readonly results: ElementArrayFinder = element.all(by.repeater('product in vm.results'));

  async searchFor(text: string): Promise<void> {
    await this.box.clear();
    await this.box.sendKeys(text, protractor.Key.ENTER);
    await browser.wait(protractor.ExpectedConditions.presenceOf(this.results.first()), 5000);
  }

  async resultCount(): Promise<number> {
    return this.results.count();
  }
}
`,
  'protractor.conf.js': `exports.config = {
  framework: 'jasmine',
  baseUrl: 'http://localhost:4200/',
  specs: ['specs/**/*.spec.js', 'specs/**/*.spec.ts'],
  exclude: ['specs/**/*.mocha.spec.js'],
  capabilities: {
    browserName: 'chrome',
    'goog:chromeOptions': { args: ['--headless', '--disable-gpu'] },
  },
  allScriptsTimeout: 11000,
  jasmineNodeOpts: { defaultTimeoutInterval: 30000 },
  params: { user: 'ada', password: 's3cret' },
  onPrepare: function () {
    require('ts-node').register({ project: require('path').join(__dirname, 'tsconfig.json') });
    browser.manage().window().setSize(1280, 1024);
  },
};
`,
};
