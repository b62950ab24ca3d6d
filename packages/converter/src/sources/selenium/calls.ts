/**
 * Expression rules, tried in order: Selenium's namespaces (`By`, `until`, `Key`), driver
 * commands, element methods, assertions, then calls of the project's own functions (awaited when
 * they became async). What no rule claims is the original with its children converted.
 */
import ts from 'typescript';
import { awaited, method, print, text } from '../../playwright/code.js';
import { isPromise, promised, settle, value, type Value } from '../../playwright/values.js';
import { bindingOf, isDriverExpression, methodOf, unwrap } from './analysis.js';
import { assertionRule } from './asserts.js';
import type { RuleContext } from './context.js';
import { driverPath } from './driver-path.js';
import { driverCommandRule } from './driver-rules.js';
import { elementRule } from './element-rules.js';
import { actionsRule } from './actions.js';
import { alertMethod } from './flow.js';
import { selectMethod } from './select.js';
import { keyValue } from './keys.js';
import { byCall, find } from './locate.js';
import { isUnknownDriverName } from './globals.js';
import { isSeleniumModule } from './names.js';
import { untilCall } from './waits.js';

/** The Selenium export an expression names (`By`, `until`, `Key`), if any. */
function seleniumExport(node: ts.Expression, cx: RuleContext): string | undefined {
  const binding = bindingOf(cx.facts.checker, node);
  return binding && isSeleniumModule(binding.module) ? binding.name : undefined;
}

export function identifierRule(node: ts.Identifier, cx: RuleContext): Value {
  if (isDriverExpression(cx.facts, node)) return value(cx.pageOf(node), { t: 'page' });
  // Declared nowhere: TypeScript refuses the name, so the statement is kept under a TODO.
  if (isUnknownDriverName(cx.facts, node)) return cx.todo(node, 'selenium/undeclared-driver');
  const decl = cx.declarationOf(node);
  const inlined = decl && cx.valueOf(decl);
  if (inlined) return inlined;
  const shape = decl ? cx.shapeOf(decl) : undefined;
  return value(text(cx.renamed(node) ?? node.text), shape ?? { t: 'unknown' });
}

export function propertyRule(node: ts.PropertyAccessExpression, cx: RuleContext): Value {
  if (isDriverExpression(cx.facts, node)) return value(cx.pageOf(node), { t: 'page' });
  if (seleniumExport(node.expression, cx) === 'Key') return keyValue(node.name.text);
  if (node.name.text === 'length') {
    const inner = unwrap(node.expression);
    const target = cx.expr(inner);
    if (target.shape.t === 'locators')
      return value(method(target.code, 'count'), {
        t: 'read',
        read: { kind: 'count', target: target.code, args: [] },
      });
  }
  const target = cx.expr(node.expression);
  if (target.shape.t === 'source' && target.shape.what === 'todo') return target;
  const q = node.questionDotToken ? '?.' : '.';
  const object =
    ts.isCallExpression(node.expression) ||
    ts.isPropertyAccessExpression(node.expression) ||
    ts.isIdentifier(node.expression) ||
    node.expression.kind === ts.SyntaxKind.ThisKeyword
      ? print(target.code)
      : `(${print(target.code)})`;
  return value(text(`${object}${q}${node.name.text}`));
}

export function callRule(node: ts.CallExpression, cx: RuleContext): Value {
  const callee = node.expression;
  if (ts.isPropertyAccessExpression(callee)) {
    const name = callee.name.text;
    const ns = seleniumExport(callee.expression, cx);
    if (ns === 'By') return byCall(name, node, cx);
    if (ns === 'until') return untilCall(name, node, cx);
    if (ns === 'Key' && name === 'chord') return keyValue('chord', node, cx);
    const path = driverPath(node, cx);
    if (path) return driverCommandRule(path.driver, path.path, node, cx);
  }
  const asserted = assertionRule(node, cx);
  if (asserted) return asserted;
  if (ts.isPropertyAccessExpression(callee)) {
    if (callee.name.text === 'perform') {
      const actions = actionsRule(node, cx);
      if (actions) return actions;
    }
    const receiver = cx.expr(callee.expression);
    const fn = node.arguments[0];
    // `driver.quit().then(done)`: the command is gone (the fixture quits the page), and so is its
    // promise; what was to run after it runs there.
    if (receiver.shape.t === 'source' && receiver.shape.what === 'removed' && fn) {
      if (callee.name.text === 'catch') return receiver;
      if (callee.name.text === 'then' || callee.name.text === 'finally') {
        const then = cx.emit(fn);
        const plain = ts.isIdentifier(fn) || ts.isPropertyAccessExpression(fn);
        return value(text(plain ? `${then}()` : `(${then})()`), { t: 'promise' });
      }
    }
    if (
      receiver.shape.t === 'locator-array' &&
      fn &&
      (ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)) &&
      fn.parameters[0]
    )
      // `elements.map((el) => el.getText())`: each element is a locator
      cx.remember(fn.parameters[0], { t: 'locator', firstMatch: false });
    if (
      callee.name.text === 'then' &&
      !isPromise(receiver.shape) &&
      receiver.shape.t !== 'unknown' &&
      fn &&
      (ts.isFunctionExpression(fn) || ts.isArrowFunction(fn))
    ) {
      // `.then` on what Playwright returns directly (`page.context().pages()`): call the callback.
      return value(text(`(${cx.emit(fn)})(${print(settle(receiver))})`), { t: 'promise' });
    }
    if (['then', 'catch', 'finally'].includes(callee.name.text) && isPromise(receiver.shape)) {
      const args = node.arguments.map((a) => cx.emit(a)).join(', ');
      // A read keeps WebDriver's semantics (`getText` trimmed) before the callbacks see it.
      return value(text(`${print(promised(receiver))}.${callee.name.text}(${args})`), {
        t: 'promise',
      });
    }
    const element =
      elementRule(receiver, callee.name.text, node, cx) ??
      selectMethod(receiver, callee.name.text, node, cx) ??
      alertMethod(receiver, callee.name.text, node, cx);
    if (element) return element;
    const q = callee.questionDotToken ? '?.' : '.';
    return userCall(node, `${print(receiver.code)}${q}${callee.name.text}`, cx);
  }
  return userCall(node, cx.emit(callee), cx);
}

/** A call of the user's own code: awaited when the function became async. */
function userCall(node: ts.CallExpression, calleeText: string, cx: RuleContext): Value {
  const callee = node.expression;
  const decl = cx.declarationOf(ts.isPropertyAccessExpression(callee) ? callee.name : callee);
  const fn =
    (decl && functionOfDeclaration(decl)) ??
    (ts.isPropertyAccessExpression(callee) ? methodOf(cx.facts, callee) : undefined);
  const args = callArguments(node, fn, cx).join(', ');
  const typeArgs = node.typeArguments
    ? `<${node.typeArguments.map((t) => cx.original(t)).join(', ')}>`
    : '';
  const q = node.questionDotToken ? '?.' : '';
  const code = text(`${calleeText}${q}${typeArgs}(${args})`);
  if (fn && cx.facts.returnsElements.has(fn)) {
    // An async method returns a promise of the locator: the value is the awaited call.
    const isAsync =
      cx.facts.asyncFunctions.has(fn) ||
      !!ts.getModifiers(fn as ts.HasModifiers)?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword);
    const located = isAsync ? awaited(code) : code;
    return cx.facts.returnsElements.get(fn) === 'one'
      ? value(located, { t: 'locator', firstMatch: false })
      : value(located, { t: 'locators' });
  }
  if (fn && cx.facts.asyncFunctions.has(fn)) return value(code, { t: 'promise' });
  return value(code);
}

/**
 * The arguments of a call of the project's code. Inside a frame, a function that takes the
 * caller's frame (`frame-scope.ts`) gets it last, after `undefined` for the optional parameters
 * left out, and a driver it is given stays the page.
 */
function callArguments(
  node: ts.CallExpression,
  fn: ts.Node | undefined,
  cx: RuleContext,
): string[] {
  const frame = fn && cx.facts.framed.has(fn) ? cx.currentFrame() : undefined;
  if (
    !frame ||
    !ts.isFunctionLike(fn) ||
    node.arguments.length > fn.parameters.length ||
    node.arguments.some(ts.isSpreadElement)
  )
    return node.arguments.map((a) => cx.emit(a));
  const args = node.arguments.map((a) =>
    isDriverExpression(cx.facts, a) ? print(cx.topPageOf(a)) : cx.emit(a),
  );
  while (args.length < fn.parameters.length) args.push('undefined');
  return [...args, print(frame)];
}

function functionOfDeclaration(decl: ts.Node): ts.Node | undefined {
  if (ts.isFunctionLike(decl)) return decl;
  if (
    (ts.isVariableDeclaration(decl) ||
      ts.isPropertyAssignment(decl) ||
      ts.isPropertyDeclaration(decl)) &&
    decl.initializer &&
    ts.isFunctionLike(decl.initializer)
  )
    return decl.initializer;
  return undefined;
}

export { find };
