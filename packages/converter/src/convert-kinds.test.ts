/** What `convert`/`convertFiles` do with the kind they are asked for: an id, an alias, or neither. */
import { describe, expect, it } from 'vitest';
import type { SourceKind } from './api.js';
import { convert, convertFiles } from './convert.js';

const seleniumSpec = [
  "const { Builder } = require('selenium-webdriver');",
  "describe('shop', function () {",
  '  let driver;',
  "  before(async () => { driver = await new Builder().forBrowser('chrome').build(); });",
  '  after(() => driver.quit());',
  "  for (const name of ['a', 'b']) {",
  "    it('opens ' + name, async () => { await driver.get('/' + name); });",
  '  }',
  '});',
].join('\n');

// Each converts with the real engine: seconds of CPU, more on a loaded machine.
describe('the kind a conversion is asked for', { timeout: 30_000 }, () => {
  it('takes an alias as its kind (plain JavaScript callers pass what the CLI accepts)', async () => {
    const result = await convertFiles([{ path: 'shop.spec.js', source: seleniumSpec }], {
      from: 'selenium' as SourceKind,
    });
    const file = result.files[0]!;
    expect(file.kind).toBe('selenium-js');
    expect(file.code).toContain("await page.goto('/' + name);");
    // Each element of the literal loop is a test case of its own, for the engine and the bill.
    expect(file.testCount).toBe(2);
    expect(file.testCases).toHaveLength(2);
  });

  it('answers an unknown kind with a diagnostic per file, never a throw', async () => {
    const result = await convertFiles(
      [
        { path: 'a.spec.js', source: seleniumSpec },
        { path: 'b.spec.js', source: "it('x', () => {});" },
      ],
      { from: 'cobol' as SourceKind },
    );
    expect(result.files.map((file) => [file.sourcePath, file.code, file.testCount])).toEqual([
      ['a.spec.js', undefined, 0],
      ['b.spec.js', undefined, 0],
    ]);
    for (const file of result.files) {
      expect(file.diagnostics.map((d) => [d.rule, d.severity])).toEqual([
        ['engine/unknown-source-kind', 'error'],
      ]);
      expect(file.diagnostics[0]!.message).toMatch(
        /^Only .* sources are supported so far \(cobol\)$/,
      );
    }
    const single = await convert({
      path: 'a.spec.js',
      source: seleniumSpec,
      from: 'cobol' as SourceKind,
    });
    expect(single.diagnostics.map((d) => d.rule)).toEqual(['engine/unknown-source-kind']);
    expect(single.code).toBe('');
  });

  it('says so when a file holds nothing to convert', async () => {
    const result = await convert({ path: 'empty.spec.js', source: '', from: 'protractor' });
    expect(result.code).toBe('');
    expect(result.diagnostics.map((d) => [d.rule, d.line])).toEqual([['parse/empty-file', 1]]);
  });
});
