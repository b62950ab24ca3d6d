/**
 * The behave/pytest-bdd and cucumber-java step readers parse their language (tree-sitter's Python
 * and Java grammars): what a line-by-line reading got wrong — a name inside a string, a signature
 * over several lines, a brace on its own line — is read as the language means it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadJavaParser } from '../selenium-java/parser.js';
import { loadPythonParser } from '../selenium-python/parser.js';
import { importsCucumberSteps } from './java-steps.js';
import { definesSteps, readStepDefinitions } from './step-definitions.js';

beforeAll(async () => {
  // Both at once, as a project with Python and Java files loads them.
  await Promise.all([loadPythonParser(), loadJavaParser()]);
});

describe('behave and pytest-bdd steps', () => {
  it('reads context.driver as the driver only where the code reads it, not in a string', () => {
    const read = readStepDefinitions(
      'steps/search_steps.py',
      `from behave import given, then


@given('the user searches for "{term}"')
def search(context, term):
    context.driver.find_element("name", "q").send_keys(term)
    print("context.driver is ready")


@then(
    "the page has {count:d} results"
)
def results(
    context,
    count,
):
    assert len(context.browser.find_elements("css selector", ".result")) == count
`,
    );
    expect(read.definitions.map((d) => [d.keyword, d.pattern.text, d.notCarried])).toEqual([
      ['Given', '^the user searches for "(.+?)"$', undefined],
      ['Then', '^the page has (-?\\d+) results$', undefined],
    ]);
    expect(read.standIn).toContain('    driver.find_element("name", "q").send_keys(term)');
    expect(read.standIn).toContain('    print("context.driver is ready")');
    expect(read.standIn).toContain('    count = int(__rewright_step_argument(0))');
    expect(read.standIn).toContain(
      '    assert len(driver.find_elements("css selector", ".result")) == count',
    );
    expect(read.standIn).not.toContain('from behave');
  });

  it('is a step module only when a function is decorated as a step', () => {
    expect(definesSteps('helpers.py', '# @given("x") is how steps are written\nx = 1\n')).toBe(
      false,
    );
    expect(definesSteps('steps.py', '@when("it runs")\ndef run(context):\n    pass\n')).toBe(true);
  });
});

describe('cucumber-java steps', () => {
  const source = `package steps;

import io.cucumber.java.en.Given;
import org.openqa.selenium.WebDriver;

public class SearchSteps
{
    private WebDriver driver;

    @Given("the user searches for {string}")
    public void search(
        String term
    ) {
        driver.get("/search?q=" + term);
    }
}
`;

  it('reads a signature over several lines and a class whose brace is on its own line', () => {
    const read = readStepDefinitions('src/test/java/steps/SearchSteps.java', source);
    expect(read.definitions).toMatchObject([
      {
        keyword: 'Given',
        pattern: { text: 'the user searches for {string}' },
        params: [{ name: 'term' }],
      },
    ]);
    expect(read.definitions[0]!.notCarried).toBeUndefined();
    expect(read.standIn).toContain(
      '{\n    private static <T> T __rewrightStepArgument(int index) { return null; }',
    );
    expect(read.standIn).toContain(
      '    @org.junit.Test\n    public void rewrightStep0() {\n        String term = __rewrightStepArgument(0);\n        driver.get("/search?q=" + term);\n    }',
    );
    expect(read.standIn).not.toContain('io.cucumber');
  });

  it('is a step class when it imports cucumber-java, not when a comment names it', () => {
    expect(importsCucumberSteps(source)).toBe(true);
    expect(importsCucumberSteps('// import io.cucumber.java.en.Given;\nclass A {}\n')).toBe(false);
  });
});
