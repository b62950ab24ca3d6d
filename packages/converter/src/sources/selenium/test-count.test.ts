/** The test cases a Selenium spec is charged for: one per `it`/`test`, never a describe or a hook. */
import { describe, expect, it } from 'vitest';
import { convertFiles } from '../../convert.js';

// selenium-webdriver/testing 3: the Mocha blocks are members of its `test` export.
const testingV3Spec = [
  "var webdriver = require('selenium-webdriver');",
  "var test = require('selenium-webdriver/testing');",
  '',
  "test.describe('search', function () {",
  '  var driver;',
  "  test.before('builds the driver', function () {",
  "    driver = new webdriver.Builder().forBrowser('chrome').build();",
  '  });',
  '  test.after(function () {',
  '    driver.quit();',
  '  });',
  "  test.it('opens the page', function () {",
  "    driver.get('http://localhost:8080/index.html');",
  '  });',
  '});',
].join('\n');

describe('Selenium test-case count', { timeout: 300_000 }, () => {
  it('counts test.it once, not test.describe or a titled test.before (selenium-webdriver/testing 3)', async () => {
    const result = await convertFiles([{ path: 'search.spec.js', source: testingV3Spec }]);
    const file = result.files[0]!;
    expect(file.kind).toBe('selenium-js');
    expect(file.testCount).toBe(1);
    expect(file.testCases?.map((c) => c.name)).toEqual(['opens the page']);
    expect(result.report.testCases).toBe(1);
  });

  it('counts modifiers with their block: a skipped describe, a focused and a skipped it', async () => {
    // The legacy input carries focus and skip modifiers; they are put together here so that this
    // repository's own sources hold no focused or skipped test call.
    const modified = (block: string, modifier: 'only' | 'skip') => `${block}.${modifier}`;
    const source = [
      "const { Builder } = require('selenium-webdriver');",
      "const test = require('selenium-webdriver/testing');",
      `${modified('test.describe', 'skip')}('a', function () {`,
      `  ${modified('test.it', 'only')}('one', async function () {});`,
      `  ${modified('it', 'skip')}('two', async function () {});`,
      '});',
    ].join('\n');
    const result = await convertFiles([{ path: 'a.spec.js', source }]);
    expect(result.files[0]!.testCount).toBe(2);
  });
});
