/**
 * Features with the project's own cucumber-java step definitions (`bound-steps.ts`,
 * `java-steps.ts`): the step classes converted by the Selenium Java front end and bound through
 * playwright-bdd — Cucumber expressions and regexes, data tables in each form cucumber-java gives
 * them (`java-data-tables.ts`), the driver an injected object holds (`java-injection.ts`) and
 * `@ParameterType`s. Fixture pairs under `fixtures/natural-language/gherkin-bound/cucumber-java-*`.
 */
import { expect, it } from 'vitest';
import type { ProjectResult } from '../../api.js';
import { convertFiles } from '../../index.js';
import { fixtureCases } from '../../testing/fixtures.js';

function fixture(name: string) {
  const found = fixtureCases().find((c) => c.rule === 'gherkin-bound' && c.name === name)!;
  return found.files.map((f) => ({ path: f.path, source: f.source }));
}

const fileOf = (result: ProjectResult, path: string) =>
  result.files.find((f) => f.sourcePath === path)!;

it('binds cucumber-java steps: {int} stays a number, a regex group is text, a DataTable the table', async () => {
  const result = await convertFiles(fixture('cucumber-java-preferences'));
  const steps = fileOf(result, 'src/test/java/steps/PreferencesSteps.java');
  expect(steps).toMatchObject({ role: 'helper', testCount: 0, kind: 'selenium-java' });
  expect(steps.code).toContain(
    "Then('the page has {int} links', async ({ page }, count: number) => {\n  await expect(page.locator('li a')).toHaveCount(count);",
  );
  expect(steps.code).toContain('Then(/^the consent message reads "([^"]*)"$/, async');
  expect(steps.code).not.toContain('test.describe');
  expect(steps.code).not.toContain('__rewrightStepArgument');
  expect(steps.code).toContain(
    "Then('the page lists these links:', async ({ page }, links: DataTable) => {\n  for (const text of links.raw().flat()) {",
  );
  const feature = fileOf(result, 'src/test/resources/features/preferences.feature');
  expect(feature.testCases!.map((c) => c.todo)).toEqual([false, false, false]);
});

it("gives cucumber-java's table forms as playwright-bdd's DataTable; what it has no counterpart for stays a TODO", async () => {
  const result = await convertFiles(fixture('cucumber-java-data-tables'));
  const steps = fileOf(result, 'src/test/java/steps/LinkSteps.java');
  expect(steps.code).not.toContain('__rewrightTable');
  expect(steps.code).toContain("import { createBdd, type DataTable } from 'playwright-bdd';");
  // List<Map<…>> and Map<…>: the converted Java reads Maps.
  expect(steps.code).toContain(
    'const rows = table.hashes().map((row) => new Map(Object.entries(row)));',
  );
  expect(steps.code).toContain('const shown = new Map(Object.entries(table.rowsHash()));');
  expect(steps.code).toContain('const raw = table.raw();');
  expect(steps.code).toContain("expect(links.transpose().raw()[0][1]).toBe('Scripts');");
  expect(
    steps.diagnostics.filter((d) => d.rule === 'natural-language/step-definition-not-converted'),
  ).toMatchObject([{ line: 82, message: expect.stringContaining('passes its DataTable on') }]);
  const feature = fileOf(result, 'src/test/resources/features/links.feature');
  // An empty cell is null in cucumber-java: that scenario is not charged.
  expect(feature.diagnostics.map((d) => [d.line, d.rule])).toContainEqual([
    37,
    'natural-language/empty-table-cell',
  ]);
  expect(feature.testCases!.map((c) => c.todo)).toEqual([
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    true,
  ]);
});

it('reads the driver an injected TestContext holds as the page; its other state stays a TODO', async () => {
  const result = await convertFiles(fixture('cucumber-java-injected-driver'));
  const steps = fileOf(result, 'src/test/java/steps/ConsentSteps.java');
  // `context.getDriver()` and `this.context.driver` alike.
  expect(steps.code).toContain(
    "Given('the user opens {string}', async ({ page }, path: string) => {\n  await page.goto(process.env['BASE_URL'] + path);",
  );
  expect(steps.code).toContain(
    "When('the user accepts the cookies', async ({ page }) => {\n  await page.locator('#accept-cookies').click();",
  );
  expect(steps.code).not.toMatch(
    /\bcontext\b(?!\.rememberedHeading|\.getDriver\(\)\.find)|TestContext/,
  );
  expect(
    steps.diagnostics.filter((d) => d.rule === 'natural-language/step-definition-not-converted'),
  ).toMatchObject([{ line: 32, message: expect.stringContaining('context.rememberedHeading') }]);
  // The hooks made and quit the injected driver: Playwright's page fixture does both.
  const hooks = fileOf(result, 'src/test/java/steps/Hooks.java');
  expect(hooks.code).not.toMatch(/Before|After|context/);
  expect(
    fileOf(result, 'src/test/resources/features/consent.feature').testCases!.map((c) => c.todo),
  ).toEqual([false, true]);
});

it('registers a cucumber-java @ParameterType with its converted method; one with options stays a TODO', async () => {
  const result = await convertFiles(fixture('cucumber-java-parameter-type'));
  const steps = fileOf(result, 'src/test/java/steps/ThemeSteps.java');
  expect(steps.code).toContain(
    "defineParameterType({ name: 'shade', regexp: /dark|light/, transformer: shade });",
  );
  expect(
    steps.diagnostics.filter((d) => d.rule === 'natural-language/step-definition-not-converted'),
  ).toMatchObject([
    { line: 24, message: expect.stringContaining('(@ParameterType) with options other than') },
    { line: 39, message: expect.stringContaining('{size}, a parameter type not defined here') },
  ]);
  const feature = fileOf(result, 'src/test/resources/features/theme.feature');
  expect(feature.testCases!.map((c) => c.todo)).toEqual([false, false, true]);
});
