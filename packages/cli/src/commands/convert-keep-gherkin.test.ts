/**
 * `rewright convert --keep-gherkin` end to end (`bin/rewright.js` spawned with the real engine):
 * the features are written unchanged, their steps become playwright-bdd definitions in steps.ts,
 * the config generates their tests (and still runs the other natural-language specs); a project
 * with another kind's specs is refused before anything is written.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonReport } from '../json-report';
import { createTempProject, listFiles, type TempProject } from '../temp-project';

// Unmetered (development only; the spawned CLI inherits it): these tests are about the output.
process.env.REWRIGHT_DEV_UNMETERED = '1';

const bin = fileURLToPath(new URL('../../bin/rewright.js', import.meta.url));
const feature = `Feature: Login

  Scenario: Sign in
    Given I open "/login"
    When I type "ann" into the Username field
    And I click the "Sign in" button
    Then I should see "Welcome, ann"

  Scenario: Confirm the logout
    Given I open "/account"
    When I click the "Log out" button
    And I accept the confirmation
`;

let project: TempProject | undefined;
afterEach(() => project?.dispose());

function rewright(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, 'convert', ...args],
      { cwd: project!.root },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe('rewright convert --keep-gherkin', () => {
  it('keeps the features, writes their step definitions and a config that runs them', async () => {
    project = await createTempProject({
      'features/login.feature': feature,
      'cases/smoke.md': '# Smoke\n\n## Home\n\n1. Open "/"\n2. Verify "Welcome" is displayed\n',
    });
    const run = await rewright(['e2e', '--keep-gherkin', '--json']);
    const out = path.join(project.root, 'e2e-playwright');
    expect(await listFiles(out)).toEqual([
      'cases/smoke.spec.ts',
      'features/login.feature',
      'playwright.config.ts',
      'steps.ts',
    ]);
    expect(await readFile(path.join(out, 'features/login.feature'), 'utf8')).toBe(feature);
    const steps = await readFile(path.join(out, 'steps.ts'), 'utf8');
    expect(steps).toContain("import { createBdd } from 'playwright-bdd';");
    expect(steps).toContain(
      "When('I type {string} into the Username field', async ({ page }, arg0: string) => {",
    );
    expect(steps).toContain(
      '// TODO(rewright): natural-language/bdd-shared-state: I accept the confirmation',
    );
    const config = await readFile(path.join(out, 'playwright.config.ts'), 'utf8');
    expect(config).toContain("import { defineBddConfig } from 'playwright-bdd';");
    expect(config).toMatch(
      /defineBddConfig\(\{\s+features: \['features\/login\.feature'\],\s+steps: \['steps\.ts'\],/,
    );
    expect(config).toContain("{ name: 'features', testDir: featuresTestDir }");
    expect(config).toContain("testMatch: ['cases/smoke.spec.ts']");
    const json = JSON.parse(run.stdout) as JsonReport;
    // Both scenarios counted; the feature whose definitions hold a TODO is charged for neither.
    expect(json.report.testCases).toBe(3);
    expect(json.report.todos).toBe(1);
    expect(run.code).toBe(1);
  }, 120_000);

  it('refuses a project with specs of another kind, writing nothing', async () => {
    project = await createTempProject({
      'features/login.feature': feature,
      'specs/home.spec.js': "describe('home', () => {\n  it('opens', () => {});\n});\n",
    });
    const run = await rewright(['e2e', '--keep-gherkin', '--out', 'mixed']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--keep-gherkin keeps the .feature files');
    // An unmetered run makes the folder before converting; nothing is written into it.
    const mixed = path.join(project.root, 'mixed');
    expect(existsSync(mixed) ? await listFiles(mixed) : []).toEqual([]);
  }, 120_000);
});
