/**
 * What the conversion learns about the whole project while it converts each file, kept between
 * passes: which functions now return promises (their callers must await), which need the page,
 * which classes take it in their constructor, and the kind of every declaration it has seen. The
 * project converter repeats the passes until nothing new is learnt, so a spec converted before
 * its page object still awaits the page object's methods.
 */
import type ts from 'typescript';
import type { Kind } from './kinds.js';

export interface ModuleShape {
  /** `module.exports = X` / `export default`. */
  hasDefault: boolean;
  /** `exports.x = …` / `export const x`. */
  named: Set<string>;
  /** The default export is a page-object instance (`module.exports = new LoginPage()` or an object literal): importers construct it per test. */
  instanceOf?: string;
}

export class ProjectState {
  readonly declKinds = new Map<ts.Node, Kind>();
  readonly asyncFunctions = new Set<ts.Node>();
  readonly pageFunctions = new Set<ts.Node>();
  readonly pageClasses = new Set<ts.Node>();
  /** Describe callbacks (or source files) whose `beforeAll` drives the browser: one page shared by their tests. */
  readonly sharedPage = new Set<ts.Node>();
  readonly modules = new Map<string, ModuleShape>();
  /** Module-level declarations that became `(page) => value` factories; uses call them with the page. */
  readonly factories = new Set<ts.Node>();
  /** Where generated support modules (`rewright-angular.ts`, `rewright-locators.ts`, `rewright-params.ts`) live, relative to the project root. */
  supportDir = '';
  /** Whether any converted file uses the Angular selector engines (their specs need the fixture that registers them). */
  usesAngularEngines = false;
  /** Whether any converted file reads `browser.params`. */
  usesParams = false;
  /** Undeclared names the config's `onPrepare` made Protractor globals (`global.EC = …`). */
  readonly globalAliases = new Map<string, string>();
  /** Names the project registers with `by.addLocator`: `by.<name>(…)` is a custom locator. */
  readonly customLocators = new Set<string>();
  changed = false;

  constructor(
    readonly checker: ts.TypeChecker,
    /** Every name a file of the project declares (see `declaredNamesOf`). */
    readonly declaredNames: ReadonlySet<string>,
    /** Whether `declaredNames` also covers every member name (no JSDoc-declared members). */
    readonly membersIndexed: boolean,
    /** One file on its own: imports of project modules cannot be resolved and are assumed to be page objects and async helpers. */
    readonly isolated: boolean,
  ) {}

  add(set: Set<ts.Node>, node: ts.Node): void {
    if (!set.has(node)) {
      set.add(node);
      this.changed = true;
    }
  }

  addCustomLocator(name: string): void {
    if (!this.customLocators.has(name)) {
      this.customLocators.add(name);
      this.changed = true;
    }
  }

  setKind(node: ts.Node, kind: Kind): void {
    const previous = this.declKinds.get(node);
    if (!previous || previous.type !== kind.type || kindDetail(previous) !== kindDetail(kind)) {
      this.declKinds.set(node, kind);
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
