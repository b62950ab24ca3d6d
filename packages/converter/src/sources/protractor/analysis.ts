/**
 * Analysis before emission: what the project converter can tell from the syntax of every file
 * before it emits any, so that emission runs once instead of learning a fact half-way through a
 * file and emitting everything again.
 *
 * - The order to emit files in: a module before the files that import it, so a spec is emitted
 *   after the page objects and helpers whose methods it calls have been (and what became async
 *   or needs the page is known when the spec asks).
 * - Facts that emission would otherwise learn late: which describes share one page (a
 *   `beforeAll`/`afterAll` that drives the browser, often written after the tests that read the
 *   page), whether the suite uses the Angular selector engines (every file converted before the
 *   first `by.binding` synchronises differently once it is known), and kinds of declarations
 *   learnt from a later use (`call-site-kinds.ts`). Within a class, the order of its members
 *   (`member-order.ts`) does the same for what members learn from each other.
 *
 * These are facts, not hypotheses: emission runs once and takes them as given. A `by.binding`
 * that the conversion then keeps under a TODO (inside a call it cannot convert) still makes the
 * suite use the Angular engines. What emission learns after it read it anyway is recorded
 * (`ProjectState.lateFacts`) and held to none by the tests.
 */
import ts from 'typescript';
import { moduleSpecifier } from './modules.js';
import { isFunctionLike, roleOf } from './roles.js';
import { declaresName } from './syntax-walk.js';
import { CallSiteKinds } from './call-site-kinds.js';
import type { Declarations } from './declarations.js';
import type { Kind } from './kinds.js';

/** Where the code being walked would take its page from, as `FileConverter.pageRef` decides. */
export interface Scope {
  /** The describe callback (or the file) the code is in. */
  describe: ts.Node;
  /** A `beforeAll`/`afterAll` callback's describe: driving the browser here makes it share one page. */
  sharedPageOwner: ts.Node | undefined;
  /** Some enclosing function has a page of its own (a test, hook, class member or helper): a helper declared here captures it. */
  capturing: boolean;
  /** How many callbacks of method calls (`.then(function () {…})`) enclose the code. */
  callbacks: number;
}

/** `browser.<path>(…)` calls whose conversion always uses the page. */
const pageDrivingBrowserCalls = new Set([
  'get',
  'refresh',
  'navigate().to',
  'navigate().back',
  'navigate().forward',
  'navigate().refresh',
  'getCurrentUrl',
  'getTitle',
  'getPageSource',
  'executeScript',
  'executeAsyncScript',
  'takeScreenshot',
  'findElement',
  'findElements',
  'element',
  '$',
  '$$',
  'isElementPresent',
  'close',
  'setLocation',
  'getLocationAbsUrl',
  'waitForAngular',
  'manage().deleteAllCookies',
  'manage().deleteCookie',
  'manage().getCookies',
  'manage().getCookie',
  'manage().addCookie',
]);

/** `browser.<path>(…)` calls converted through the generated Angular support module. */
const angularBrowserCalls = new Set(['waitForAngular', 'setLocation', 'getLocationAbsUrl']);

/** `by.<name>(…)` locators converted to the Angular selector engines. */
const angularLocators = new Set(['binding', 'exactBinding', 'repeater', 'exactRepeater']);

/** Protractor's element globals, whose calls always locate on the page. */
const elementGlobals = new Set(['element', '$', '$$']);

interface Candidate {
  sf: ts.SourceFile;
  /** The Protractor global the prediction rests on (it must not be one of the file's own names). */
  global: string;
  /**
   * The name the global was read from (`protractor_1` of `protractor_1.by`): it must be bound to
   * Protractor's module. Checked once the walk has seen the whole file (its `require` too).
   */
  module?: string;
}

export interface AnalysisFacts {
  /** Describe callbacks (or files) whose tests share one page. */
  sharedPage: ts.Node[];
  /** Whether the converted suite uses the Angular selector engines. */
  angularEngines: boolean;
  /** Kinds of declarations learnt from uses written after code that reads them (`call-site-kinds.ts`). */
  kinds: Map<ts.Node, Kind>;
}

export class ProjectAnalysis {
  private readonly sharedPage = new Map<ts.Node, Candidate[]>();
  private readonly angular: Candidate[] = [];
  /** Names a file imports from Protractor (`import { browser } from 'protractor'`): still its globals. */
  private readonly protractorNames = new Map<ts.SourceFile, Set<string>>();
  /** Names Protractor's module is bound to as a whole, per file (`var protractor_1 = require(…)`). */
  private readonly protractorModules = new Map<ts.SourceFile, Set<string>>();
  /** Relative module specifiers each file imports or requires. */
  private readonly imports = new Map<ts.SourceFile, string[]>();
  private readonly callbackDepth = new Map<ts.SourceFile, number>();
  private readonly callSites = new CallSiteKinds();

  /** How deep callbacks of method calls nest in `sf` (`.then(function () { return x.then(…) })`). */
  callbackNesting(sf: ts.SourceFile): number {
    return this.callbackDepth.get(sf) ?? 0;
  }

  /** The visitor for the shared walk of every file (`declaredNamesOf`). */
  readonly visit = (node: ts.Node, sf: ts.SourceFile, parent: Scope | undefined): Scope => {
    const scope = parent ?? {
      describe: sf,
      sharedPageOwner: undefined,
      capturing: false,
      callbacks: 0,
    };
    if (isFunctionLike(node)) {
      const inner = functionScope(node, scope);
      if (!isMethodCallback(node)) return inner;
      const callbacks = scope.callbacks + 1;
      if (callbacks > (this.callbackDepth.get(sf) ?? 0)) this.callbackDepth.set(sf, callbacks);
      return { ...inner, callbacks };
    }
    switch (node.kind) {
      case ts.SyntaxKind.CallExpression:
        this.call(node as ts.CallExpression, sf, scope);
        break;
      case ts.SyntaxKind.ImportDeclaration:
      case ts.SyntaxKind.ExportDeclaration:
        this.moduleDeclaration(node as ts.ImportDeclaration | ts.ExportDeclaration, sf);
        break;
    }
    return scope;
  };

  private call(node: ts.CallExpression, sf: ts.SourceFile, scope: Scope): void {
    this.callSites.visitCall(node, sf);
    const callee = node.expression;
    if (ts.isIdentifier(callee)) {
      if (callee.text === 'require') this.require(node, sf);
      else if (elementGlobals.has(callee.text)) this.drivesPage(scope, sf, callee.text);
      return;
    }
    if (!ts.isPropertyAccessExpression(callee)) return;
    const receiver = callee.expression;
    if (ts.isIdentifier(receiver)) {
      if (receiver.text === 'element' && callee.name.text === 'all')
        this.drivesPage(scope, sf, 'element');
      else if (receiver.text === 'by' && angularLocators.has(callee.name.text))
        this.angular.push({ sf, global: 'by' });
    } else if (
      // `protractor_1.by.binding(…)`: a spec TypeScript compiled to CommonJS, `import * as p`
      ts.isPropertyAccessExpression(receiver) &&
      ts.isIdentifier(receiver.expression) &&
      receiver.name.text === 'by' &&
      angularLocators.has(callee.name.text)
    )
      this.angular.push({ sf, global: 'by', module: receiver.expression.text });
    // Most calls are neither in a `beforeAll`/`afterAll` nor named like an Angular command: the
    // receiver chain is only followed for those.
    if (!scope.sharedPageOwner && !angularBrowserCalls.has(callee.name.text)) return;
    const path = browserPath(callee);
    if (path === undefined) return;
    if (pageDrivingBrowserCalls.has(path)) this.drivesPage(scope, sf, 'browser');
    if (angularBrowserCalls.has(path)) this.angular.push({ sf, global: 'browser' });
  }

  private drivesPage(scope: Scope, sf: ts.SourceFile, global: string): void {
    const owner = scope.sharedPageOwner;
    if (!owner) return;
    const list = this.sharedPage.get(owner) ?? [];
    list.push({ sf, global });
    this.sharedPage.set(owner, list);
  }

  private require(node: ts.CallExpression, sf: ts.SourceFile): void {
    const [specifier] = node.arguments;
    if (node.arguments.length !== 1 || !specifier || !ts.isStringLiteralLike(specifier)) return;
    if (specifier.text === 'protractor') {
      // const { browser, element } = require('protractor')
      const declaration = node.parent;
      if (ts.isVariableDeclaration(declaration) && ts.isObjectBindingPattern(declaration.name))
        for (const element of declaration.name.elements)
          if (ts.isIdentifier(element.name)) this.protractorName(sf, element.name.text);
      // var protractor_1 = require('protractor')
      if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name))
        this.protractorModule(sf, declaration.name.text);
      return;
    }
    this.importsModule(sf, specifier.text);
  }

  private moduleDeclaration(node: ts.ImportDeclaration | ts.ExportDeclaration, sf: ts.SourceFile) {
    const specifier = node.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    if (specifier.text === 'protractor' && ts.isImportDeclaration(node)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (!element.propertyName) this.protractorName(sf, element.name.text);
      if (bindings && ts.isNamespaceImport(bindings)) this.protractorModule(sf, bindings.name.text);
      return;
    }
    this.importsModule(sf, specifier.text);
  }

  private protractorModule(sf: ts.SourceFile, name: string): void {
    const names = this.protractorModules.get(sf) ?? new Set<string>();
    names.add(name);
    this.protractorModules.set(sf, names);
  }

  private protractorName(sf: ts.SourceFile, name: string): void {
    const names = this.protractorNames.get(sf) ?? new Set<string>();
    names.add(name);
    this.protractorNames.set(sf, names);
  }

  private importsModule(sf: ts.SourceFile, specifier: string): void {
    if (!specifier.startsWith('.')) return;
    const list = this.imports.get(sf) ?? [];
    list.push(specifier);
    this.imports.set(sf, list);
  }

  /** Whether `global` in `sf` is Protractor's (the file does not declare a name of its own). */
  private isGlobal(candidate: Candidate): boolean {
    if (candidate.module !== undefined)
      return this.protractorModules.get(candidate.sf)?.has(candidate.module) ?? false;
    return (
      !declaresName(candidate.sf, candidate.global) ||
      (this.protractorNames.get(candidate.sf)?.has(candidate.global) ?? false)
    );
  }

  /**
   * The facts, for the files that are emitted (`emitted`: not configs); `declarations(sf)`
   * resolves names as emission does.
   */
  facts(
    emitted: ReadonlySet<ts.SourceFile>,
    declarations: (sf: ts.SourceFile) => Declarations,
  ): AnalysisFacts {
    const counts = (candidate: Candidate) => emitted.has(candidate.sf) && this.isGlobal(candidate);
    return {
      sharedPage: [...this.sharedPage]
        .filter(([, candidates]) => candidates.some(counts))
        .map(([owner]) => owner),
      angularEngines: this.angular.some(counts),
      kinds: this.callSites.kinds(emitted, declarations, (sf, global) =>
        this.isGlobal({ sf, global }),
      ),
    };
  }

  /**
   * `paths` in the order to emit them: each file after the project files it imports (a cycle is
   * broken where it closes), otherwise in the given order.
   */
  emissionOrder(paths: readonly string[], sourceFile: (path: string) => ts.SourceFile | undefined) {
    const known = new Set(paths);
    const ordered: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (path: string) => {
      if (state.has(path)) return;
      state.set(path, 'visiting');
      const sf = sourceFile(path);
      for (const specifier of (sf && this.imports.get(sf)) ?? []) {
        const target = resolveProjectModule(path, specifier, known);
        if (target) visit(target);
      }
      state.set(path, 'done');
      ordered.push(path);
    };
    for (const path of paths) visit(path);
    return ordered;
  }
}

/** The scope inside a function, as the frames of `FileConverter.pageRef` would see it. */
function functionScope(fn: ts.FunctionLikeDeclaration, scope: Scope): Scope {
  switch (roleOf(fn)) {
    case 'describe':
      return { ...scope, describe: fn, sharedPageOwner: undefined };
    case 'hook-all':
      return { ...scope, sharedPageOwner: scope.describe, capturing: true };
    case 'test':
    case 'hook':
    case 'member':
      return { ...scope, sharedPageOwner: undefined, capturing: true };
    case 'constructor':
    case 'named':
      // A helper inside a function with a page captures it; elsewhere it takes a page parameter.
      return scope.capturing ? scope : { ...scope, sharedPageOwner: undefined, capturing: true };
    default:
      return scope;
  }
}

/** `x.then(function () {…})`: a function passed to a method call. */
function isMethodCallback(fn: ts.Node): boolean {
  const call = fn.parent;
  return (
    ts.isCallExpression(call) &&
    ts.isPropertyAccessExpression(call.expression) &&
    call.arguments.some((argument) => argument === fn)
  );
}

/**
 * `browser.manage().deleteAllCookies` → `manage().deleteAllCookies`, as the browser rules name
 * their calls (`browser.driver` is the browser); undefined when the callee is not on `browser`.
 */
function browserPath(callee: ts.PropertyAccessExpression): string | undefined {
  let path = callee.name.text;
  let receiver = callee.expression;
  for (let i = 0; i < 4; i++) {
    if (ts.isIdentifier(receiver)) return receiver.text === 'browser' ? path : undefined;
    if (ts.isPropertyAccessExpression(receiver) && receiver.name.text === 'driver') {
      receiver = receiver.expression;
    } else if (
      ts.isCallExpression(receiver) &&
      receiver.arguments.length === 0 &&
      ts.isPropertyAccessExpression(receiver.expression)
    ) {
      path = `${receiver.expression.name.text}().${path}`;
      receiver = receiver.expression.expression;
    } else {
      return undefined;
    }
  }
  return undefined;
}

/** The project file a relative specifier names from `from`, resolved as `FileConverter.moduleShape` does. */
function resolveProjectModule(
  from: string,
  specifier: string,
  known: ReadonlySet<string>,
): string | undefined {
  const dir = from.split('/').slice(0, -1);
  for (const part of moduleSpecifier(specifier).split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..') dir.pop();
    else dir.push(part);
  }
  const base = dir.join('/');
  for (const ext of ['', '.js', '.ts', '/index.js', '/index.ts'])
    if (known.has(base + ext)) return base + ext;
  return undefined;
}
