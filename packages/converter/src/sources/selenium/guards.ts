/**
 * A command the conversion removes (the driver's `quit`: the fixture closes the page) behind the
 * suite's own guard — `if (driver) await driver.quit();`, `driver && driver.quit()` — goes with
 * its guard, so the statement is removed as a whole and a hook left with nothing else goes too.
 */
import ts from 'typescript';
import { print, text } from '../../playwright/code.js';
import { settle, value, type Value } from '../../playwright/values.js';
import type { RuleContext } from './context.js';

const removed = (): Value => value(text(''), { t: 'source', what: 'removed', data: undefined });

export function isRemoved(v: Value): boolean {
  return v.shape.t === 'source' && v.shape.what === 'removed';
}

/** A reference a guard tests, reading nothing but names (`driver`, `this.driver`). */
function isReference(node: ts.Expression): boolean {
  if (ts.isIdentifier(node) || node.kind === ts.SyntaxKind.ThisKeyword) return true;
  return ts.isPropertyAccessExpression(node) && isReference(node.expression);
}

/** `driver && driver.quit()`: removed when what it guards is. */
export function guardedExpression(node: ts.BinaryExpression, cx: RuleContext): Value | undefined {
  if (node.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) return undefined;
  if (!isReference(node.left)) return undefined;
  const right = cx.expr(node.right);
  if (isRemoved(right)) return removed();
  const between = cx.sf.text.slice(node.left.end, node.right.getStart(cx.sf));
  return value(text(`${cx.emit(node.left)}${between}${print(settle(right))}`));
}

/**
 * `if (driver) await driver.quit();` without an `else`: '' when its branch went, else the
 * statement with the branch emitted `branch` (emitted once, here).
 */
export function guardedStatement(
  s: ts.IfStatement,
  branch: (s: ts.Statement) => string,
  cx: RuleContext,
): string | undefined {
  if (s.elseStatement || !isReference(s.expression)) return undefined;
  const then = branch(s.thenStatement);
  if (/^\{?\s*\}?$/.test(then.trim())) return '';
  const { sf } = cx;
  return `${sf.text.slice(s.getStart(sf), s.expression.getStart(sf))}${cx.emit(s.expression)}${sf.text.slice(s.expression.end, s.thenStatement.getStart(sf))}${then}`;
}
