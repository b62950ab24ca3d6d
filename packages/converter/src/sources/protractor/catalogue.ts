/**
 * The Protractor front end's diagnostic codes (`protractor/<area>/<code>`), merged into the one
 * catalogue (`diagnostics/catalogue.ts`). The area segment (`locators/`, `browser/`, …) is the
 * name the code had before codes were namespaced by kind, so a TODO line in a suite converted
 * earlier still reads as the same reason. Every code is produced by at least one fixture under
 * `fixtures/protractor/` (`codes.test.ts`).
 */
import type { Severity } from '../../api.js';

export const protractorCatalogue = {
  'protractor/structure/done-callback': {
    severity: 'warning',
    message:
      'The `done` callback is wrapped in a promise; check that every path calls it (Playwright tests are async functions)',
  },
  'protractor/structure/this-context': {
    severity: 'warning',
    message:
      'Jasmine/Mocha `this` context is not shared between Playwright hooks and tests; move the value into a variable of the describe block',
  },
  'protractor/structure/custom-matchers': {
    severity: 'info',
    message:
      "Custom Jasmine matchers are registered with `expect.extend` through `jasmineMatchers` of the generated `rewright-jasmine.ts`, which gives them Jasmine's contract",
  },
  'protractor/structure/describe-level-code': {
    severity: 'warning',
    message:
      'Code at describe level that drives the browser ran when the file loaded; it cannot run without a page and is left as is',
  },
  'protractor/structure/timeout': {
    severity: 'info',
    message: 'Test timeout set with `test.setTimeout`',
  },

  // locators
  'protractor/locators/by-js': {
    severity: 'warning',
    message:
      '`by.js` runs a function in the page to find elements; Playwright has no equivalent locator — register a selector engine or use a CSS/role locator',
  },
  'protractor/locators/add-locator': {
    severity: 'warning',
    message:
      '`by.addLocator` with a computed name, or one Playwright refuses (word characters only): register the selector engine by hand',
  },
  'protractor/locators/locator-introspection': {
    severity: 'warning',
    message: 'Reading the locator back (`.locator()`) has no Playwright equivalent',
  },
  'protractor/locators/unknown-by': {
    severity: 'warning',
    message: 'Unknown `by` locator',
  },
  'protractor/locators/dynamic-filter': {
    severity: 'info',
    message:
      'The filter callback is not a text or visibility test, so the list is filtered once, here (Protractor re-filters every time the list is used)',
  },
  'protractor/locators/button-text-semantics': {
    severity: 'info',
    message:
      'Protractor matches `button`, `input[type=button]` and `input[type=submit]` by their text; `getByRole` matches by accessible name, which is the same text unless the button has an `aria-label`',
  },

  // actions and element methods
  'protractor/actions/unsupported-method': {
    severity: 'warning',
    message: 'This ElementFinder method has no Playwright equivalent',
  },
  'protractor/actions/send-keys-modifiers': {
    severity: 'warning',
    message: 'Key sequence with held modifiers could not be translated',
  },
  'protractor/actions/web-element': {
    severity: 'info',
    message: '`getWebElement()` becomes the locator itself (Playwright resolves elements lazily)',
  },

  // assertions
  'protractor/assertions/unknown-matcher': {
    severity: 'warning',
    message: 'Matcher not known to Playwright’s `expect`',
  },
  'protractor/assertions/chai-unsupported': {
    severity: 'warning',
    message: 'Chai assertion chain could not be translated',
  },
  'protractor/assertions/spy': {
    severity: 'warning',
    message: 'Jasmine spies have no Playwright equivalent',
  },

  // waits
  'protractor/waits/sleep': {
    severity: 'info',
    message:
      '`browser.sleep` becomes `page.waitForTimeout`; prefer waiting for the condition the sleep was for',
  },
  'protractor/waits/custom-condition': {
    severity: 'info',
    message: 'Custom wait condition polled with `expect.poll`',
  },
  'protractor/waits/unsupported-condition': {
    severity: 'warning',
    message: 'This wait condition could not be translated',
  },
  'protractor/waits/alert-gone': {
    severity: 'info',
    message:
      'Waiting for the alert to close removed: every dialog is answered (or dismissed by Playwright) before the action that opened it returns',
  },
  'protractor/waits/alert-is-present': {
    severity: 'warning',
    message:
      'Waiting for an alert: register `page.once("dialog", …)` before the action that opens it (Playwright dismisses unhandled dialogs)',
  },

  // browser and navigation
  'protractor/browser/wait-for-angular': {
    severity: 'info',
    message:
      'Angular synchronisation setting removed: Playwright auto-waits for elements and web-first assertions retry',
  },
  'protractor/browser/unsupported': {
    severity: 'warning',
    message: 'This browser call has no Playwright equivalent',
  },
  'protractor/browser/capabilities': {
    severity: 'warning',
    message: 'Capabilities are not available at run time; use the `browserName` fixture',
  },
  'protractor/browser/params': {
    severity: 'info',
    message:
      '`browser.params` comes from the `params` of the Protractor config, now exported by `rewright-params.ts`',
  },
  'protractor/browser/alert': {
    severity: 'warning',
    message:
      'Alert handling could not be reordered: register `page.once("dialog", …)` before the action that opens the dialog',
  },
  'protractor/browser/window-handles': {
    severity: 'warning',
    message:
      'Window handles become pages: `context.pages()` lists them and `context.waitForEvent("page")` waits for a new one',
  },
  'protractor/browser/actions': {
    severity: 'warning',
    message: 'This `browser.actions()` sequence could not be translated',
  },
  'protractor/browser/fork': {
    severity: 'info',
    message:
      'The forked browser is a page of a new browser context from the `browser` fixture; `quit()` closes it',
  },
  'protractor/browser/mock-modules': {
    severity: 'info',
    message:
      'Angular mock modules are registered with the generated `rewright-angular.ts`; `browser.get` became `gotoWithMockModules`, which loads them before the app bootstraps, as Protractor did',
  },
  'protractor/browser/execute-script-string': {
    severity: 'info',
    message:
      'String script wrapped in a function: `arguments` are the values passed after the script, as in WebDriver',
  },
  'protractor/browser/restart': {
    severity: 'warning',
    message: 'Restarting the browser has no equivalent: every Playwright test gets a fresh context',
  },
  'protractor/browser/debugging': {
    severity: 'info',
    message: 'Debugging helper converted to `page.pause()`',
  },
  'protractor/browser/logs': {
    severity: 'info',
    message:
      'Browser logs come from `page.consoleMessages()`; `SEVERE` entries are console messages of type `error`',
  },

  // control flow
  'protractor/control-flow/defer': {
    severity: 'warning',
    message: 'WebDriver deferred promises: use a plain `Promise`',
  },

  // page objects and modules
  'protractor/page-objects/page-injected': {
    severity: 'info',
    message: 'Page object now takes the Playwright `page` in its constructor',
  },
  'protractor/page-objects/constructor-await': {
    severity: 'warning',
    message:
      'This constructor statement now needs `await`, which a constructor cannot do; kept as the original: move it into an async method (e.g. `open()`) and call that',
  },
  'protractor/modules/protractor-import': {
    severity: 'info',
    message: 'Protractor import removed',
  },

  // config
  'protractor/config/unsupported-option': {
    severity: 'info',
    message: 'Protractor option with no Playwright equivalent, left out',
  },
  'protractor/config/on-prepare': {
    severity: 'warning',
    message:
      '`onPrepare` runs once per worker in Protractor; move what it does into a fixture or `globalSetup`',
  },
  'protractor/config/global-alias': {
    severity: 'info',
    message:
      '`onPrepare` published a Protractor global under another name; the specs that use it were converted as if they used the global',
  },
  'protractor/config/dynamic': {
    severity: 'warning',
    message: 'Config value computed at run time; copied as is, check it still applies',
  },
  'protractor/config/reporter': {
    severity: 'info',
    message: 'Jasmine reporters are replaced by Playwright reporters (`html`, `list`, `junit`)',
  },
  'protractor/config/params': {
    severity: 'info',
    message:
      '`params` moved to `rewright-params.ts`, imported by the config and by the tests that read `browser.params`',
  },
} satisfies Record<string, { severity: Severity; message: string }>;
