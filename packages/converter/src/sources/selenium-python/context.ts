/**
 * What rules see while one file is emitted: the project's facts (read only), the scope they stand
 * in, and a narrow set of operations — translate a sub-expression, report a diagnostic, ask for an
 * import or a fresh name. Rules never reach the emitter itself.
 */
import type { DiagnosticCode } from '../../diagnostics/catalogue.js';
import type { PyNode } from './parser.js';
import type { ProjectFacts } from './facts.js';
import type { Val } from './values.js';

/** Where a statement stands: names it declared, what they hold, how `self` and the driver read. */
export interface Scope {
  parent?: Scope;
  /** Python names bound here and what they hold. */
  vars: Map<string, Val>;
  /** TypeScript names declared in this function (so a second assignment is not `const` again). */
  declared: Set<string>;
  /** How `self.x` reads: `this` in classes, a describe-level variable in pytest test classes. */
  self?: { prefix: string; page: string; className?: string; attrs?: Set<string> };
  /** The driver as Playwright code (`page`, `this.page`). */
  page: string;
  /** Where `find_element` looks: the page or the frame switched to. */
  root: string;
  frames: string[];
  /** Dialog set up before the action that opens it (`switch_to.alert` reads it). */
  dialog?: string;
  /** Text typed into a prompt (`alert.send_keys`), given to `accept`. */
  promptText?: string;
  /**
   * In a wait's condition (`until(lambda d: ...)`): an element read answers at once, as Selenium's
   * wait asks again when the element is missing, instead of first waiting for the element.
   */
  polling?: boolean;
  /** The function is async (awaits allowed). */
  isAsync: boolean;
  /**
   * Inside a loop with an `else`: the label of the block that holds loop and else, which its
   * `break` leaves (skipping the else). Unset inside any other loop, whose `break` is its own.
   */
  breakLabel?: string;
  /** Labels of the loops with an `else` around this block (a nested one takes another name). */
  loopLabels?: readonly string[];
  /**
   * In a test or fixture body: asks for a fixture by name (`request.getfixturevalue`), adding it to
   * those the test destructures. Not inherited by nested functions, which cannot reach them.
   */
  askFixture?: (name: string, at: PyNode) => Val | undefined;
}

export function childScope(parent: Scope, overrides: Partial<Scope> = {}): Scope {
  return {
    parent,
    vars: new Map(),
    declared: new Set(),
    self: parent.self,
    page: parent.page,
    root: parent.root,
    frames: [...parent.frames],
    isAsync: parent.isAsync,
    ...overrides,
  };
}

/** A block scope inside the same function: shares declarations' bookkeeping with its parent. */
export function blockScope(parent: Scope): Scope {
  return { ...parent, parent, vars: new Map(), declared: new Set(parent.declared) };
}

/** The block of `except E as name`: `name` holds the caught error (`str(name)`: its message). */
export function exceptScope(parent: Scope, name: string | undefined, code: string): Scope {
  const scope = blockScope(parent);
  if (name) scope.vars.set(name, { t: 'js', code, type: 'exception' });
  return scope;
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
    readonly node: PyNode,
    readonly code: DiagnosticCode,
    readonly detail?: string,
  ) {
    super(detail ?? code);
  }
}

/**
 * Any failure while translating a statement, as a TODO: input the rules did not foresee (a
 * mutated or half-written file) keeps its original under a diagnostic instead of failing the file.
 */
export function asUnconvertible(error: unknown, node: PyNode): Unconvertible {
  if (error instanceof Unconvertible) return error;
  return new Unconvertible(
    node,
    'selenium-python/unsupported-syntax',
    'a construct the converter could not read here',
  );
}

export interface RuleContext {
  readonly path: string;
  readonly facts: ProjectFacts;
  expr(node: PyNode, scope: Scope): Val;
  /** The expression's TypeScript value (reads awaited, element lists listed). */
  value(node: PyNode, scope: Scope): string;
  /** An attribute read or a call, translated by the rules of its receiver. */
  attribute(node: PyNode, scope: Scope): Val;
  call(node: PyNode, scope: Scope): Val;
  /** A lambda as an arrow function (`driverParam`: its first parameter is the driver). */
  lambda(node: PyNode, scope: Scope, driverParam?: boolean): string;
  /** A translated value as TypeScript. */
  materialize(value: Val): string;
  /** `By.X` (its dotted text, or a strategy string) with its argument, as a locator value. */
  locator(by: string, arg: PyNode, scope: Scope): Val | undefined;
  /** Statements of a block, translated (each a line or several). */
  block(node: PyNode, scope: Scope): string[];
  report(node: PyNode, code: DiagnosticCode, detail?: string): void;
  /** A named import from a module (`@playwright/test`, `node:path`, a project module). */
  importName(from: string, name: string, asDefault?: boolean): void;
  /** A name not used in the file yet (`dialog`, `dialog2`). */
  fresh(base: string): string;
  /** Statements to insert before the current statement (a dialog listener before its action). */
  before: string[];
  /** The TODO line for a code (its diagnostic is reported separately). */
  todo(code: DiagnosticCode, detail?: string): string;
  /** A function or class defined inside a function body. */
  nested(node: PyNode, scope: Scope): string[];
}
