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

  it('counts a Jest table test once per row, inside a table describe too, and the output agrees', async () => {
    const modified = (block: string, modifier: 'only' | 'skip') => `${block}.${modifier}`;
    const source = [
      "const { Builder } = require('selenium-webdriver');",
      "describe.each([['chrome'], ['firefox']])('on %s', (browserName) => {",
      "  it.each([['a', 1], ['b', 2], ['c', 3]])('row %s', async (name, n) => {",
      '    expect(name.length).toBe(1);',
      '  });',
      `  ${modified('it', 'skip')}.each(['x', 'y'])('skipped %s', async (name) => {`,
      '    expect(name).toBeTruthy();',
      '  });',
      "  it('plain', async () => {});",
      '});',
    ].join('\n');
    const result = await convertFiles([{ path: 'a.spec.js', source }]);
    const file = result.files[0]!;
    // 2 browsers × (3 rows + 2 rows + 1): the table's own `it.each(rows)` call is not a test.
    expect(file.testCount).toBe(12);
    expect(file.testCases).toHaveLength(12);
    expect(file.code).toContain(
      `for (const name of ['x', 'y'] as const) {\n      ${modified('test', 'skip')}(\`skipped \${name}\`,`,
    );
  });

  it('leaves a table test whose title is not a string to a TODO, and counts its one call', async () => {
    const source = [
      "const { Builder } = require('selenium-webdriver');",
      'const title = (n) => `row ${n}`;',
      "it.each([[1], [2]])(title('x'), async (n) => {",
      '  expect(n).toBeGreaterThan(0);',
      '});',
    ].join('\n');
    const result = await convertFiles([{ path: 'a.spec.js', source }]);
    const file = result.files[0]!;
    expect(file.diagnostics.map((d) => d.rule)).toContain('selenium/each-table');
    expect(file.code).toContain('// TODO(rewright): selenium/each-table');
    expect(file.testCount).toBe(2);
  });
});
