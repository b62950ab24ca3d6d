import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { convertConfig } from './config.js';

function config(path: string, source: string, nonSpecs: string[] = []): string {
  const sf = ts.createSourceFile(path, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  return convertConfig(sf, path, [], nonSpecs).code;
}

describe('generated testIgnore for converted page objects and helpers', () => {
  const source = "exports.config = { specs: ['e2e/**/*.js'] };\n";

  it('ignores a page object the spec glob takes (Playwright refuses a test importing a test)', () => {
    const code = config('protractor.conf.js', source, ['e2e/pages/login.po.ts', 'lib/util.ts']);
    expect(code).toContain("testDir: 'e2e'");
    expect(code).toContain("testMatch: '**/*.ts'");
    expect(code).toContain("testIgnore: 'pages/login.po.ts'");
    expect(code).not.toContain('util.ts');
  });

  it('adds nothing when no page object is under the glob', () => {
    const code = config('protractor.conf.js', source, ['lib/login.po.ts']);
    expect(code).not.toContain('testIgnore');
  });

  it('keeps the excludes of the config beside the ignored page objects', () => {
    const code = config(
      'conf/protractor.conf.js',
      "exports.config = { specs: ['../test/*.js'], exclude: ['../test/wip.js'] };\n",
      ['test/home.po.ts'],
    );
    expect(code).toContain("testDir: '..'");
    expect(code).toContain("testMatch: 'test/*.ts'");
    expect(code).toContain("testIgnore: ['test/wip.ts', 'test/home.po.ts']");
  });
});
