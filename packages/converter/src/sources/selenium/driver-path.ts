/**
 * Where a call sits on the driver: the command path the shared table (`webdriver/driver.ts`) is
 * keyed by. Driver commands and the `actions()` builder both read it.
 */
import ts from 'typescript';
import { driverCommands } from '../../webdriver/driver.js';
import { isDriverExpression, unwrap } from './analysis.js';
import type { RuleContext } from './context.js';

/**
 * `driver.a().b().c(args)` → the driver and `['a', 'b', 'c']`, when the chain starts at a driver
 * and every link but the last takes no arguments.
 */
export function driverPath(
  node: ts.CallExpression,
  cx: RuleContext,
): { driver: ts.Expression; path: string[] } | undefined {
  const path: string[] = [];
  let e: ts.Expression = node;
  let first = true;
  while (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression)) {
    if (!first && e.arguments.length) return undefined;
    path.unshift(e.expression.name.text);
    const receiver = unwrap(e.expression.expression);
    if (isDriverExpression(cx.facts, receiver)) {
      // `switchTo().alert().dismiss()`: the known command is a prefix; the rest acts on its value.
      const known = (n: number) => driverCommands[path.slice(0, n).join('.')] !== undefined;
      if (!known(path.length) && path.some((_, n) => n > 0 && known(n))) return undefined;
      return { driver: receiver, path };
    }
    e = receiver;
    first = false;
  }
  return undefined;
}
