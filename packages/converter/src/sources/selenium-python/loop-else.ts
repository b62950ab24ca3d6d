/**
 * A loop's `else` (Python runs it when the loop ends without `break`): loop and else go in one
 * labelled block, and a `break` of this loop leaves that block, so the else is skipped exactly
 * when Python skips it.
 *
 *   for item in items:        forElse: {
 *       if item == x: break     for (const item of items) { if (item === x) { break forElse; } }
 *   else:                       console.log('not found');
 *       print("not found")    }
 */
import { blockScope, type Scope } from './context.js';
import { field, type PyNode } from './parser.js';

export interface LoopScope {
  /** The scope of the loop's body: its `break` leaves the labelled block, if there is one. */
  inner: Scope;
  /** The else part and the scope it is translated in (a `break` there is the enclosing loop's). */
  orElse?: { body: PyNode; scope: Scope };
  /** The labelled block around the loop's lines and the else part's. */
  wrap(loop: string[], orElse: string[]): string[];
}

export function loopScope(scope: Scope, node: PyNode, name: 'forElse' | 'whileElse'): LoopScope {
  const orElse = field(node, 'alternative');
  const inner = blockScope(scope);
  if (!orElse) {
    inner.breakLabel = undefined;
    return { inner, wrap: (loop) => loop };
  }
  const outer = scope.loopLabels ?? [];
  let label: string = name;
  for (let n = 2; outer.includes(label); n++) label = `${name}${n}`;
  inner.breakLabel = label;
  inner.loopLabels = [...outer, label];
  return {
    inner,
    orElse: {
      body: field(orElse, 'body') as PyNode,
      scope: { ...blockScope(scope), loopLabels: [...outer, label] },
    },
    wrap: (loop, orElseLines) => [`${label}: {`, ...loop, ...orElseLines, '}'],
  };
}
