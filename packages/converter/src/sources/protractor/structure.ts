/**
 * Structure and hooks: `describe`/`it` (Jasmine and Mocha, with `f`/`x` and `.only`/`.skip`
 * variants) and the hooks. Tests and hooks get Playwright's fixtures; `fit`/`fdescribe` become
 * plain tests (`.only` would silently skip the rest of the suite in CI); a `beforeAll` that drives
 * the browser makes its describe share one page, in the default mode, the way Protractor's single
 * browser carried state from the hook to the tests.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { out, statements, unknown, type Out } from './kinds.js';
import { classifyTestCall, type TestCallKind } from './roles.js';
import { walk } from './syntax-walk.js';
import { addMatchersCall } from './custom-matchers.js';

const testCounts = new WeakMap<ts.SourceFile, number>();

/** Counts test cases (`it`/`fit`/`xit`/`specify`), one credit each (once per file: the analysis, roles and results ask). */
export function countTests(sf: ts.SourceFile): number {
  const known = testCounts.get(sf);
  if (known !== undefined) return known;
  let count = 0;
  walk(sf, (node) => {
    if (isTestCase(node)) count++;
  });
  testCounts.set(sf, count);
  return count;
}

/** Whether `node` is a test case `countTests` counts. */
export function isTestCase(node: ts.Node): boolean {
  if (!ts.isCallExpression(node)) return false;
  const kind = classifyTestCall(node);
  return kind?.kind === 'test' && node.arguments.length > 0;
}

/** The count of `countTests`, found by a walk of the file made for another index. */
export function rememberTestCount(sf: ts.SourceFile, count: number): void {
  testCounts.set(sf, count);
}

/** `describe(…)`, `it(…)` and the hooks. */
export function testCall(node: ts.CallExpression, cx: RuleContext): Out | undefined {
  const kind = classifyTestCall(node);
  if (!kind) return undefined;
  const callee = ts.isIdentifier(node.expression)
    ? node.expression
    : ts.isPropertyAccessExpression(node.expression)
      ? node.expression.expression
      : undefined;
  if (callee && ts.isIdentifier(callee) && cx.declarationOf(callee)) return undefined;
  switch (kind.kind) {
    case 'describe':
      return describe(node, kind, cx);
    case 'test':
      return testCase(node, kind, cx);
    case 'hook':
      return hook(node, kind.hook, cx);
  }
}

function describe(
  node: ts.CallExpression,
  kind: Extract<TestCallKind, { kind: 'describe' }>,
  cx: RuleContext,
): Out {
  cx.frame.testCallSeen = true;
  const test = cx.useTest();
  const [title, body] = node.arguments;
  if (kind.variant === 'focused') cx.diag(node, 'structure/focused');
  const callee = kind.variant === 'skipped' ? `${test}.describe.skip` : `${test}.describe`;
  const titleText = title ? cx.emit(title) : "''";
  if (!body || !(ts.isFunctionExpression(body) || ts.isArrowFunction(body))) {
    return out(
      `${callee}(${[titleText, ...node.arguments.slice(1).map((a) => cx.emit(a))].join(', ')})`,
      unknown,
    );
  }
  const fn = cx.fn(body, { role: 'describe', arrow: true });
  return out(`${callee}(${titleText}, ${fn})`, unknown);
}

function testCase(
  node: ts.CallExpression,
  kind: Extract<TestCallKind, { kind: 'test' }>,
  cx: RuleContext,
): Out {
  cx.frame.testCallSeen = true;
  const test = cx.useTest();
  const [title, body, timeout] = node.arguments;
  const titleText = title ? cx.emit(title) : "''";
  if (!body) {
    cx.diag(node, 'structure/pending-test');
    return out(`${test}.fixme(${titleText}, async () => {})`, unknown);
  }
  if (kind.variant === 'focused') cx.diag(node, 'structure/focused');
  const callee = kind.variant === 'skipped' ? `${test}.skip` : test;
  if (!(ts.isFunctionExpression(body) || ts.isArrowFunction(body))) {
    return out(`${callee}(${titleText}, ${cx.emit(body)})`, unknown);
  }
  const fn = callback(body, 'test', timeout, cx);
  return out(`${callee}(${titleText}, ${fn})`, unknown);
}

const hookNames = {
  beforeEach: 'beforeEach',
  afterEach: 'afterEach',
  beforeAll: 'beforeAll',
  afterAll: 'afterAll',
} as const;

function hook(node: ts.CallExpression, name: keyof typeof hookNames, cx: RuleContext): Out {
  const test = cx.useTest();
  const [body, timeout] = node.arguments;
  if (!body || !(ts.isFunctionExpression(body) || ts.isArrowFunction(body))) {
    return out(`${test}.${hookNames[name]}(${cx.args(node).join(', ')})`, unknown);
  }
  const role = name === 'beforeAll' || name === 'afterAll' ? 'hook-all' : 'hook';
  const parent = cx.frame;
  let hoisted: string[] = [];
  if (
    name === 'beforeEach' &&
    parent.assignments.length &&
    !parent.testCallSeen &&
    // A shared page: they run once, in a `beforeAll` of their own (see insertFrameSetup).
    !cx.sharedPage() &&
    (parent.role === 'describe' || parent.role === 'file')
  ) {
    // Describe-level values that need the page are assigned at the start of the first beforeEach.
    hoisted = parent.assignments;
    parent.assignments = [];
  }
  const fn = callback(body, role, timeout, cx, hoisted);
  if (
    hasEmptyBody(fn) &&
    // `beforeAll(() => browser.waitForAngularEnabled(false))`: an expression body that went.
    (!ts.isBlock(body.body) || (body.body.statements.length > 0 && !hasComments(body.body, cx)))
  ) {
    // Everything the hook did is gone (e.g. `waitForAngularEnabled(false)`): so is the hook.
    return out('', statements);
  }
  return out(`${test}.${hookNames[name]}(${fn})`, unknown);
}

/**
 * A test or hook callback: async, with the fixtures it uses. A `done` parameter is dropped when
 * every use is a plain `done()` (the converted body awaits everything), else the body is wrapped
 * in a promise that `done` resolves. A Jasmine timeout argument becomes `test.setTimeout`.
 */
function callback(
  body: ts.FunctionExpression | ts.ArrowFunction,
  role: 'test' | 'hook' | 'hook-all',
  timeout: ts.Expression | undefined,
  cx: RuleContext,
  hoisted: string[] = [],
): string {
  const prefix: string[] = [...hoisted];
  const extraFixtures = hoisted.length && !cx.sharedPage() ? ['page'] : [];
  if (timeout) {
    cx.diag(timeout, 'protractor/structure/timeout');
    prefix.push(`${cx.useTest()}.setTimeout(${cx.emit(timeout)});`);
  }
  const done = body.parameters[0];
  if (done && ts.isIdentifier(done.name)) {
    const uses = doneUses(body, done.name.text);
    if (uses.some((u) => !u.plainCall)) {
      cx.diag(done, 'protractor/structure/done-callback');
      return wrapDone(body, role, done.name.text, prefix, cx, extraFixtures);
    }
    cx.dropDoneCalls(new Set(uses.map((u) => u.statement).filter((s): s is ts.Statement => !!s)));
  }
  return cx.fn(body, {
    role,
    fixtures: true,
    forceAsync: true,
    dropParams: true,
    extraFixtures,
    ...(prefix.length ? { bodyPrefix: prefix.join('\n') } : {}),
  });
}

interface DoneUse {
  plainCall: boolean;
  statement?: ts.Statement;
}

function doneUses(body: ts.FunctionLikeDeclaration, name: string): DoneUse[] {
  const uses: DoneUse[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === name && node.parent !== body.parameters[0]) {
      const call = node.parent;
      const statement = call?.parent;
      if (
        ts.isCallExpression(call) &&
        call.expression === node &&
        statement &&
        ts.isExpressionStatement(statement) &&
        !inDeferredCallback(statement, body)
      ) {
        uses.push({ plainCall: true, statement });
      } else {
        uses.push({ plainCall: false });
      }
    }
    node.forEachChild(visit);
  };
  if (body.body) visit(body.body);
  return uses;
}

/**
 * Whether a `done()` runs in a callback the converted test does not wait for (`setTimeout`, an
 * event handler): only `.then`/`.catch`/`.finally` callbacks are run in line by the conversion.
 */
function inDeferredCallback(statement: ts.Node, body: ts.Node): boolean {
  for (let n = statement.parent; n && n !== body; n = n.parent) {
    if (!ts.isFunctionLike(n)) continue;
    const call = n.parent;
    const chained =
      ts.isCallExpression(call) &&
      ts.isPropertyAccessExpression(call.expression) &&
      ['then', 'catch', 'finally'].includes(call.expression.name.text);
    if (!chained) return true;
  }
  return false;
}

function wrapDone(
  body: ts.FunctionExpression | ts.ArrowFunction,
  role: 'test' | 'hook' | 'hook-all',
  name: string,
  prefix: string[],
  cx: RuleContext,
  extraFixtures: string[],
): string {
  const wrapped = cx.fn(body, {
    role,
    fixtures: true,
    forceAsync: true,
    dropParams: true,
    wrapDone: name,
    extraFixtures,
    ...(prefix.length ? { bodyPrefix: prefix.join('\n') } : {}),
  });
  return wrapped;
}

/**
 * `this.timeout(ms)` (Mocha) → `test.setTimeout(ms)` in a test or hook, or
 * `test.describe.configure({ timeout })` in a describe; `this.retries(n)` and `this.slow()` alike.
 */
export function mochaContextCall(node: ts.CallExpression, cx: RuleContext): Out | undefined {
  const callee = node.expression;
  if (
    !ts.isPropertyAccessExpression(callee) ||
    callee.expression.kind !== ts.SyntaxKind.ThisKeyword
  )
    return undefined;
  const name = callee.name.text;
  // The matchers are emitted by their own rule (once).
  if (name === 'addMatchers') return addMatchersCall(node, cx);
  const arg = node.arguments[0] ? cx.emit(node.arguments[0]) : undefined;
  const inDescribe = cx.frame.role === 'describe';
  const inTest =
    cx.frame.role === 'test' || cx.frame.role === 'hook' || cx.frame.role === 'hook-all';
  if (!inDescribe && !inTest) return undefined;
  const test = cx.useTest();
  switch (name) {
    case 'timeout':
      if (!arg) return undefined;
      return out(
        inDescribe
          ? `${test}.describe.configure({ timeout: ${arg} })`
          : `${test}.setTimeout(${arg})`,
        unknown,
      );
    case 'retries':
      if (!arg) return undefined;
      return out(`${test}.describe.configure({ retries: ${arg} })`, unknown);
    case 'slow':
      return inTest ? out(`${test}.slow()`, unknown) : undefined;
    case 'skip':
      return inTest ? out(`${test}.skip()`, unknown) : undefined;
    default:
      return undefined;
  }
}

/** Jasmine's `pending(reason)` → `test.skip(true, reason)`; `jasmine.addMatchers` → TODO. */
export function pendingCall(
  node: ts.CallExpression,
  callee: ts.Identifier,
  global: string | undefined,
  cx: RuleContext,
): Out | undefined {
  if (global || cx.declarationOf(callee)) return undefined;
  if (callee.text === 'pending') {
    const reason = node.arguments[0] ? cx.emit(node.arguments[0]) : "'pending'";
    return out(`${cx.useTest()}.skip(true, ${reason})`, unknown);
  }
  return undefined;
}

/** `jasmine.addMatchers(…)`, `jasmine.getEnv()…`: no equivalent. */
export function jasmineEnvCall(node: ts.CallExpression, cx: RuleContext): Out | undefined {
  const callee = node.expression;
  if (
    !ts.isPropertyAccessExpression(callee) ||
    !ts.isIdentifier(callee.expression) ||
    callee.expression.text !== 'jasmine'
  )
    return undefined;
  if (callee.name.text === 'addMatchers') return addMatchersCall(node, cx);
  return undefined;
}

/**
 * Statement rule: `jasmine.DEFAULT_TIMEOUT_INTERVAL = ms;` → the test timeout.
 */
export function jasmineTimeout(
  list: readonly ts.Statement[],
  index: number,
  cx: RuleContext,
): { text: string; consumed: number } | undefined {
  const s = list[index];
  if (!s || !ts.isExpressionStatement(s) || !ts.isBinaryExpression(s.expression)) return undefined;
  const left = s.expression.left;
  if (
    !ts.isPropertyAccessExpression(left) ||
    left.name.text !== 'DEFAULT_TIMEOUT_INTERVAL' ||
    left.expression.getText(cx.sf) !== 'jasmine'
  )
    return undefined;
  const value = cx.emit(s.expression.right);
  const test = cx.useTest();
  const role = cx.frame.role;
  if (role === 'describe' || role === 'file')
    return { text: `${test}.describe.configure({ timeout: ${value} });`, consumed: 1 };
  return { text: `${test}.setTimeout(${value});`, consumed: 1 };
}

/** Statement rule: `done();` in a test whose `done` parameter was dropped. */
export function doneCall(
  list: readonly ts.Statement[],
  index: number,
  cx: RuleContext,
): { text: string; consumed: number } | undefined {
  const s = list[index];
  if (!s || !cx.isDroppedDoneCall(s)) return undefined;
  return { text: '', consumed: 1 };
}

/**
 * The statements a describe (or file) whose `beforeAll` drives the browser starts and ends with:
 * one page of its own context opened before all tests and closed after them, in the default mode.
 * Jasmine and Mocha run the rest of a describe after a failure; a serial describe would skip it.
 * In the default mode the tests run in order in one worker (even under `fullyParallel`), and
 * after a failure a fresh worker runs `beforeAll` again — the page the hooks set up — as the
 * Selenium front end does for a shared driver.
 */
export function sharedPageSetup(cx: RuleContext): { head: string; tail: string } {
  const test = cx.useTest();
  const page = cx.pageName;
  // A context of its own, as a WebDriver session: windows the tests open belong to it.
  let open = '(await browser.newContext()).newPage()';
  let close = `${page}.context().close()`;
  if (cx.synchronizesWithAngular) {
    // Set up like the `test`'s own page: Angular debug info, waiting for Angular; closing the
    // page closes its context.
    cx.useAngularHelper('newAngularPage');
    open = 'newAngularPage(browser)';
    close = `${page}.close()`;
  }
  return {
    head: `${test}.describe.configure({ mode: 'default' });\nlet ${page}: ${cx.usePageType()};\n${test}.beforeAll(async ({ browser }) => {\n${page} = await ${open};\n});\n`,
    tail: `\n${test}.afterAll(async () => {\nawait ${close};\n});\n`,
  };
}

export { statements };

/** Whether generated function text ends with an empty body `{ }`. */
function hasEmptyBody(fn: string): boolean {
  let i = fn.length - 1;
  while (i >= 0 && (fn[i] === ' ' || fn[i] === '\n')) i--;
  if (fn[i] !== '}') return false;
  i--;
  while (i >= 0 && (fn[i] === ' ' || fn[i] === '\n' || fn[i] === '\t')) i--;
  return fn[i] === '{';
}

function hasComments(block: ts.Block, cx: RuleContext): boolean {
  const inner = cx.text.slice(block.getStart(cx.sf) + 1, block.end - 1);
  const scanner = ts.createScanner(
    ts.ScriptTarget.ES2022,
    false,
    ts.LanguageVariant.Standard,
    inner,
  );
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (
      token === ts.SyntaxKind.SingleLineCommentTrivia ||
      token === ts.SyntaxKind.MultiLineCommentTrivia
    )
      return true;
  }
  return false;
}
