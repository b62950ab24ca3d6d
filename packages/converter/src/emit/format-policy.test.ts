import { describe, expect, it } from 'vitest';
import { convert } from '../index.js';
import {
  bracketDepth,
  maxFormattedBrackets,
  maxFormattedCallbacks,
  maxFormattedLength,
  maxFormattedNesting,
  skipFormatReason,
} from './format-policy.js';

describe('format policy', () => {
  it('formats ordinary files and skips huge or deeply nested ones', () => {
    expect(skipFormatReason('x;\n', 40)).toBeUndefined();
    expect(skipFormatReason('x'.repeat(maxFormattedLength + 1), 40)).toMatch(/KiB/);
    expect(skipFormatReason('x;\n', maxFormattedNesting + 1)).toMatch(/nested/);
    expect(skipFormatReason('x;\n', 40, maxFormattedCallbacks)).toBeUndefined();
    expect(skipFormatReason('x;\n', 40, maxFormattedCallbacks + 1)).toMatch(/callbacks/);
  });

  it('reads how deep brackets nest, past strings, templates and comments', () => {
    expect(bracketDepth('f(a[0], { b: [1] });')).toBe(3);
    expect(bracketDepth('f(\'(((\', "[[", /* {{{ */ 1); // (((\n')).toBe(1);
    expect(bracketDepth('f(`${g(`${h({})}`)}` + `((`);')).toBe(6);
    expect(bracketDepth('x;')).toBe(0);
    expect(skipFormatReason(`${'f('.repeat(maxFormattedBrackets + 1)}`, undefined)).toMatch(
      /brackets nested/,
    );
  });

  it('does not format deeply nested output of a front end that does not measure its input', async () => {
    const levels = 200;
    const source = [
      "const { Builder } = require('selenium-webdriver');",
      'let driver;',
      "before(async () => { driver = await new Builder().forBrowser('chrome').build(); });",
      ...Array.from({ length: levels }, (_, i) => `describe('level ${i + 1}', function () {`),
      "it('opens', async function () {",
      "  await driver.get('/deep');",
      '});',
      ...Array.from({ length: levels }, () => '});'),
      '',
    ].join('\n');
    const deep = await convert({ source, path: 'deep.spec.js' });
    expect(deep.diagnostics.map((d) => d.rule)).toContain('engine/not-formatted');
    expect(deep.code).toContain("test.describe('level 200'");
    expect(deep.code).toContain("await page.goto('/deep');");
  }, 60_000);

  it('does not format a pyramid of .then callbacks, where Prettier takes exponential time', async () => {
    const pyramid = (depth: number) => {
      const lines = ["describe('steps', function () {", "  it('clicks in order', function () {"];
      lines.push("    browser.get('/#/steps').then(function () {");
      for (let i = 1; i < depth; i++)
        lines.push(`return element(by.id('step-${i}')).click().then(function () {`);
      lines.push("return element(by.id('done')).click();");
      for (let i = 0; i < depth; i++) lines.push('});');
      lines.push('  });', '});', '');
      return lines.join('\n');
    };
    // 40 levels took Prettier over 40 s; now the file keeps its layout, with an info.
    const deep = await convert({ source: pyramid(40), path: 'deep.spec.js' });
    expect(deep.diagnostics.map((d) => d.rule)).toEqual(['engine/not-formatted']);
    expect(deep.diagnostics[0]?.message).toContain('callbacks nested 40 levels deep');
    expect(deep.code).toContain("page.locator('#done').click()");
    const shallow = await convert({ source: pyramid(5), path: 'shallow.spec.js' });
    expect(shallow.diagnostics).toEqual([]);
  }, 20_000);

  it('converts a file too large to format, keeps its layout and says so', async () => {
    const tests = Array.from(
      { length: 2500 },
      (_, i) =>
        `  it('opens page ${i}', async function () {\n    await browser.get('/#/page/${i}');\n    await element(by.id('next-${i}')).click();\n  });`,
    );
    const source = `describe('many pages', function () {\n${tests.join('\n')}\n});\n`;
    const result = await convert({ source, path: 'many.spec.js' });
    expect(result.code.length).toBeGreaterThan(maxFormattedLength);
    expect(result.diagnostics.map((d) => d.rule)).toEqual(['engine/not-formatted']);
    expect(result.diagnostics[0]?.severity).toBe('info');
    expect(result.code).toContain(
      "test('opens page 2499', async ({ page }) => {\n    await page.goto('/#/page/2499');\n    await page.locator('#next-2499').click();\n  });",
    );
    expect(result.code).not.toContain('TODO(rewright)');
    expect(result.testCount).toBe(2500);
  }, 120_000);
});
