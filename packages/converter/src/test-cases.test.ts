/** Per converted test case, whether a TODO was left in it: what the charging convert bills by. */
import { describe, expect, it } from 'vitest';
import { convertFiles } from './convert.js';
import { testCasesOf } from './test-cases.js';

describe('testCasesOf', () => {
  it('lists each test with its title and line, marking the ones holding a TODO', () => {
    const code = [
      "import { test, expect } from '@playwright/test';",
      "test.describe('login', () => {",
      '  test.beforeEach(async ({ page }) => {',
      '    // TODO(rewright): hook-marker: in a hook, not in a test case',
      '  });',
      "  test('signs in', async ({ page }) => {",
      "    await page.goto('/');",
      '  });',
      "  test('keeps a TODO', async ({ page }) => {",
      '    // TODO(rewright): locators/by-js: cannot convert this',
      '    await page.evaluate(() => 1);',
      '  });',
      '  // TODO(rewright): x: above the test itself',
      '  test.skip(`skipped ${1}`, async () => {});',
      '  test.skip();',
      '});',
    ].join('\n');
    expect(testCasesOf(code)).toEqual([
      { name: 'signs in', line: 6, todo: false },
      { name: 'keeps a TODO', line: 9, todo: true },
      { name: '`skipped ${1}`', line: 14, todo: true },
    ]);
  });

  it('agrees with the engine: a spec with one unconvertible statement has one TODO test case', async () => {
    const source = [
      "describe('shop', () => {",
      "  it('opens', async () => { await browser.get('/'); });",
      "  it('runs a script', async () => { await element(by.js('return 1')).click(); });",
      '});',
    ].join('\n');
    const result = await convertFiles([{ path: 'shop.spec.js', source }], { from: 'protractor' });
    const file = result.files[0]!;
    expect(file.testCount).toBe(2);
    expect(testCasesOf(file.code!).map(({ name, todo }) => ({ name, todo }))).toEqual([
      { name: 'opens', todo: false },
      { name: 'runs a script', todo: true },
    ]);
  });
});
