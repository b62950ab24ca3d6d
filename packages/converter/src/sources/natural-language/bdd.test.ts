/**
 * `--keep-gherkin` (the front end's `convertFeaturesForBdd`): the features unchanged, one
 * playwright-bdd step definition per distinct step with the plain conversion's body, quoted
 * values as `{string}` parameters, and a TODO where a step needs what another step did.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { fixturesRoot } from '../../testing/fixtures.js';
import { convertFeaturesForBdd } from './bdd.js';

const feature = (name: string) => ({
  path: `features/${name}.feature`,
  source: readFileSync(
    join(fixturesRoot, 'natural-language', 'gherkin', `${name}.input.feature`),
    'utf8',
  ),
});

it('keeps the features and writes one step definition per distinct step', () => {
  const todo = feature('todomvc');
  const output = convertFeaturesForBdd([todo]);
  expect(output.features).toEqual([todo]);
  const { code } = output.steps;
  expect(code).toContain("import { createBdd } from 'playwright-bdd';");
  expect(code).toContain(
    "When('I type {string} into the field with placeholder {string}', async ({ page }, arg0: string, arg1: string) => {\nawait page.getByPlaceholder(arg1).fill(arg0);\n});",
  );
  expect(code).toContain(
    "Given('I open {string}', async ({ page }, arg0: string) => {\nawait page.goto(arg0);\n});",
  );
  // The outline's three rows say one step: one definition.
  expect(code.match(/'the \{string\} item should be visible'/g)).toHaveLength(1);
  expect(code).toContain('await expect(page).toHaveURL(new RegExp(arg0.replace(');
});

it('leaves steps that need another step as TODOs, with a diagnostic', () => {
  const output = convertFeaturesForBdd([feature('dialogs-frames')]);
  expect(output.steps.code).toContain(
    '// TODO(rewright): natural-language/bdd-shared-state: I accept the confirmation',
  );
  expect(output.diagnostics.map((d) => d.rule)).toContain('natural-language/bdd-shared-state');
  expect(output.diagnostics.every((d) => d.path === 'features/dialogs-frames.feature')).toBe(true);
});
