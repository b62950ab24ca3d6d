/**
 * `browser` (and `browser.driver`, which is the same without Angular synchronisation): navigation,
 * page reads, scripts, windows, frames, alerts, cookies, window size, `actions()` sequences and
 * the Protractor-only settings. One table entry per method path, e.g. `manage().window().setSize`:
 * the entries live in `browser/` by concern (page commands, switching and `manage()`, scripts,
 * `actions()` sequences); this module dispatches a call along its path.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { out, value, type Kind, type Out } from './kinds.js';
import { onForkedPage } from './forked-browser.js';
import { type BrowserEntry, promise, todo } from './browser/entry.js';
import { pageCommands } from './browser/page-commands.js';
import { switchAndManage } from './browser/switch-and-manage.js';

export const browserTable: BrowserEntry[] = [...pageCommands, ...switchAndManage];

const browserByPath = new Map(browserTable.map((e) => [e.from, e]));

/** Builder methods that only lead further down a path. */
const builders = new Set([
  'navigate',
  'switchTo',
  'manage',
  'window',
  'timeouts',
  'logs',
  'controlFlow',
  'options',
]);

/** A method call on `browser` or one of its builders. */
export function browserCall(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'browser') return undefined;
  const fork = receiver.kind.page;
  if (fork) {
    // A forked browser: its page stands for `browser`'s; quitting it closes it (and its context).
    if (receiver.kind.path.length === 0 && (name === 'quit' || name === 'close'))
      return out(`${fork}.close()`, promise());
    const kind = receiver.kind;
    return onForkedPage(cx, fork, () => browserCallOn(node, kind, name, cx));
  }
  return browserCallOn(node, receiver.kind, name, cx);
}

function browserCallOn(
  node: ts.CallExpression,
  receiver: Extract<Kind, { type: 'browser' }>,
  name: string,
  cx: RuleContext,
): Out | undefined {
  const prefix = receiver.path.map((p) => `${p}().`).join('');
  const path = `${prefix}${name}`;
  if (name === 'actions' && receiver.path.length === 0)
    return out(cx.original(node), { type: 'actions', steps: [] });
  if (name === 'touchActions') return todo(node, cx, 'protractor/browser/actions', 'touchActions');
  const entry = browserByPath.get(path);
  if (entry) {
    const result = entry.to(node, cx, () => cx.pageRef());
    if (result) return result;
  }
  if (builders.has(name) && node.arguments.length === 0) {
    return out(cx.original(node), { ...receiver, path: [...receiver.path, name] });
  }
  return todo(node, cx, 'protractor/browser/unsupported', path);
}

/** `browser.params`, `browser.baseUrl`, `browser.driver`, `browser.ExpectedConditions`… */
export function browserProperty(
  node: ts.PropertyAccessExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'browser' || receiver.kind.path.length > 0) return undefined;
  switch (name) {
    case 'driver':
      return out(receiver.kind.page ?? cx.original(node), { ...receiver.kind, path: [] });
    case 'ExpectedConditions':
      return out(cx.original(node), { type: 'global', name: 'EC' });
    case 'params':
      cx.diag(node, 'protractor/browser/params');
      return out(cx.useParams(), value);
    case 'baseUrl':
      return out(cx.baseUrlRef(), { type: 'value', of: 'string' });
    case 'ignoreSynchronization':
      if (!cx.synchronizesWithAngular) return out('false', { type: 'value', of: 'boolean' });
      cx.useAngularHelper('waitForAngularEnabled');
      return out('!waitForAngularEnabled()', { type: 'value', of: 'boolean' });
    default:
      return undefined;
  }
}

/**
 * Statement rule: `browser.ignoreSynchronization = x;` switches the Angular support module's
 * waiting (as `browser.waitForAngularEnabled(x)`, handled by the table, does). A suite without
 * that module never waits for Angular, so there the statement goes.
 */
export function ignoreSynchronization(
  list: readonly ts.Statement[],
  index: number,
  cx: RuleContext,
): { text: string; consumed: number } | undefined {
  const s = list[index];
  if (!s || !ts.isExpressionStatement(s) || !ts.isBinaryExpression(s.expression)) return undefined;
  const left = s.expression.left;
  if (!ts.isPropertyAccessExpression(left) || left.name.text !== 'ignoreSynchronization')
    return undefined;
  const receiver = cx.expr(left.expression);
  if (receiver.kind.type !== 'browser') return undefined;
  if (cx.synchronizesWithAngular && s.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    cx.useAngularHelper('waitForAngularEnabled');
    const right = s.expression.right;
    const enabled =
      right.kind === ts.SyntaxKind.TrueKeyword
        ? 'false'
        : right.kind === ts.SyntaxKind.FalseKeyword
          ? 'true'
          : `!(${cx.emit(right)})`;
    return { text: `waitForAngularEnabled(${enabled});`, consumed: 1 };
  }
  cx.diag(s, 'protractor/browser/wait-for-angular');
  return { text: '', consumed: 1 };
}
