/**
 * What rules see while one file is emitted: the project's facts (read only), the scope they stand
 * in, and a narrow set of operations — translate a sub-expression, report a diagnostic, ask for an
 * import or a fresh name. Rules never reach the emitter itself.
 */
import type { DiagnosticCode } from '../../diagnostics/catalogue.js';
import type { ReadKind } from '../../webdriver/elements.js';
import type { LocatorForm } from '../../webdriver/locators.js';
import type { ClassFacts, FileFacts, ProjectFacts } from './facts.js';
import type { JNode } from './parser.js';

/** A translated Java expression: a plain value, or a browser object rules keep reading. */
export type Val =
  /** TypeScript code; `type`: its Java type when known (`String`, `List<String>`, a class). */
  | { t: 'js'; code: string; type?: string; awaited?: boolean }
  | { t: 'page'; code: string }
  | { t: 'loc'; code: string; leaf: boolean }
  /** Every element a locator matches (`findElements`, `List<WebElement>`). */
  | { t: 'locs'; code: string; leaf: boolean }
  | { t: 'by'; form: LocatorForm }
  | { t: 'select'; code: string }
  /**
   * A wait: its timeout and `FluentWait` options (poll interval, failure message), as code;
   * `once`: a condition of `or`, checked once in each try of the retry that checks them all.
   */
  | { t: 'wait'; timeout?: string; intervals?: string; message?: string; once?: boolean }
  /** `held`: the modifiers a `keyDown` holds down at the chain's end. */
  | { t: 'actions'; steps: string[]; held?: string[] }
  /** An alert; `dialog`: the Playwright dialog it is, when one was listened for. */
  | { t: 'alert'; dialog?: string }
  | { t: 'soft'; code: string }
  /** `driver.navigate()`, `driver.manage().window()`, `driver.switchTo()`: a driver command path. */
  | { t: 'path'; page: string; path: string }
  /** A read of an element or the page, kept so an assertion can make it web-first. */
  | { t: 'read'; kind: ReadKind; target: string; args: string[]; leaf: boolean };

export interface Scope {
  parent?: Scope;
  /** Names bound here (locals, parameters) and what they hold. */
  vars: Map<string, Val>;
  /** The class whose member this is. */
  cls?: ClassFacts;
  /** `member`: fields read through `this`; `test`: a test class's fields are plain names. */
  mode: 'member' | 'test';
  /** The driver as Playwright code (`page`, `this.page`). */
  page: string;
  /** Where `findElement` looks: the page or the frame switched to. */
  root: string;
  isAsync: boolean;
  /** A dialog listened for before the action that opens it (`switchTo().alert()` reads it). */
  dialog?: string;
  promptText?: string;
  /** A method other code calls (not a test or hook body): an alert it reads its caller opened. */
  inHelper?: boolean;
}

/** The scope of a test class's body: its fields are plain names, the driver is `page`. */
export function testScope(cls: ClassFacts, isAsync = true): Scope {
  return { vars: new Map(), cls, mode: 'test', page: 'page', root: 'page', isAsync };
}

export function childScope(parent: Scope, overrides: Partial<Scope> = {}): Scope {
  return {
    parent,
    vars: new Map(),
    ...(parent.cls ? { cls: parent.cls } : {}),
    mode: parent.mode,
    page: parent.page,
    root: parent.root,
    isAsync: parent.isAsync,
    ...(parent.inHelper ? { inHelper: true } : {}),
    ...overrides,
  };
}

export function lookup(scope: Scope, name: string): Val | undefined {
  for (let s: Scope | undefined = scope; s; s = s.parent) {
    const found = s.vars.get(name);
    if (found) return found;
  }
  return undefined;
}

/** Thrown by a rule that cannot translate a construct: the statement becomes a TODO. */
export class Unconvertible extends Error {
  constructor(
    readonly node: JNode,
    readonly code: DiagnosticCode,
    readonly detail?: string,
  ) {
    super(detail ?? code);
  }
}

/** Any failure while translating a statement, as a TODO (input the rules did not foresee). */
export function asUnconvertible(error: unknown, node: JNode): Unconvertible {
  if (error instanceof Unconvertible) return error;
  return new Unconvertible(
    node,
    'selenium-java/unsupported-syntax',
    'a construct the converter could not read here',
  );
}

export interface RuleContext {
  readonly path: string;
  readonly facts: ProjectFacts;
  readonly file: FileFacts;
  expr(node: JNode, scope: Scope): Val;
  /** The expression's TypeScript value (reads awaited). */
  value(node: JNode, scope: Scope): string;
  materialize(value: Val, node: JNode): string;
  /** Statements of a block, translated. */
  block(node: JNode, scope: Scope): string[];
  report(node: JNode, code: DiagnosticCode, detail?: string): void;
  importName(from: string, name: string): void;
  /** A name not used in the file yet (`dialog`, `dialog2`). */
  fresh(base: string): string;
  /** Statements to insert before the current statement (a wait's assertion before its value). */
  before: string[];
  todo(code: DiagnosticCode, detail?: string): string;
}
