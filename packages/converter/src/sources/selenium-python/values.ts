/**
 * What a Python expression is, once translated: plain TypeScript, or one of the WebDriver things
 * whose Playwright form depends on how it is used next (an element read that an assertion may turn
 * web-first, a locator tuple that a find turns into a locator, an `ActionChains` being built).
 */
import { reads, type ReadKind } from '../../webdriver/elements.js';
import { print, text } from '../../playwright/code.js';

export type Val =
  /**
   * Plain TypeScript. `str`/`num`/`bool`/`list`/`dict`: what Python said it is, when known;
   * `elements`: an array of locators (found elements, sliced).
   */
  | {
      t: 'js';
      code: string;
      type?:
        | 'str'
        | 'num'
        | 'bool'
        | 'list'
        | 'dict'
        | 'none'
        | 'path'
        | 'window'
        | 'elements'
        | 'date'
        | 'datetime'
        | 'delta'
        | 'regex'
        | 'exception';
    }
  /** The driver: Playwright's page (`page`, `this.page`). */
  | { t: 'page'; code: string }
  /** One element: a Playwright locator. `leaf`: it carries its own text. */
  | { t: 'loc'; code: string; leaf: boolean }
  /** `find_elements`: every match of a locator (its value is `await code.all()`). */
  | { t: 'locs'; code: string; leaf: boolean }
  /** A locator tuple `(By.ID, "x")` or a name holding one: a Playwright selector. */
  | {
      t: 'by';
      selector: string;
      build?: (root: string) => string;
      firstMatch: boolean;
      leaf: boolean;
    }
  /** An element or page read not yet awaited (an assertion may make it web-first). */
  | {
      t: 'read';
      target: string;
      read: ReadKind;
      args: string[];
      leaf: boolean;
      /** Wait for the element before reading (`is_displayed` of a missing element raises). */
      attached?: boolean;
    }
  /** `Select(element)`. */
  | { t: 'select'; code: string }
  /** `ActionChains(driver)` with the steps chained so far. */
  | { t: 'actions'; page: string; steps: string[] }
  /** `WebDriverWait(driver, timeout)`. */
  | { t: 'wait'; page: string; root: string; timeout?: string }
  /** `driver.switch_to`. */
  | { t: 'switch'; page: string }
  /** An alert: Playwright's dialog (a variable the block set up before the action). */
  | { t: 'alert'; code: string }
  /** An `expected_conditions` member called with its arguments. */
  | { t: 'ec'; name: string; args: Val[] }
  /** A Python module or a name imported from one that rules know (`os.path`, `By`, `Keys`). */
  | { t: 'module'; name: string };

export const js = (code: string, type?: Extract<Val, { t: 'js' }>['type']): Val =>
  type ? { t: 'js', code, type } : { t: 'js', code };

/** The read as an awaited Playwright call (`await el.innerText()`). */
export function readCall(value: Extract<Val, { t: 'read' }>): string {
  // `isVisible()` answers false at once for a missing element, where Selenium finds it first.
  if (value.attached && value.read === 'displayed')
    return `(await ${value.target}.waitFor({ state: 'attached' }).then(() => ${value.target}.isVisible()))`;
  const form = reads[value.read];
  const call = print(
    form.read(
      text(value.target),
      value.args.map((a) => text(a)),
    ),
  );
  return form.sync ? call : `(await ${call})`;
}

/** Whether code needs parentheses before `.member` or as an operand. */
export function isSimple(code: string): boolean {
  return (
    /^[\w$.]+$/.test(code) ||
    /^[\w$.]+\([^()]*\)$/.test(code) ||
    /^'[^']*'$/.test(code) ||
    (/^\(.*\)$/s.test(code) && balanced(code.slice(1, -1)))
  );
}

function balanced(code: string): boolean {
  let depth = 0;
  for (const ch of code) {
    if (ch === '(') depth++;
    else if (ch === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

export function paren(code: string): string {
  return isSimple(code) ? code : `(${code})`;
}
