/**
 * Kinds a declaration gets from a use written after code that reads it, found by the analysis
 * (`analysis.ts`) before emission so that emission reads them from the start:
 *
 * - a predicate's parameter is an element when the predicate is declared apart and passed to an
 *   element list's `filter` later (`const isOpen = async (t) => …; $$('.t').filter(isOpen)`);
 * - a variable declared first and assigned a forked browser in a test
 *   (`var other; afterEach(() => other.quit()); it(…, () => { other = browser.forkNewDriverInstance(); })`)
 *   holds that browser's page everywhere, the hook above included.
 *
 * Both are told apart by syntax here and resolved to declarations with the names of the project's
 * program (`Declarations`), as the rules that learn them during emission (`list-filters.ts`,
 * `forked-browser.ts`) resolve them.
 */
import ts from 'typescript';
import { finder, type Kind } from './kinds.js';
import { roleOf } from './roles.js';
import type { Declarations } from './declarations.js';

interface PredicateUse {
  sf: ts.SourceFile;
  predicate: ts.Identifier;
}

interface ForkAssignment {
  sf: ts.SourceFile;
  holder: ts.Identifier;
}

export class CallSiteKinds {
  private readonly predicates: PredicateUse[] = [];
  private readonly forks: ForkAssignment[] = [];

  /** A call of the shared walk: `list.filter(name)`, `x = browser.forkNewDriverInstance(…)`. */
  visitCall(node: ts.CallExpression, sf: ts.SourceFile): void {
    const callee = node.expression;
    if (!ts.isPropertyAccessExpression(callee)) return;
    const method = callee.name.text;
    if (method === 'filter') {
      const [given] = node.arguments;
      const predicate = given && unwrap(given);
      if (predicate && ts.isIdentifier(predicate) && isElementList(callee.expression, 0))
        this.predicates.push({ sf, predicate });
    } else if (
      method === 'forkNewDriverInstance' &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'browser'
    ) {
      const holder = assignedName(node);
      if (holder && inTestOrHook(node)) this.forks.push({ sf, holder });
    }
  }

  /**
   * The kinds, for the files that are emitted; `declarations(sf)` resolves names as emission does
   * and `isGlobal` says whether `browser` is Protractor's in a file.
   */
  kinds(
    emitted: ReadonlySet<ts.SourceFile>,
    declarations: (sf: ts.SourceFile) => Declarations,
    isGlobal: (sf: ts.SourceFile, name: string) => boolean,
  ): Map<ts.Node, Kind> {
    const kinds = new Map<ts.Node, Kind>();
    for (const { sf, predicate } of this.predicates) {
      if (!emitted.has(sf)) continue;
      const names = declarations(sf);
      const decl = names.declarationOf(predicate);
      if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer) continue;
      if (names.isReassigned(decl)) continue;
      const init = unwrap(decl.initializer);
      if (!(ts.isFunctionExpression(init) || ts.isArrowFunction(init))) continue;
      const param = init.parameters[0];
      if (param) kinds.set(param, finder(false));
    }
    for (const { sf, holder } of this.forks) {
      if (!emitted.has(sf) || !isGlobal(sf, 'browser')) continue;
      const decl = declarations(sf).declarationOf(holder);
      if (decl) kinds.set(decl, { type: 'browser', path: [], page: holder.text });
    }
    return kinds;
  }
}

function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  while (ts.isParenthesizedExpression(n) || ts.isAwaitExpression(n)) n = n.expression;
  return n;
}

/** `element.all(…)`, `$$(…)`, `x.all(…)`, `x.$$(…)`, `x.filter(…)` of those, or a `const` holding one. */
function isElementList(node: ts.Expression, depth: number): boolean {
  const n = unwrap(node);
  if (depth > 8) return false;
  if (ts.isIdentifier(n)) {
    const decl = constInitializer(n);
    return decl ? isElementList(decl, depth + 1) : false;
  }
  if (!ts.isCallExpression(n)) return false;
  const callee = n.expression;
  if (ts.isIdentifier(callee)) return callee.text === '$$';
  if (!ts.isPropertyAccessExpression(callee)) return false;
  const name = callee.name.text;
  const receiver = callee.expression;
  if (name === 'all' && ts.isIdentifier(receiver)) return receiver.text === 'element';
  if (name === 'all' || name === '$$')
    return !ts.isIdentifier(receiver) || receiver.text !== 'Promise';
  return name === 'filter' && isElementList(receiver, depth + 1);
}

/** The initializer of the `const` an identifier names in the same scope chain (by syntax). */
function constInitializer(name: ts.Identifier): ts.Expression | undefined {
  for (let scope: ts.Node | undefined = name.parent; scope; scope = scope.parent) {
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      for (const decl of statement.declarationList.declarations)
        if (ts.isIdentifier(decl.name) && decl.name.text === name.text) return decl.initializer;
    }
  }
  return undefined;
}

/** `x = browser.forkNewDriverInstance()`: the variable assigned (not declared here). */
function assignedName(call: ts.CallExpression): ts.Identifier | undefined {
  let n: ts.Node = call;
  while (ts.isAwaitExpression(n.parent) || ts.isParenthesizedExpression(n.parent)) n = n.parent;
  const parent = n.parent;
  if (
    ts.isBinaryExpression(parent) &&
    parent.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    parent.right === n &&
    ts.isIdentifier(parent.left)
  )
    return parent.left;
  return undefined;
}

/** In a test or hook, through callbacks only (where the fork rule finds the `browser` fixture). */
function inTestOrHook(node: ts.Node): boolean {
  for (let n = node.parent; n && !ts.isSourceFile(n); n = n.parent) {
    if (!ts.isFunctionLike(n)) continue;
    const role = roleOf(n);
    if (role === 'test' || role === 'hook' || role === 'hook-all') return true;
    if (role !== 'callback') return false;
  }
  return false;
}
