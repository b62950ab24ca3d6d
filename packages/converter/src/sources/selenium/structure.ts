/**
 * Suites, tests and hooks of Mocha (also `selenium-webdriver/testing`), Jest and Jasmine →
 * `test.describe`, `test`, `test.beforeAll`…; callbacks become async arrows taking the fixtures
 * they use; Mocha's `this.timeout(n)` becomes Playwright's timeout. The driver's own lifecycle
 * (built in a hook, quit in another) is Playwright's: hooks left empty by it go.
 */
import ts from 'typescript';
import { print } from '../../playwright/code.js';
import { blockCallee, type Block, type Modifier } from '../../playwright/structure.js';
import { bindingOf } from './analysis.js';
import { isRunnerGlobal } from './bindings.js';
import type { StatementContext } from './context.js';
import { isRunnerBinding, isSeleniumModule } from './names.js';
import { joinRope } from '../../core/rope.js';
import { blockModifiers, mochaBlocks } from './mocha-blocks.js';
import { eachCall, eachLoop, type EachCall } from './each-tables.js';

export type BlockOfCall = NonNullable<ReturnType<typeof blockOf>>;

/** The block a call opens (`describe`, `it.skip`, `test.it` of selenium-webdriver/testing). */
function blockOf(call: ts.CallExpression, cx: StatementContext) {
  return blockNamed(call.expression, cx);
}

/** The block a callee names: `it`, `describe.only`, `test.it` of selenium-webdriver/testing. */
export function blockNamed(callee: ts.Expression, cx: StatementContext) {
  let modifier: Modifier | undefined;
  let focused = false;
  while (ts.isPropertyAccessExpression(callee) && Object.hasOwn(blockModifiers, callee.name.text)) {
    const made = blockModifiers[callee.name.text];
    if (made === 'focused') focused = true;
    // A skipped test is not run, failing or not.
    else if (made && modifier !== 'skip') modifier = made;
    callee = callee.expression;
  }
  let name: string | undefined;
  if (ts.isIdentifier(callee)) {
    const binding = bindingOf(cx.facts.checker, callee);
    const decl = cx.declarationOf(callee);
    if (decl && !(binding && (isSeleniumModule(binding.module) || isRunnerBinding(binding))))
      return undefined;
    name = binding?.name ?? callee.text;
  } else if (ts.isPropertyAccessExpression(callee)) {
    const binding = bindingOf(cx.facts.checker, callee.expression);
    if (!binding || binding.module !== 'selenium-webdriver/testing') return undefined;
    name = callee.name.text;
  }
  const entry = name ? mochaBlocks[name] : undefined;
  if (!entry) return undefined;
  return { ...entry, modifier: modifier ?? entry.modifier, focused: focused || !!entry.focused };
}

export function structureRule(s: ts.Statement, cx: StatementContext): string | undefined {
  if (!ts.isExpressionStatement(s) || !ts.isCallExpression(s.expression)) return undefined;
  const call = s.expression;
  const timeout = thisCall(call, cx);
  if (timeout !== undefined) return timeout;
  // selenium-webdriver/testing v4: `suite(function (env) { … })` is its body.
  if (ts.isIdentifier(call.expression) && call.expression.text === 'suite') {
    const binding = bindingOf(cx.facts.checker, call.expression);
    const fn = call.arguments[0];
    if (
      binding?.module === 'selenium-webdriver/testing' &&
      fn &&
      (ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)) &&
      ts.isBlock(fn.body)
    )
      return cx.statementList(fn.body.statements);
  }
  const each = eachCall(call);
  if (each) return eachTableText(call, each, cx);
  const block = blockOf(call, cx);
  return block ? blockText(call, block, cx) : undefined;
}

/** A Jest table test: its block inside a loop over the rows (`each-tables.ts`). */
function eachTableText(
  call: ts.CallExpression,
  each: EachCall,
  cx: StatementContext,
): string | undefined {
  const block = blockNamed(each.callee, cx);
  if (!block || (block.block !== 'test' && block.block !== 'describe')) return undefined;
  const loop = eachLoop(call, each, cx);
  if (!loop) {
    cx.todo(call, 'selenium/each-table');
    return undefined;
  }
  const text = blockText(call, block, cx, loop.title);
  return text === undefined ? undefined : `${loop.head} {\n${text}\n}`;
}

/**
 * The Playwright block for `call`, which opens `block`; `title` replaces its first argument (a
 * table test's title, made in the loop around it).
 */
export function blockText(
  call: ts.CallExpression,
  block: BlockOfCall,
  cx: StatementContext,
  title?: string,
): string | undefined {
  if (block.focused) cx.report(call, 'structure/focused');
  const fn = call.arguments.find(
    (a): a is ts.FunctionExpression | ts.ArrowFunction =>
      ts.isFunctionExpression(a) || ts.isArrowFunction(a),
  );
  const at = fn ? call.arguments.indexOf(fn) : call.arguments.length;
  // Jest's and Jasmine's timeout follows the function (`it(title, fn, 5000)`).
  const timeout = fn ? call.arguments[at + 1] : undefined;
  const others = call.arguments
    .slice(0, at)
    .map((a, i) => (i === 0 && title !== undefined ? title : cx.emit(a)));
  if (block.block === 'describe') {
    const callee = blockCallee(cx.out, 'describe', block.modifier);
    if (!fn || !ts.isBlock(fn.body))
      return `${callee}(${[...others, fn ? cx.emit(fn) : ''].filter(Boolean).join(', ')});`;
    // Mocha runs the rest of a describe after a failure; a serial describe would skip it. In the
    // default mode the tests run in order in one worker (even under `fullyParallel`), and after a
    // failure a fresh worker runs `beforeAll` again — the page the `before` hook set up.
    const shared = cx.plan.sharedDescribes.has(fn)
      ? `\n${print(cx.out.playwright('test'))}.describe.configure({ mode: 'default' });`
      : '';
    if (shared) cx.report(call, 'selenium/shared-driver');
    const body = `() => {${shared}${cx.statementList(fn.body.statements)}\n}`;
    return `${callee}(${joinRope([...others, body], ', ')});`;
  }
  if (block.block === 'test' && !fn) {
    cx.report(call, 'structure/pending-test');
    return `${blockCallee(cx.out, 'test', 'fixme')}(${[...others, '() => {}'].join(', ')});`;
  }
  if (!fn) return undefined;
  const fixtures = new Set<string>();
  let body = cx.callback(fn, fixtures);
  // A table test's parameters are the row's values (`each-tables.ts`), not `done`.
  const done = title === undefined ? doneParameter(fn) : undefined;
  // A hook left with nothing but comments (the driver's build or quit) goes, also when it still
  // calls `done` (`driver.quit().then(done)`).
  let code = body.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '');
  if (done) code = code.replace(new RegExp(`(await )?\\b${done}\\(\\);`, 'g'), '');
  if (block.block !== 'test' && /^async \([^)]*\) => (\{\s*\})?$/.test(code.trim())) return '';
  if (done) {
    cx.report(fn.parameters[0]!, 'selenium/done-callback');
    body = withDone(body, done);
  }
  // Set inside, Playwright's timeout is the test's (or the hook's) own, as the argument was.
  if (timeout)
    body = firstInBody(
      body,
      `${print(cx.out.playwright('test'))}.setTimeout(${cx.emit(timeout)});`,
    );
  let kind = block.block;
  if ((kind === 'beforeAll' || kind === 'afterAll') && fixtures.has('page')) {
    // `before` bound page objects to the driver: the page exists per test, so it runs per test.
    cx.report(call, 'structure/hoisted-to-before-each');
    kind = kind === 'beforeAll' ? 'beforeEach' : 'afterEach';
  }
  const callee = blockCallee(cx.out, kind, block.modifier);
  return `${callee}(${[...others, body].join(', ')});`;
}

/** The name of a Mocha or Jasmine `done` parameter the callback calls, if it has one. */
function doneParameter(fn: ts.FunctionExpression | ts.ArrowFunction): string | undefined {
  const first = fn.parameters[0];
  if (!first || !ts.isIdentifier(first.name)) return undefined;
  const name = first.name.text;
  let used = false;
  const visit = (node: ts.Node): void => {
    if (used) return;
    if (ts.isIdentifier(node) && node.text === name && node !== first.name) used = true;
    else ts.forEachChild(node, visit);
  };
  if (fn.body) visit(fn.body);
  return used ? name : undefined;
}

/**
 * An emitted callback whose body ends when `done` is called (failing when it is given an error, or
 * through `done.fail`), as Mocha and Jasmine ran it; an error thrown in the body fails it too.
 */
function withDone(callback: string, done: string): string {
  const arrow = callback.indexOf(') => ') + 5;
  const resolver = `Object.assign((error?: unknown) => (error ? reject(error) : resolve()), { fail: reject })`;
  return `${callback.slice(0, arrow)}{\nawait new Promise<void>((resolve, reject) => {\nconst ${done} = ${resolver};\n(async () => ${callback.slice(arrow)})().catch(reject);\n});\n}`;
}

/** An emitted callback (`async ({ page }) => …`) with `statement` run first. */
function firstInBody(callback: string, statement: string): string {
  const block = callback.indexOf(') => {');
  if (block !== -1)
    return `${callback.slice(0, block + 6)}\n${statement}${callback.slice(block + 6)}`;
  const arrow = callback.indexOf(') => ') + 5;
  return `${callback.slice(0, arrow)}{\n${statement}\nreturn ${callback.slice(arrow)};\n}`;
}

/**
 * Mocha's `this.timeout(n)`, `this.retries(n)`, `this.skip()`; Jest's `jest.setTimeout(n)`,
 * `jest.retryTimes(n)`, `expect.assertions(n)`.
 */
function thisCall(call: ts.CallExpression, cx: StatementContext): string | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  // Playwright's `expect` counts no assertions: the call would throw, so it goes with a warning.
  if (
    isRunnerGlobal(cx.facts.checker, callee.expression, 'expect') &&
    (callee.name.text === 'assertions' || callee.name.text === 'hasAssertions')
  ) {
    cx.report(call, 'selenium/assertion-count');
    return '';
  }
  const isThis = callee.expression.kind === ts.SyntaxKind.ThisKeyword;
  const isJest = isRunnerGlobal(cx.facts.checker, callee.expression, 'jest');
  if (!isThis && !isJest) return undefined;
  const arg = call.arguments[0];
  const inDescribe = isThis && enclosingBlock(call, cx) === 'describe';
  const test = print(cx.out.playwright('test'));
  switch (callee.name.text) {
    case 'timeout':
    case 'setTimeout':
      if (!arg) return undefined;
      return inDescribe || isJest
        ? `${test}.describe.configure({ timeout: ${cx.emit(arg)} });`
        : `${test}.setTimeout(${cx.emit(arg)});`;
    case 'retries':
    case 'retryTimes':
      return arg ? `${test}.describe.configure({ retries: ${cx.emit(arg)} });` : undefined;
    case 'skip':
      return isThis ? `${test}.skip();` : undefined;
    case 'slow':
      return undefined;
  }
  if (isThis) cx.report(call, 'selenium/this-context');
  return undefined;
}

function enclosingBlock(node: ts.Node, cx: StatementContext): Block | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if ((ts.isFunctionExpression(n) || ts.isArrowFunction(n)) && ts.isCallExpression(n.parent)) {
      const block = blockOf(n.parent, cx);
      if (block) return block.block;
    }
  }
  return undefined;
}
