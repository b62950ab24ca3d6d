/**
 * Features with the project's own cucumber-js step definitions (`bound-steps.ts`): the
 * definitions converted by their kind's front end and bound through playwright-bdd, the features
 * kept, one credit per scenario with the unbound and untranslatable ones charged nothing — and
 * the output run for real: `bddgen` and Playwright Test in Chromium against the plain fixture app.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import type { ProjectResult } from '../../api.js';
import { convertFiles } from '../../index.js';
import { fixtureCases } from '../../testing/fixtures.js';
import { runCommand } from '../../../differential/harness/child-process.js';
import { startFixtureServer } from '../../../differential/harness/fixture-server.js';
import { binDir, chromiumPath, repoRoot } from '../../../differential/harness/paths.js';
import { readPlaywrightReport } from '../../../differential/harness/run-converted.js';
import { readStepDefinitions } from './step-definitions.js';

function fixture(name: string) {
  const found = fixtureCases().find((c) => c.rule === 'gherkin-bound' && c.name === name)!;
  return found.files.map((f) => ({ path: f.path, source: f.source }));
}

const fileOf = (result: ProjectResult, path: string) =>
  result.files.find((f) => f.sourcePath === path)!;

it('binds the features to the converted Protractor step definitions, one credit per scenario', async () => {
  const input = fixture('protractor-preferences');
  const result = await convertFiles(input);
  const feature = fileOf(result, 'features/preferences.feature');
  expect(feature.code).toBe(input.find((f) => f.path === feature.sourcePath)!.source);
  expect(feature.outputPath).toBe('features/preferences.feature');
  // Two plain scenarios and two outline rows bound; the undefined step and the callback-style
  // definition leave their scenarios uncharged.
  expect(feature.testCount).toBe(5);
  expect(feature.testCases!.map((c) => c.todo)).toEqual([false, false, false, true, true]);
  expect(feature.diagnostics.map((d) => [d.line, d.rule])).toEqual([
    [1, 'natural-language/bound-step-definitions'],
    [22, 'natural-language/unbound-step'],
  ]);
  const steps = fileOf(result, 'features/step_definitions/preferences.steps.js');
  expect(steps).toMatchObject({ role: 'helper', testCount: 0 });
  expect(steps.code).toContain(
    "Given('the user opens {string}', async ({ page }, path: string) => {\n  await page.goto(path);\n});",
  );
  expect(steps.code).toContain(
    "Then('the page has {int} links', async ({ page }, count: number) => {",
  );
  expect(steps.code).toContain('Then(/^the consent message reads "([^"]*)"$/, async');
  expect(steps.code).not.toContain('__rewrightStepArgument');
  expect(steps.diagnostics.map((d) => [d.line, d.rule])).toContainEqual([
    29,
    'natural-language/step-definition-not-converted',
  ]);
  const unbound = result.supportFiles.find((f) => f.outputPath === 'rewright-unbound.steps.ts')!;
  expect(unbound.code).toContain('When(\'the user changes the theme to "dark"\', async () => {');
  expect(unbound.code).toContain('test.fixme(');
  expect(result.playwrightConfig.code).toContain(
    "steps: ['features/step_definitions/preferences.steps.ts', 'rewright-unbound.steps.ts']",
  );
  expect(result.report).toMatchObject({ testCases: 5, todos: 3 });
});

it('leaves a project without step definitions, or without features, as it converted before', async () => {
  const [feature, steps] = [
    fixture('protractor-preferences').find((f) => f.path.endsWith('.feature'))!,
    fixture('protractor-preferences').find((f) => f.path.endsWith('.steps.js'))!,
  ];
  const featuresOnly = await convertFiles([feature]);
  expect(fileOf(featuresOnly, feature.path).outputPath).toBe('features/preferences.spec.ts');
  const stepsOnly = await convertFiles([steps]);
  expect(fileOf(stepsOnly, steps.path).code).not.toContain('createBdd');
});

it('reads cucumber 2–3 support code and keeps what playwright-bdd cannot take as a TODO', () => {
  const read = readStepDefinitions(
    'steps.js',
    `var { defineSupportCode } = require('cucumber');
defineSupportCode(function ({ Given, Before }) {
  Before({ tags: '@slow' }, function () { browser.sleep(1); });
  Given(/^I open (.*)$/, function (url) { return browser.get(url); });
  Given(someExpression, function () {});
});`,
  );
  expect(read.definitions).toMatchObject([
    { keyword: 'Given', pattern: { text: '^I open (.*)$', regex: { flags: '' } } },
  ]);
  expect(read.standIn).toContain("it('rewright step 0', function () {");
  expect(read.standIn).not.toContain('defineSupportCode');
  expect(read.notCarried.map((n) => n.why)).toEqual([
    'a hook for tagged scenarios or with options',
    'its pattern is not a literal string or regular expression',
  ]);
});

it('charges nothing for a step two definitions match, which playwright-bdd would refuse', async () => {
  const result = await convertFiles(fixture('selenium-consent'));
  const feature = fileOf(result, 'features/consent.feature');
  expect(feature.diagnostics.map((d) => [d.line, d.rule])).toContainEqual([
    22,
    'natural-language/ambiguous-step-definition',
  ]);
  expect(feature.testCases!.map((c) => c.todo)).toEqual([false, false, true, true]);
});

it('binds behave steps: parse fields as regex groups, the driver from the context', async () => {
  const result = await convertFiles(fixture('behave-preferences'));
  const steps = fileOf(result, 'features/steps/preferences_steps.py');
  expect(steps).toMatchObject({ role: 'helper', testCount: 0, kind: 'selenium-python' });
  expect(steps.code).toContain(
    'Given(/^the user opens "(.+?)"$/, async ({ page }, path: string) => {',
  );
  // `{count:d}` is an int in behave: the raw text goes through the conversion's parseInt.
  expect(steps.code).toContain(
    'Then(/^the page has (-?\\d+) links$/, async ({ page }, arg0: string) => {\n  let count = parseInt(arg0, 10);',
  );
  expect(steps.diagnostics.map((d) => d.rule)).not.toContain('selenium-python/unknown-call');
  const feature = fileOf(result, 'features/preferences.feature');
  expect(feature.testCases!.map((c) => c.todo)).toEqual([false, false, true]);
});

it("binds pytest-bdd steps with the suite's fixtures, and keeps a step needing another fixture a TODO", async () => {
  const result = await convertFiles(fixture('pytest-bdd-consent'));
  const steps = fileOf(result, 'tests/test_consent.py');
  expect(steps.outputPath).toBe('tests/test_consent.steps.ts');
  expect(steps.code).toContain('createBdd(mergeTests(bddTest, test))');
  expect(steps.code).not.toContain('scenarios(');
  expect(steps.diagnostics.map((d) => [d.line, d.rule])).toContainEqual([
    24,
    'natural-language/step-definition-not-converted',
  ]);
  expect(result.playwrightConfig.code).toContain("steps: ['tests/test_consent.steps.ts']");
  expect(fileOf(result, 'features/consent.feature').testCases!.map((c) => c.todo)).toEqual([
    false,
    true,
  ]);
});

it('binds cucumber-java steps: {int} stays a number, a regex group is text, a DataTable step a TODO', async () => {
  const result = await convertFiles(fixture('cucumber-java-preferences'));
  const steps = fileOf(result, 'src/test/java/steps/PreferencesSteps.java');
  expect(steps).toMatchObject({ role: 'helper', testCount: 0, kind: 'selenium-java' });
  expect(steps.code).toContain(
    "Then('the page has {int} links', async ({ page }, count: number) => {\n  await expect(page.locator('li a')).toHaveCount(count);",
  );
  expect(steps.code).toContain('Then(/^the consent message reads "([^"]*)"$/, async');
  expect(steps.code).not.toContain('test.describe');
  expect(steps.code).not.toContain('__rewrightStepArgument');
  expect(steps.diagnostics.map((d) => [d.line, d.rule])).toContainEqual([
    48,
    'natural-language/step-definition-not-converted',
  ]);
  const feature = fileOf(result, 'src/test/resources/features/preferences.feature');
  expect(feature.testCases!.map((c) => c.todo)).toEqual([false, false, true]);
});

it('runs the bound output with bddgen and Playwright Test against the fixture app', async () => {
  const result = await convertFiles(fixture('protractor-preferences'));
  const dir = join(repoRoot, '.test-results', 'gherkin-bound', 'run');
  rmSync(dir, { recursive: true, force: true });
  const write = (path: string, code: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), code);
  };
  for (const f of result.files) if (f.code !== undefined) write(f.outputPath, f.code);
  for (const f of result.supportFiles) write(f.outputPath, f.code);
  write('playwright.config.ts', result.playwrightConfig.code);
  // The harness owns the browser and the reporter; the generated config owns the rest.
  write(
    'run.config.ts',
    `import base from './playwright.config';
export default {
  ...base,
  workers: 1,
  reporter: [['json', { outputFile: 'report.json' }]],
  use: { ...base.use, launchOptions: { executablePath: ${JSON.stringify(chromiumPath)}, args: ['--no-sandbox', '--disable-gpu'] } },
};
`,
  );
  const server = await startFixtureServer({ broken: false });
  try {
    const env = { ...process.env, BASE_URL: server.url };
    const options = { cwd: dir, env, timeoutMs: 120_000 };
    const gen = await runCommand(join(binDir, 'bddgen'), ['-c', 'run.config.ts'], options);
    expect(gen.exitCode, gen.output).toBe(0);
    const run = await runCommand(
      join(binDir, 'playwright'),
      ['test', '-c', 'run.config.ts'],
      options,
    );
    const cases = readPlaywrightReport(join(dir, 'report.json'));
    expect(cases.map((c) => `${c.titlePath.at(-1)}: ${c.status}`).sort(), run.output).toEqual([
      'A callback-style step: skipped',
      'A step nobody defined: skipped',
      'Accepting cookies: passed',
      'Headings of /plain/index.html: passed',
      'Headings of /plain/preferences.html: passed',
    ]);
    expect(readFileSync(join(dir, 'features/preferences.feature'), 'utf8')).toContain('Examples:');
  } finally {
    await server.close();
  }
}, 240_000);
