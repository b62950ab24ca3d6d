/**
 * What the generated support modules hold for a project, where the fixtures only show the
 * converted specs: the params the tests saw (with the config's declarations and `onPrepare`'s
 * assignments), the mock modules `onPrepare` registered, the config's data for
 * `getProcessedConfig()`, and the custom matchers declared for TypeScript.
 */
import { describe, expect, it } from 'vitest';
import { convertFiles } from '../../convert.js';

async function supportFile(
  files: { path: string; source: string }[],
  name: string,
): Promise<string> {
  const result = await convertFiles(files);
  const file = result.supportFiles.find((f) => f.outputPath.endsWith(name));
  if (!file) throw new Error(`${name} was not generated`);
  return file.code;
}

const spec = (body: string) => ({
  path: 'e2e/a.spec.js',
  source: `describe('a', function () {\n  it('b', function () {\n    ${body}\n  });\n});\n`,
});

describe('generated support modules', () => {
  it('rewright-params.ts holds the declarations params read and what onPrepare set', async () => {
    const config = {
      path: 'protractor.conf.js',
      source: `var users = { admin: 'Ada' };\nexports.config = {\n  specs: ['e2e/*.spec.js'],\n  params: { users: users, login: {} },\n  onPrepare: function () {\n    browser.params.login.user = process.env.LOGIN_USER || 'ada';\n  },\n};\n`,
    };
    const code = await supportFile(
      [config, spec('expect(browser.params.users.admin).toBe("Ada");')],
      'rewright-params.ts',
    );
    expect(code).toContain("var users = { admin: 'Ada' };");
    expect(code).toContain("params.login.user = process.env.LOGIN_USER || 'ada';");
    const module = { exports: {} as { params?: Record<string, unknown> } };
    // The module runs: no name it reads is missing.
    const script = code.replace('export const params: Record<string, any> =', 'const params =');
    new Function('module', `${script}\nmodule.exports.params = params;`)(module);
    expect(module.exports.params).toMatchObject({
      users: { admin: 'Ada' },
      login: { user: 'ada' },
    });
  });

  it("rewright-angular.ts starts with the mock modules of the config's onPrepare", async () => {
    const config = {
      path: 'protractor.conf.js',
      source: `exports.config = {\n  specs: ['e2e/*.spec.js'],\n  onPrepare: function () {\n    browser.addMockModule('noAnimations', function () { angular.module('noAnimations', []); }, 'x');\n  },\n};\n`,
    };
    const code = await supportFile([config, spec("browser.get('/');")], 'rewright-angular.ts');
    expect(code).toContain("name: 'noAnimations'");
    expect(code).toContain("args: ['x']");
    expect(code).toContain('let mockModules: MockModule[] = [baseModule, ...configModules];');
  });

  it('rewright-config.ts keeps the data of the config, not its functions', async () => {
    const config = {
      path: 'protractor.conf.js',
      source: `exports.config = {\n  specs: ['e2e/*.spec.js'],\n  allScriptsTimeout: 8000,\n  capabilities: { browserName: 'chrome' },\n  onPrepare: function () {},\n};\n`,
    };
    const code = await supportFile(
      [config, spec('browser.getProcessedConfig().then(function (c) { console.log(c); });')],
      'rewright-config.ts',
    );
    expect(code).toContain('allScriptsTimeout: 8000,');
    expect(code).toContain("capabilities: { browserName: 'chrome' },");
    expect(code).not.toContain('onPrepare:');
  });

  it('rewright-jasmine.ts declares every custom matcher of the project', async () => {
    const helper = {
      path: 'e2e/matchers.js',
      source: `var matchers = { toBeBig: function () { return { compare: function (a) { return { pass: a > 9 }; } }; } };\nbeforeEach(function () { jasmine.addMatchers(matchers); });\n`,
    };
    const code = await supportFile([helper, spec('expect(10).toBeBig();')], 'rewright-jasmine.ts');
    expect(code).toContain('toBeBig(...expected: unknown[]): R;');
  });

  it('rewright-jasmine.ts declares them file by file in source order (one walk collects them)', async () => {
    const matcher = (name: string) =>
      `${name}: function () { return { compare: function (a) { return { pass: !!a }; } }; }`;
    const helper = {
      path: 'e2e/matchers.js',
      source: `beforeEach(function () {\n  jasmine.addMatchers({ ${matcher('toBeFirst')}, ${matcher('toBeSecond')} });\n  jasmine.addMatchers({ ${matcher('toBeThird')} });\n});\n`,
    };
    const other = {
      path: 'e2e/more-matchers.js',
      source: `beforeEach(function () { jasmine.addMatchers({ ${matcher('toBeFourth')} }); });\n`,
    };
    const code = await supportFile(
      [helper, other, spec('expect(1).toBeFirst();')],
      'rewright-jasmine.ts',
    );
    const declared = [...code.matchAll(/ {6}(\w+)\(\.\.\.expected/g)].map((m) => m[1]);
    expect(declared).toEqual(['toBeFirst', 'toBeSecond', 'toBeThird', 'toBeFourth']);
  });
});
