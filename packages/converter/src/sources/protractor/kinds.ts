/**
 * What an expression is, as far as the conversion cares. Protractor code carries no reliable types
 * (most suites are JavaScript), so every emitted expression reports its kind and the rules read the
 * kinds of their operands: `element(by.id('x'))` is a `finder`, `.getText()` on it a `promise` of a
 * value, `element.all(...).then(cb)` hands `cb` a `locator-array`.
 */
import type ts from 'typescript';
import type { Code } from '../../playwright/code.js';
import type { KeyInput } from '../../webdriver/keys.js';

export type Kind =
  | { type: 'unknown' }
  /** A plain, already resolved value (string, number, object the user built). */
  | { type: 'value'; of?: 'string' | 'number' | 'boolean' | 'array' }
  /**
   * An ElementFinder, emitted as a Playwright Locator. `first` means the emitted text still matches
   * every element and `.first()` must be appended before the locator is used on its own, which is
   * Protractor's "take the first match" rule (Playwright locators are strict). `leaf` records that
   * the locator targets a text-bearing element (a binding, a button, a span), where `textContent`
   * and WebDriver's visible text agree.
   */
  | {
      type: 'finder';
      first: boolean;
      leaf?: boolean;
      options?: boolean;
      button?: boolean;
      /** It finds `<input type="file">`s: a path typed into one uploads the file. */
      fileInput?: boolean;
    }
  /** An ElementArrayFinder, emitted as a Locator matching every element. */
  | { type: 'finders'; leaf?: boolean }
  /** `Locator[]`: what `element.all(...).then(cb)` hands to `cb` (`await locator.all()`). */
  | { type: 'locator-array'; source?: string }
  /** A `by.*` locator not yet bound to a page. */
  | { type: 'by'; by: ByLocator }
  /** A Protractor global or namespace: `element`, `by`, `$`, `$$`, `protractor`, `protractor.Key`… */
  | { type: 'global'; name: string }
  /** `browser` / `browser.driver`, or a builder reached from it (`browser.manage().window()`). */
  | {
      type: 'browser';
      path: readonly string[];
      /** A forked browser: its own Playwright page. */ page?: string;
    }
  /** A Playwright `Page` (the fixture, `this.page`, a helper's parameter, a switched-to window). */
  | { type: 'page' }
  /** `Page[]` from `getAllWindowHandles()`. */
  | { type: 'pages' }
  /** A promise the generated code must await; `of` is what it resolves to. `sync`: Playwright returns it directly (e.g. `page.url()`). */
  | {
      type: 'promise';
      of: Kind;
      sync?: boolean;
      map?: (awaited: string) => string;
      read?: Read;
      pollable?: boolean;
      /** The function that reads it again, for `expect.poll` (else `() => text`). */
      poll?: Code;
    }
  /** The result of an ExpectedConditions call. */
  | { type: 'condition'; condition: Condition }
  /** A key from `protractor.Key`, translated to a Playwright key name. */
  | { type: 'key'; name: string; input: KeyInput }
  /** An instance of a class (or constructor function) of the converted project. */
  | { type: 'instance'; declaration?: ts.Node }
  /** `expect(actual)` and the chain after it, until the matcher call. */
  | { type: 'expectation'; expectation: Expectation }
  /** `browser.actions()` and the steps chained on it. */
  | { type: 'actions'; steps: ActionStep[] }
  /** Text that only makes sense as whole statements (e.g. two awaited calls). */
  | { type: 'statements' }
  /** A function the conversion made async (or that returns a promise). */
  | { type: 'function'; returns: Kind };

/** A `by.*` call: the method name and its emitted arguments. */
export interface ByLocator {
  method: string;
  args: string[];
  /** Original argument nodes, for literal inspection. */
  nodes: readonly ts.Expression[];
  /** `.row(i)` / `.column(name)` on repeaters. */
  row?: string;
  column?: string;
  /** The column's literal value, when it is a literal. */
  columnLiteral?: string;
  /** A locator the project registered with `by.addLocator`. */
  custom?: true;
}

/**
 * An ExpectedConditions result, kept symbolic until `browser.wait` turns it into a web-first
 * assertion (or a boolean for `expect.poll` when combined with `or`).
 */
export interface Condition {
  name: string;
  /** The emitted locator the condition is about, when it takes one. */
  locator?: string;
  /** The emitted second argument (text, title, url). */
  arg?: string;
  argNode?: ts.Expression;
  /** For not/and/or. */
  operands?: Condition[];
  /** The page the condition reads (title, url, dialogs). */
  page?: string;
  /** A user-supplied condition (function or promise) that is not an ExpectedConditions member. */
  custom?: string;
}

export interface Expectation {
  /**
   * The emitted actual value and its kind (promise kinds are not awaited yet); `awaits`: its text
   * awaits outside any function of its own (a function reading it again must be async).
   */
  actual: { text: string; kind: Kind; awaits?: boolean };
  actualNode: ts.Expression;
  negated: boolean;
  /** Chai (`expect(x).to…`, `x.should…`) rather than Jasmine. */
  chai: boolean;
  /** chai-as-promised `eventually`. */
  eventually: boolean;
  deep: boolean;
  /** Custom failure message (`expect(x, 'msg')`, Jasmine `withContext`). */
  message?: string;
}

/**
 * What a promise reads, so an assertion on it can become a web-first assertion on the locator or
 * page instead (`expect(el.getText()).toBe(x)` → `await expect(locator).toHaveText(x)`).
 */
export interface Read {
  method: string;
  /** The locator (first match applied) or page the value is read from. */
  target: string;
  /** The locator without the first-match rule (for counts and presence). */
  list?: string;
  /** Read from an ElementArrayFinder: one value per element. */
  many?: boolean;
  leaf?: boolean;
  args: string[];
  argNodes: readonly ts.Expression[];
}

export interface ActionStep {
  name: string;
  args: { text: string; kind: Kind; node: ts.Expression }[];
}

export interface Out {
  text: string;
  kind: Kind;
}

export const unknown: Kind = { type: 'unknown' };
export const value: Kind = { type: 'value' };
export const statements: Kind = { type: 'statements' };
export const finders: Kind = { type: 'finders' };
export const page: Kind = { type: 'page' };

export function promiseOf(of: Kind = value, sync = false): Kind {
  return sync ? { type: 'promise', of, sync } : { type: 'promise', of };
}

export function finder(first: boolean, leaf?: boolean): Extract<Kind, { type: 'finder' }> {
  return leaf ? { type: 'finder', first, leaf } : { type: 'finder', first };
}

export function out(text: string, kind: Kind = unknown): Out {
  return { text, kind };
}

export function isLocatorKind(kind: Kind): boolean {
  return kind.type === 'finder' || kind.type === 'finders';
}

/** Kinds that only exist in Protractor: leaving one in the output means a TODO. */
export function isProtractorOnly(kind: Kind): boolean {
  return (
    kind.type === 'global' ||
    kind.type === 'browser' ||
    kind.type === 'expectation' ||
    kind.type === 'actions'
  );
}
