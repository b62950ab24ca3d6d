/**
 * Detection reads the kinds list: extensions, imported modules and free globals; a file with no
 * sign of any kind goes with the rest of its project.
 */
import { describe, expect, it } from 'vitest';
import { detectFile, detectProjectKinds, detectSourceKind } from './detect.js';
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

describe('detectProjectKinds', () => {
  const seleniumSpec = "const { By } = require('selenium-webdriver');\nit('x', async () => {});\n";
  const protractorSpec = "describe('x', () => { it('y', () => browser.get('/')); });\n";
  // Declares its own `element`: no sign of any kind.
  const helper =
    'module.exports = async (d) => { const element = await d.find(); return element; };\n';

  it('gives a file with no sign the kind of the rest of its project', () => {
    expect(
      detectProjectKinds([
        { path: 'a.spec.js', source: seleniumSpec },
        { path: 'helper.js', source: helper },
      ]),
    ).toEqual(['selenium-js', 'selenium-js']);
    expect(
      detectProjectKinds([
        { path: 'a.spec.js', source: protractorSpec },
        { path: 'helper.js', source: helper },
        { path: 'Login.java', source: 'class Login {}' },
      ]),
    ).toEqual(['protractor', 'protractor', 'selenium-java']);
  });

  it('gives a file with no sign the fallback when the project has two kinds', () => {
    expect(
      detectProjectKinds([
        { path: 'a.spec.js', source: seleniumSpec },
        { path: 'b.spec.js', source: protractorSpec },
        { path: 'helper.js', source: helper },
      ]),
    ).toEqual(['selenium-js', 'protractor', 'protractor']);
  });

  it('parses only when another kind than the fallback is named, keeping the trees', () => {
    const protractorOnly = new Map();
    detectProjectKinds([{ path: 'a.spec.js', source: protractorSpec }], protractorOnly);
    expect(protractorOnly.size).toBe(0);
    const mixed = new Map();
    detectProjectKinds(
      [
        { path: 'a.spec.js', source: seleniumSpec },
        { path: 'b.spec.js', source: protractorSpec },
      ],
      mixed,
    );
    expect([...mixed.keys()]).toEqual(['a.spec.js', 'b.spec.js']);
  });
});
