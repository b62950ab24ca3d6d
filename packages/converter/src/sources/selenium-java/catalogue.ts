/**
 * The Selenium Java front end's diagnostic codes (`selenium-java/…`), merged into the one
 * catalogue (`diagnostics/catalogue.ts`). Every code is produced by at least one fixture under
 * `fixtures/selenium-java/` (`codes.test.ts`).
 */
import type { Severity } from '../../api.js';

export const seleniumJavaCatalogue = {
  'selenium-java/import-removed': {
    severity: 'info',
    message:
      'Selenium, TestNG and JUnit imports removed: Playwright Test provides the browser, the page and the runner',
  },
  'selenium-java/hash-code': {
    severity: 'warning',
    message:
      '`hashCode()` of a value whose Java hash is its object identity or is not known here (only a String, Integer, Long, Short, Byte, Boolean or Character hash is converted); kept as the original Java',
  },
  'selenium-java/driver-fixture': {
    severity: 'info',
    message:
      'The WebDriver the suite created and quit is Playwright’s page (one per test, or one per class where the class set its browser up once); its browser options are in `playwright.config.ts`',
  },
  'selenium-java/shared-driver-scope': {
    severity: 'info',
    message:
      'The class set its browser up once (`@BeforeClass`, `@BeforeAll`, `@BeforeSuite`) for all its tests: they share one page, made in `test.beforeAll` (after a failed test Playwright starts a new worker, which makes it again)',
  },
  'selenium-java/remote-grid': {
    severity: 'warning',
    message:
      'The suite ran its browser on a Selenium Grid: Playwright starts the browser itself (the config’s projects); a remote browser is a Playwright server, set with `use.connectOptions.wsEndpoint`, not a Grid URL',
  },
  'selenium-java/capability-not-mapped': {
    severity: 'warning',
    message:
      'A browser option or capability with no Playwright setting (platform, browser version, proxy, page-load strategy, browser preferences); not carried over to `playwright.config.ts`',
  },
  'selenium-java/edge-as-chromium': {
    severity: 'info',
    message:
      'Edge runs as Chromium (`playwright.config.ts`): add `channel: "msedge"` to a project to run Microsoft Edge itself where it is installed',
  },
  'selenium-java/suite-hook': {
    severity: 'warning',
    message:
      'TestNG `@BeforeSuite`/`@AfterSuite` ran once for the whole suite; as `test.beforeAll`/`test.afterAll` it runs once per worker for this class’s tests (again in each class that inherits it, and after a failure restarts the worker) — work that must happen once per run belongs in `globalSetup`/`globalTeardown`',
  },
  'selenium-java/page-factory': {
    severity: 'info',
    message:
      '`@FindBy` fields became locator getters: Playwright locators are lazy, so `PageFactory.initElements` is not needed',
  },
  'selenium-java/implicit-wait': {
    severity: 'info',
    message:
      'Implicit waits and timeouts removed: Playwright waits for elements by itself (the action timeout is in `playwright.config.ts`)',
  },
  'selenium-java/download-folder': {
    severity: 'info',
    message:
      'Chrome’s download folder: each download of the page is saved there as it starts (`page.on("download")`), so the suite finds its files where it looked for them',
  },
  'selenium-java/window-size': {
    severity: 'info',
    message: 'Window maximising removed: the viewport is set in `playwright.config.ts`',
  },
  'selenium-java/depends-on': {
    severity: 'warning',
    message:
      'TestNG `dependsOnMethods`: the tests of this class run in order and stop at the first failure (`test.describe.configure({ mode: "serial" })`); Playwright skips the rest of the class, not only the dependent tests',
  },
  'selenium-java/test-parameter': {
    severity: 'info',
    message:
      'A TestNG `@Parameters` value (from `testng.xml`) is read from the environment variable of its name in capitals, else its `@Optional` default',
  },
  'selenium-java/parameterized': {
    severity: 'info',
    message:
      'JUnit 4 Parameterized runner: the class’s tests are repeated per `@Parameters` row, its values bound to the fields the constructor (or `@Parameter`) filled; each row’s tests are test cases of their own (rows the method computes are counted once)',
  },
  'selenium-java/parameterized-rows': {
    severity: 'warning',
    message:
      'JUnit 4 Parameterized runner whose fields are not filled plainly from the constructor or `@Parameter` (or with no `@Parameters` method): the tests run once, without the rows',
  },
  'selenium-java/testng-suite': {
    severity: 'info',
    message:
      'A `<test>` of `testng.xml` is a project of `playwright.config.ts`: its classes and packages its specs, its groups a `grep` on their tags, its browser parameter the project’s browser',
  },
  'selenium-java/testng-unsupported': {
    severity: 'warning',
    message:
      'This part of `testng.xml` has no counterpart in `playwright.config.ts`: kept as a TODO there',
  },
  'selenium-java/test-attribute': {
    severity: 'warning',
    message:
      'This TestNG `@Test` attribute has no counterpart in the converted test; it is not applied',
  },
  'selenium-java/data-provider': {
    severity: 'warning',
    message:
      'The test’s data could not be read as literal rows; the test is kept with its data source as a TODO',
  },
  'selenium-java/unsupported-syntax': {
    severity: 'warning',
    message: 'This Java construct has no faithful TypeScript form yet',
  },
  'selenium-java/unsupported-command': {
    severity: 'warning',
    message: 'This WebDriver command has no Playwright equivalent',
  },
  'selenium-java/unknown-call': {
    severity: 'warning',
    message: 'Call to a library the converter does not know; kept as the original Java',
  },
  'selenium-java/compare-to': {
    severity: 'warning',
    message:
      '`compareTo` on a value whose type does not say how it compares (an unbounded type parameter, a `Comparable` bound, a value of unknown type): Java compares numbers, strings, dates and enums each differently; kept as the original Java',
  },
  'selenium-java/unknown-condition': {
    severity: 'warning',
    message: 'Unknown expected condition',
  },
  'selenium-java/unknown-locator': {
    severity: 'warning',
    message: 'Unknown locator strategy',
  },
  'selenium-java/send-keys': {
    severity: 'warning',
    message: 'This key sequence could not be translated',
  },
  'selenium-java/date-pattern': {
    severity: 'warning',
    message:
      'A date pattern with letters the converter does not format (time zones, week numbers, eras…) or a formatter it cannot read; kept as the original Java',
  },
  'selenium-java/native-file-dialog': {
    severity: 'warning',
    message:
      "A native file dialog answered with java.awt.Robot (and the clipboard): Playwright gives the file to the page’s file input instead — `await page.locator('input[type=file]').setInputFiles(path)`, or `page.waitForEvent('filechooser')` before the click that opens the dialog, then `fileChooser.setFiles(path)`",
  },
  'selenium-java/robot-input': {
    severity: 'info',
    message:
      'java.awt.Robot’s mouse moved on the screen; Playwright’s moves in the page, so the coordinates are now the page’s (check them if the browser window was not at the screen’s top left)',
  },
  'selenium-java/window-switch': {
    severity: 'warning',
    message:
      'Switching to a window by its name: Playwright knows a window by its page (`context.pages()`, `context.waitForEvent("page")`); rewrite this with them',
  },
  'selenium-java/alert-without-action': {
    severity: 'warning',
    message:
      'An alert is read here but no action before it in the same block opens it: Playwright must listen for the dialog before the action that opens it',
  },
  'selenium-java/exception-timeout': {
    severity: 'info',
    message:
      "A Selenium exception is caught as Playwright's `errors.TimeoutError`: a missing element, alert or frame, or one that cannot be acted on, makes Playwright wait and then time out; other errors are thrown on",
  },
  'selenium-java/exception-stale': {
    severity: 'warning',
    message:
      'A Playwright locator finds its element again on every use, so this exception is never thrown: the catch is kept and catches every error',
  },
  'selenium-java/exception-type': {
    severity: 'info',
    message:
      'A Selenium exception type is caught: Playwright throws its own errors (a timeout is `errors.TimeoutError`), so every error is caught here',
  },
} satisfies Record<string, { severity: Severity; message: string }>;
