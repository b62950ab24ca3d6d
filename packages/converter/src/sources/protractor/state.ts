/**
 * What the conversion learns about the whole project while it converts each file, kept between
 * passes: which functions now return promises (their callers must await), which need the page,
 * which classes take it in their constructor, and the kind of every declaration it has seen. The
 * project converter repeats the passes until nothing new is learnt, so a spec converted before
 * its page object still awaits the page object's methods.
 *
 * It also records what each pass asked: when nothing a pass asked about changed after it asked
 * (`stale` stays false), another pass would ask the same, get the same answers and write the same
 * output, so the passes can stop there. Most projects need one pass instead of two.
 *
 * Facts the analysis predicted before emission (`analysis.ts`) are in the state from the start;
 * emission learning one again confirms it. A prediction emission never confirms was wrong, and
 * the project converter starts again from a fresh state without predictions.
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

/** Whether a value the current pass read has since changed. */
interface PassRecord {
  stale: boolean;
}

/** A set that remembers which values the current pass asked about. */
export class PassSet<T> {
  private readonly values = new Set<T>();
  private readonly asked = new Set<T>();
  /** Predicted values emission has not learnt (yet). */
  private readonly unconfirmed = new Set<T>();

  constructor(private readonly pass: PassRecord) {}

  /** A value the analysis predicts emission will add: in the set from the start. */
  predict(value: T): void {
    if (this.values.has(value)) return;
    this.values.add(value);
    this.unconfirmed.add(value);
  }

  /** Whether emission has added every predicted value itself. */
  get predictionsConfirmed(): boolean {
    return this.unconfirmed.size === 0;
  }

  has(value: T): boolean {
    this.asked.add(value);
    return this.values.has(value);
  }

  /** Adds `value`; whether it was new. */
  add(value: T): boolean {
    this.unconfirmed.delete(value);
    if (this.values.has(value)) return false;
    this.values.add(value);
    if (this.asked.has(value)) this.pass.stale = true;
    return true;
  }

  get size(): number {
    return this.values.size;
  }

  newPass(): void {
    this.asked.clear();
  }
}

/** A map that remembers which keys the current pass asked about. */
export class PassMap<K, V> {
  private readonly values = new Map<K, V>();
  private readonly asked = new Set<K>();

  constructor(private readonly pass: PassRecord) {}

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
    if (this.asked.has(key)) this.pass.stale = true;
  }

  newPass(): void {
    this.asked.clear();
  }
}

export class ProjectState {
  private readonly pass: PassRecord = { stale: false };
  readonly declKinds = new PassMap<ts.Node, Kind>(this.pass);
  readonly asyncFunctions = new PassSet<ts.Node>(this.pass);
  readonly pageFunctions = new PassSet<ts.Node>(this.pass);
  readonly pageClasses = new PassSet<ts.Node>(this.pass);
  /** Describe callbacks (or source files) whose `beforeAll` drives the browser: one page shared by their tests. */
  readonly sharedPage = new PassSet<ts.Node>(this.pass);
  readonly modules = new PassMap<string, ModuleShape>(this.pass);
  /** Module-level declarations that became `(page) => value` factories; uses call them with the page. */
  readonly factories = new PassSet<ts.Node>(this.pass);
  /** Variables that were assigned a Protractor promise, awaited at the assignment. */
  readonly awaitedPromises = new PassSet<ts.Node>(this.pass);
  /** Where generated support modules (`rewright-angular.ts`, `rewright-locators.ts`, `rewright-params.ts`) live, relative to the project root. */
  supportDir = '';
  /** Whether any converted file reads `browser.params`. */
  usesParams = false;
  /** Whether the project registers Angular mock modules (`browser.get` then loads them). */
  usesMockModules = false;
  /** Whether any converted file calls `browser.getProcessedConfig()` (`rewright-config.ts`). */
  usesProcessedConfig = false;
  /** The custom Jasmine matchers the project registers (`jasmine.addMatchers`), if any. */
  customMatchers: CustomMatchers | undefined;
  /** Undeclared names the config's `onPrepare` made Protractor globals (`global.EC = …`). */
  readonly globalAliases = new Map<string, string>();
  /** Names the project registers with `by.addLocator`: `by.<name>(…)` is a custom locator. */
  readonly customLocators = new PassSet<string>(this.pass);
  changed = false;
  private angularEngines = false;
  private angularEnginesAsked = false;
  /** The analysis predicted the Angular selector engines and emission has not used them (yet). */
  private angularUnconfirmed = false;

  constructor(
    readonly checker: ts.TypeChecker,
    /** Every name a file of the project declares (see `declaredNamesOf`). */
    readonly declaredNames: ReadonlySet<string>,
    /** Whether `declaredNames` also covers every member name (no JSDoc-declared members). */
    readonly membersIndexed: boolean,
    /** One file on its own: imports of project modules cannot be resolved and are assumed to be page objects and async helpers. */
    readonly isolated: boolean,
  ) {}

  /** Starts a pass: nothing asked, nothing changed yet. */
  newPass(): void {
    this.changed = false;
    this.pass.stale = false;
    this.angularEnginesAsked = false;
    for (const tracked of [
      this.declKinds,
      this.asyncFunctions,
      this.pageFunctions,
      this.pageClasses,
      this.sharedPage,
      this.modules,
      this.factories,
      this.awaitedPromises,
      this.customLocators,
    ])
      tracked.newPass();
  }

  /**
   * Whether something the pass asked about changed after it asked: the pass's output may be out
   * of date. When false, another pass would write the same output and learn nothing.
   */
  get stale(): boolean {
    return this.pass.stale;
  }

  /** Whether any converted file uses the Angular selector engines (their specs need the fixture that registers them). */
  get usesAngularEngines(): boolean {
    this.angularEnginesAsked = true;
    return this.angularEngines;
  }

  /** The analysis predicts that the suite uses the Angular selector engines. */
  predictAngularEngines(): void {
    if (this.angularEngines) return;
    this.angularEngines = true;
    this.angularUnconfirmed = true;
  }

  /** Whether emission has learnt every fact the analysis predicted. */
  get predictionsConfirmed(): boolean {
    return !this.angularUnconfirmed && this.sharedPage.predictionsConfirmed;
  }

  /**
   * A converted file uses the Angular selector engines; files converted earlier in the pass
   * synchronise differently now. Only code that uses them whether or not they are known calls
   * this: code that reads `usesAngularEngines` first (and so would confirm a wrong prediction
   * itself) imports their helpers with `FileConverter.useAngularHelper`.
   */
  useAngularEngines(): void {
    this.angularUnconfirmed = false;
    if (this.angularEngines) return;
    this.angularEngines = true;
    this.changed = true;
    if (this.angularEnginesAsked) this.pass.stale = true;
  }

  add(set: PassSet<ts.Node>, node: ts.Node): void {
    if (set.add(node)) this.changed = true;
  }

  addCustomLocator(name: string): void {
    if (this.customLocators.add(name)) this.changed = true;
  }

  setKind(node: ts.Node, kind: Kind): void {
    const previous = this.declKinds.peek(node);
    if (!previous || previous.type !== kind.type || kindDetail(previous) !== kindDetail(kind)) {
      this.declKinds.set(node, kind);
      this.changed = true;
    }
  }

  /** This module's `module.exports = new X()` exports an instance of the class `className`. */
  setExportedInstance(path: string, className: string): void {
    const shape = this.modules.peek(path) ?? { hasDefault: true, named: new Set<string>() };
    if (shape.instanceOf !== className) {
      shape.instanceOf = className;
      this.modules.set(path, shape);
      this.changed = true;
    }
  }
}

function kindDetail(kind: Kind): string {
  if (kind.type === 'promise') return `promise:${kind.of.type}:${kind.pollable ? 'poll' : ''}`;
  if (kind.type === 'finder') return `finder:${kind.first}`;
  if (kind.type === 'function') return `function:${kindDetail(kind.returns)}`;
  return kind.type;
}
