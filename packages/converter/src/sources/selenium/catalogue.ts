/**
 * The Selenium front end's diagnostic codes (`selenium/…`), merged into the one catalogue
 * (`diagnostics/catalogue.ts`). Every code is produced by at least one fixture under
 * `fixtures/selenium/`.
 */
import type { Severity } from '../../api.js';

export const seleniumCatalogue = {
  'selenium/import-removed': {
    severity: 'info',
    message: 'selenium-webdriver import removed: Playwright Test provides the browser and the page',
  },
  'selenium/runner-import-removed': {
    severity: 'info',
    message:
      'Test runner import removed (`mocha`, `@jest/globals`, `expect`): Playwright Test brings its own `test`, hooks and `expect`',
  },
  'selenium/driver-lifecycle': {
    severity: 'info',
    message:
      'The driver the suite built and quit is Playwright’s `page` fixture: a fresh page per test',
  },
  'selenium/assumed-driver': {
    severity: 'warning',
    message:
      'This name is declared and assigned nowhere in the project, yet WebDriver commands are called on it: it was assumed to be the WebDriver and became Playwright’s `page` fixture — check that the suite’s setup (outside the project) built it',
  },
  'selenium/undeclared-driver': {
    severity: 'warning',
    message:
      'This name is declared nowhere in the project and no WebDriver command is called on it, so it cannot be taken for the driver: the statement is left as it was — declare it, or pass the page',
  },
  'selenium/shared-driver': {
    severity: 'info',
    message:
      'One driver served every test of this describe (built in `before`), and the tests rely on the page the previous one left: they share one page, in order in one worker (after a failure, a new worker runs `beforeAll` again and the rest still run, as Mocha goes on)',
  },
  'selenium/by-js': {
    severity: 'warning',
    message:
      '`By.js` runs a script in the page to find elements; only a plain DOM query chain (`querySelector`, `getElementById`, `.shadowRoot`) becomes a CSS locator — use a CSS or role locator',
  },
  'selenium/unknown-locator': {
    severity: 'warning',
    message: 'Unknown locator strategy',
  },
  'selenium/send-keys': {
    severity: 'warning',
    message: 'This key sequence could not be translated',
  },
  'selenium/unsupported-command': {
    severity: 'warning',
    message: 'This WebDriver command has no Playwright equivalent',
  },
  'selenium/implicit-wait': {
    severity: 'info',
    message:
      'Implicit wait removed: Playwright waits for elements by itself (up to the action timeout)',
  },
  'selenium/window-size': {
    severity: 'info',
    message:
      'Window size is the viewport in Playwright (maximize/minimize have no effect on a headless page)',
  },
  'selenium/custom-condition': {
    severity: 'info',
    message: 'Custom wait condition polled with `expect.poll` until it is truthy',
  },
  'selenium/unsupported-condition': {
    severity: 'warning',
    message: 'This wait condition could not be translated',
  },
  'selenium/staleness': {
    severity: 'info',
    message:
      '`stalenessOf` waits until the locator matches nothing (a Playwright locator finds its element again each time)',
  },
  'selenium/alert': {
    severity: 'warning',
    message:
      'Alert handling could not be reordered: register `page.once("dialog", …)` before the action that opens the dialog',
  },
  'selenium/accessibility-read': {
    severity: 'warning',
    message:
      'Playwright cannot read the computed accessible name or role as a value: assert it with `toHaveAccessibleName`/`toHaveRole` instead',
  },
  'selenium/frame-context': {
    severity: 'warning',
    message:
      'The frame stays switched for code that holds the driver (a caller, a page object); Playwright has no current frame — pass the frame locator (`locator.contentFrame()`) instead',
  },
  'selenium/actions': {
    severity: 'warning',
    message: 'This `actions()` sequence could not be translated',
  },
  'selenium/assertion-kept': {
    severity: 'info',
    message: 'Assertion kept as written (its library still runs under Playwright Test)',
  },
  'selenium/assertion-unsupported': {
    severity: 'warning',
    message:
      'This Chai assertion has no Playwright `expect` equivalent here (Chai’s `expect` would clash with Playwright’s)',
  },
  'selenium/builder-options': {
    severity: 'info',
    message: 'Browser options of the `Builder` moved to `playwright.config.ts`',
  },
  'selenium/remote-server': {
    severity: 'warning',
    message:
      "The driver ran on a Selenium Grid or remote server (`usingServer`): Playwright starts its own browsers from the config's projects; to run them remotely, point `use.connectOptions` at a Playwright server",
  },
  'selenium/builder-setting': {
    severity: 'warning',
    message:
      'This setting of the `Builder` (a capability or browser option) has no `playwright.config.ts` equivalent and was left out',
  },
  'selenium/promise-chain': {
    severity: 'info',
    message:
      'Promise chain kept as `.then` with an async callback: it could not be flattened safely',
  },
  'selenium/this-context': {
    severity: 'warning',
    message:
      'Mocha’s `this` context is not shared between Playwright hooks and tests; move the value into a variable of the describe block',
  },
  'selenium/assertion-count': {
    severity: 'warning',
    message:
      'Jest’s `expect.assertions`/`expect.hasAssertions` removed: Playwright’s `expect` does not count assertions, so a test whose assertions never run is no longer caught',
  },
  'selenium/done-callback': {
    severity: 'info',
    message:
      'The `done` callback is kept: the body runs inside a promise that `done()` resolves and `done(error)` rejects (Playwright tests are async functions)',
  },
  'selenium/each-table': {
    severity: 'warning',
    message:
      'Jest table test left as it was: a loop over its rows needs a string title and a function whose placeholders read plain parameters',
  },
  'selenium/screenshot': {
    severity: 'info',
    message: 'Screenshot taken with Playwright (base64 PNG, as WebDriver returned it)',
  },
} satisfies Record<string, { severity: Severity; message: string }>;
