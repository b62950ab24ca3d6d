/**
 * The natural-language front end's diagnostic codes (`natural-language/…`), merged into the one
 * catalogue (`diagnostics/catalogue.ts`). Every code is produced by at least one fixture under
 * `fixtures/natural-language/` (`codes.test.ts`).
 */
import type { Severity } from '../../api.js';

export const naturalLanguageCatalogue = {
  'natural-language/unverified-locators': {
    severity: 'info',
    message:
      'Locators were chosen from the wording alone (no base URL to open the app and check them): each names the element as the description does, but nothing confirmed that exactly one element on the page matches',
  },
  'natural-language/checked-locators': {
    severity: 'info',
    message:
      'Locators were checked against the running app (--base-url): the pages the steps open were loaded in Chromium and each locator was chosen because it matches exactly one element there; a step whose element was not there, or not alone, says so',
  },
  'natural-language/not-on-page': {
    severity: 'warning',
    message:
      'No element on the page, as it loads, matches the description; the locator follows the wording and is unverified',
  },
  'natural-language/appears-later': {
    severity: 'info',
    message:
      'The element is not on the page as it loads (an earlier step is expected to bring it); the locator follows the wording and is unverified',
  },
  'natural-language/absent-as-expected': {
    severity: 'info',
    message:
      'The step checks that the element is not shown, and nothing on the page as it loads matches it; the locator follows the wording and is unverified',
  },
  'natural-language/ambiguous-on-page': {
    severity: 'warning',
    message:
      'Several elements on the page match the description, so no locator is certain; it is kept as a TODO for a person to choose',
  },
  'natural-language/page-not-reached': {
    severity: 'warning',
    message:
      'The page this step runs on could not be opened to check its locator; the locator follows the wording and is unverified',
  },
  'natural-language/page-unknown': {
    severity: 'info',
    message:
      'The step runs on a page the steps do not name (no page opened before it, a new tab, or a name filled in at run time), so its locator could not be checked against the app; it follows the wording',
  },
  'natural-language/no-test-case': {
    severity: 'info',
    message:
      'The file holds no test case (no titled steps the grammar can read): nothing is written and nothing is charged',
  },
  'natural-language/unreadable-step': {
    severity: 'warning',
    message: 'The grammar cannot read this step; it is kept as a TODO',
  },
  'natural-language/misspelled-verb': {
    severity: 'warning',
    message: 'The step starts with a word the grammar does not know; it is kept as a TODO',
  },
  'natural-language/vague-step': {
    severity: 'warning',
    message:
      'The step does not say what to do or check (no element, text or value); it is kept as a TODO for a person to make precise',
  },
  'natural-language/ambiguous-target': {
    severity: 'warning',
    message:
      'The description could name more than one kind of element; the locator accepts each candidate, check that it picks the intended one',
  },
  'natural-language/missing-target': {
    severity: 'warning',
    message: 'The step names no element the grammar can locate; it is kept as a TODO',
  },
  'natural-language/assumed-page-path': {
    severity: 'info',
    message: 'A page named in words was opened at a path derived from its name',
  },
  'natural-language/fixed-wait': {
    severity: 'info',
    message:
      'A fixed wait was kept as `waitForTimeout`; a web-first assertion on what the test waits for is faster and steadier',
  },
  'natural-language/unused-table': {
    severity: 'warning',
    message:
      'The step carries a data table or doc string that no phrasing of the grammar uses; it is kept as a constant beside a TODO',
  },
  'natural-language/bdd-shared-state': {
    severity: 'warning',
    message:
      'With --keep-gherkin each step is a step definition of its own; this one needs what another step did (a dialog handled before the action that opens it, a tab, a remembered value, a table) and is kept as a TODO',
  },
  'natural-language/bound-step-definitions': {
    severity: 'info',
    message:
      "The feature is kept as written and runs through playwright-bdd on the project's own step definitions, converted with their kind's rules; the grammar does not read its steps",
  },
  'natural-language/unbound-step': {
    severity: 'warning',
    message:
      'No step definition of the project matches this step: it is bound to a generated definition that is a TODO (the scenario is marked fixme, and not charged)',
  },
  'natural-language/ambiguous-step-definition': {
    severity: 'warning',
    message:
      'More than one step definition of the project matches this step; Cucumber and playwright-bdd both refuse such a step (bddgen stops), so the scenario is not charged until one expression is made distinct',
  },
  'natural-language/step-definition-not-converted': {
    severity: 'warning',
    message:
      'This Cucumber step definition or support call cannot be carried over to playwright-bdd as it is; it is kept as a TODO (steps it matches are marked fixme, and their scenarios not charged)',
  },
  'natural-language/empty-table-cell': {
    severity: 'warning',
    message:
      "This step's data table has an empty cell, which cucumber-java gives its step definition as null and playwright-bdd as an empty text; the scenario is not charged until the cell holds a value or the converted step reads an empty text where it read null",
  },
  'natural-language/world-driver': {
    severity: 'info',
    message:
      "The World class holds only the browser, which is Playwright's `page` fixture (a fresh page per scenario, as Cucumber makes a World per scenario); the class and its setWorldConstructor are not needed, and the steps' scenario state is playwright-bdd's `world` fixture",
  },
} as const satisfies Record<string, { severity: Severity; message: string }>;

export type NaturalLanguageCode = keyof typeof naturalLanguageCatalogue;
