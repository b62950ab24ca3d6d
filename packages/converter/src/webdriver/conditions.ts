/**
 * Wait conditions → web-first assertions. One neutral table of conditions; each source maps its
 * own names onto it: Selenium's `until.*` and Protractor's `ExpectedConditions` (`visibilityOf`
 * is `elementIsVisible`, `presenceOf` is `elementLocated`, …).
 */
import { lookupTable } from '../core/lookup-table.js';

export type ConditionId =
  | 'title-is'
  | 'title-contains'
  | 'title-matches'
  | 'url-is'
  | 'url-contains'
  | 'url-matches'
  | 'located'
  | 'all-located'
  | 'visible'
  | 'hidden'
  | 'enabled'
  | 'disabled'
  | 'selected'
  | 'not-selected'
  | 'text-is'
  | 'text-contains'
  | 'text-matches'
  | 'value-contains'
  | 'stale'
  | 'frame'
  | 'alert';

/** What a condition is about and the assertion that waits for it. */
export interface ConditionForm {
  /** `page`: asserted on the page; `element`: on a locator (`by` given: found first). */
  subject: 'page' | 'element' | 'by' | 'frame' | 'alert';
  matcher?: string;
  negated?: boolean;
  /** How the condition's text argument is matched: as is, as a substring, as a pattern. */
  argument?: 'exact' | 'substring' | 'pattern';
  /** The wait's value in the source: the element (`elementLocated`) or elements found. */
  yields?: 'element' | 'elements';
}

export const conditions: Record<ConditionId, ConditionForm> = {
  'title-is': { subject: 'page', matcher: 'toHaveTitle', argument: 'exact' },
  'title-contains': { subject: 'page', matcher: 'toHaveTitle', argument: 'substring' },
  'title-matches': { subject: 'page', matcher: 'toHaveTitle', argument: 'pattern' },
  'url-is': { subject: 'page', matcher: 'toHaveURL', argument: 'exact' },
  'url-contains': { subject: 'page', matcher: 'toHaveURL', argument: 'substring' },
  'url-matches': { subject: 'page', matcher: 'toHaveURL', argument: 'pattern' },
  located: { subject: 'by', matcher: 'toBeAttached', yields: 'element' },
  'all-located': { subject: 'by', matcher: 'toBeAttached', yields: 'elements' },
  visible: { subject: 'element', matcher: 'toBeVisible', yields: 'element' },
  hidden: { subject: 'element', matcher: 'toBeHidden', yields: 'element' },
  enabled: { subject: 'element', matcher: 'toBeEnabled', yields: 'element' },
  disabled: { subject: 'element', matcher: 'toBeDisabled', yields: 'element' },
  selected: { subject: 'element', matcher: 'toBeChecked', yields: 'element' },
  'not-selected': { subject: 'element', matcher: 'toBeChecked', negated: true, yields: 'element' },
  'text-is': { subject: 'element', matcher: 'toHaveText', argument: 'exact', yields: 'element' },
  'text-contains': {
    subject: 'element',
    matcher: 'toContainText',
    argument: 'exact',
    yields: 'element',
  },
  'text-matches': {
    subject: 'element',
    matcher: 'toHaveText',
    argument: 'pattern',
    yields: 'element',
  },
  'value-contains': {
    subject: 'element',
    matcher: 'toHaveValue',
    argument: 'substring',
    yields: 'element',
  },
  /** The element left the page. A locator finds elements again, so this waits for no match. */
  stale: { subject: 'element', matcher: 'toBeAttached', negated: true },
  frame: { subject: 'frame', matcher: 'toBeAttached' },
  alert: { subject: 'alert' },
};

/** Selenium's `until.*` functions. */
export const seleniumUntil = lookupTable<Record<string, ConditionId>>({
  titleIs: 'title-is',
  titleContains: 'title-contains',
  titleMatches: 'title-matches',
  urlIs: 'url-is',
  urlContains: 'url-contains',
  urlMatches: 'url-matches',
  elementLocated: 'located',
  elementsLocated: 'all-located',
  elementIsVisible: 'visible',
  elementIsNotVisible: 'hidden',
  elementIsEnabled: 'enabled',
  elementIsDisabled: 'disabled',
  elementIsSelected: 'selected',
  elementIsNotSelected: 'not-selected',
  elementTextIs: 'text-is',
  elementTextContains: 'text-contains',
  elementTextMatches: 'text-matches',
  stalenessOf: 'stale',
  ableToSwitchToFrame: 'frame',
  alertIsPresent: 'alert',
});

/**
 * Protractor's `ExpectedConditions`, mapped onto the same table (`sources/protractor/waits.ts`;
 * `urlIs`, `elementToBeClickable` and the combinators keep Protractor's own forms there).
 */
export const protractorExpectedConditions = lookupTable<Record<string, ConditionId>>({
  titleIs: 'title-is',
  titleContains: 'title-contains',
  urlIs: 'url-is',
  urlContains: 'url-contains',
  presenceOf: 'located',
  stalenessOf: 'stale',
  visibilityOf: 'visible',
  invisibilityOf: 'hidden',
  elementToBeSelected: 'selected',
  textToBePresentInElement: 'text-contains',
  textToBePresentInElementValue: 'value-contains',
  alertIsPresent: 'alert',
});
