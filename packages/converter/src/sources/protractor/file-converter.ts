/**
 * The walker that rewrites one Protractor file. It walks the syntax tree once, top-down: every node
 * is either claimed by a rule of one of the concern modules (locators, actions, assertions, waits,
 * browser, structure, control flow, page objects, modules — listed in `rules.ts`) or reproduced
 * from the original text with its converted children spliced in — so comments, names and code the
 * rules do not know stay as the user wrote them. Each emitted expression reports its kind, and the
 * parent decides what that kind needs in its position (an `await`, a `.first()`, a selector
 * string). Rules get it as the narrow `RuleContext` (`context.ts`); the walker itself only
 * dispatches (`expression-dispatch.ts`) and settles — expressions, calls, functions, statement
 * lists and variables are emitted by their own modules, and its bookkeeping lives in `frames.ts`,
 * `declarations.ts`, `file-imports.ts`, `file-notes.ts` and `angular-sync.ts`.
 */
import type ts from 'typescript';
import type { Diagnostic } from '../../api.js';
import type { DiagnosticCode } from '../../diagnostics/catalogue.js';
import { snapshotAll, syncBefore } from './angular-sync.js';
import type { FileOptions, Frame, FunctionOptions } from './context.js';
import { Declarations } from './declarations.js';
import { emitExpression, type ExpressionWalker } from './expression-dispatch.js';
import { thisKind } from './expressions.js';
import { FileImports } from './file-imports.js';
import { FileNotes } from './file-notes.js';
import { FrameStack } from './frames.js';
import type { Output } from '../../playwright/output.js';
import { emitFunction, emitParameter, emitPropertyName } from './functions.js';
import { out, unknown, type Kind, type Out } from './kinds.js';
import type { Role } from './roles.js';
import type { ModuleShape, ProjectState } from './state.js';
import { emitStatementList, emitStatement } from './statement-list.js';
import { isExpressionNode, leadingCommentsEnd } from './syntax-facts.js';
import { declaresName } from './syntax-walk.js';
import { settleValue } from './settle.js';
import { emitGeneric } from './generic.js';

export class FileConverter implements ExpressionWalker {
  readonly text: string;
  /** The name the Playwright page has in this file (`page`, unless the file already uses it). */
  readonly pageName: string;
  /** Prepended to the file after the imports (e.g. `import` lines converted from `require`). */
  private readonly header: string[] = [];
  /** Appended to the file (e.g. `export default X` converted from `module.exports`). */
  readonly footer: string[] = [];
  /** `done();` statements of tests whose `done` parameter was dropped. */
  private doneCalls: ReadonlySet<ts.Statement> | undefined;
  /** Callbacks being inlined into loops: their `return` becomes `continue`. */
  private readonly returnAsContinue = new Set<ts.Node>();
  private readonly notes: FileNotes;
  private readonly files: FileImports;
  private readonly names: Declarations;
  private readonly scope: FrameStack;

  constructor(
    readonly sf: ts.SourceFile,
    readonly state: ProjectState,
    readonly options: FileOptions,
  ) {
    this.text = sf.text;
    this.pageName = declaresName(sf, 'page') ? 'pwPage' : 'page';
    this.notes = new FileNotes(sf, options.path);
    this.files = new FileImports(sf, state, options.path);
    this.names = new Declarations(sf, state);
    this.scope = new FrameStack(sf, state, this.pageName);
  }

  get out(): Output {
    return this.files.out;
  }

  get checker(): ts.TypeChecker {
    return this.state.checker;
  }

  /** In source order: members are not emitted in source order (`member-order.ts`). */
  get diagnostics(): Diagnostic[] {
    return [...this.notes.diagnostics].sort((a, b) => a.line - b.line || a.column - b.column);
  }

  get frame(): Frame {
    return this.scope.frame;
  }

  /** Converts the whole file to (unformatted) TypeScript. */
  run(): string {
    this.pushFrame(this.sf, 'file');
    // The file's opening comments (license, description) stay above the generated imports.
    const first = this.sf.statements[0];
    const headerEnd = first
      ? leadingCommentsEnd(this.text, first.getFullStart(), first.getStart(this.sf))
      : 0;
    const leading = this.text.slice(0, headerEnd);
    const body = this.statementList(this.sf.statements, headerEnd, this.sf.end);
    this.popFrame();
    const head = this.files.head(
      leading,
      this.header,
      this.state.usesAngularEngines && this.options.isSpec,
    );
    return [head + body, ...this.footer].filter((p) => /\S/.test(p)).join('\n');
  }

  // ---------------------------------------------------------------------------------------------
  // Diagnostics and TODOs (`file-notes.ts`)

  diag(node: ts.Node, code: DiagnosticCode, detail?: string): void {
    this.notes.diag(node, code, detail);
  }

  todo(node: ts.Node, code: DiagnosticCode, detail?: string): void {
    this.notes.todo(node, code, detail);
  }

  snapshotAll(list: string, node: ts.Node): string {
    return snapshotAll(this, this.notes, list, node);
  }

  syncBefore(node: ts.Node): void {
    syncBefore(this, this.notes, node);
  }

  // ---------------------------------------------------------------------------------------------
  // Imports (`file-imports.ts`)

  useImport(module: string, name: string, typeOnly = false): string {
    return this.files.useImport(module, name, typeOnly);
  }

  useTest(): string {
    return this.files.useTest();
  }

  useExpect(): string {
    return this.files.useExpect();
  }

  usePageType(): string {
    return this.files.usePageType();
  }

  useLocatorType(): string {
    return this.files.useLocatorType();
  }

  useAngular(name?: string): void {
    this.files.useAngular(name);
  }

  useAngularHelper(name: string): void {
    this.files.useAngularHelper(name);
  }

  /**
   * Whether the converted suite waits for Angular as Protractor did: a project that uses the
   * generated Angular support module does, through its `test`.
   */
  get synchronizesWithAngular(): boolean {
    return this.state.usesAngularEngines;
  }

  supportModule(name: string): string {
    return this.files.supportModule(name);
  }

  useLocators(name: string): string {
    return this.files.useLocators(name);
  }

  useParams(): string {
    return this.files.useParams();
  }

  moduleShape(specifier: string): ModuleShape | undefined {
    return this.files.moduleShape(specifier);
  }

  /** `browser.baseUrl` → the `baseURL` fixture in tests, the project's `use.baseURL` elsewhere. */
  baseUrlRef(): string {
    return this.scope.useBaseUrlFixture()
      ? 'baseURL'
      : `${this.useTest()}.info().project.use.baseURL`;
  }

  // ---------------------------------------------------------------------------------------------
  // Frames: one per function being emitted, plus the file (`frames.ts`).

  dropDoneCalls(statements: ReadonlySet<ts.Statement>): void {
    this.doneCalls = statements;
  }

  isDroppedDoneCall(statement: ts.Statement): boolean {
    return this.doneCalls?.has(statement) ?? false;
  }

  asLoopBody<T>(fn: ts.Node, emit: () => T): T {
    this.state.noteFunctionEmitted(fn);
    this.returnAsContinue.add(fn);
    try {
      return emit();
    } finally {
      this.returnAsContinue.delete(fn);
    }
  }

  isLoopBody(fn: ts.Node): boolean {
    return this.returnAsContinue.has(fn);
  }

  addHeaderLine(line: string): void {
    if (!this.header.includes(line)) this.header.push(line);
  }

  private pushFrame(node: ts.Node, role: Role): Frame {
    return this.scope.push(node, role);
  }

  private popFrame(): void {
    this.scope.pop();
  }

  inFrame<T>(node: ts.Node, role: Role, emit: (frame: Frame) => T): T {
    const frame = this.pushFrame(node, role);
    try {
      return emit(frame);
    } finally {
      this.popFrame();
    }
  }

  ownerFrame(): Frame {
    return this.scope.owner();
  }

  testOrHookFrame(): Frame | undefined {
    return this.scope.testOrHook();
  }

  noteHoistedUse(decl: ts.Node): void {
    this.scope.noteHoistedUse(decl);
  }

  /** Marks the current function as awaiting and returns `await text`. */
  awaitText(text: string): string {
    this.markAwait();
    return `await ${text}`;
  }

  markAwait(): void {
    this.scope.markAwait();
  }

  freshName(base: string): string {
    return this.scope.freshName(base);
  }

  pageRef(): string {
    return this.scope.pageRef();
  }

  locatorRoot(): string {
    return this.scope.frameRoot() ?? this.pageRef();
  }

  sharedPage(): string | undefined {
    return this.scope.sharedPageAbove(this.scope.frames.length);
  }

  sharedPageOutside(): string | undefined {
    return this.scope.sharedPageAbove(this.scope.frames.length - 1);
  }

  noteReturn(kind: Kind): void {
    this.scope.noteReturn(kind);
  }

  // ---------------------------------------------------------------------------------------------
  // Declarations (`declarations.ts`)

  symbolAt(node: ts.Node): ts.Symbol | undefined {
    return this.names.symbolAt(node);
  }

  declarationOf(node: ts.Node): ts.Node | undefined {
    return this.names.declarationOf(node);
  }

  importDeclarationOf(node: ts.Identifier): ts.Node | undefined {
    return this.names.importDeclarationOf(node);
  }

  isReassigned(decl: ts.VariableDeclaration): boolean {
    return this.names.isReassigned(decl);
  }

  isExternalProjectBinding(node: ts.Node): boolean {
    return this.names.isExternalProjectBinding(node);
  }

  // ---------------------------------------------------------------------------------------------
  // Expressions

  original(node: ts.Node): string {
    return node.getText(this.sf);
  }

  /** Emits an expression and reports its kind; its parent decides what the kind needs. */
  expr(node: ts.Expression): Out {
    return emitExpression(this, node);
  }

  /** `this`: Jasmine's and Mocha's `this` in a test or hook is not Playwright's. */
  thisExpression(node: ts.Expression): Out {
    this.scope.markThis();
    if (this.scope.inTestContext()) this.todo(node, 'protractor/structure/this-context');
    return out('this', thisKind(this, node));
  }

  /** Emits an expression for use as a plain value (awaited, materialised). */
  emit(node: ts.Node): string {
    if (isExpressionNode(node)) return this.settle(this.expr(node), node);
    return this.generic(node);
  }

  /**
   * What a kind needs in a plain expression position: promises are awaited, element finders get
   * Protractor's first-match `.first()`, `by` locators become selector strings (`settle.ts`).
   */
  settle(o: Out, node?: ts.Node): string {
    return settleValue(this, o, node);
  }

  /** A finder or list as a Locator expression (first match applied). */
  locatorText(o: Out): string {
    if (o.kind.type === 'finder' && o.kind.first) return `${o.text}.first()`;
    return o.text;
  }

  // ---------------------------------------------------------------------------------------------
  // Calls

  /** Emitted arguments of a call, each settled. */
  args(node: ts.CallExpression | ts.NewExpression, from = 0): string[] {
    return (node.arguments ?? []).slice(from).map((a) => this.emit(a));
  }

  // ---------------------------------------------------------------------------------------------
  // Functions

  functionOut(node: ts.FunctionExpression | ts.ArrowFunction): Out {
    const text = this.fn(node);
    const kind = this.state.declKinds.get(node);
    return out(text, kind ?? unknown);
  }

  /**
   * Emits a function: its body first (which tells whether it awaits, needs the page, returns a
   * promise), then its head with `async`, the page parameter or the test fixtures added.
   */
  fn(node: ts.FunctionLikeDeclaration, options: FunctionOptions = {}): string {
    return emitFunction(this, node, options);
  }

  emitPropertyName(name: ts.PropertyName | undefined): string {
    return emitPropertyName(this, name);
  }

  parameter(p: ts.ParameterDeclaration): string {
    return emitParameter(this, p);
  }

  // ---------------------------------------------------------------------------------------------
  // Statements

  /**
   * Emits a statement list, keeping the comments between statements. Statement rules may claim
   * several statements at once (e.g. `clear()` + `sendKeys()` → `fill()`).
   */
  statementList(statements: readonly ts.Statement[], start: number, end: number): string {
    return emitStatementList(this, this.notes, statements, start, end);
  }

  block(node: ts.Block, prefix?: string): string {
    const inner = this.statementList(node.statements, node.getStart(this.sf) + 1, node.end - 1);
    return `{${prefix ? `\n${prefix}` : ''}${inner}}`;
  }

  statement(node: ts.Statement): string {
    return emitStatement(this, node);
  }

  // ---------------------------------------------------------------------------------------------
  // Generic reproduction (`generic.ts`)

  /** The node's original text with every child replaced by its emitted text. */
  generic(node: ts.Node): string {
    return emitGeneric(this, node);
  }
}

// -------------------------------------------------------------------------------------------------
