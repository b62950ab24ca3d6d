/**
 * A statement left under a TODO stays as written where it runs when called (a test, a hook, a
 * helper: a Chai assertion there may still work), and is commented out where it runs as the file
 * loads (the top level, a describe's body): there a name that went with the Selenium import (`By`)
 * would stop the whole file from loading.
 */
import { describe, expect, it } from 'vitest';
import { convertFiles } from '../../convert.js';

describe('a TODO of the Selenium front end', () => {
  it('is commented out in a describe body and at the top level, kept as written in a test', async () => {
    const source = [
      "const { Builder, By } = require('selenium-webdriver');",
      "const banner = By.cssContainingText('p', 'x');",
      "describe('load', function () {",
      '  let driver;',
      "  const special = By.cssContainingText('li',",
      "    'x');",
      "  beforeEach(async function () { driver = await new Builder().forBrowser('chrome').build(); });",
      '  afterEach(async function () { await driver.quit(); });',
      "  it('runs', async function () {",
      '    const session = await driver.getSession();',
      '  });',
      '});',
    ].join('\n');
    const file = (await convertFiles([{ path: 'load.spec.js', source }])).files[0]!;
    expect(file.code).toContain("// const banner = By.cssContainingText('p', 'x');");
    expect(file.code).toContain("  // const special = By.cssContainingText('li',\n  //   'x');");
    expect(file.code).toMatch(/\n {4}const session = await driver\.getSession\(\);/);
    expect(file.code).not.toMatch(/^\s*const (banner|special) = By/m);
  });
});
