/**
 * The emitter's function scopes: where code runs (the frames switched to, the fixtures a test or
 * hook takes, whether it is async) and the names its converted code declares.
 */
import ts from 'typescript';
import { walk } from '../../core/syntax.js';
import type { Code } from '../../playwright/code.js';

export interface Scope {
  node: ts.Node;
  /** Frames switched to in this function, innermost last (`page` when empty). */
  frames: Code[];
  /** Fixtures the test or hook callback takes (`page`, `browser`). */
  fixtures: Set<string> | undefined;
  isAsync: boolean;
  /** Names this function's converted code declares that the original does not. */
  names?: Set<string>;
}

/** `base`, or `base2`, `base3`…: a name no identifier of `node` uses and not in `taken`. */
export function unusedName(node: ts.Node, base: string, taken: ReadonlySet<string>): string {
  const used = new Set(taken);
  walk(node, (n) => {
    // Member names (`switchTo().frame`) cannot clash with a variable.
    if (ts.isIdentifier(n) && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n))
      used.add(n.text);
  });
  let name = base;
  for (let i = 2; used.has(name); i++) name = `${base}${i}`;
  return name;
}

/** Methods that call their callback while the caller waits, in order (promises and arrays). */
const sequentialCallers = new Set([
  'then', 'catch', 'finally', 'forEach', 'map', 'filter', 'some', 'every', 'find', 'reduce',
]); // prettier-ignore

export function isSequentialCallback(node: ts.Node): boolean {
  if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) return false;
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments.includes(node) &&
    ts.isPropertyAccessExpression(call.expression) &&
    sequentialCallers.has(call.expression.name.text)
  );
}
