/**
 * Generated modules written in Prettier's layout (`SupportModule.formatted`) are not formatted per
 * conversion. Each variant a front end can write is checked against Prettier here, so a template
 * edit that breaks the layout fails this test instead of shipping unformatted code; a module that
 * holds the suite's own code (the config's mock modules) is still formatted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertFiles, supportText } from './convert.js';
import { protractorFrontEnd } from './sources/protractor/index.js';
import { formatTypeScript } from './emit/format.js';
import { angularSupportSource } from './sources/protractor/support/angular.js';
import {
  jasmineSupportInLayout,
  jasmineSupportSource,
} from './sources/protractor/support/jasmine-matchers.js';
import { locatorsSupportSource } from './sources/protractor/support/locators.js';
import { dialogsSupportSource } from './sources/selenium-java/dialogs.js';
import { framesSupportSource } from './sources/selenium-java/frames.js';
import { keysSupportSource } from './sources/selenium-java/keys.js';
import { datesSupportSource } from './sources/selenium-java/dates.js';
import { propertiesSupportSource } from './sources/selenium-java/properties.js';
import { windowsSupportSource } from './sources/selenium-java/windows.js';
import { mouseSupportSource } from './sources/selenium-java/mouse.js';
import { pythonSupportSource } from './sources/selenium-python/support.js';

const longestName = 'toMatch' + 'X'.repeat(59);

const modules: [string, string][] = [
  ['rewright-angular.ts', angularSupportSource({ synchronizing: true })],
  ['rewright-angular.ts, synchronisation off', angularSupportSource({ synchronizing: false })],
  [
    'rewright-angular.ts with mock modules',
    angularSupportSource({ synchronizing: true, mockModules: true }),
  ],
  [
    'rewright-angular.ts with mock modules, synchronisation off',
    angularSupportSource({ synchronizing: false, mockModules: true }),
  ],
  ['rewright-jasmine.ts, one matcher', jasmineSupportSource(['toBeBig'])],
  [
    'rewright-jasmine.ts, several matchers and the longest name',
    jasmineSupportSource(['toBeFirst', '$toBe_second', longestName]),
  ],
  ['rewright-locators.ts', locatorsSupportSource],
  ['rewright-dialogs.ts', dialogsSupportSource],
  ['rewright-frames.ts', framesSupportSource],
  ['rewright-keys.ts', keysSupportSource],
  ['rewright-dates.ts', datesSupportSource],
  ['rewright-properties.ts', propertiesSupportSource],
  ['rewright-windows.ts', windowsSupportSource],
  ['rewright-mouse.ts', mouseSupportSource],
  ['rewright-python.ts', pythonSupportSource],
];

describe("generated modules in Prettier's layout", () => {
  it.each(modules)('%s is what Prettier writes', async (_name, code) => {
    expect(await formatTypeScript(code)).toBe(code);
  });

  it('declares matcher names in the layout only while each fits in 100 columns', async () => {
    expect(longestName).toHaveLength(66);
    expect(jasmineSupportInLayout(['toBeBig', longestName])).toBe(true);
    const tooLong = longestName + 'X';
    expect(jasmineSupportInLayout([tooLong])).toBe(false);
    // Prettier breaks that declaration: the module goes through it.
    const code = jasmineSupportSource([tooLong]);
    expect(await formatTypeScript(code)).not.toBe(code);
    expect(jasmineSupportInLayout(['to-be-quoted'])).toBe(false);
  });
});

describe('a conversion writes them as they are', () => {
  const spec = {
    path: 'e2e/home.spec.js',
    source: `describe('home', function () {\n  it('greets', function () {\n    browser.get('/');\n    expect(element(by.binding('greeting')).getText()).toBe('Hi');\n  });\n});\n`,
  };

  it('writes a module in layout as it is, and formats the others', async () => {
    const code = 'export const  a=[1,2];\n';
    expect(await supportText({ path: 'rewright-x.ts', code, formatted: true })).toBe(code);
    expect(await supportText({ path: 'rewright-x.ts', code })).toBe('export const a = [1, 2];\n');
    expect(await supportText({ path: 'data/users.json', code: '{"a":1}' })).toBe('{"a":1}');
  });

  it('rewright-angular.ts of a project without mock modules is the template, in layout', async () => {
    const project = protractorFrontEnd.convertProject([spec], { isolated: false });
    const module = project.support.find((f) => f.path === 'rewright-angular.ts');
    expect(module).toEqual({
      path: 'rewright-angular.ts',
      code: angularSupportSource({ synchronizing: true }),
      formatted: true,
    });
    const result = await convertFiles([spec]);
    expect(result.supportFiles.find((f) => f.outputPath === module?.path)?.code).toBe(module?.code);
  });

  it("rewright-angular.ts holding the config's mock modules is formatted", async () => {
    const args = "'the first argument the module is given', 'and the second one, as long'";
    const config = {
      path: 'protractor.conf.js',
      source: `exports.config = {\n  specs: ['e2e/*.spec.js'],\n  onPrepare: function () {\n    browser.addMockModule('noAnimations', function () {}, ${args});\n  },\n};\n`,
    };
    const project = protractorFrontEnd.convertProject([config, spec], { isolated: false });
    expect(project.support.find((f) => f.path.endsWith('rewright-angular.ts'))?.formatted).toBe(
      false,
    );
    const result = await convertFiles([config, spec]);
    const angular = result.supportFiles.find((f) => f.outputPath.endsWith('rewright-angular.ts'));
    expect(angular?.code).toContain("name: 'noAnimations'");
    // The entry, generated on one line past 100 columns, broken where Prettier breaks it.
    expect(angular?.code).toContain("[\n  {\n    name: 'noAnimations',\n");
    expect(await formatTypeScript(angular?.code ?? '')).toBe(angular?.code);
  });

  it('a Java suite gets its modules as they are', async () => {
    const dir = join(import.meta.dirname, '..', 'fixtures', 'selenium-java', 'project');
    const read = (path: string) => ({
      path,
      source: readFileSync(join(dir, path), 'utf8'),
    });
    const result = await convertFiles(
      [
        read('key-sequences/KeySequencesTest.input.java'),
        read('date-formats/BookingTest.input.java'),
      ].map((f) => ({ ...f, path: f.path.replace('.input', '') })),
      { from: 'selenium-java' },
    );
    const written = new Map(result.supportFiles.map((f) => [f.outputPath, f.code]));
    expect(written.get('rewright-keys.ts')).toBe(keysSupportSource);
    expect(written.get('rewright-dates.ts')).toBe(datesSupportSource);
  });
});
