/**
 * Features with the project's own cucumber-js step definitions (`bound-steps.ts`): the
 * definitions converted by their kind's front end and bound through playwright-bdd, the features
 * kept, one credit per scenario with the unbound and untranslatable ones charged nothing — and
 * the output run for real: `bddgen` and Playwright Test in Chromium against the plain fixture app,
 * the bound form and the plain `--keep-gherkin` form (steps from the grammar) alike.
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
  // Three plain scenarios and two outline rows bound; the undefined step and the callback-style
  // definition leave their scenarios uncharged.
  expect(feature.testCount).toBe(6);
  expect(feature.testCases!.map((c) => c.todo)).toEqual([false, false, false, false, true, true]);
  expect(feature.diagnostics.map((d) => [d.line, d.rule])).toEqual([
    [1, 'natural-language/bound-step-definitions'],
    [29, 'natural-language/unbound-step'],
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
    59,
    'natural-language/step-definition-not-converted',
  ]);
  const unbound = result.supportFiles.find((f) => f.outputPath === 'rewright-unbound.steps.ts')!;
  expect(unbound.code).toContain(
    'When(\'the user changes the theme to "dark"\', { arityCheck: false }, async () => {',
  );
  expect(unbound.code).toContain('test.fixme(');
  expect(result.playwrightConfig.code).toContain(
    "steps: ['features/step_definitions/preferences.steps.ts', 'rewright-unbound.steps.ts']",
  );
  expect(result.report).toMatchObject({ testCases: 6, todos: 3 });
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
  // The World's scenario state (`this.title = …`) is the `world` fixture's: charged.
  expect(feature.testCases!.map((c) => c.todo)).toEqual([false, false, false, true]);
});

it("keeps custom parameter types and the World's scenario state; a type or World it cannot carry stays a TODO", async () => {
  const result = await convertFiles(fixture('protractor-world-parameter-types'));
  const path = 'features/step_definitions/headings.steps.js';
  const steps = fileOf(result, path);
  expect(steps.code).toContain(
    "import { createBdd, defineParameterType, test as bddTest } from 'playwright-bdd';",
  );
  expect(steps.code).toContain(
    'export const test = bddTest.extend<{ world: Record<string, any> }>',
  );
  expect(steps.diagnostics.filter((d) => d.rule.startsWith('natural-language/'))).toMatchObject([
    // playwright-bdd gives a transformer the step's text as `this`: the diagnostic says so.
    {
      line: 18,
      message: expect.stringContaining(
        "transformer uses the World (`this`): playwright-bdd runs a transformer with the step's text as `this`, never the World",
      ),
    },
    { line: 46, message: expect.stringContaining('{shade}, a parameter type not defined here') },
  ]);
  // The {shade} step is not registered (bddgen would refuse the run): its feature step is unbound.
  expect(steps.code).not.toMatch(/^When\('the user picks the \{shade\} theme'/m);
  const unbound = result.supportFiles.find((f) => f.outputPath === 'rewright-unbound.steps.ts');
  expect(unbound?.code).toContain(
    "When('the user picks the dark theme', { arityCheck: false }, async () => {",
  );
  const feature = fileOf(result, 'features/headings.feature');
  // The World's `this.browser` is Protractor's browser: the page.
  expect(steps.code).toContain(
    'Then("the World\'s browser goes back", async ({ page }) => {\n  await page.goBack();\n});',
  );
  expect(feature.testCases!.map((c) => c.todo)).toEqual([false, false, false, true]);
});

it("binds steps on a World's WebDriver to the page; a World holding only it goes, a World method stays a TODO", async () => {
  const result = await convertFiles(fixture('selenium-world-driver'));
  const steps = fileOf(result, 'features/step_definitions/consent.steps.js');
  expect(steps.code).toContain(
    "Given('I am on the {string} page', async ({ page }, name: string) => {\n  await page.goto(",
  );
  expect(steps.code).toContain(
    "When('I accept the cookies', async ({ page, world }) => {\n  await page.locator('#accept-cookies').click();\n  world.accepted = true;",
  );
  expect(steps.code).not.toMatch(/\bdriver\.|RewrightWorldBuilder/);
  expect(
    steps.diagnostics.filter((d) => d.rule === 'natural-language/step-definition-not-converted'),
  ).toMatchObject([{ line: 19, message: expect.stringContaining('a World method') }]);
  // The stand-in's own last line (the World's driver, built) says nothing about the source.
  expect(steps.diagnostics.every((d) => d.line <= 21)).toBe(true);
  const world = fileOf(result, 'features/support/world.js');
  expect(world.code).not.toMatch(/setWorldConstructor|class|After|quit/);
  expect(world.diagnostics.map((d) => [d.line, d.rule])).toContainEqual([
    5,
    'natural-language/world-driver',
  ]);
  expect(fileOf(result, 'features/consent.feature').testCases!.map((c) => c.todo)).toEqual([
    false,
    true,
  ]);
});

it('keeps a World holding more than its browser, and a hook reading its state, as TODOs', () => {
  const read = readStepDefinitions(
    'world.js',
    `const { setWorldConstructor, Before, After } = require('@cucumber/cucumber');
class CountingWorld {
  constructor() {
    this.driver = buildDriver();
    this.count = 0;
  }
}
setWorldConstructor(CountingWorld);
Before(async function () { this.count = 1; });
After(async function () { await this.driver.quit(); });`,
  );
  expect(read.notCarried.map((n) => [n.line, n.why])).toEqual([
    [2, expect.stringContaining('the World class holds more than its browser')],
    [8, 'Cucumber configuration playwright-bdd sets another way'],
    [9, 'the hook reads the scenario or the World'],
  ]);
  // The hook on the World's driver is kept, on the file's driver; taken-out lines stay lines.
  expect(read.standIn).toContain('afterEach(async function () { await driver.quit(); });');
  expect(read.standIn.split('\n')[9]).toBe(
    'afterEach(async function () { await driver.quit(); });',
  );
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
  expect(steps.code).toContain('export const test = mergeTests(bddTest, baseTest);');
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

/**
 * Writes a converted project and runs it as its users would: `bddgen`, then Playwright Test in
 * Chromium against the plain fixture app (the harness owns the browser and the reporter, the
 * generated config the rest). Answers each test's `title: status`, sorted; `bddgen` alone
 * (no browser) answers nothing.
 */
async function runBddProject(
  result: ProjectResult,
  name: string,
  only?: 'bddgen',
): Promise<string[]> {
  const dir = join(repoRoot, '.test-results', 'gherkin-bound', name);
  rmSync(dir, { recursive: true, force: true });
  const write = (path: string, code: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), code);
  };
  for (const f of result.files) if (f.code !== undefined) write(f.outputPath, f.code);
  for (const f of result.supportFiles) write(f.outputPath, f.code);
  write('playwright.config.ts', result.playwrightConfig.code);
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
    if (only) return [];
    const run = await runCommand(
      join(binDir, 'playwright'),
      ['test', '-c', 'run.config.ts'],
      options,
    );
    const cases = readPlaywrightReport(join(dir, 'report.json'));
    expect(cases.length, run.output).toBeGreaterThan(0);
    return cases.map((c) => `${c.titlePath.at(-1)}: ${c.status}`).sort();
  } finally {
    await server.close();
  }
}

it('runs the bound output with bddgen and Playwright Test against the fixture app', async () => {
  // With a Selenium project whose World holds the driver: its steps run on the page fixture,
  // and both step files' World state is one `test`'s (playwright-bdd refuses two).
  const result = await convertFiles([
    ...fixture('protractor-preferences'),
    ...fixture('selenium-world-driver'),
    // And cucumber-java steps reading their tables as playwright-bdd's DataTable gives them.
    ...fixture('cucumber-java-data-tables'),
  ]);
  expect(await runBddProject(result, 'run')).toEqual([
    // A TODO definition is fixme for a step with a table too (bddgen checks arity otherwise).
    'A DataTable handed on: skipped',
    'A DataTable read as a list: passed',
    'A DataTable read as maps, by its size and a column: passed',
    'A DataTable transposed: passed',
    "A DataTable's cells and rows: passed",
    'A World method: skipped',
    'A callback-style step: skipped',
    'A step nobody defined: skipped',
    'A table converted to a list of maps, a list of lists and a list: passed',
    'A table converted to a map: passed',
    // Uncharged (natural-language/empty-table-cell), though this step reads no empty cell.
    'A table with an empty cell, null in cucumber-java: passed',
    "Accepting cookies on the World's driver: passed",
    'Accepting cookies: passed',
    'Headings of /plain/index.html: passed',
    'Headings of /plain/preferences.html: passed',
    // A custom parameter type and the World's state, as playwright-bdd runs them.
    'Remembering the heading of a named page: passed',
  ]);
  expect(
    readFileSync(
      join(repoRoot, '.test-results', 'gherkin-bound', 'run', 'features/preferences.feature'),
      'utf8',
    ),
  ).toContain('Examples:');
}, 240_000);

it("generates the pytest-bdd output's tests: the steps file exports the test merged with the suite's fixtures", async () => {
  // playwright-bdd finds a custom `test` only as a steps file's export (bddgen fails otherwise).
  const result = await convertFiles(fixture('pytest-bdd-consent'));
  expect(await runBddProject(result, 'pytest-bdd', 'bddgen')).toEqual([]);
}, 120_000);

it('runs the plain --keep-gherkin output (features, steps from the grammar) the same way', async () => {
  const feature = `Feature: Preferences kept as Gherkin

  Background:
    Given I open "/plain/preferences.html"

  Scenario: Accepting cookies
    When I click the "Accept cookies" button
    Then I should see "Cookies accepted"

  Scenario Outline: The heading of <page>
    Given I open "<page>"
    Then I should see "<heading>"

    Examples:
      | page              | heading       |
      | /plain/index.html | Plain fixture |
`;
  const result = await convertFiles([{ path: 'features/preferences.feature', source: feature }], {
    keepGherkin: true,
  });
  expect(result.report.todos).toBe(0);
  expect(result.supportFiles.map((f) => f.outputPath)).toEqual(['steps.ts']);
  expect(await runBddProject(result, 'plain')).toEqual([
    'Accepting cookies: passed',
    'The heading of /plain/index.html: passed',
  ]);
}, 240_000);
