/**
 * What a Protractor rule gets: read facts, emit sub-expressions and statements, write output,
 * report diagnostics. Rules never see the walker (`file-converter.ts`) itself — its dispatch, its
 * TODO and hoisting bookkeeping and the file's assembly stay private to it — and they import only
 * this type, so no rule module depends on the walker's module. The stack of functions being
 * emitted is the walker's too: a rule sees the current function (`frame`), asks questions about
 * the ones around it (`ownerFrame`, `testOrHookFrame`, `sharedPage`), and opens a function only
 * through `inFrame`, which closes it whatever happens.
 */
import type ts from 'typescript';
import type { DiagnosticCode } from '../../diagnostics/catalogue.js';
import type { Output } from '../../playwright/output.js';
import type { Kind, Out } from './kinds.js';
import type { Role } from './roles.js';
import type { ModuleShape, ProjectState } from './state.js';

/** One function being emitted (or the file): what its emission has learnt so far. */
export interface Frame {
  node: ts.Node;
  role: Role;
  /** An `await` was emitted directly in this function. */
  awaits: boolean;
  /** How many: an expression awaits if the count grew while it was emitted. */
  awaitsEmitted: number;
  /** Fixtures a test or hook destructures (`page`, `baseURL`, `browserName`, `browser`). */
  fixtures: Set<string>;
  returnsPromise: boolean;
  returnKinds: Kind[];
  usesThis: boolean;
  /** Describe or file level: statements that need a page and move into a `beforeEach`. */
  hoisted: Set<ts.Statement>;
  hoistedSymbols: Set<ts.Node>;
  statement?: ts.Statement;
  /** A window switched to with `switchTo().window(…)`: locators and navigation use it. */
  pageOverride?: string;
  /** An iframe switched to with `switchTo().frame(…)`: locators start from it. */
  frameRoot?: string;
  /** Names declared by the generated code in this function (`frame`, `dialogText`…). */
  names: Set<string>;
  /** A factory frame asked for the page. */
  usesPage: boolean;
  /** Describe or file level: assignments of hoisted declarations, run in a `beforeEach`. */
  assignments: string[];
  /** Describe or file level: a test or describe call was emitted (hoisting can no longer join a hook). */
  testCallSeen: boolean;
}

export interface FileOptions {
  path: string;
  /** Spec files get `test.beforeEach` hoisting; other modules get page parameters instead. */
  isSpec: boolean;
}

/** How a function is emitted (`RuleContext.fn`). */
export interface FunctionOptions {
  role?: Role;
  /** Test callback: the parameter list becomes the fixture destructuring. */
  fixtures?: boolean;
  paramKinds?: Kind[];
  forceAsync?: boolean;
  /** Rewrites the body statements before they are emitted as a block (e.g. `done` handling). */
  bodyPrefix?: string;
  dropParams?: boolean;
  extraFixtures?: string[];
  /** Describe callbacks: always an arrow unless `this` is used. */
  arrow?: boolean;
  /** A test whose `done` is used as a value: the body runs inside a promise `done` resolves. */
  wrapDone?: string;
}

export interface RuleContext {
  // Facts: the file, the project, what names refer to.
  readonly sf: ts.SourceFile;
  readonly text: string;
  readonly checker: ts.TypeChecker;
  /** What the project has learnt (kinds of declarations, async functions, shared pages…). */
  readonly state: ProjectState;
  readonly options: FileOptions;
  /** The name the Playwright page has in this file (`page`, unless the file already uses it). */
  readonly pageName: string;
  /** Whether the converted suite waits for Angular as Protractor did. */
  readonly synchronizesWithAngular: boolean;
  /** The function being emitted (the frames around it are the walker's: ask the queries below). */
  readonly frame: Frame;
  /** The nearest function that is not a callback: a window or frame switched to stays switched in it. */
  ownerFrame(): Frame;
  /** The test or hook the code runs in, through callbacks only (where its fixtures are). */
  testOrHookFrame(): Frame | undefined;
  symbolAt(node: ts.Node): ts.Symbol | undefined;
  declarationOf(node: ts.Node): ts.Node | undefined;
  importDeclarationOf(node: ts.Identifier): ts.Node | undefined;
  isReassigned(decl: ts.VariableDeclaration): boolean;
  isExternalProjectBinding(node: ts.Node): boolean;
  moduleShape(specifier: string): ModuleShape | undefined;
  /** The shared page's name if a describe around the code (the current function included) shares one page. */
  sharedPage(): string | undefined;
  /** The same, for the describes around the current function only. */
  sharedPageOutside(): string | undefined;

  // Emission of sub-trees: each reports its kind, the caller decides what the kind needs.
  original(node: ts.Node): string;
  expr(node: ts.Expression): Out;
  emit(node: ts.Node): string;
  settle(o: Out, node?: ts.Node): string;
  /** A finder or list as a Locator expression (first match applied). */
  locatorText(o: Out): string;
  /** The original text with its converted children spliced in. */
  generic(node: ts.Node): string;
  args(node: ts.CallExpression | ts.NewExpression, from?: number): string[];
  fn(node: ts.FunctionLikeDeclaration, options?: FunctionOptions): string;
  parameter(p: ts.ParameterDeclaration): string;
  emitPropertyName(name: ts.PropertyName | undefined): string;
  block(node: ts.Block, prefix?: string): string;
  statement(node: ts.Statement): string;
  statementList(statements: readonly ts.Statement[], start: number, end: number): string;
  /** Emits inside a new function frame (a member, a factory, a function), popped after `emit`. */
  inFrame<T>(node: ts.Node, role: Role, emit: (frame: Frame) => T): T;
  /** A describe-level statement reading a variable that moved into a hook moves too. */
  noteHoistedUse(decl: ts.Node): void;
  /** Records the kind a `return` gives its function. */
  noteReturn(kind: Kind): void;

  // Output: imports, the page, awaits, generated names and statements.
  /** The output layer's builders write through this (their imports are the file's). */
  readonly out: Output;
  useImport(module: string, name: string, typeOnly?: boolean): string;
  useTest(): string;
  useExpect(): string;
  usePageType(): string;
  useLocatorType(): string;
  /** A helper of the generated Angular support module; using the engines is learnt. */
  useAngular(name?: string): void;
  /** A helper of the Angular support module for code that only runs once the engines are known. */
  useAngularHelper(name: string): void;
  useLocators(name: string): string;
  useParams(): string;
  supportModule(name: string): string;
  baseUrlRef(): string;
  /** The expression for the current Playwright page, wherever the code runs. */
  pageRef(): string;
  /** Where locators start: the page, or the iframe switched to. */
  locatorRoot(): string;
  /** Marks the current function as awaiting and returns `await text`. */
  awaitText(text: string): string;
  markAwait(): void;
  freshName(base: string): string;
  snapshotAll(list: string, node: ts.Node): string;
  syncBefore(node: ts.Node): void;
  /** Adds a line above the file's body, after the imports, once (`import` lines converted from `require`). */
  addHeaderLine(line: string): void;
  /** The `done();` statements of the test about to be emitted, whose `done` parameter is dropped. */
  dropDoneCalls(statements: ReadonlySet<ts.Statement>): void;
  isDroppedDoneCall(statement: ts.Statement): boolean;
  /** Emits a callback's body inlined into a loop: its `return` becomes `continue`. */
  asLoopBody<T>(fn: ts.Node, emit: () => T): T;
  /** Whether `fn`'s body is being emitted as a loop's (`asLoopBody`). */
  isLoopBody(fn: ts.Node): boolean;

  // Diagnostics.
  diag(node: ts.Node, code: DiagnosticCode, detail?: string): void;
  /** A diagnostic plus a `// TODO(rewright)` line above the statement that holds `node`. */
  todo(node: ts.Node, code: DiagnosticCode, detail?: string): void;
}

/** What a statement rule gives: the statements' text and how many statements it claimed. */
export type StatementResult = { text: string; consumed: number } | undefined;
