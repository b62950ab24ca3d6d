/**
 * Names of `Object.prototype`'s members (`constructor`, `toString`, `__proto__`…) in a source are
 * the user's own: the tables the front ends look names up in (`core/lookup-table.ts`) must not
 * answer them with the prototype's functions. Before, `toString()` was taken for a Protractor
 * browser call (its native source text in the TODO), `it.constructor(…)` for a test, a Java
 * `@constructor` annotation for a hook, a Gherkin `<toString>` placeholder was filled with a
 * function, and two inputs crashed the engine. One small project per converting kind.
 */
import { describe, expect, it } from 'vitest';
import type { ProjectFile, ProjectResult, SourceKind } from './api.js';
import { convertFiles } from './convert.js';
import { lookupTable } from './core/lookup-table.js';
import { convertingKinds } from './kinds.js';

const protractorSpec = `describe('proto names', function () {
  it('keeps the user code', async function () {
    await browser.get('/x');
    const s = toString();
    hasOwnProperty('a');
    constructor(1, function () { return 1; });
    valueOf.only('x', function () {});
    isPrototypeOf(s); propertyIsEnumerable('x'); toLocaleString();
    __defineGetter__('x', function () {}); __lookupGetter__('x');
    browser.toString();
    const c = browser.constructor;
    browser.valueOf();
    await browser.driver.toString();
    await element(by.css('.a')).valueOf();
    await element(by.constructor('x')).click();
    await element(by.toString('x')).click();
    await element.all(by.css('.a')).constructor();
    const k = protractor.Key.constructor;
    await browser.wait(protractor.ExpectedConditions.constructor(), 10);
    expect(1).constructor(1);
  });
  it.constructor('not a test', function () {});
  describe.toString('not a describe', function () {});
  it.hasOwnProperty('not a test either', function () {});
  constructor(function () {});
});
__proto__('top', function () {});
`;

const seleniumSpec = `const { Builder, By, until, Key } = require('selenium-webdriver');
describe('proto names', function () {
  let driver;
  before(async () => { driver = await new Builder().forBrowser('chrome').build(); });
  after(() => driver.quit());
  it('keeps the user code', async () => {
    await driver.get('/x');
    driver.toString();
    const c = driver.constructor;
    await driver.manage().constructor();
    await driver.switchTo().hasOwnProperty('x');
    await driver.findElement(By.css('.a')).valueOf();
    await driver.findElement(By.constructor('x')).click();
    await driver.findElement(By.toString('x')).click();
    await driver.findElement({ constructor: 'x' }).click();
    await driver.wait(until.constructor(By.css('.a')), 10);
    await driver.findElement(By.css('.a')).sendKeys(Key.toString, Key.constructor);
    toString(); hasOwnProperty('a'); isPrototypeOf(); propertyIsEnumerable('x');
  });
  it.constructor('not a test', () => {});
  describe.toString('not a describe', () => {});
  constructor(() => {});
});
`;

const javaTest = `import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

public class ProtoTest {
  private WebDriver driver;

  @BeforeEach
  public void setUp() { driver = new ChromeDriver(); }

  @constructor
  public void notAHook() { driver.get("http://localhost/hook"); }

  @toString
  public void notAHookEither() { driver.get("http://localhost/hook2"); }

  @Test
  public void keepsTheUserCode() {
    driver.get("http://localhost/x");
    String s = driver.toString();
    driver.manage().constructor();
    driver.navigate().hasOwnProperty("x");
    WebElement e = driver.findElement(By.id("x"));
    e.valueOf();
    driver.findElement(By.constructor("x")).click();
    driver.findElement(By.toString("x")).click();
    e.sendKeys(Keys.constructor);
    String t = s.valueOf();
    constructor();
    toString();
  }
}
`;

const testngXml = `<suite name="proto">
  <test name="a">
    <parameter name="constructor" value="x"/>
    <classes><class name="ProtoTest"/></classes>
  </test>
  <test name="b">
    <classes><class name="ProtoTest"/></classes>
  </test>
</suite>
`;

const pythonTest = `import unittest
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_proto_names(driver):
    driver.get("http://localhost/x")
    driver.__class__
    driver.toString()
    driver.constructor()
    element = driver.find_element(By.ID, "x")
    element.hasOwnProperty("x")
    element.__proto__
    driver.find_element(By.constructor, "x").click()
    driver.find_element("toString", "x").click()
    driver.find_element_by_constructor("x")
    element.send_keys(Keys.constructor)
    WebDriverWait(driver, 5).until(EC.constructor((By.ID, "x")))
    hasOwnProperty("a")


class TestProto(unittest.TestCase):
    def setUp(self):
        self.driver = webdriver.Chrome()

    def constructor(self):
        self.driver.get("http://localhost/c")

    def test_methods(self):
        self.driver.get("http://localhost/y")
        self.assertConstructor(1, 2)
        self.driver.toString()
`;

const feature = `Feature: constructor

  Scenario: toString valueOf
    Given I am on the constructor page
    When I click the "constructor" button
    And I press toString
    And I constructor the hasOwnProperty field
    Then I should see "valueOf"

  Scenario Outline: toLocaleString
    When I fill the Username field with "<constructor>"
    Then I should see "<toString>"

    Examples:
      | user |
      | a    |
`;

const boundFeature = `Feature: prototype words

  Scenario: toString
    Given I open the constructor page
`;

const boundSteps = `const { Given } = require('@cucumber/cucumber');

constructor(async function () {
  await this.driver.get('/hook');
});
toString(function () {});

Given('I open the {word} page', async function (name) {
  await this.driver.get('/' + name);
});
`;

interface Case {
  files: ProjectFile[];
  /** Passed as `from`; the bound-steps case is detected, as a project folder is. */
  from?: SourceKind;
  check: (result: ProjectResult) => void;
}

const code = (result: ProjectResult, path: string) =>
  result.files.find((f) => f.sourcePath === path)?.code ?? '';
const messages = (result: ProjectResult) =>
  result.files.flatMap((f) => f.diagnostics.map((d) => `${d.rule}: ${d.message}`));
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

const cases: Partial<Record<SourceKind, Case[]>> = {
  protractor: [
    {
      files: [{ path: 'proto.spec.js', source: protractorSpec }],
      from: 'protractor',
      check(result) {
        const out = code(result, 'proto.spec.js');
        expect(result.files[0]!.testCount).toBe(1);
        expect(count(out, /\btest\(/g)).toBe(1);
        expect(count(out, /\btest\.describe\(/g)).toBe(1);
        for (const kept of [
          'const s = toString();',
          "hasOwnProperty('a');",
          "valueOf.only('x', function () {});",
          "__lookupGetter__('x');",
          "it.constructor('not a test', function () {});",
          "describe.toString('not a describe', function () {});",
          "it.hasOwnProperty('not a test either', function () {});",
          "__proto__('top', function () {});",
        ])
          expect(out).toContain(kept);
        expect(out).not.toMatch(/TODO.*\n\s*const s = toString\(\)/);
        expect(messages(result)).toContain(
          'protractor/locators/unknown-by: Unknown `by` locator (by.constructor)',
        );
      },
    },
  ],
  'selenium-js': [
    {
      files: [{ path: 'proto.spec.js', source: seleniumSpec }],
      from: 'selenium-js',
      check(result) {
        const out = code(result, 'proto.spec.js');
        expect(count(out, /\btest\(/g)).toBe(1);
        expect(count(out, /\btest\.describe\(/g)).toBe(1);
        expect(out).toContain("it.constructor('not a test', () => {});");
        expect(out).toContain("describe.toString('not a describe', () => {});");
        expect(out).toContain('constructor(() => {});');
        expect(out).toContain("toString();\n    hasOwnProperty('a');");
        expect(messages(result)).toEqual(
          expect.arrayContaining([
            'selenium/unknown-locator: Unknown locator strategy (By.constructor)',
            'selenium/unsupported-command: This WebDriver command has no Playwright equivalent (toString)',
            'selenium/unsupported-condition: This wait condition could not be translated (until.constructor)',
          ]),
        );
      },
    },
  ],
  'selenium-java': [
    {
      files: [
        { path: 'ProtoTest.java', source: javaTest },
        { path: 'testng.xml', source: testngXml },
      ],
      from: 'selenium-java',
      check(result) {
        const out = code(result, 'ProtoTest.java');
        expect(result.files[0]!.testCount).toBe(1);
        expect(count(out, /\btest\(/g)).toBe(1);
        expect(out).not.toMatch(/test\.(before|after)/);
        expect(out).toContain('async function notAHook(page: Page)');
        expect(out).toContain('async function notAHookEither(page: Page)');
        // A parameter the second <test> lacks is absent there, not Object.prototype's.
        expect(result.playwrightConfig?.code).toContain(
          'parameter constructor differs between <test>s: x, (none)',
        );
        expect(messages(result)).toEqual(
          expect.arrayContaining([
            'selenium-java/unknown-locator: Unknown locator strategy (By.constructor)',
            'selenium-java/unsupported-command: This WebDriver command has no Playwright equivalent (driver.toString())',
            'selenium-java/unknown-call: Call to a library the converter does not know; kept as the original Java (Keys.constructor)',
            'selenium-java/unknown-call: Call to a library the converter does not know; kept as the original Java (constructor())',
          ]),
        );
      },
    },
  ],
  'selenium-python': [
    {
      files: [{ path: 'test_proto.py', source: pythonTest }],
      from: 'selenium-python',
      check(result) {
        const out = code(result, 'test_proto.py');
        expect(result.files[0]!.testCount).toBe(2);
        expect(out).not.toMatch(/test\.(before|after)/);
        expect(out).toContain("hasOwnProperty('a');");
        expect(out).toContain('async function constructor()');
        expect(messages(result)).toEqual(
          expect.arrayContaining([
            'selenium-python/unsupported-command: This WebDriver command has no Playwright equivalent (driver.__class__)',
            'selenium-python/unsupported-command: This WebDriver command has no Playwright equivalent (driver.toString())',
            'selenium-python/unknown-locator: Unknown locator strategy (By.constructor)',
            'selenium-python/unknown-locator: Unknown locator strategy ("toString")',
            'selenium-python/unsupported-command: This WebDriver command has no Playwright equivalent (driver.find_element_by_constructor())',
            'selenium-python/unknown-condition: Unknown expected condition (constructor)',
          ]),
        );
      },
    },
  ],
  'natural-language': [
    {
      files: [{ path: 'proto.feature', source: feature }],
      from: 'natural-language',
      check(result) {
        const out = code(result, 'proto.feature');
        expect(result.files[0]!.testCount).toBe(2);
        // A placeholder no column fills stays as written.
        expect(out).toContain(".fill('<constructor>');");
        expect(out).toContain("page.getByText('<toString>')");
        expect(out).toContain("page.getByRole('button', { name: 'constructor' }).click();");
        expect(messages(result)).toContain(
          'natural-language/unreadable-step: The grammar cannot read this step; it is kept as a TODO',
        );
      },
    },
    {
      files: [
        { path: 'features/proto.feature', source: boundFeature },
        { path: 'features/step_definitions/proto.steps.js', source: boundSteps },
      ],
      check(result) {
        const steps = code(result, 'features/step_definitions/proto.steps.js');
        // Not Cucumber hooks: the user's own calls, kept.
        expect(steps).toContain(
          "constructor(async function () {\n  await this.driver.get('/hook');",
        );
        expect(steps).toContain('toString(function () {});');
        expect(steps).not.toMatch(/^(Before|After)/m);
        expect(steps).toContain("Given('I open the {word} page', async ({ page }, name: string)");
      },
    },
  ],
};

describe('names of Object.prototype members in the source', () => {
  it('is answered by a table only for its own keys', () => {
    const table = lookupTable<Record<string, number>>({ describe: 1 });
    expect(table.describe).toBe(1);
    for (const name of ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'])
      expect(table[name], name).toBeUndefined();
    expect('constructor' in table).toBe(false);
    expect(Object.isFrozen(table)).toBe(true);
  });

  it('has a case for every converting kind', () => {
    expect(convertingKinds().filter((kind) => !cases[kind.id]?.length)).toEqual([]);
  });

  // Each case converts with the real engine: seconds of CPU, more on a loaded machine.
  for (const kind of convertingKinds()) {
    for (const [index, { files, from, check }] of (cases[kind.id] ?? []).entries()) {
      it(`${kind.id} ${index + 1}: stays the user's code or a plain TODO`, async () => {
        const result = await convertFiles(files, from ? { from } : undefined);
        const texts = [
          ...result.files.map((f) => f.code ?? ''),
          ...messages(result),
          ...result.supportFiles.map((f) => f.code),
          result.playwrightConfig?.code ?? '',
        ];
        for (const text of texts) expect(text).not.toContain('[native code]');
        expect(messages(result).filter((m) => /^(engine|parse)\//.test(m))).toEqual([]);
        check(result);
      });
    }
  }
});
