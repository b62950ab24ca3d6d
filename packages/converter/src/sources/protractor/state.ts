/**
 * What the project knows about itself while its files are emitted: which functions now return
 * promises (their callers must await), which need the page, which classes take it in their
 * constructor, and the kind of every declaration. The analysis (`analysis.ts`) puts in what it
 * finds before emission; emission adds what each file teaches the files emitted after it (they
 * are emitted in an order where that is enough: a module before its importers, a member after
 * what it reads).
 *
 * Emission runs once. So the state records what emission read: a fact learnt after emission read
 * it (`lateFacts`) means some output was written without it — a fact the analysis should find
 * first. The tests hold every fixture to none.
 */
import type ts from 'typescript';
import type { Kind } from './kinds.js';

/** What the project registers: matcher names, and whether some registration could not be read. */
export interface CustomMatchers {
  names: Set<string>;
  /** An `addMatchers` argument that is not an object literal of this file: any unknown matcher may be custom. */
  open: boolean;
}

export interface ModuleShape {
  /** `module.exports = X` / `export default`. */
  hasDefault: boolean;
  /** `exports.x = …` / `export const x`. */
  named: Set<string>;
  /** The default export is a page-object instance (`module.exports = new LoginPage()` or an object literal): importers construct it per test. */
  instanceOf?: string;
}

/** Facts learnt after emission had read them, described for a reader. */
type LateFacts = string[];

/** A set that remembers which values emission asked about. */
export class FactSet<T> {
  private readonly values = new Set<T>();
  private readonly asked = new Set<T>();

  constructor(private readonly late: LateFacts) {}

  has(value: T): boolean {
    this.asked.add(value);
    return this.values.has(value);
  }

  /** Adds `value`; whether it was new. */
  add(value: T): boolean {
    if (this.values.has(value)) return false;
    this.values.add(value);
    if (this.asked.has(value)) this.late.push(describeFact(value));
    return true;
  }

  get size(): number {
    return this.values.size;
  }
}

/** A map that remembers which keys emission asked about. */
export class FactMap<K, V> {
  private readonly values = new Map<K, V>();
  private readonly asked = new Set<K>();

  constructor(private readonly late: LateFacts) {}

  get(key: K): V | undefined {
    this.asked.add(key);
    return this.values.get(key);
  }

  has(key: K): boolean {
    this.asked.add(key);
    return this.values.has(key);
  }

  /** The value without counting as asked (for the writer's own comparison). */
  peek(key: K): V | undefined {
    return this.values.get(key);
  }

  set(key: K, value: V): void {
    this.values.set(key, value);
    if (this.asked.has(key)) this.late.push(describeFact(key));
  }
}

export class ProjectState {
  /** Facts learnt after emission read them (see above): empty when the analysis found them all. */
  readonly lateFacts: LateFacts = [];
  readonly declKinds = new FactMap<ts.Node, Kind>(this.lateFacts);
  readonly asyncFunctions = new FactSet<ts.Node>(this.lateFacts);
  readonly pageFunctions = new FactSet<ts.Node>(this.lateFacts);
  readonly pageClasses = new FactSet<ts.Node>(this.lateFacts);
  /** Describe callbacks (or source files) whose `beforeAll` drives the browser: one page shared by their tests. */
  readonly sharedPage = new FactSet<ts.Node>(this.lateFacts);
  readonly modules = new FactMap<string, ModuleShape>(this.lateFacts);
  /** Module-level declarations that became `(page) => value` factories; uses call them with the page. */
  readonly factories = new FactSet<ts.Node>(this.lateFacts);
  /** Variables that were assigned a Protractor promise, awaited at the assignment. */
  readonly awaitedPromises = new FactSet<ts.Node>(this.lateFacts);
  /** Where generated support modules (`rewright-angular.ts`, `rewright-locators.ts`, `rewright-params.ts`) live, relative to the project root. */
  supportDir = '';
  /** Whether any converted file reads `browser.params`. */
  usesParams = false;
  /** Whether the project registers Angular mock modules (`browser.get` then loads them). */
  usesMockModules = false;
  /**
   * Whether any file says `alert` (`switchTo().alert()`, `alertIsPresent`, in a helper module
   * too): without it no statement starts a dialog sequence (`dialogs.ts`).
   */
  mentionsAlerts = true;
  /** Whether any converted file calls `browser.getProcessedConfig()` (`rewright-config.ts`). */
  usesProcessedConfig = false;
  /** The custom Jasmine matchers the project registers (`jasmine.addMatchers`), if any. */
  customMatchers: CustomMatchers | undefined;
  /** Undeclared names the config's `onPrepare` made Protractor globals (`global.EC = …`). */
  readonly globalAliases = new Map<string, string>();
  /** Names the project registers with `by.addLocator`: `by.<name>(…)` is a custom locator. */
  readonly customLocators = new FactSet<string>(this.lateFacts);
  /**
   * Functions emitted so far, and those emitted again (`file:line …`): emission writes each
   * function once, deciding how from facts it has, never from a trial emission.
   */
  private readonly emittedFunctions = new Set<ts.Node>();
  readonly reemittedFunctions: string[] = [];
  /** Functions emitted `async` (read by the rule that emitted them, instead of their text). */
  readonly emittedAsync = new Set<ts.Node>();
  private angularEngines = false;
  private angularEnginesAsked = false;

  constructor(
    readonly checker: ts.TypeChecker,
    /** Every name a file of the project declares (see `declaredNamesOf`). */
    readonly declaredNames: ReadonlySet<string>,
    /** Whether `declaredNames` also covers every member name (no JSDoc-declared members). */
    readonly membersIndexed: boolean,
    /** One file on its own: imports of project modules cannot be resolved and are assumed to be page objects and async helpers. */
    readonly isolated: boolean,
  ) {}

  /** Whether any converted file uses the Angular selector engines (their specs need the fixture that registers them). */
  get usesAngularEngines(): boolean {
    this.angularEnginesAsked = true;
    return this.angularEngines;
  }

  /**
   * A converted file uses the Angular selector engines; the analysis found it first
   * (`knownToUseAngularEngines`) unless the use is late.
   */
  useAngularEngines(): void {
    if (this.angularEngines) return;
    this.angularEngines = true;
    if (this.angularEnginesAsked)
      this.lateFacts.push('the suite uses the Angular selector engines');
  }

  /** The analysis found that the suite uses the Angular selector engines. */
  knownToUseAngularEngines(): void {
    this.angularEngines = true;
  }

  /** A function is being emitted; a second emission of it is recorded. */
  noteFunctionEmitted(node: ts.Node): void {
    if (this.emittedFunctions.has(node)) this.reemittedFunctions.push(describeFact(node));
    else this.emittedFunctions.add(node);
  }

  add(set: FactSet<ts.Node>, node: ts.Node): void {
    set.add(node);
  }

  addCustomLocator(name: string): void {
    this.customLocators.add(name);
  }

  setKind(node: ts.Node, kind: Kind): void {
    const previous = this.declKinds.peek(node);
    if (!previous || previous.type !== kind.type || kindDetail(previous) !== kindDetail(kind)) {
      this.declKinds.set(node, kind);
    }
  }

  /** This module's `module.exports = new X()` exports an instance of the class `className`. */
  setExportedInstance(path: string, className: string): void {
    const shape = this.modules.peek(path) ?? { hasDefault: true, named: new Set<string>() };
    if (shape.instanceOf !== className) {
      shape.instanceOf = className;
      this.modules.set(path, shape);
    }
  }
}

function kindDetail(kind: Kind): string {
  if (kind.type === 'promise') return `promise:${kind.of.type}:${kind.pollable ? 'poll' : ''}`;
  if (kind.type === 'finder') return `finder:${kind.first}`;
  if (kind.type === 'function') return `function:${kindDetail(kind.returns)}`;
  return kind.type;
}

/** `pages/login.po.js:12 this.name = element(…)`, or the value itself. */
function describeFact(value: unknown): string {
  const node = value as ts.Node;
  if (typeof value !== 'object' || value === null || typeof node.getSourceFile !== 'function')
    return String(value);
  const sf = node.getSourceFile();
  const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
  return `${sf.fileName}:${line + 1} ${node.getText(sf).split('\n')[0]?.slice(0, 60) ?? ''}`;
}
