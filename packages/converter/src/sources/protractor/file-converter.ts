/**
 * The engine that rewrites one Protractor file. It walks the syntax tree once, top-down: every node
 * is either claimed by a rule of one of the concern modules (locators, actions, assertions, waits,
 * browser, structure, control flow, page objects, modules) or reproduced from the original text
 * with its converted children spliced in — so comments, names and code the rules do not know stay
 * as the user wrote them. Each emitted expression reports its kind, and the parent decides what
 * that kind needs in its position (an `await`, a `.first()`, a selector string).
 */
import ts from 'typescript';
import type { Diagnostic } from '../../api.js';
import type { DiagnosticCode } from '../../diagnostics/catalogue.js';
import { isLocatorKind, out, unknown, value, type Kind, type Out } from './kinds.js';
import { Declarations } from './declarations.js';
import { FileImports } from './file-imports.js';
import { FileNotes } from './file-notes.js';
import { FrameStack } from './frames.js';
import { isFunctionLike, roleOf, type Role } from './roles.js';
import type { ModuleShape, ProjectState } from './state.js';
import type { FileOptions, Frame, FunctionOptions, RuleContext } from './context.js';
import { kindOfLiteral, kindOfTypeNode, promiseOrValue, settledKindOf } from './kind-facts.js';
import { memberOf } from './members.js';
import {
  enclosingFunction,
  enclosingStatement,
  functionOfDeclaration,
  hasModifier,
  isBareExpect,
  isDeclarationName,
  isExpressionNode,
  isStatementContainer,
  isStatementNode,
  isTestFrameworkStatement,
  leadingCommentsEnd,
  usesArguments,
} from './syntax-facts.js';
import { quote } from './text.js';
import { callRules, identifierCallRules, memberCallRules, memberPropertyRules } from './rules.js';
import { statementRules } from './rules.js';
import { bySelectorString, globalLocatorCall } from './locators.js';
import { conditionAsFunction } from './waits.js';
import { convertTypeNode } from './types.js';
import {
  emitClassDeclaration,
  emitNewExpression,
  inheritedPrototype,
  prototypeLinkStatement,
} from './page-objects.js';
import { globalProperty, identifierKind, protractorGlobalName } from './globals.js';
import { sharedPageSetup } from './structure.js';
import { settledKind, thenCall } from './control-flow.js';
import { isChaiNamespace, requireInstance } from './modules.js';
import { expectCall } from './assertions.js';
import { declaresName } from './syntax-walk.js';

export class FileConverter implements RuleContext {
  readonly text: string;
  /** The name the Playwright page has in this file (`page`, unless the file already uses it). */
  readonly pageName: string;
  testCount = 0;
  /** Prepended to the file after the imports (e.g. `import` lines converted from `require`). */
  readonly header: string[] = [];
  /** Appended to the file (e.g. `export default X` converted from `module.exports`). */
  readonly footer: string[] = [];
  /** `done();` statements of tests whose `done` parameter was dropped. */
  doneCalls: Set<ts.Statement> | undefined;
  /** Callbacks being inlined into loops: their `return` becomes `continue`. */
  readonly returnAsContinue = new Set<ts.Node>();
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

  get checker(): ts.TypeChecker {
    return this.state.checker;
  }

  get diagnostics(): Diagnostic[] {
    return this.notes.diagnostics;
  }

  get frames(): readonly Frame[] {
    return this.scope.frames;
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
    if (
      this.state.usesAngularEngines &&
      this.options.isSpec &&
      this.files.imports.has('@playwright/test', 'test')
    ) {
      // The selector engines are registered by the fixture of the generated Angular support module.
      this.files.imports.move('@playwright/test', this.files.supportModule('rewright-angular'), [
        'test',
        'expect',
      ]);
    }
    const generated = [this.files.imports.render(), ...this.header]
      .filter((p) => p.trim().length > 0)
      .join('\n');
    const head = generated ? `${leading}${leading ? '\n' : ''}${generated}\n` : leading;
    return [head + body, ...this.footer].filter((p) => p.trim().length > 0).join('\n');
  }

  // ---------------------------------------------------------------------------------------------
  // Diagnostics and TODOs (`file-notes.ts`)

  diag(node: ts.Node, code: DiagnosticCode, detail?: string): void {
    this.notes.diag(node, code, detail);
  }

  todo(node: ts.Node, code: DiagnosticCode, detail?: string): void {
    this.notes.todo(node, code, detail);
  }

  /**
   * `(await list.all())`: a snapshot of a list. Protractor waited for Angular before reading one,
   * so in an AngularJS suite the statement first waits for Angular to be stable.
   */
  snapshotAll(list: string, node: ts.Node): string {
    this.syncBefore(node);
    return `(${this.awaitText(`${list}.all()`)})`;
  }

  /**
   * In an AngularJS suite, the statement holding `node` (a read of a list Protractor would have
   * made after waiting for Angular) first waits for Angular to be stable.
   */
  syncBefore(node: ts.Node): void {
    if (!this.state.usesAngularEngines) return;
    const statement = enclosingStatement(node);
    const frame = this.frame;
    if (
      enclosingFunction(statement) === frame.node ||
      (frame.role === 'file' && !enclosingFunction(statement))
    ) {
      this.notes.addBefore(statement, () => {
        this.useAngularHelper('waitForAngular');
        return `${this.awaitText(`waitForAngular(${this.pageRef()})`)};`;
      });
    }
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

  /**
   * Emits a module-level value of a non-spec file; if it needs a page it becomes a factory
   * `(page: Page) => value` and its uses call it with their page.
   */
  factoryEmit(node: ts.Expression, decl: ts.Node): Out {
    const frame = this.pushFrame(node, 'factory');
    const result = this.expr(node);
    const text = this.settle(result, node);
    this.popFrame();
    if (!frame.usesPage) return out(text, settledKindOf(result.kind));
    this.state.add(this.state.factories, decl);
    const kind = settledKindOf(result.kind);
    this.state.setKind(decl, { type: 'function', returns: kind });
    const asyncKw = frame.awaits ? 'async ' : '';
    return out(`${asyncKw}(${this.pageName}: ${this.usePageType()}) => ${text}`, {
      type: 'function',
      returns: kind,
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Frames: one per function being emitted, plus the file (`frames.ts`).

  pushFrame(node: ts.Node, role: Role): Frame {
    return this.scope.push(node, role);
  }

  popFrame(): void {
    this.scope.pop();
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

  sharedPageAbove(index: number): string | undefined {
    return this.scope.sharedPageAbove(index);
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

  /** The function a call's callee refers to, if it is one of the project's. */
  functionOf(callee: ts.Node, receiver?: Kind): ts.Node | undefined {
    let decl = this.declarationOf(ts.isPropertyAccessExpression(callee) ? callee.name : callee);
    if (!decl && receiver && ts.isPropertyAccessExpression(callee))
      decl = memberOf(receiver, callee.name.text, this);
    return decl ? functionOfDeclaration(decl) : undefined;
  }

  // ---------------------------------------------------------------------------------------------
  // Expressions

  original(node: ts.Node): string {
    return node.getText(this.sf);
  }

  /** Emits an expression and reports its kind; its parent decides what the kind needs. */
  expr(node: ts.Expression): Out {
    switch (node.kind) {
      case ts.SyntaxKind.Identifier:
        return this.identifier(node as ts.Identifier);
      case ts.SyntaxKind.ThisKeyword:
        this.scope.markThis();
        // Jasmine's and Mocha's `this` in a test or hook is not Playwright's.
        if (this.scope.inTestContext()) this.todo(node, 'structure/this-context');
        return out('this', this.thisKind(node));
      case ts.SyntaxKind.ParenthesizedExpression: {
        const inner = this.expr((node as ts.ParenthesizedExpression).expression);
        if (
          inner.kind.type === 'promise' ||
          inner.kind.type === 'finder' ||
          inner.kind.type === 'by'
        ) {
          return inner;
        }
        return out(`(${inner.text})`, inner.kind);
      }
      case ts.SyntaxKind.AwaitExpression:
        return this.awaitExpression(node as ts.AwaitExpression);
      case ts.SyntaxKind.CallExpression:
        return this.call(node as ts.CallExpression);
      case ts.SyntaxKind.PropertyAccessExpression:
        return this.property(node as ts.PropertyAccessExpression);
      case ts.SyntaxKind.ElementAccessExpression:
        return this.elementAccess(node as ts.ElementAccessExpression);
      case ts.SyntaxKind.NewExpression:
        return emitNewExpression(node as ts.NewExpression, this);
      case ts.SyntaxKind.FunctionExpression:
      case ts.SyntaxKind.ArrowFunction:
        return this.functionOut(node as ts.FunctionExpression | ts.ArrowFunction);
      case ts.SyntaxKind.BinaryExpression:
        return this.binary(node as ts.BinaryExpression);
      case ts.SyntaxKind.AsExpression:
      case ts.SyntaxKind.TypeAssertionExpression:
      case ts.SyntaxKind.SatisfiesExpression:
        return this.assertion(node as ts.AsExpression);
      case ts.SyntaxKind.NonNullExpression: {
        const inner = this.expr((node as ts.NonNullExpression).expression);
        return out(`${this.settle(inner)}!`, inner.kind);
      }
      case ts.SyntaxKind.ClassExpression:
        return out(emitClassDeclaration(node as ts.ClassExpression, this), unknown);
      default:
        return out(this.generic(node), kindOfLiteral(node));
    }
  }

  /** Emits an expression for use as a plain value (awaited, materialised). */
  emit(node: ts.Node): string {
    if (isExpressionNode(node)) return this.settle(this.expr(node), node);
    return this.generic(node);
  }

  /**
   * What a kind needs in a plain expression position: promises are awaited, element finders get
   * Protractor's first-match `.first()`, `by` locators become selector strings.
   */
  settle(o: Out, node?: ts.Node): string {
    switch (o.kind.type) {
      case 'promise': {
        // Protractor waited for Angular before a read; a web-first assertion waits by itself.
        if (o.kind.read && node) this.syncBefore(node);
        const awaited = o.kind.sync ? o.text : `(${this.awaitText(o.text)})`;
        return o.kind.map ? `(${o.kind.map(awaited)})` : awaited;
      }
      case 'finder':
        return o.kind.first ? `${o.text}.first()` : o.text;
      case 'by':
        return bySelectorString(o.kind.by, this, node);
      case 'key':
        return quote(o.kind.name);
      case 'condition':
        return conditionAsFunction(o.kind.condition, this);
      case 'statements':
        if (!o.text.trim()) return 'undefined';
        this.markAwait();
        return `(await (async () => {\n${o.text}\n})())`;
      case 'browser':
        // A forked browser's text is its page (or the assignment that creates it).
        if (o.kind.path.length === 0) return o.kind.page ? o.text : this.pageRef();
        if (node) this.todo(node, 'browser/unsupported', o.kind.path.join('.'));
        return o.text;
      case 'global':
        if (node && o.kind.name !== 'promise') this.todo(node, 'browser/unsupported', o.kind.name);
        return o.text;
      case 'expectation':
        if (node && isBareExpect(node)) {
          // `expect(x)` with no matcher asserts nothing, in Jasmine as in Playwright: only `x` runs.
          const { actual } = o.kind.expectation;
          return `${this.useExpect()}(${this.settle(out(actual.text, actual.kind), node.arguments[0])})`;
        }
        if (node) this.todo(node, 'browser/unsupported');
        return o.text;
      case 'actions':
        if (node) this.todo(node, 'browser/unsupported');
        return o.text;
      default:
        return o.text;
    }
  }

  /** A finder or list as a Locator expression (first match applied). */
  locatorText(o: Out): string {
    if (o.kind.type === 'finder' && o.kind.first) return `${o.text}.first()`;
    return o.text;
  }

  private awaitExpression(node: ts.AwaitExpression): Out {
    const inner = this.expr(node.expression);
    if (inner.kind.type === 'promise') {
      if (inner.kind.read) this.syncBefore(node);
      const awaited = inner.kind.sync ? inner.text : this.awaitText(inner.text);
      return out(
        inner.kind.map ? inner.kind.map(inner.kind.sync ? awaited : `(${awaited})`) : awaited,
        inner.kind.of,
      );
    }
    // Awaiting a condition (not a promise) yields the condition itself.
    if (inner.kind.type === 'statements' || inner.kind.type === 'condition') return inner;
    if (inner.kind.type === 'finders') {
      // `await element.all(…)` resolves to the array of elements.
      return out(this.snapshotAll(inner.text, node), {
        type: 'locator-array',
        source: inner.text,
      });
    }
    if (inner.kind.type === 'finder' || inner.kind.type === 'page' || inner.kind.type === 'value') {
      // Awaiting a locator or a plain value: the await is no longer needed (the first-match rule
      // is applied once, here).
      return out(this.settle(inner, node.expression), settledKindOf(inner.kind));
    }
    return out(this.awaitText(this.settle(inner, node.expression)), unknown);
  }

  private assertion(node: ts.AsExpression | ts.TypeAssertion | ts.SatisfiesExpression): Out {
    const inner = this.expr(node.expression);
    const type = convertTypeNode(node.type, this);
    if (type === undefined) return inner;
    if (
      inner.kind.type === 'promise' &&
      !inner.kind.sync &&
      !inner.kind.map &&
      !ts.isTypeAssertionExpression(node)
    ) {
      // `el.getText() as promise.Promise<string>`: still a promise, the cast still applies.
      return out(
        `${inner.text} ${ts.isSatisfiesExpression(node) ? 'satisfies' : 'as'} ${type}`,
        inner.kind,
      );
    }
    const innerText = this.settle(inner, node.expression);
    if (ts.isTypeAssertionExpression(node)) return out(`<${type}>${innerText}`, inner.kind);
    const keyword = ts.isSatisfiesExpression(node) ? 'satisfies' : 'as';
    return out(
      `${innerText} ${keyword} ${type}`,
      inner.kind.type === 'promise' ? value : inner.kind,
    );
  }

  private thisKind(node: ts.Node): Kind {
    const symbol = this.checker.getSymbolAtLocation(node);
    const decl = symbol?.valueDeclaration;
    if (decl && (ts.isClassLike(decl) || ts.isFunctionLike(decl)))
      return { type: 'instance', declaration: decl };
    return unknown;
  }

  private identifier(node: ts.Identifier): Out {
    const global = protractorGlobalName(node, this);
    if (global) return identifierKind(global, node, this);
    // `var basePage = require('./base')` made a factory: binding follows the require to the
    // module, the factory is the variable itself.
    const local = this.importDeclarationOf(node);
    const decl =
      local &&
      ts.isVariableDeclaration(local) &&
      (this.state.factories.has(local) || this.state.declKinds.has(local))
        ? local
        : this.declarationOf(node);
    if (decl) this.noteHoistedUse(decl);
    const kind = decl ? this.state.declKinds.get(decl) : undefined;
    if (
      decl &&
      this.state.factories.has(decl) &&
      kind?.type === 'function' &&
      !isDeclarationName(node)
    ) {
      return out(`${node.text}(${this.pageRef()})`, kind.returns);
    }
    return out(node.text, kind ?? unknown);
  }

  /** A describe-level statement that reads a hoisted variable must be hoisted too. */
  private noteHoistedUse(decl: ts.Node): void {
    const frame = this.frames[this.frames.length - 1];
    if (!frame || (frame.role !== 'describe' && frame.role !== 'file') || !frame.statement) return;
    for (const f of this.frames) {
      if (f.hoistedSymbols.has(decl)) {
        frame.hoisted.add(frame.statement);
        return;
      }
    }
  }

  private property(node: ts.PropertyAccessExpression): Out {
    const receiver = this.expr(node.expression);
    const name = node.name.text;
    for (const rule of memberPropertyRules['*'] ?? []) {
      const result = rule(node, receiver, name, this);
      if (result) return result;
    }
    const rules = memberPropertyRules[receiver.kind.type];
    if (rules) {
      for (const rule of rules) {
        const result = rule(node, receiver, name, this);
        if (result) return result;
      }
    }
    const decl = this.declarationOf(node.name) ?? memberOf(receiver.kind, name, this);
    if (decl) this.noteHoistedUse(decl);
    const declKind = decl ? this.memberKind(decl) : undefined;
    const text = `${this.settle(receiver, node.expression)}${node.questionDotToken ? '?.' : '.'}${name}`;
    if (declKind?.type === 'function' && decl && this.state.factories.has(decl)) {
      // A page object's module-level locator became `(page) => locator`.
      return out(`${text}(${this.pageRef()})`, declKind.returns);
    }
    return out(text, declKind ?? unknown);
  }

  /**
   * What reading a declaration gives: a getter gives what it returns (`get title(): ElementFinder
   * { return $('h1'); }` is a finder at every `this.title`), a promise if it became one.
   */
  private memberKind(decl: ts.Node): Kind | undefined {
    const kind = this.state.declKinds.get(decl);
    if (!ts.isGetAccessorDeclaration(decl)) return kind;
    const returns =
      kind?.type === 'function' ? kind.returns : decl.type ? kindOfTypeNode(decl.type) : undefined;
    if (!returns) return undefined;
    if (this.state.asyncFunctions.has(decl) && returns.type !== 'promise')
      return { type: 'promise', of: returns };
    return returns;
  }

  private elementAccess(node: ts.ElementAccessExpression): Out {
    const receiver = this.expr(node.expression);
    const index = this.emit(node.argumentExpression);
    const text = `${this.settle(receiver, node.expression)}${node.questionDotToken ? '?.' : ''}[${index}]`;
    if (receiver.kind.type === 'locator-array') return out(text, { type: 'finder', first: false });
    if (receiver.kind.type === 'pages') return out(text, { type: 'page' });
    return out(text, unknown);
  }

  private binary(node: ts.BinaryExpression): Out {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.EqualsToken) {
      const right = this.expr(node.right);
      if (
        right.kind.type === 'global' &&
        aliasedNamespaces.has(right.kind.name) &&
        ts.isIdentifier(node.left) &&
        ts.isExpressionStatement(node.parent)
      ) {
        // `EC = protractor.ExpectedConditions` in a hook: the variable is only an alias, which
        // every use resolves, so the assignment goes (as `var EC = …` does).
        this.emitAssignmentTarget(node.left, right.kind);
        return out('', { type: 'statements' });
      }
      const rightText = this.settle(right, node.right);
      const settledKind = settledKindOf(right.kind);
      if (right.kind.type === 'promise' && !right.kind.sync && ts.isIdentifier(node.left))
        this.noteAwaitedPromise(node.left);
      const left = this.emitAssignmentTarget(node.left, settledKind);
      return out(`${left} = ${rightText}`, settledKind);
    }
    return out(this.generic(node), unknown);
  }

  /** The left side of `x = …`: records the kind of what `x` now holds. */
  private emitAssignmentTarget(left: ts.Expression, kind: Kind): string {
    if (ts.isIdentifier(left) || ts.isPropertyAccessExpression(left)) {
      const decl = this.declarationOf(ts.isPropertyAccessExpression(left) ? left.name : left);
      if (decl && kind.type !== 'unknown') this.state.setKind(decl, kind);
      if (
        ts.isPropertyAccessExpression(left) &&
        left.expression.kind === ts.SyntaxKind.ThisKeyword
      ) {
        this.state.setKind(left, kind);
      }
    }
    if (ts.isIdentifier(left)) return left.text;
    return this.emit(left);
  }

  // ---------------------------------------------------------------------------------------------
  // Calls

  call(node: ts.CallExpression): Out {
    for (const rule of callRules) {
      const result = rule(node, this);
      if (result) return result;
    }
    const required = requireInstance(node, this);
    if (required) return required;
    const callee = node.expression;
    if (
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.name) &&
      callee.name.text === 'expect' &&
      isChaiNamespace(callee.expression, this)
    ) {
      // `chai.expect(x)`: chai's own module goes, like `var expect = chai.expect`.
      const expectation = expectCall(node, callee.name, undefined, this);
      if (expectation) return expectation;
    }
    if (ts.isIdentifier(callee)) {
      const global = protractorGlobalName(callee, this);
      for (const rule of identifierCallRules) {
        const result = rule(node, callee, global, this);
        if (result) return result;
      }
    }
    if (ts.isPropertyAccessExpression(callee)) {
      const receiver = this.awaitedLocator(this.expr(callee.expression), callee);
      if (receiver.kind.type === 'global' && receiver.kind.name === 'protractor') {
        // `ptor.element(…)`, `ptor.$(…)` with `const ptor = require('protractor')`.
        const member = globalProperty(callee, receiver, callee.name.text, this);
        const located =
          member?.kind.type === 'global'
            ? globalLocatorCall(node, member.kind.name, this)
            : undefined;
        if (located) return located;
      }
      const rules = memberCallRules[receiver.kind.type];
      if (rules) {
        for (const rule of rules) {
          const result = rule(node, receiver, callee.name.text, this);
          if (result) return result;
        }
      }
      if (promiseMembers.has(callee.name.text) && this.heldAwaitedPromise(callee.expression)) {
        // `version = browser.executeScript(…)` is awaited where it is assigned; a later
        // `version.then(f)` still treats it as the promise it was, and `f` gets what it held.
        const held = out(`Promise.resolve(${this.settle(receiver, callee.expression)})`, {
          type: 'promise',
          of: settledKind(receiver.kind),
        });
        const chained = thenCall(node, held, callee.name.text, this);
        if (chained) return chained;
      }
      const calleeText = `${this.settle(receiver, callee.expression)}${callee.questionDotToken ? '?.' : '.'}${callee.name.text}`;
      return this.userCall(node, calleeText, receiver.kind);
    }
    return this.userCall(node, this.emit(callee));
  }

  /**
   * A promise of a locator (a page-object getter or helper that had to become async) used as an
   * element: awaited, then the element's own rules apply (`(await po.field).fill(x)`).
   */
  private awaitedLocator(receiver: Out, access: ts.PropertyAccessExpression): Out {
    const kind = receiver.kind;
    if (
      kind.type !== 'promise' ||
      kind.sync ||
      kind.map ||
      !isLocatorKind(kind.of) ||
      promiseMembers.has(access.name.text)
    )
      return receiver;
    return out(`(${this.awaitText(receiver.text)})`, kind.of);
  }

  /** A variable assigned an awaited Protractor promise. */
  private noteAwaitedPromise(name: ts.Identifier): void {
    const decl = this.importDeclarationOf(name);
    if (decl) this.state.awaitedPromises.add(decl);
  }

  /** Whether an expression reads a variable that held a Protractor promise, now its value. */
  private heldAwaitedPromise(node: ts.Expression): boolean {
    if (!ts.isIdentifier(node)) return false;
    const decl = this.importDeclarationOf(node);
    return !!decl && this.state.awaitedPromises.has(decl);
  }

  /** Emitted arguments of a call, each settled. */
  args(node: ts.CallExpression | ts.NewExpression, from = 0): string[] {
    return (node.arguments ?? []).slice(from).map((a) => this.emit(a));
  }

  /**
   * A call to something that is not Protractor's: if it is one of the project's functions that now
   * returns a promise, the result is a promise (the caller awaits it); if it now takes the page,
   * the page is passed first.
   */
  userCall(node: ts.CallExpression, calleeText: string, receiver?: Kind): Out {
    const fn = this.functionOf(node.expression, receiver);
    const args = this.args(node);
    if (fn && this.state.pageFunctions.has(fn)) args.unshift(this.pageRef());
    const typeArgs = node.typeArguments
      ? `<${node.typeArguments.map((t) => convertTypeNode(t, this) ?? this.original(t)).join(', ')}>`
      : '';
    const text = `${calleeText}${node.questionDotToken ? '?.' : ''}${typeArgs}(${args.join(', ')})`;
    const fnKind = fn ? this.state.declKinds.get(fn) : undefined;
    if (fn && this.state.asyncFunctions.has(fn)) {
      const returns = fnKind?.type === 'function' ? fnKind.returns : unknown;
      if (returns.type === 'promise' && returns.pollable) return out(text, returns);
      return out(text, { type: 'promise', of: returns.type === 'promise' ? returns.of : returns });
    }
    if (fnKind?.type === 'function') return out(text, fnKind.returns);
    if (!fn && this.isExternalProjectBinding(node.expression)) {
      // Converted alone: a helper or page-object method from another file may now be async.
      return out(text, { type: 'promise', of: unknown });
    }
    return out(text, unknown);
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
    const role = options.role ?? roleOf(node);
    const frame = this.pushFrame(node, role);
    node.parameters.forEach((p, i) => {
      const kind = options.paramKinds?.[i];
      if (kind) this.state.setKind(p, kind);
      else if (p.type) {
        const typed = kindOfTypeNode(p.type);
        if (typed) this.state.setKind(p, typed);
      }
    });
    let body: string;
    if (!node.body) body = '';
    else if (ts.isBlock(node.body)) {
      const inherited = inheritedPrototype(node, this);
      const prefix = [inherited, options.wrapDone ? undefined : options.bodyPrefix]
        .filter(Boolean)
        .join('\n');
      body = this.block(node.body, prefix || undefined);
      if (options.wrapDone) {
        frame.awaits = true;
        const inner = body.slice(1, -1);
        body = `{${options.bodyPrefix ? `\n${options.bodyPrefix}` : ''}\nawait new Promise<void>(async (resolve, reject) => {\nconst ${options.wrapDone} = Object.assign(() => resolve(), { fail: reject });${inner}});\n}`;
      }
    } else {
      const result = this.expr(node.body);
      if (result.kind.type === 'promise' && !result.kind.sync) {
        frame.returnsPromise = true;
        frame.returnKinds.push(result.kind);
        body = result.text;
      } else if (result.kind.type === 'statements') {
        frame.awaits = true;
        body = `{\n${result.text}\n}`;
      } else {
        frame.returnKinds.push(result.kind);
        body = this.settle(result, node.body);
      }
      if (ts.isObjectLiteralExpression(node.body) || body.trimStart().startsWith('{')) {
        if (!body.trimStart().startsWith('{\n') || ts.isObjectLiteralExpression(node.body))
          body = `(${body})`;
      }
    }
    this.popFrame();

    const wasAsync = hasModifier(node, ts.SyntaxKind.AsyncKeyword);
    const isAsync = wasAsync || frame.awaits || options.forceAsync === true;
    const returnsPromise = isAsync || frame.returnsPromise;
    if (
      returnsPromise &&
      role !== 'test' &&
      role !== 'hook' &&
      role !== 'hook-all' &&
      role !== 'describe'
    ) {
      this.state.add(this.state.asyncFunctions, node);
    }
    // `selectRow(): ElementFinder` still gives an element when its body had to become async.
    const declared = node.type ? kindOfTypeNode(node.type) : undefined;
    const returned =
      frame.returnKinds.find((k) => k.type !== 'unknown' && k.type !== 'value') ??
      (declared && frame.returnKinds.length ? promiseOrValue(declared, frame.awaits) : undefined);
    if (returned?.type === 'promise' && returned.read && !frame.awaits) {
      // Only reads the page: an assertion on its result can poll it like a web-first assertion.
      this.state.setKind(node, {
        type: 'function',
        returns: { type: 'promise', of: returned.of, pollable: true },
      });
    } else if (returned) {
      this.state.setKind(node, {
        type: 'function',
        returns: returned.type === 'promise' ? returned.of : returned,
      });
    } else if (returnsPromise) {
      this.state.setKind(node, { type: 'function', returns: { type: 'promise', of: unknown } });
    }

    // Parameters
    let params: string[];
    if (options.fixtures) {
      const fixtures = [...frame.fixtures, ...(options.extraFixtures ?? [])];
      const ordered = fixtureOrder.filter((f) => fixtures.includes(f));
      params = ordered.length
        ? [
            `{ ${ordered.map((f) => (f === 'page' && this.pageName !== 'page' ? `page: ${this.pageName}` : f)).join(', ')} }`,
          ]
        : [];
    } else {
      params = options.dropParams ? [] : node.parameters.map((p) => this.parameter(p));
      if (this.state.pageFunctions.has(node))
        params.unshift(`${this.pageName}: ${this.usePageType()}`);
      if (ts.isConstructorDeclaration(node)) {
        const cls = node.parent;
        if (this.state.pageClasses.has(cls) && !params.some((p) => p.includes(`page: Page`))) {
          // handled by page-objects (constructor injection)
        }
      }
    }

    const asyncKw = isAsync ? 'async ' : '';
    const typeParams = node.typeParameters
      ? `<${node.typeParameters.map((t) => this.original(t)).join(', ')}>`
      : '';
    let returnType = node.type
      ? (convertTypeNode(node.type, this) ?? this.original(node.type))
      : '';
    if (returnType && isAsync && !wasAsync && !returnType.startsWith('Promise<'))
      returnType = `Promise<${returnType}>`;
    const ret = returnType ? `: ${returnType}` : '';
    const paramList = `(${params.join(', ')})`;
    const modifiers = modifierText(node, this);
    const star = node.asteriskToken ? '*' : '';

    if (ts.isArrowFunction(node)) {
      return `${asyncKw}${typeParams}${paramList}${ret} => ${body}`;
    }
    if (ts.isFunctionExpression(node)) {
      if ((options.fixtures || options.arrow) && !frame.usesThis && !usesArguments(node)) {
        // Test callbacks become arrows unless they read Jasmine's `this` context.
        return `${asyncKw}${paramList}${ret} => ${body}`;
      }
      const name = node.name ? ` ${node.name.text}` : '';
      return `${asyncKw}function${star}${name}${typeParams}${paramList}${ret} ${body}`;
    }
    if (ts.isFunctionDeclaration(node)) {
      const name = node.name ? ` ${node.name.text}` : '';
      return `${modifiers}${asyncKw}function${star}${name}${typeParams}${paramList}${ret} ${body}`;
    }
    if (ts.isConstructorDeclaration(node)) {
      return `${modifiers}constructor${paramList} ${body}`;
    }
    const name = this.emitPropertyName(node.name);
    const question = node.questionToken ? '?' : '';
    if (ts.isGetAccessorDeclaration(node)) return `${modifiers}get ${name}()${ret} ${body}`;
    if (ts.isSetAccessorDeclaration(node)) return `${modifiers}set ${name}${paramList} ${body}`;
    return `${modifiers}${asyncKw}${star}${name}${question}${typeParams}${paramList}${ret} ${body}`;
  }

  emitPropertyName(name: ts.PropertyName | undefined): string {
    if (!name) return '';
    if (ts.isComputedPropertyName(name)) return `[${this.emit(name.expression)}]`;
    return this.original(name);
  }

  parameter(p: ts.ParameterDeclaration): string {
    const modifiers = p.modifiers ? p.modifiers.map((m) => this.original(m)).join(' ') + ' ' : '';
    const dots = p.dotDotDotToken ? '...' : '';
    const name = ts.isIdentifier(p.name) ? p.name.text : this.generic(p.name);
    const question = p.questionToken ? '?' : '';
    const type = p.type ? `: ${convertTypeNode(p.type, this) ?? this.original(p.type)}` : '';
    const init = p.initializer ? ` = ${this.emit(p.initializer)}` : '';
    return `${modifiers}${dots}${name}${question}${type}${init}`;
  }

  // ---------------------------------------------------------------------------------------------
  // Statements

  block(node: ts.Block, prefix?: string): string {
    const inner = this.statementList(node.statements, node.getStart(this.sf) + 1, node.end - 1);
    return `{${prefix ? `\n${prefix}` : ''}${inner}}`;
  }

  /**
   * Emits a statement list, keeping the comments between statements. Statement rules may claim
   * several statements at once (e.g. `clear()` + `sendKeys()` → `fill()`).
   */
  statementList(statements: readonly ts.Statement[], start: number, end: number): string {
    const parts: string[] = [];
    const frame = this.frame;
    let pos = start;
    let firstTestCall = -1;
    for (let i = 0; i < statements.length;) {
      const statement = statements[i] as ts.Statement;
      const trivia = this.text.slice(pos, statement.getStart(this.sf));
      let consumed = 1;
      let text: string | undefined;
      if (frame.role === 'describe' || frame.role === 'file') frame.statement = statement;
      for (const rule of statementRules) {
        const result = rule(statements, i, this);
        if (result) {
          text = result.text;
          consumed = result.consumed;
          break;
        }
      }
      if (text === undefined) text = this.statement(statement);
      if (consumed === 1 && this.movedToHook(frame, statement, trivia, text)) {
        pos = statement.end;
        i += 1;
        continue;
      }
      const todos: string[] = [];
      let unconverted = false;
      for (let j = i; j < i + consumed; j++) {
        const s = statements[j];
        if (s && this.notes.hasTodo(s)) unconverted = true;
        if (s) todos.push(...this.notes.linesAbove(s));
      }
      if (
        unconverted &&
        consumed === 1 &&
        loadTimeStatement(frame.role, statement) &&
        // A hook's `done` must still be called: such a statement stays live.
        !mentionsDone(frame, statement) &&
        // A hoisted declaration runs in the `beforeEach`; only its `let` stays here.
        !(ts.isVariableStatement(statement) && frame.hoisted.has(statement))
      )
        text = commentedOut(
          text,
          this.sf.getLineAndCharacterOfPosition(statement.getStart(this.sf)).character,
        );
      const todoText = todos.length ? `${todos.join('\n')}\n` : '';
      parts.push(`${trivia}${todoText}${text}`);
      if (firstTestCall === -1 && isTestFrameworkStatement(statement))
        firstTestCall = parts.length - 1;
      pos = (statements[i + consumed - 1] as ts.Statement).end;
      i += consumed;
    }
    parts.push(this.text.slice(pos, end));
    if (isFrameBody(frame, statements)) this.insertFrameSetup(frame, parts, firstTestCall);
    return parts.join('');
  }

  /**
   * A describe- or file-level expression statement that drives the browser (`browser.get(…)`,
   * `element(…).click()`, an awaited helper) ran once when Protractor loaded the file, before
   * any test. In a spec it moves into the `beforeEach` of the describe, in order with the hoisted
   * assignments, so every test starts where the first one did. In a page object or helper there
   * is no test to run it in: it stays as a comment under a TODO instead of failing at load.
   */
  private movedToHook(
    frame: Frame,
    statement: ts.Statement,
    trivia: string,
    text: string,
  ): boolean {
    if (
      (frame.role !== 'describe' && frame.role !== 'file') ||
      !frame.hoisted.has(statement) ||
      !ts.isExpressionStatement(statement) ||
      !loadTimeStatement(frame.role, statement) ||
      this.notes.hasTodo(statement)
    )
      return false;
    if (this.options.isSpec) {
      const comments = trivia.trim();
      frame.assignments.push(`${comments ? `${comments}\n` : ''}${text}`);
      this.diag(statement, 'structure/hoisted-to-before-each');
      return true;
    }
    this.todo(statement, 'structure/describe-level-code');
    return false;
  }

  /**
   * Describe or file level: the shared-page setup (default mode, one page of its own context for the describe) and
   * the `beforeEach` assigning hoisted values, placed before the first test or hook so they run
   * before the user's hooks as the describe-level code ran before them at load time.
   */
  private insertFrameSetup(frame: Frame, parts: string[], firstTestCall: number): void {
    const at = firstTestCall === -1 ? parts.length - 1 : firstTestCall;
    const inserted: string[] = [];
    const shared = this.state.sharedPage.has(frame.node);
    let tail = '';
    if (shared) {
      const setup = sharedPageSetup(this);
      inserted.push(setup.head);
      tail = setup.tail;
    }
    if (frame.assignments.length) {
      const test = this.useTest();
      const sharedAbove = shared || this.sharedPageAbove(this.frames.indexOf(frame));
      const fixture = sharedAbove
        ? ''
        : this.pageName === 'page'
          ? '{ page }'
          : `{ page: ${this.pageName} }`;
      // With one page shared by the describe, the describe-level code runs once, like at load
      // time, and before the user's `beforeAll` hooks, which may use what it assigns.
      const hook = sharedAbove ? 'beforeAll' : 'beforeEach';
      inserted.push(
        `\n${test}.${hook}(async (${fixture}) => {\n${frame.assignments.join('\n')}\n});\n`,
      );
      frame.assignments = [];
    }
    if (inserted.length) parts.splice(at, 0, `\n${inserted.join('')}`);
    if (tail) parts.splice(parts.length - 1, 0, tail);
  }

  statement(node: ts.Statement): string {
    const link = prototypeLinkStatement(node, this);
    if (link !== undefined) return link;
    if (ts.isExpressionStatement(node)) {
      const result = this.expr(node.expression);
      return this.expressionStatement(result, node.expression);
    }
    if (ts.isVariableStatement(node)) return this.variableStatement(node);
    if (ts.isReturnStatement(node)) {
      if (
        this.returnAsContinue.size &&
        this.returnAsContinue.has(enclosingFunction(node) as ts.Node)
      ) {
        if (!node.expression) return 'continue;';
        const value = this.expr(node.expression);
        return `${this.expressionStatement(value, node.expression)}\ncontinue;`;
      }
      if (!node.expression) return 'return;';
      const result = this.expr(node.expression);
      if (result.kind.type === 'statements') {
        this.noteReturn({ type: 'promise', of: unknown });
        this.markAwait();
        return result.text;
      }
      if (result.kind.type === 'promise' && !result.kind.sync && !result.kind.map) {
        this.noteReturn(result.kind);
        return `return ${result.text};`;
      }
      if (result.kind.type === 'finder' || result.kind.type === 'finders') {
        this.noteReturn(
          result.kind.type === 'finder' ? { type: 'finder', first: false } : result.kind,
        );
        return `return ${this.settle(result, node.expression)};`;
      }
      this.noteReturn(result.kind);
      return `return ${this.settle(result, node.expression)};`;
    }
    if (ts.isFunctionDeclaration(node)) return this.fn(node);
    if (ts.isClassDeclaration(node)) return emitClassDeclaration(node, this);
    return this.generic(node);
  }

  /** `X;` — a promise becomes `await X;`. */
  expressionStatement(result: Out, node: ts.Expression): string {
    switch (result.kind.type) {
      case 'promise':
        if (result.kind.sync) return `${result.text};`;
        return `${this.awaitText(result.text)};`;
      case 'statements':
        if (result.text.length) this.markAwait();
        return result.text;
      case 'finder':
      case 'finders':
      case 'by':
        return `${this.settle(result, node)};`;
      default:
        return `${this.settle(result, node)};`;
    }
  }

  private variableStatement(node: ts.VariableStatement): string {
    const frame = this.frame;
    const list = node.declarationList;
    const keyword =
      list.flags & ts.NodeFlags.Const ? 'const' : list.flags & ts.NodeFlags.Let ? 'let' : 'var';
    const decls = list.declarations.map((d) => this.variableDeclaration(d));
    const modifiers = modifierText(node, this);
    const isTopLevel = frame.role === 'describe' || frame.role === 'file';
    if (isTopLevel && frame.hoisted.has(node)) {
      // Declared here, assigned in the `beforeEach` where the page exists.
      for (const d of list.declarations) frame.hoistedSymbols.add(d);
      const names = decls.map((d, i) => {
        const declaration = list.declarations[i] as ts.VariableDeclaration;
        return d.name + (d.type ? `: ${d.type}` : hoistedType(declaration, this));
      });
      const assignments = decls
        .filter((d) => d.init !== undefined)
        .map((d) => `${d.name} = ${d.init};`);
      frame.assignments.push(...assignments);
      this.diag(node, 'structure/hoisted-to-before-each');
      return `${modifiers}let ${names.join(', ')};`;
    }
    const text = decls.map(
      (d) => `${d.name}${d.type ? `: ${d.type}` : ''}${d.init !== undefined ? ` = ${d.init}` : ''}`,
    );
    return `${modifiers}${keyword} ${text.join(', ')};`;
  }

  private variableDeclaration(d: ts.VariableDeclaration): {
    name: string;
    type?: string;
    init?: string;
  } {
    const name = ts.isIdentifier(d.name) ? d.name.text : this.generic(d.name);
    const type = d.type ? (convertTypeNode(d.type, this) ?? this.original(d.type)) : undefined;
    if (!d.initializer) return { name, type };
    if (
      this.frame.role === 'file' &&
      !this.options.isSpec &&
      !isFunctionLike(d.initializer) &&
      !ts.isClassExpression(d.initializer)
    ) {
      const result = this.factoryEmit(d.initializer, d);
      if (result.kind.type !== 'unknown' && !this.state.factories.has(d))
        this.state.setKind(d, result.kind);
      return { name, ...(type && !this.state.factories.has(d) ? { type } : {}), init: result.text };
    }
    const result = this.expr(d.initializer);
    const init = this.settle(result, d.initializer);
    if (result.kind.type === 'promise' && !result.kind.sync) this.state.awaitedPromises.add(d);
    const kind = settledKindOf(result.kind);
    if (kind.type !== 'unknown') this.state.setKind(d, kind);
    if (d.type) {
      const typed = kindOfTypeNode(d.type);
      if (typed && kind.type === 'unknown') this.state.setKind(d, typed);
    }
    return { name, type, init };
  }

  // ---------------------------------------------------------------------------------------------
  // Generic reproduction

  /** The node's original text with every child replaced by its emitted text. */
  generic(node: ts.Node): string {
    if (isFunctionLike(node)) return this.fn(node);
    if (ts.isBlock(node)) return this.block(node);
    if (ts.isSourceFile(node)) return this.statementList(node.statements, 0, node.end);
    if (ts.isCaseClause(node) || ts.isDefaultClause(node)) {
      const head = this.text.slice(node.getStart(this.sf), node.statements.pos);
      const headText = ts.isCaseClause(node) ? `case ${this.emit(node.expression)}:` : head;
      return `${headText}${this.statementList(node.statements, node.statements.pos, node.end)}`;
    }
    if (ts.isTypeNode(node)) return convertTypeNode(node, this) ?? this.original(node);
    if (ts.isVariableStatement(node)) return this.variableStatement(node);
    if (isStatementNode(node) && node.parent && isStatementContainer(node.parent)) {
      // handled via statement()
    }
    let result = '';
    let pos = node.getStart(this.sf);
    const children: ts.Node[] = [];
    node.forEachChild((child) => {
      children.push(child);
    });
    for (const child of children) {
      if (child.pos < pos && child.end <= pos) continue;
      const childStart = child.getStart(this.sf);
      if (childStart < pos) continue;
      result += this.text.slice(pos, childStart);
      result += this.emitChild(child);
      pos = child.end;
    }
    result += this.text.slice(pos, node.end);
    return result;
  }

  private emitChild(child: ts.Node): string {
    if (isStatementNode(child)) return this.statement(child as ts.Statement);
    if (ts.isVariableDeclarationList(child)) {
      return this.generic(child);
    }
    if (ts.isVariableDeclaration(child)) {
      const d = this.variableDeclaration(child);
      return `${d.name}${d.type ? `: ${d.type}` : ''}${d.init !== undefined ? ` = ${d.init}` : ''}`;
    }
    if (ts.isDecorator(child) || ts.isModifier(child)) return this.original(child);
    if (ts.isPropertyAssignment(child) && this.isModuleLevelOfHelper()) {
      // `module.exports = { field: element(…) }`: the field becomes `(page) => locator`.
      const init = child.initializer;
      if (!isFunctionLike(init) && !ts.isObjectLiteralExpression(init)) {
        const value = this.factoryEmit(init, child);
        return `${this.emitPropertyName(child.name)}: ${value.text}`;
      }
    }
    return this.emit(child);
  }

  /** Module-level code (no function around it) of a file that is not a spec. */
  private isModuleLevelOfHelper(): boolean {
    return !this.options.isSpec && this.frames.length === 1 && this.frame.role === 'file';
  }
}

// -------------------------------------------------------------------------------------------------

/** Members of a promise itself, which an awaited promise of a locator would not have. */
const promiseMembers = new Set(['then', 'catch', 'finally']);

/** Fixtures in the order Playwright's docs list them. */
const fixtureOrder = ['page', 'context', 'browser', 'browserName', 'baseURL', 'request'];

/** The type of a hoisted `let`, from what the initializer is. */
function hoistedType(d: ts.VariableDeclaration, cx: FileConverter): string {
  const kind = cx.state.declKinds.get(d);
  if (kind?.type === 'finder' || kind?.type === 'finders') return `: ${cx.useLocatorType()}`;
  if (
    d.initializer &&
    ts.isNewExpression(d.initializer) &&
    ts.isIdentifier(d.initializer.expression)
  ) {
    const decl = cx.declarationOf(d.initializer.expression);
    if (
      decl &&
      (ts.isClassDeclaration(decl) ||
        ts.isImportSpecifier(decl) ||
        ts.isImportClause(decl) ||
        cx.state.isolated)
    ) {
      return `: ${d.initializer.expression.text}`;
    }
  }
  return '';
}

function modifierText(node: ts.Node, cx: FileConverter): string {
  const modifiers = ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined;
  const decorators = ts.canHaveDecorators(node) ? ts.getDecorators(node) : undefined;
  const parts = [
    ...(decorators ?? []).map((d) => cx.original(d)),
    ...(modifiers ?? [])
      .filter((m) => m.kind !== ts.SyntaxKind.AsyncKeyword)
      .map((m) => cx.original(m)),
  ];
  return parts.length ? `${parts.join(' ')} ` : '';
}

/** Protractor namespaces a variable can alias (`EC = protractor.ExpectedConditions`). */
const aliasedNamespaces = new Set(['EC', 'Key', 'by', 'element', '$', '$$']);

/** Whether `statements` is the body of a describe callback or the file itself. */
function isFrameBody(frame: Frame, statements: readonly ts.Statement[]): boolean {
  if (frame.role === 'file') return statements === (frame.node as ts.SourceFile).statements;
  if (frame.role !== 'describe') return false;
  const fn = frame.node as ts.FunctionLikeDeclaration;
  return !!fn.body && ts.isBlock(fn.body) && fn.body.statements === statements;
}

/**
 * A describe- or file-level expression or variable statement that kept unconverted Protractor code would run
 * when Playwright loads the file and, with Protractor's globals gone, fail the whole file: it stays
 * under its TODO as a comment, so only what it did is lost, not every test of the file. Likewise in
 * a hook, where it would fail every test of its describe.
 */
function loadTimeStatement(role: Role, statement: ts.Statement): boolean {
  // In a hook, a live leftover throws before (or after) every test of the describe: the same.
  if (role === 'hook' || role === 'hook-all') return ts.isExpressionStatement(statement);
  return (
    (role === 'describe' || role === 'file') &&
    ((ts.isExpressionStatement(statement) && !isTestFrameworkStatement(statement)) ||
      ts.isVariableStatement(statement))
  );
}

function mentionsDone(frame: Frame, statement: ts.Statement): boolean {
  if (frame.role !== 'hook' && frame.role !== 'hook-all') return false;
  const done = (frame.node as ts.FunctionLikeDeclaration).parameters?.[0]?.name;
  if (!done || !ts.isIdentifier(done)) return false;
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isIdentifier(n) && n.text === done.text) found = true;
    else n.forEachChild(visit);
  };
  visit(statement);
  return found;
}

function commentedOut(text: string, indent: number): string {
  return text
    .split('\n')
    .map((line, i) => {
      const lead = line.length - line.trimStart().length;
      const kept = i === 0 ? line : line.slice(Math.min(lead, indent));
      return kept.trim() ? `// ${kept}` : '//';
    })
    .join('\n');
}
