/**
 * Emits one file once, from the facts of the analysis: every node is claimed by a rule or
 * reproduced from the original text with its converted children spliced in, so comments, names
 * and the user's own code stay. Rules (`calls.ts`, `structure.ts`, …) get the narrow
 * `RuleContext`; this class is the only walker (functions are written by `functions.ts`, in the
 * scopes of `scopes.ts`).
 */
import ts from 'typescript';
import type { Diagnostic } from '../../api.js';
import { messageFor, severityOf, type DiagnosticCode } from '../../diagnostics/catalogue.js';
import { todoComment } from '../../diagnostics/todo.js';
import { id, print, text, type Code } from '../../playwright/code.js';
import { Output } from '../../playwright/output.js';
import {
  isPromise,
  promised,
  settle,
  unknownShape,
  value,
  type Shape,
  type Value,
} from '../../playwright/values.js';
import { declarationOf, isBuilderChain, unwrap, type Facts } from './analysis.js';
import {
  isExpression,
  isFinalReturn,
  isFunctionLike,
  isStatementContainer,
  lastEnd,
  seleniumType,
} from './syntax-roles.js';
import type { StatementContext } from './context.js';
import { callRule, identifierRule, propertyRule } from './calls.js';
import { bareFind } from './element-rules.js';
import { fixtureClashes, renamedIdentifier } from './fixture-names.js';
import { assumedDriverName, isGlobalDriver } from './globals.js';
import { emitFunction } from './functions.js';
import { commentedOut, forOfText, jsClassText, spliceText } from './reproduction.js';
import { switchAfterCall } from './frame-callers.js';
import { newSelect } from './select.js';
import { unusedName, type Scope } from './scopes.js';
import { statementRule } from './statements.js';
import { runsAtLoad, type SuitePlan } from './suite-plan.js';
import { guardedExpression, guardedStatement } from './guards.js';
import { mochaThisRule, readsThis } from './mocha-this.js';

export class FileEmitter implements StatementContext {
  readonly out = new Output();
  readonly diagnostics: Diagnostic[] = [];
  readonly typed: boolean;
  alert: Value | undefined;
  private readonly shapes = new Map<ts.Node, Shape>();
  private readonly todos = new Map<ts.Node, string>();
  private readonly preludes: string[][] = [];
  readonly scopes: Scope[] = [];
  private readonly reported = new Set<string>();
  /** The assumed-driver warning is said once a file, at the first use. */
  private assumedReported = false;
  private readonly aliases = new Map<ts.Node, Code>();
  private readonly values = new Map<ts.Node, Value>();
  private renames: Map<ts.Node, string> | undefined;

  constructor(
    readonly sf: ts.SourceFile,
    readonly path: string,
    readonly facts: Facts,
    readonly plan: SuitePlan,
  ) {
    this.typed = /\.[cm]?tsx?$/.test(path);
  }

  run(): string {
    this.scopes.push({ node: this.sf, frames: [], fixtures: undefined, isAsync: true });
    const body = this.statementList(this.sf.statements);
    const imports = this.out.imports.render();
    return `${imports}${imports ? '\n\n' : ''}${body.trim()}\n`;
  }

  // ---- RuleContext -------------------------------------------------------------------------

  get inTestOrHook(): boolean {
    return this.scopes.some((scope) => scope.fixtures !== undefined);
  }

  get inAsync(): boolean {
    return this.scopes[this.scopes.length - 1]?.isAsync ?? false;
  }

  original(node: ts.Node): string {
    return node.getText(this.sf);
  }

  declarationOf(node: ts.Node): ts.Node | undefined {
    return declarationOf(this.facts.checker, node);
  }

  renamed(node: ts.Identifier): string | undefined {
    this.renames ??= fixtureClashes(this.sf, this.facts);
    return renamedIdentifier(node, this.renames, this.facts.checker);
  }

  remember(decl: ts.Node, shape: Shape): void {
    this.shapes.set(decl, shape);
  }

  shapeOf(decl: ts.Node): Shape | undefined {
    return this.shapes.get(decl);
  }

  rememberValue(decl: ts.Node, v: Value): void {
    this.values.set(decl, v);
  }

  valueOf(decl: ts.Node): Value | undefined {
    return this.values.get(decl);
  }

  before(statement: string): void {
    this.preludes[this.preludes.length - 1]?.push(statement);
  }

  report(node: ts.Node, code: DiagnosticCode, detail?: string): void {
    const { line, character } = this.sf.getLineAndCharacterOfPosition(node.getStart(this.sf));
    const key = `${code}@${line}:${character}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.diagnostics.push({
      path: this.path,
      line: line + 1,
      column: character + 1,
      rule: code,
      severity: severityOf(code),
      message: messageFor(code, detail),
    });
  }

  todo(node: ts.Node, code: DiagnosticCode, detail?: string): Value {
    this.report(node, code, detail);
    let statement: ts.Node = node;
    while (statement.parent && !isStatementContainer(statement.parent))
      statement = statement.parent;
    if (!this.todos.has(statement)) this.todos.set(statement, todoComment(code, detail));
    return value(text(this.original(node)), { t: 'source', what: 'todo', data: undefined });
  }

  pageOf(driver: ts.Expression): Code {
    const scope = this.scopes[this.scopes.length - 1];
    const frame = scope?.frames[scope.frames.length - 1];
    return frame ?? this.topPageOf(driver);
  }

  aliasDriver(decl: ts.Node, page: Code): void {
    this.aliases.set(decl, page);
  }

  topPageOf(driver: ts.Expression): Code {
    const e = unwrap(driver);
    const decl = ts.isIdentifier(e) ? this.declarationOf(e) : undefined;
    const alias = decl && this.aliases.get(decl);
    if (alias) return alias;
    const mode = decl ? this.plan.modes.get(decl) : undefined;
    const global = !decl && isGlobalDriver(this.facts, e);
    if (global) {
      const assumed = assumedDriverName(this.facts, e);
      if (assumed && !this.assumedReported) {
        this.assumedReported = true;
        this.report(e, 'selenium/assumed-driver', `\`${assumed}\``);
      }
    }
    if (mode === 'fixture' || global || (!decl && isBuilderChain(this.facts.checker, e))) {
      this.useFixture('page');
      return id('page');
    }
    if (mode === 'shared') return id(this.plan.sharedName(decl as ts.Node));
    return text(this.original(e));
  }

  currentFrame(): Code | undefined {
    const frames = this.scopes[this.scopes.length - 1]?.frames;
    return frames?.[frames.length - 1];
  }

  freshName(base: string): string {
    const scope = this.scopes[this.scopes.length - 1];
    if (!scope) return base;
    scope.names ??= new Set();
    const name = unusedName(scope.node, base, scope.names);
    scope.names.add(name);
    return name;
  }

  switchFrame(_driver: ts.Expression, frame: Code | 'parent' | undefined): void {
    const scope = this.scopes[this.scopes.length - 1];
    if (!scope) return;
    if (frame === undefined) scope.frames.length = 0;
    else if (frame === 'parent') scope.frames.pop();
    else scope.frames.push(frame);
  }

  /** Records that the enclosing test or hook callback takes a fixture. */
  useFixture(name: string): void {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const fixtures = this.scopes[i]?.fixtures;
      if (fixtures) {
        fixtures.add(name);
        return;
      }
    }
  }

  /** Mocha's `this` of the test or hook callback being emitted, read through `testInfo`. */
  private thisRule(node: ts.Expression): Value | undefined {
    const inCallback = !!this.scopes[this.scopes.length - 1]?.fixtures;
    return inCallback && readsThis(node) ? mochaThisRule(node, this) : undefined;
  }

  expr(node: ts.Expression): Value {
    switch (node.kind) {
      case ts.SyntaxKind.Identifier:
        return identifierRule(node as ts.Identifier, this);
      case ts.SyntaxKind.ThisKeyword:
        // Mocha's `this` in a test or hook: the callback is an arrow now, `this` is not Mocha's.
        if (this.scopes[this.scopes.length - 1]?.fixtures)
          return this.todo(node, 'selenium/this-context');
        return value(text('this'));
      case ts.SyntaxKind.ParenthesizedExpression: {
        const inner = this.expr((node as ts.ParenthesizedExpression).expression);
        return inner.shape.t === 'unknown' || inner.shape.t === 'value'
          ? value(text(`(${print(inner.code)})`), inner.shape)
          : inner;
      }
      case ts.SyntaxKind.AwaitExpression: {
        const inner = this.expr((node as ts.AwaitExpression).expression);
        if (isPromise(inner.shape)) return value(settle(inner), { t: 'value' });
        if (inner.shape.t === 'locators')
          return value(text(`await ${print(inner.code)}.all()`), { t: 'locator-array' });
        if (inner.shape.t === 'unknown')
          return value(text(`await ${print(inner.code)}`), unknownShape);
        return inner;
      }
      case ts.SyntaxKind.CallExpression:
        return this.thisRule(node) ?? callRule(node as ts.CallExpression, this);
      case ts.SyntaxKind.BinaryExpression:
        return (
          guardedExpression(node as ts.BinaryExpression, this) ?? value(text(this.generic(node)))
        );
      case ts.SyntaxKind.NewExpression:
        return newSelect(node as ts.NewExpression, this) ?? value(text(this.generic(node)));
      case ts.SyntaxKind.PropertyAccessExpression:
        return this.thisRule(node) ?? propertyRule(node as ts.PropertyAccessExpression, this);
      case ts.SyntaxKind.ElementAccessExpression: {
        const access = node as ts.ElementAccessExpression;
        const target = this.expr(access.expression);
        const at = this.emit(access.argumentExpression);
        if (target.shape.t === 'locator-array')
          return value(text(`${print(target.code)}[${at}]`), { t: 'locator', firstMatch: false });
        if (target.shape.t === 'locators')
          return value(text(`${print(target.code)}.nth(${at})`), {
            t: 'locator',
            firstMatch: false,
          });
        return value(text(this.generic(node)));
      }
      default:
        return value(text(this.generic(node)));
    }
  }

  settle(node: ts.Expression): Code {
    return settle(this.expr(node));
  }

  emit(node: ts.Node): string {
    if (isExpression(node)) return print(this.settle(node));
    return this.generic(node);
  }

  // ---- statements --------------------------------------------------------------------------

  /** A statement list; a statement rule may claim several statements at once (an alert sequence). */
  statementList(statements: readonly ts.Statement[]): string {
    let result = '';
    let i = 0;
    while (i < statements.length) {
      const s = statements[i] as ts.Statement;
      const leading = this.leadingTrivia(s);
      this.preludes.push([]);
      let emitted: string;
      let consumed = 1;
      const claimed = statementRule(statements, i, this);
      if (claimed) {
        emitted = claimed.text;
        consumed = claimed.consumed;
      } else emitted = this.statement(s);
      const prelude = this.preludes.pop() as string[];
      const todo = this.todos.get(s);
      if (todo) {
        this.todos.delete(s);
        // Kept as written where it runs when called (a Chai assertion may still work); commented
        // out where it runs as the file loads, where a name that went (`By`) would fail them all.
        const original = this.original(s);
        emitted = `${todo}\n${runsAtLoad(s) ? commentedOut(this.sf, s, original) : original}`;
      } else if (prelude.length) emitted = `${prelude.join('\n')}\n${emitted}`;
      // Only a short text can be blank (a removed statement emits ''): a nested describe's whole
      // text is not read again at every level.
      if (emitted.length < 256 && emitted.trim() === '') {
        // A removed statement keeps its comments.
        result += leading.trim() ? `${leading.replace(/\s+$/, '')}\n` : '';
      } else result += `${leading}${emitted}`;
      i += consumed;
    }
    return result;
  }

  /** Comments and blank lines before a statement, kept as written. */
  leadingTrivia(s: ts.Node): string {
    return this.sf.text.slice(s.getFullStart(), s.getStart(this.sf));
  }

  statement(s: ts.Statement): string {
    if (ts.isExpressionStatement(s)) {
      const v = this.expr(s.expression);
      if (v.shape.t === 'source' && v.shape.what === 'removed') return '';
      const code = isPromise(v.shape)
        ? print(settle(v))
        : print(bareFind(s.expression, v) ?? v.code);
      // A page object or helper that left the driver in a frame: the next finds start from it.
      if (this.inTestOrHook) switchAfterCall(s.expression, this);
      return code.trim() === '' ? '' : `${code};`;
    }
    if (ts.isReturnStatement(s) && s.expression) {
      const v = this.expr(s.expression);
      if (v.shape.t === 'source' && v.shape.what === 'removed')
        return isFinalReturn(s) ? '' : 'return;';
      const code = isPromise(v.shape) ? promised(v) : settle(v);
      return `return ${print(code)};`;
    }
    if (ts.isForOfStatement(s)) return forOfText(s, this);
    if (ts.isIfStatement(s)) {
      const guarded = guardedStatement(s, (branch) => this.nestedStatement(branch), this);
      if (guarded !== undefined) return guarded;
    }
    return this.generic(s);
  }

  // ---- functions ---------------------------------------------------------------------------

  /**
   * A function with its body converted: `async` added when it now awaits, driver parameters typed
   * `Page`. `fixtures`: a test or hook callback, which becomes an arrow taking those fixtures.
   */
  callback(fn: ts.FunctionLikeDeclaration, fixtures: Set<string>): string {
    return this.fn(fn, { fixtures });
  }

  functionBody(fn: ts.FunctionLikeDeclaration): string {
    return this.fn(fn, { bodyOnly: true });
  }

  fn(
    node: ts.SignatureDeclaration,
    options: { fixtures?: Set<string>; bodyOnly?: boolean } = {},
  ): string {
    return emitFunction(this, node, options);
  }

  // ---- reproduction ------------------------------------------------------------------------

  /** The node's original text with each child converted and spliced in. */
  generic(node: ts.Node): string {
    if (isFunctionLike(node)) return this.fn(node);
    if (ts.isBlock(node))
      return `{${this.statementList(node.statements)}${this.sf.text.slice(lastEnd(node), node.end - 1)}}`;
    if (ts.isSourceFile(node)) return this.statementList(node.statements);
    if (ts.isCaseClause(node) || ts.isDefaultClause(node)) {
      const head = ts.isCaseClause(node)
        ? `case ${this.emit(node.expression)}:`
        : this.sf.text.slice(node.getStart(this.sf), node.statements.pos);
      return `${head}${this.statementList(node.statements)}`;
    }
    if ((ts.isClassDeclaration(node) || ts.isClassExpression(node)) && !this.typed)
      return jsClassText(node, this);
    if (ts.isTypeReferenceNode(node)) {
      const mapped = seleniumType(node, this);
      if (mapped) return mapped;
    }
    return spliceText(node, node.getStart(this.sf), this);
  }

  /** A statement in a nested position (a loop's or an `if`'s body): its preludes go with it. */
  nestedStatement(s: ts.Statement): string {
    const saved = this.preludes.length;
    this.preludes.push([]);
    const emitted = this.statement(s);
    const prelude = this.preludes.pop() as string[];
    this.preludes.length = saved;
    return prelude.length ? `{ ${prelude.join('\n')}\n${emitted} }` : emitted;
  }
}
