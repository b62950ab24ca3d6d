/**
 * The natural-language front end as the pipeline sees it: what is a test case (and charged),
 * what is not (a project's README), and Gherkin that does not parse.
 */
import { describe, expect, it } from 'vitest';
import { convert, convertFiles } from '../../index.js';

const readme = `# shop-e2e

End-to-end tests for the shop, written with Protractor.

## Running the tests

1. Install the dependencies with \`npm install\`.
2. Start the app on port 4200.
3. Run \`npx protractor protractor.conf.js\`.

## Notes

The login page uses a test account; ask the team for the password.
`;

const spec = `describe('login', () => {
  it('shows the form', async () => {
    await browser.get('/login');
    expect(await element(by.css('form')).isPresent()).toBe(true);
  });
});
`;

describe('natural-language front end', () => {
  it("does not convert or charge a Protractor project's README", async () => {
    const result = await convertFiles([
      { path: 'README.md', source: readme },
      { path: 'e2e/login.spec.js', source: spec },
    ]);
    // Left out of the project as if it had not been given: no file, no output, no count.
    expect(result.files.map((f) => f.sourcePath)).toEqual(['e2e/login.spec.js']);
    expect(result.report.files).toBe(1);
    expect(result.report.testCases).toBe(1);
    expect(result.report.errors).toBe(0);
  });

  it('counts each described test case and each outline row as one test case', async () => {
    const result = await convertFiles([
      {
        path: 'cases/login.md',
        source: `# Login\n\n## TC-1 Valid login\n1. Open the login page\n2. Enter "alice" into the Username field\n3. Click the "Sign in" button\n4. Verify that "Welcome, alice" is displayed\n\n## TC-2 Logout\n- Click the "Log out" link\n- The Sign in button should be visible\n`,
      },
      {
        path: 'features/search.feature',
        source: `Feature: Search\n  Scenario Outline: Search for <term>\n    When I fill the Search field with "<term>"\n    Then I should see "<term>"\n    Examples:\n      | term |\n      | tea  |\n      | mugs |\n`,
      },
    ]);
    const [md, feature] = result.files;
    expect(md!.outputPath).toBe('cases/login.spec.ts');
    expect(md!.testCount).toBe(2);
    expect(md!.testCases?.map((t) => [t.name, t.todo])).toEqual([
      ['TC-1 Valid login', false],
      ['TC-2 Logout', false],
    ]);
    expect(feature!.outputPath).toBe('features/search.spec.ts');
    expect(feature!.testCases?.map((t) => t.name)).toEqual(['Search for tea', 'Search for mugs']);
    expect(result.report.testCases).toBe(4);
  });

  it('reports Gherkin that does not parse as a diagnostic, without throwing', async () => {
    const result = await convert({
      path: 'broken.feature',
      source:
        'Feature: Broken\n  Scenario: one\n    Given I open "/"\n  oops: this is not Gherkin\n',
    });
    expect(result.code).toBe('');
    expect(result.diagnostics).toMatchObject([
      { rule: 'parse/syntax-error', line: 4, severity: 'error' },
    ]);
  });

  it('keeps a step the grammar cannot read, and charges nothing for its test', async () => {
    const result = await convertFiles([
      {
        path: 'cases/vague.txt',
        source: 'Test case: Smoke\n1. Open the home page\n2. Check everything works\n',
      },
    ]);
    const [file] = result.files;
    expect(file!.code).toContain(
      '// TODO(rewright): natural-language/vague-step: Check everything works',
    );
    expect(file!.testCases).toEqual([{ name: 'Smoke', line: expect.any(Number), todo: true }]);
  });
});
