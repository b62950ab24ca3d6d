/**
 * Protractor waits for Angular before every command unless the suite turns that off. The converted
 * suite's Angular support module keeps the setting: it starts from what the config's `onPrepare`
 * left, and the tests switch it as they did in Protractor.
 */
import { describe, expect, it } from 'vitest';
import { convertFiles } from '../../convert.js';

const spec = {
  path: 'e2e/search.spec.js',
  source:
    "describe('search', () => {\n  it('shows the query', () => {\n    expect(element(by.binding('q')).getText()).toBe('x');\n  });\n});\n",
};

async function supportModule(onPrepare: string): Promise<{ code: string; rules: string[] }> {
  const config = {
    path: 'protractor.conf.js',
    source: `exports.config = {\n  specs: ['e2e/*.spec.js'],\n  onPrepare: ${onPrepare},\n};\n`,
  };
  const result = await convertFiles([config, spec]);
  const support = result.supportFiles.find((file) =>
    file.outputPath.endsWith('rewright-angular.ts'),
  );
  if (!support) throw new Error('no Angular support module was generated');
  return {
    code: support.code,
    rules: result.playwrightConfig.diagnostics.map((d) => d.rule),
  };
}

describe('the waiting for Angular the converted suite starts with', () => {
  it('is on when onPrepare leaves it alone', async () => {
    const { code } = await supportModule('function () { browser.manage().window().maximize(); }');
    expect(code).toContain('let synchronizing = true;');
  });

  it('is off after `browser.ignoreSynchronization = true`', async () => {
    const { code } = await supportModule('function () { browser.ignoreSynchronization = true; }');
    expect(code).toContain('let synchronizing = false;');
  });

  it('is off after an awaited `waitForAngularEnabled(false)`', async () => {
    const { code } = await supportModule(
      'async () => { await browser.waitForAngularEnabled(false); }',
    );
    expect(code).toContain('let synchronizing = false;');
  });

  it('stays on when onPrepare turns it on explicitly', async () => {
    const { code } = await supportModule('() => { browser.waitForAngularEnabled(true); }');
    expect(code).toContain('let synchronizing = true;');
  });

  it('keeps a computed switch under a TODO (it cannot be known before the tests run)', async () => {
    const { code, rules } = await supportModule(
      '() => { browser.ignoreSynchronization = !process.env.ANGULAR; }',
    );
    expect(code).toContain('let synchronizing = true;');
    expect(rules).toContain('protractor/config/on-prepare');
  });
});
