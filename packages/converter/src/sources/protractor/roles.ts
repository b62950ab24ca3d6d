/**
 * The role of each function in the input, which decides where the Playwright `page` comes from when
 * its body needs one: a test or hook gets the `page` fixture, a class member uses `this.page`, a
 * constructor function or named helper takes `page` as a parameter, a callback captures whatever
 * its enclosing function has, and describe-level code moves into a `beforeEach`.
 */
import ts from 'typescript';
import { lookupTable } from '../../core/lookup-table.js';

export type Role =
  | 'file'
  | 'describe'
  | 'test'
  | 'hook'
  /** `beforeAll`/`afterAll`: no `page` fixture. */
  | 'hook-all'
  | 'member'
  | 'constructor'
  | 'named'
  | 'callback'
  /** A module-level value in a non-spec file that needs a page: it becomes `(page) => value`. */
  | 'factory';

export type TestCallKind =
  | { kind: 'describe'; variant: Variant }
  | { kind: 'test'; variant: Variant }
  | { kind: 'hook'; hook: 'beforeEach' | 'afterEach' | 'beforeAll' | 'afterAll' };

export type Variant = 'plain' | 'focused' | 'skipped';

/** Jasmine and Mocha (BDD) globals, and what each becomes. */
const testGlobals = lookupTable<Record<string, TestCallKind>>({
  describe: { kind: 'describe', variant: 'plain' },
  context: { kind: 'describe', variant: 'plain' },
  fdescribe: { kind: 'describe', variant: 'focused' },
  xdescribe: { kind: 'describe', variant: 'skipped' },
  xcontext: { kind: 'describe', variant: 'skipped' },
  it: { kind: 'test', variant: 'plain' },
  specify: { kind: 'test', variant: 'plain' },
  fit: { kind: 'test', variant: 'focused' },
  xit: { kind: 'test', variant: 'skipped' },
  xspecify: { kind: 'test', variant: 'skipped' },
  beforeEach: { kind: 'hook', hook: 'beforeEach' },
  afterEach: { kind: 'hook', hook: 'afterEach' },
  beforeAll: { kind: 'hook', hook: 'beforeAll' },
  afterAll: { kind: 'hook', hook: 'afterAll' },
  before: { kind: 'hook', hook: 'beforeAll' },
  after: { kind: 'hook', hook: 'afterAll' },
});

/** Mocha's `describe.only` / `it.skip` modifiers. */
const modifierVariants = lookupTable<Record<string, Variant>>({ only: 'focused', skip: 'skipped' });

export function classifyTestCall(call: ts.CallExpression): TestCallKind | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return testGlobals[callee.text];
  if (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    ts.isIdentifier(callee.name)
  ) {
    const base = testGlobals[callee.expression.text];
    const variant = modifierVariants[callee.name.text];
    if (base && base.kind !== 'hook' && variant) return { kind: base.kind, variant };
  }
  return undefined;
}

/** By kind in one switch: the analysis walk asks it of every node. */
export function isFunctionLike(node: ts.Node): node is ts.FunctionLikeDeclaration {
  switch (node.kind) {
    case ts.SyntaxKind.FunctionDeclaration:
    case ts.SyntaxKind.FunctionExpression:
    case ts.SyntaxKind.ArrowFunction:
    case ts.SyntaxKind.MethodDeclaration:
    case ts.SyntaxKind.Constructor:
    case ts.SyntaxKind.GetAccessor:
    case ts.SyntaxKind.SetAccessor:
      return true;
    default:
      return false;
  }
}

export function roleOf(fn: ts.Node): Role {
  const parent = fn.parent;
  if (ts.isCallExpression(parent) && parent.arguments.some((a) => a === fn)) {
    const call = classifyTestCall(parent);
    if (!call) return 'callback';
    if (call.kind === 'describe') return 'describe';
    if (call.kind === 'test') return 'test';
    return call.hook === 'beforeAll' || call.hook === 'afterAll' ? 'hook-all' : 'hook';
  }
  if (
    (ts.isMethodDeclaration(fn) ||
      ts.isConstructorDeclaration(fn) ||
      ts.isGetAccessorDeclaration(fn) ||
      ts.isSetAccessorDeclaration(fn)) &&
    ts.isClassLike(parent)
  ) {
    return isStatic(fn) ? 'named' : 'member';
  }
  if (ts.isPropertyDeclaration(parent) && ts.isClassLike(parent.parent)) {
    return isStatic(parent) ? 'named' : 'member';
  }
  if (ts.isFunctionDeclaration(fn)) return isConstructorFunction(fn) ? 'constructor' : 'named';
  if (ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)) {
    if (ts.isVariableDeclaration(parent) && parent.initializer === fn) {
      return isConstructorFunction(fn) ? 'constructor' : 'named';
    }
    if (ts.isPropertyAssignment(parent)) return 'named';
    if (
      ts.isBinaryExpression(parent) &&
      parent.right === fn &&
      parent.operatorToken.kind === ts.SyntaxKind.EqualsToken
    ) {
      // `this.login = function () {…}` inside a constructor function is a closure over its page.
      if (ts.isPropertyAccessExpression(parent.left) && isThis(parent.left.expression)) {
        return 'callback';
      }
      return isConstructorFunction(fn) ? 'constructor' : 'named';
    }
    return 'callback';
  }
  if (ts.isMethodDeclaration(fn)) return 'named';
  return 'callback';
}

function isStatic(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword) ?? false)
  );
}

function isThis(node: ts.Node): boolean {
  return node.kind === ts.SyntaxKind.ThisKeyword;
}

/** `function LoginPage() { this.name = …; }`: a constructor in the pre-class style. */
export function isConstructorFunction(fn: ts.Node): boolean {
  if (!(ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn)) || !fn.body) return false;
  return fn.body.statements.some(
    (s) =>
      ts.isExpressionStatement(s) &&
      ts.isBinaryExpression(s.expression) &&
      s.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(s.expression.left) &&
      isThis(s.expression.left.expression),
  );
}
