/**
 * The Selenium Python front end's diagnostic codes (`selenium-python/…`), merged into the one
 * catalogue (`diagnostics/catalogue.ts`). Every code is produced by at least one fixture under
 * `fixtures/selenium-python/` (`codes.test.ts`).
 */
import type { Severity } from '../../api.js';

export const seleniumPythonCatalogue = {
  'selenium-python/import-removed': {
    severity: 'info',
    message:
      'Selenium and pytest imports removed: Playwright Test provides the browser, the page and the runner',
  },
  'selenium-python/driver-fixture': {
    severity: 'info',
    message:
      'The WebDriver the suite built and quit is Playwright’s `page` fixture (a fresh page per test); its browser options are in `playwright.config.ts`',
  },
  'selenium-python/remote-driver': {
    severity: 'warning',
    message:
      "The driver ran on a Selenium Grid (`webdriver.Remote`): Playwright starts its own browsers from the config's projects; to run them remotely, point `connectOptions` at a Playwright server",
  },
  'selenium-python/worker-fixture': {
    severity: 'info',
    message:
      'A fixture shared by a whole session or module, needing no browser, became a worker fixture: Playwright sets it up once per worker process, and a worker may run tests of several modules',
  },
  'selenium-python/shared-driver-scope': {
    severity: 'info',
    message:
      'The driver was shared across tests (fixture scope or `setUpClass`); each test now gets its own page, so no test depends on the page another left',
  },
  'selenium-python/fixture': {
    severity: 'info',
    message: 'pytest fixture converted to a Playwright fixture (`test.extend`)',
  },
  'selenium-python/hook': {
    severity: 'info',
    message:
      'pytest hook or plugin code removed: Playwright Test has its own options, reporters and screenshots on failure (`playwright.config.ts`)',
  },
  'selenium-python/unsupported-syntax': {
    severity: 'warning',
    message: 'This Python construct has no faithful TypeScript form yet',
  },
  'selenium-python/unknown-call': {
    severity: 'warning',
    message: 'Call to a library the converter does not know; kept as the original Python',
  },
  'selenium-python/unsupported-command': {
    severity: 'warning',
    message: 'This WebDriver command has no Playwright equivalent',
  },
  'selenium-python/implicit-wait': {
    severity: 'info',
    message:
      'Implicit wait removed: Playwright locators wait for their element (up to the action timeout)',
  },
  'selenium-python/window-size': {
    severity: 'info',
    message:
      'Window maximised or placed by the suite: Playwright sets the viewport size instead (`playwright.config.ts`)',
  },
  'selenium-python/unknown-locator': {
    severity: 'warning',
    message: 'Unknown locator strategy',
  },
  'selenium-python/unknown-condition': {
    severity: 'warning',
    message: 'Unknown expected condition',
  },
  'selenium-python/send-keys': {
    severity: 'warning',
    message: 'This key sequence could not be translated',
  },
  'selenium-python/alert-without-action': {
    severity: 'warning',
    message:
      'An alert is read here but no action before it in the same block opens it: Playwright must listen for the dialog before the action that opens it',
  },
  'selenium-python/mark': {
    severity: 'info',
    message: 'pytest mark converted to a Playwright tag',
  },
  'selenium-python/parametrize': {
    severity: 'info',
    message: 'Parametrized test: one Playwright test per case, titled with pytest’s case id',
  },
  'selenium-python/fixture-request': {
    severity: 'warning',
    message: 'pytest’s `request` object has no Playwright equivalent here',
  },
  'selenium-python/command-line-option': {
    severity: 'warning',
    message:
      'pytest command-line option read from an environment variable of the Playwright run (set it before `npx playwright test`; flags arrive as strings)',
  },
  'selenium-python/fixture-value': {
    severity: 'info',
    message:
      '`request.getfixturevalue`: the fixture is asked for by the test, so it is set up before the test starts rather than when this line runs',
  },
  'selenium-python/exception-type': {
    severity: 'info',
    message:
      'Python exception type caught: TypeScript catches every error, so the handler checks nothing more',
  },
} satisfies Record<string, { severity: Severity; message: string }>;
