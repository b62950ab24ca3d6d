/** A call's arguments, and one argument as TypeScript: shared by every rule module of calls. */
import type { RuleContext, Scope } from './context.js';
import { field, isComment, named, type JNode } from './parser.js';

export function callArgs(node: JNode): JNode[] {
  const args = field(node, 'arguments');
  return args ? named(args).filter((a) => !isComment(a)) : [];
}

/** An argument as TypeScript: elements and the page as themselves, a `By` as its selector. */
export function argument(ctx: RuleContext, node: JNode, scope: Scope): string {
  return ctx.materialize(ctx.expr(node, scope), node);
}
