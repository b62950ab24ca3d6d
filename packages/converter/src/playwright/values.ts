/**
 * Emitted values carry their shape, so the consumer decides what the shape needs where it is used
 * (an `await`, WebDriver's first-match `.first()`, a web-first assertion in place of a read)
 * without reading the printed text back.
 */
import { awaited, method, type Code } from './code.js';
import type { ReadKind } from '../webdriver/elements.js';

export type Shape =
  | { t: 'unknown' }
  /** A plain value (what a read resolves to, the user's own data). */
  | { t: 'value' }
  /** A Playwright `Page`. */
  | { t: 'page' }
  /** A `FrameLocator`: the page seen inside a frame. */
  | { t: 'frame' }
  /**
   * One element, as a `Locator`. `firstMatch`: the locator may match several elements and the
   * source took the first (WebDriver's `findElement`), so `.first()` is due where it is used.
   */
  | {
      t: 'locator';
      firstMatch: boolean;
      leaf?: boolean;
      /** It finds an `<option>` (selected through its `<select>`, not clicked). */
      option?: boolean;
      /** It finds an `<input type="file">` (a path typed into it uploads the file). */
      fileInput?: boolean;
    }
  /** Every element a find matched (`findElements`), as one `Locator`. */
  | { t: 'locators'; leaf?: boolean }
  /** A promise of a read (`getText`, `getTitle`): awaited where used, or asserted web-first. */
  | { t: 'read'; read: Read; sync?: boolean; trim?: boolean }
  /** Any other promise the output must await. */
  | { t: 'promise' }
  /** `Locator[]`: the elements of a list, taken once (`await list.all()`). */
  | { t: 'locator-array' }
  /**
   * Something only the source has (a `By` locator, a wait condition, an action chain), kept
   * symbolic until the construct that uses it decides its Playwright form. `data` belongs to the
   * front end that made it.
   */
  | { t: 'source'; what: string; data: unknown };

/** What a read reads, so an assertion on its value can become a web-first assertion instead. */
export interface Read {
  kind: ReadKind;
  /** The locator (first match applied) or page read from. */
  target: Code;
  /** The element list (`count`) or the element without the first-match rule. */
  args: Code[];
  leaf?: boolean;
}

export interface Value {
  code: Code;
  shape: Shape;
}

export const unknownShape: Shape = { t: 'unknown' };
export const valueShape: Shape = { t: 'value' };
export const promiseShape: Shape = { t: 'promise' };

export function value(code: Code, shape: Shape = unknownShape): Value {
  return { code, shape };
}

/** A locator with the first-match rule applied where the source took the first match. */
export function locatorCode(v: Value): Code {
  return v.shape.t === 'locator' && v.shape.firstMatch ? method(v.code, 'first') : v.code;
}

/** The value as a plain expression: promises awaited, first matches applied. */
export function settle(v: Value): Code {
  switch (v.shape.t) {
    case 'read': {
      const read = v.shape.sync ? v.code : awaited(v.code);
      // WebDriver's text has no leading or trailing whitespace; `innerText` keeps it.
      return v.shape.trim ? method(read, 'trim') : read;
    }
    case 'promise':
      return awaited(v.code);
    case 'locator':
      return locatorCode(v);
    default:
      return v.code;
  }
}

/** The value as a promise to return: a read that needs trimming trims in `.then`. */
export function promised(v: Value): Code {
  return v.shape.t === 'read' && v.shape.trim && !v.shape.sync
    ? method(v.code, 'then', { k: 'text', text: '(text) => text.trim()' })
    : v.code;
}

/** Whether the value is something the output must await (a statement of it needs `await`). */
export function isPromise(shape: Shape): boolean {
  return (shape.t === 'read' && !shape.sync) || shape.t === 'promise';
}
