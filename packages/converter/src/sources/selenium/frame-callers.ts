/**
 * A function (a page object's `enterEditor()`, a helper `intoEditor(driver)`) that switches into a
 * frame and leaves it switched: in WebDriver the caller's next commands run inside that frame.
 * When the frame is named by something the caller can say again (a name, an index, a `By`
 * locator with a literal), the function keeps its wait and the test's later finds start from that
 * frame's `contentFrame()` until it switches back (`defaultContent()`, `parentFrame()`).
 */
import ts from 'typescript';
import { walk } from '../../core/syntax.js';
import { method, str, text, type Code } from '../../playwright/code.js';
import { locatorStrategy, strategyAliases } from '../../webdriver/locators.js';
import { isDriverExpression, methodOf, unwrap } from './analysis.js';
import type { RuleContext } from './context.js';

/** The argument of the last frame switch of `fn` that is never switched back, if nameable. */
export function frameLeftBy(fn: ts.Node): ts.Expression | undefined {
  let arg: ts.Expression | undefined;
  walk(fn, (node) => {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    const name = node.expression.name.text;
    if (name === 'defaultContent' || name === 'parentFrame') arg = undefined;
    else if (name === 'ableToSwitchToFrame') arg = node.arguments[0];
    else if (name === 'frame') {
      const target = unwrap(node.expression.expression);
      if (
        ts.isCallExpression(target) &&
        ts.isPropertyAccessExpression(target.expression) &&
        target.expression.name.text === 'switchTo'
      )
        arg = node.arguments[0];
    }
  });
  return arg && frameElement(text('page'), arg) ? arg : undefined;
}

/** Whether the frame switch `arg` is the one its function leaves for the caller (handled there). */
export function leftForCaller(node: ts.Node, arg: ts.Expression | undefined): boolean {
  let fn: ts.Node | undefined = node.parent;
  while (fn && !ts.isFunctionLike(fn)) fn = fn.parent;
  return !!fn && !!arg && frameLeftBy(fn) === arg;
}

/** The frame element `arg` names from `root`, for a name, an index or a literal `By` locator. */
function frameElement(root: Code, arg: ts.Expression): Code | undefined {
  const e = unwrap(arg);
  if (ts.isNumericLiteral(e))
    return method(method(root, 'locator', str('iframe, frame')), 'nth', text(e.text));
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
    const name = e.text.replace(/["\\]/g, (m) => `\\${m}`);
    return method(
      root,
      'locator',
      str(
        `iframe[name="${name}"], iframe[id="${name}"], frame[name="${name}"], frame[id="${name}"]`,
      ),
    );
  }
  if (!ts.isCallExpression(e) || !ts.isPropertyAccessExpression(e.expression)) return undefined;
  const owner = e.expression.expression;
  const literal = e.arguments[0];
  if (!ts.isIdentifier(owner) || owner.text !== 'By' || e.arguments.length !== 1) return undefined;
  if (!literal || !(ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)))
    return undefined;
  const name = e.expression.name.text;
  const form = locatorStrategy(strategyAliases[name] ?? name)?.({
    literal: literal.text,
    code: str(literal.text),
  });
  return form && (form.firstMatch ? method(form.build(root), 'first') : form.build(root));
}

/**
 * After a test's call of a function that leaves a frame switched: the test's later finds start
 * from that frame. The driver is the call's driver argument, or the one the page object was
 * constructed with.
 */
export function switchAfterCall(expression: ts.Expression, cx: RuleContext): void {
  const call = unwrap(expression);
  if (!ts.isCallExpression(call)) return;
  const callee = call.expression;
  const fn = ts.isPropertyAccessExpression(callee)
    ? methodOf(cx.facts, callee)
    : ts.isIdentifier(callee)
      ? cx.declarationOf(callee)
      : undefined;
  const arg = fn && ts.isFunctionLike(fn) ? frameLeftBy(fn) : undefined;
  if (!arg) return;
  const driver =
    call.arguments.find((a) => isDriverExpression(cx.facts, a)) ??
    (ts.isPropertyAccessExpression(callee) ? constructedWith(callee.expression, cx) : undefined);
  const element = driver && frameElement(cx.topPageOf(driver), arg);
  if (driver && element) cx.switchFrame(driver, method(element, 'contentFrame'));
}

/** The driver a page object held in `receiver` was constructed with (`new FramesPage(driver)`). */
function constructedWith(receiver: ts.Expression, cx: RuleContext): ts.Expression | undefined {
  const e = unwrap(receiver);
  const decl = ts.isIdentifier(e) ? cx.declarationOf(e) : undefined;
  if (!decl) return undefined;
  let driver: ts.Expression | undefined;
  walk(cx.sf, (node) => {
    if (driver) return 'stop';
    let target: ts.Node | undefined;
    let init: ts.Expression | undefined;
    if (ts.isVariableDeclaration(node)) [target, init] = [node, node.initializer];
    else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(node.left)
    )
      [target, init] = [cx.declarationOf(node.left), node.right];
    const made = init && unwrap(init);
    if (target === decl && made && ts.isNewExpression(made))
      driver = made.arguments?.find((a) => isDriverExpression(cx.facts, a));
  });
  return driver;
}
