/**
 * Frames, windows and alerts. WebDriver has a current frame and window; Playwright has objects:
 * a frame switch makes later finds of the function start from a `FrameLocator`, a window switch
 * assigns the page the driver stood for, and an alert is handled by a `page.once('dialog', …)`
 * registered before the action that opens it (`statements.ts` reorders that sequence).
 */
import ts from 'typescript';
import {
  assign,
  awaited,
  awaits,
  id,
  method,
  print,
  str,
  text,
  type Code,
} from '../../playwright/code.js';
import { locatorCode, value, type Value } from '../../playwright/values.js';
import { isDriverExpression, unwrap } from './analysis.js';
import type { RuleContext } from './context.js';
import { leftForCaller } from './frame-callers.js';
import { calledFunction } from './frame-scope.js';
import { find, type ByData } from './locate.js';

const removed = (): Value => value(text(''), { t: 'source', what: 'removed', data: undefined });

/** The frame element and its content for `switchTo().frame(x)`: an index, a name or id, an element. */
export function frameTarget(
  driver: ts.Expression,
  arg: ts.Expression,
  cx: RuleContext,
): { element: Code; frame: Code } | undefined {
  const root = cx.pageOf(driver);
  let element: Code;
  if (ts.isNumericLiteral(arg))
    element = method(method(root, 'locator', str('iframe, frame')), 'nth', text(arg.text));
  else if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) {
    const name = arg.text.replace(/["\\]/g, (m) => `\\${m}`);
    element = method(
      root,
      'locator',
      str(
        `iframe[name="${name}"], iframe[id="${name}"], frame[name="${name}"], frame[id="${name}"]`,
      ),
    );
  } else {
    const v = cx.expr(arg);
    if (v.shape.t === 'source' && v.shape.what === 'by')
      element = locatorCode(find(root, (v.shape.data as ByData).form, false));
    else if (v.shape.t === 'locator') element = locatorCode(v);
    else return undefined;
  }
  return { element, frame: method(element, 'contentFrame') };
}

/** Whether the function switching frames switches back before it ends (its caller is not left in the frame). */
export function switchesBackLater(node: ts.Node): boolean {
  let fn: ts.Node | undefined = node.parent;
  while (fn && !ts.isFunctionLike(fn)) fn = fn.parent;
  if (!fn) return false;
  const after = fn.getText().slice(node.end - fn.getStart());
  return /\.(defaultContent|parentFrame)\(/.test(after);
}

/**
 * Whether page objects or helpers run while the frame is switched (before the switch back) that
 * cannot be given the frame: in WebDriver they would act inside the frame too, here they hold the
 * page. Those that take the caller's frame (`frame-scope.ts`) are given it.
 */
export function helpersInFrame(node: ts.Node, cx: RuleContext): boolean {
  let statement: ts.Node = node;
  while (statement.parent && !ts.isBlock(statement.parent) && !ts.isSourceFile(statement.parent))
    statement = statement.parent;
  const block = statement.parent;
  if (!block || !ts.isBlock(block)) return false;
  for (const later of block.statements.slice(
    block.statements.indexOf(statement as ts.Statement) + 1,
  )) {
    const text = later.getText();
    if (/\.(defaultContent|parentFrame)\(/.test(text)) return false;
    let found = false;
    const visit = (n: ts.Node): void => {
      if (found) return;
      if (ts.isCallExpression(n)) {
        const callee = n.expression;
        const receiver = ts.isPropertyAccessExpression(callee)
          ? unwrap(callee.expression)
          : undefined;
        const decl = receiver && ts.isIdentifier(receiver) ? cx.declarationOf(receiver) : undefined;
        const target = calledFunction(cx.facts, n);
        if (
          ((decl && cx.facts.instances.has(decl)) ||
            n.arguments.some((a) => isDriverExpression(cx.facts, a))) &&
          !(target && cx.facts.framed.has(target))
        )
          found = true;
      }
      n.forEachChild(visit);
    };
    visit(later);
    if (found) return true;
  }
  return false;
}

export function frameSwitch(
  driver: ts.Expression,
  what: 'frame' | 'parent-frame' | 'default-content',
  node: ts.CallExpression,
  cx: RuleContext,
): Value {
  if (what === 'parent-frame') cx.switchFrame(driver, 'parent');
  else if (what === 'default-content') cx.switchFrame(driver, undefined);
  else {
    const arg = node.arguments[0];
    if (!arg || arg.kind === ts.SyntaxKind.NullKeyword) {
      cx.switchFrame(driver, undefined);
      return removed();
    }
    const leftInFrame = !cx.inTestOrHook && !switchesBackLater(node) && !leftForCaller(node, arg);
    if (leftInFrame || helpersInFrame(node, cx)) return cx.todo(node, 'selenium/frame-context');
    const target = frameTarget(driver, arg, cx);
    if (!target)
      return cx.todo(node, 'selenium/unsupported-command', 'switchTo().frame of a computed value');
    // A frame found by awaited code (`frame(await frames.frameElement())`) is found once, here.
    if ((awaits(target.element) || hasAwait(arg)) && isOwnStatement(node)) {
      const name = cx.freshName('frame');
      cx.switchFrame(driver, id(name));
      return value(text(`const ${name} = ${print(target.frame)}`), { t: 'value' });
    }
    cx.switchFrame(driver, target.frame);
  }
  return removed();
}

/** Whether the source awaits inside `node` (outside functions it defines). */
function hasAwait(node: ts.Node): boolean {
  if (ts.isAwaitExpression(node)) return true;
  if (ts.isFunctionLike(node)) return false;
  return ts.forEachChild(node, hasAwait) ?? false;
}

/** Whether a call is a statement of its own (`await x();`), not part of an expression. */
function isOwnStatement(node: ts.Node): boolean {
  const parent = ts.isAwaitExpression(node.parent) ? node.parent.parent : node.parent;
  return ts.isExpressionStatement(parent);
}

/** `switchTo().window(handle)`: handles are pages here, so the driver's page becomes that one. */
export function windowSwitch(
  driver: ts.Expression,
  node: ts.CallExpression,
  cx: RuleContext,
): Value {
  const arg = node.arguments[0];
  if (!arg) return cx.todo(node, 'selenium/unsupported-command', 'switchTo().window()');
  cx.switchFrame(driver, undefined);
  return value(assign(cx.topPageOf(driver), cx.settle(arg)), { t: 'value' });
}

/** `switchTo().newWindow(type)`: a new page of the same context, which the driver now drives. */
export function newWindow(driver: ts.Expression, _node: ts.CallExpression, cx: RuleContext): Value {
  const page = cx.topPageOf(driver);
  cx.switchFrame(driver, undefined);
  return value(assign(page, awaited(method(method(page, 'context'), 'newPage'))), { t: 'value' });
}

/** An alert handled by a dialog handler (set by the sequence rule); elsewhere a TODO. */
export function alertValue(
  _driver: ts.Expression,
  node: ts.CallExpression,
  cx: RuleContext,
): Value {
  return cx.alert ?? cx.todo(node, 'selenium/alert');
}

export interface AlertData {
  /** The variable that holds the dialog's message. */
  message: string;
}

/** Methods of a handled alert: the message is read from the handler's variable; the rest happened there. */
export function alertMethod(
  receiver: Value,
  name: string,
  node: ts.CallExpression,
  cx: RuleContext,
): Value | undefined {
  if (receiver.shape.t !== 'source' || receiver.shape.what !== 'alert') return undefined;
  const { message } = receiver.shape.data as AlertData;
  if (name === 'getText') return value(text(message), { t: 'value' });
  if (name === 'accept' || name === 'dismiss' || name === 'sendKeys') return removed();
  return cx.todo(node, 'selenium/alert');
}
