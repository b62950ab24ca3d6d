/**
 * Selenium's exceptions in a `catch`, as what Playwright throws in their place. A missing element,
 * alert or frame, or one that cannot be acted on, makes Playwright's action or assertion wait and
 * then throw `errors.TimeoutError`; a locator finds its element again on every use, so nothing
 * goes stale; `WebDriverException` is any browser error.
 */
import type { DiagnosticCode } from '../../diagnostics/catalogue.js';
import { lookupTable } from '../../core/lookup-table.js';

type Thrown = 'timeout' | 'never' | 'any';

const thrownInstead = lookupTable<Record<string, Thrown>>({
  TimeoutException: 'timeout', NoSuchElementException: 'timeout',
  NoAlertPresentException: 'timeout', NoSuchFrameException: 'timeout',
  ElementNotInteractableException: 'timeout', ElementNotVisibleException: 'timeout',
  ElementClickInterceptedException: 'timeout', InvalidElementStateException: 'timeout',
  StaleElementReferenceException: 'never', WebDriverException: 'any',
}); // prettier-ignore

export interface CatchForm {
  /** The first line of the catch body: rethrow what the Java catch would not have caught. */
  guard?: string;
  code?: DiagnosticCode;
}

/** `catch (A | B e)`: Selenium exception types → a guard on Playwright's error, or a diagnostic. */
export function catchFormOf(types: string, name: string): CatchForm {
  const names = types.split('|').map((t) => t.trim().replace(/^.*\./, ''));
  const thrown = names.map((n) => thrownInstead[n]);
  if (thrown.every((t) => t === undefined)) return {};
  // A type that is not Selenium's (`Exception`), or any WebDriver error: everything is caught.
  if (thrown.some((t) => t === undefined || t === 'any'))
    return { code: 'selenium-java/exception-type' };
  if (thrown.includes('timeout'))
    return {
      guard: `if (!(${name} instanceof errors.TimeoutError)) throw ${name};`,
      code: 'selenium-java/exception-timeout',
    };
  return { code: 'selenium-java/exception-stale' };
}
