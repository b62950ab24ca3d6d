/**
 * The driver lifecycle of a file, decided before emission: each variable that holds a driver the
 * suite builds (`driver = await new Builder()….build()` in a hook or a test) becomes either
 * Playwright's `page` fixture — a fresh page per test — or, when the tests rely on the page the
 * previous test left (one driver built in `before` for the whole describe, and a test that does
 * not navigate first, or a `before` that drives the page), a page shared by the describe's tests.
 */
import ts from 'typescript';
import { walk } from '../../core/syntax.js';
import { eachCall } from './each-tables.js';
import { blockModifiers, mochaBlocks } from './mocha-blocks.js';
import {
  declarationOf,
  isBuilderChain,
  isDriverExpression,
  unwrap,
  type Facts,
} from './analysis.js';

export type DriverMode = 'fixture' | 'shared';

export interface SuitePlan {
  modes: Map<ts.Node, DriverMode>;
  sharedName(decl: ts.Node): string;
  /** The describe callbacks that share one page (in order, one worker). */
  sharedDescribes: Set<ts.Node>;
}

const hookNames = new Set(['before', 'beforeAll', 'beforeEach', 'after', 'afterAll', 'afterEach']);
const testNames = new Set(['it', 'test', 'specify', 'xit', 'fit']);
const navigations = new Set(['get', 'to']);

/**
 * The Mocha block a call opens, by name: `describe`, `it`, `before`… Modifiers name their block
 * (`it.only`, `describe.skip`, `test.skip`), and `test.describe`, `test.it`, `test.before` of
 * selenium-webdriver/testing (3) name the member, not the `test` namespace they are read from.
 */
export function calleeName(call: ts.CallExpression): string | undefined {
  // A Jest table test (`it.each(rows)(title, fn)`) opens the block named before `.each`.
  const each = eachCall(call);
  return blockName(each ? each.callee : call.expression);
}

const blockNames = new Set(['it', 'describe', 'test', 'context', 'specify']);
/** What selenium-webdriver/testing 3 exports as `test.<name>` (its Mocha wrappers). */
const testingMembers = new Set([
  'describe',
  'xdescribe',
  'it',
  'xit',
  'before',
  'after',
  'beforeEach',
  'afterEach',
]);

function blockName(callee: ts.Expression): string | undefined {
  if (ts.isIdentifier(callee)) return callee.text;
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  const inner = callee.expression;
  const member = callee.name.text;
  if (ts.isIdentifier(inner) && inner.text === 'test' && testingMembers.has(member)) return member;
  if (Object.hasOwn(blockModifiers, member)) {
    const base = blockName(inner);
    if (base && blockNames.has(base)) return base;
  }
  // Any other member of a block (`it.each(rows)`, the table a test is made from) opens none.
  if (ts.isIdentifier(inner) && blockNames.has(inner.text)) return undefined;
  return member;
}

function callbackOf(call: ts.CallExpression): ts.FunctionLikeDeclaration | undefined {
  const fn = call.arguments.find((a) => ts.isFunctionExpression(a) || ts.isArrowFunction(a));
  return fn as ts.FunctionLikeDeclaration | undefined;
}

/** The first driver command a test runs, by name (`get`, `findElement`), if any. */
function firstDriverCommand(fn: ts.Node, facts: Facts): string | undefined {
  let found: string | undefined;
  walk(fn, (node) => {
    if (found) return 'stop';
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      isDriverExpression(facts, node.expression.expression)
    ) {
      found = node.expression.name.text;
      return 'stop';
    }
    // a page object or helper call counts as driving the page (it may navigate)
    const receiver =
      ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)
        ? unwrap(node.expression.expression)
        : undefined;
    const onInstance =
      !!receiver &&
      ts.isIdentifier(receiver) &&
      facts.instances.has(declarationOf(facts.checker, receiver) as ts.Node);
    if (
      ts.isCallExpression(node) &&
      (onInstance || node.arguments.some((a) => isDriverExpression(facts, a)))
    ) {
      found = 'helper';
      return 'stop';
    }
  });
  return found;
}

export function planSuites(sf: ts.SourceFile, facts: Facts): SuitePlan {
  const modes = new Map<ts.Node, DriverMode>();
  const sharedDescribes = new Set<ts.Node>();
  const names = new Map<ts.Node, string>();
  walk(sf, (node) => {
    if (!ts.isBinaryExpression(node) && !ts.isVariableDeclaration(node)) return;
    const init = ts.isBinaryExpression(node) ? node.right : node.initializer;
    if (!init || !isBuilderChain(facts.checker, unwrap(init))) return;
    const decl = ts.isVariableDeclaration(node)
      ? node
      : ts.isIdentifier(node.left)
        ? declarationOf(facts.checker, node.left)
        : undefined;
    if (!decl || !ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name)) return;
    names.set(decl, decl.name.text);
    modes.set(decl, 'fixture');
    // Built in `before`/`beforeAll`: one driver for the describe's tests.
    const hook = enclosingCall(node);
    const hookName = hook && calleeName(hook);
    if (hookName !== 'before' && hookName !== 'beforeAll') return;
    const describe = enclosingCall(hook as ts.Node);
    const body = describe && callbackOf(describe);
    if (!body) return;
    const hookFn = callbackOf(hook as ts.CallExpression);
    const drivesInHook = !!hookFn && drivesBeyondBuild(hookFn, facts);
    const tests = directCalls(body).filter((c) => testNames.has(calleeName(c) ?? ''));
    const relies = tests.slice(1).some((t) => {
      const fn = callbackOf(t);
      const first = fn && firstDriverCommand(fn, facts);
      return !!first && !navigations.has(first) && first !== 'navigate' && first !== 'helper';
    });
    if (drivesInHook || relies) {
      modes.set(decl, 'shared');
      sharedDescribes.add(body);
    }
  });
  return { modes, sharedDescribes, sharedName: (decl) => names.get(decl) ?? 'page' };
}

/** Whether a `before` hook drives the page besides building the driver (navigates, logs in). */
function drivesBeyondBuild(hook: ts.Node, facts: Facts): boolean {
  let drives = false;
  walk(hook, (node) => {
    if (drives) return 'stop';
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ![
        'build',
        'manage',
        'setTimeouts',
        'implicitlyWait',
        'timeouts',
        'window',
        'setRect',
        'maximize',
      ].includes(node.expression.name.text) &&
      isDriverExpression(facts, rootExpression(node.expression.expression))
    )
      drives = true;
  });
  return drives;
}

function rootExpression(node: ts.Expression): ts.Expression {
  let e = unwrap(node);
  while (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression))
    e = unwrap(e.expression.expression);
  return e;
}

function enclosingCall(node: ts.Node): ts.CallExpression | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent)
    if (
      ts.isCallExpression(n) &&
      (ts.isFunctionExpression(node) || ts.isArrowFunction(node) || true)
    ) {
      const fn = callbackOf(n);
      if (fn && fn.pos <= node.pos && node.end <= fn.end) return n;
    }
  return undefined;
}

function directCalls(fn: ts.FunctionLikeDeclaration): ts.CallExpression[] {
  const body = fn.body;
  if (!body || !ts.isBlock(body)) return [];
  return body.statements
    .filter(ts.isExpressionStatement)
    .map((s) => s.expression)
    .filter(ts.isCallExpression);
}

export { hookNames, testNames };

/** Whether a call opens a suite (`describe`, `context`, `describe.each(rows)`…). */
export function opensSuite(call: ts.CallExpression): boolean {
  const name = calleeName(call);
  return name !== undefined && mochaBlocks[name]?.block === 'describe';
}

/** Whether a statement runs as the file loads: at the top level or in a suite's callback. */
export function runsAtLoad(s: ts.Statement): boolean {
  for (let n: ts.Node | undefined = s.parent; n; n = n.parent) {
    if (!ts.isFunctionLike(n)) continue;
    if (!ts.isCallExpression(n.parent) || !opensSuite(n.parent)) return false;
  }
  return true;
}
