/**
 * Detection reads the kinds list: extensions, imported modules and free globals; a file with no
 * sign of any kind goes with the rest of its project.
 */
import { describe, expect, it } from 'vitest';
import { detectFile, detectSourceKind } from './detect.js';
import { SOURCE_KINDS } from './kinds.js';

describe('detectSourceKind', () => {
  it('knows Selenium by its import, even when the test names a variable `element`', () => {
    const source = [
      "const { Builder, By } = require('selenium-webdriver');",
      'it("reads", async () => {',
      "  const element = await driver.findElement(By.id('x'));",
      '});',
    ].join('\n');
    expect(detectFile('a.spec.js', source)).toEqual({ kind: 'selenium-js', sure: true });
  });

  it('keeps a file that uses Protractor globals Protractor, whatever it imports', () => {
    const source = "const { Key } = require('selenium-webdriver');\nelement(by.id('x')).click();\n";
    expect(detectSourceKind('a.spec.js', source)).toBe('protractor');
  });

  it('reads `selenium-webdriver/testing` as Selenium', () => {
    const source = "import { suite } from 'selenium-webdriver/testing';\n";
    expect(detectSourceKind('a.spec.mjs', source)).toBe('selenium-js');
  });

  it('is unsure of a file with no sign of any kind', () => {
    expect(detectFile('helper.js', 'module.exports = (d) => d.get("/");\n')).toEqual({
      kind: 'protractor',
      sure: false,
    });
  });

  it('detects every kind that declares extensions by them', () => {
    for (const kind of SOURCE_KINDS)
      for (const ext of kind.detection.extensions ?? [])
        expect(detectSourceKind(`x${ext}`, '')).toBe(kind.id);
  });
});
