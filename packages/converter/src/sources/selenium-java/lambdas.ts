/** Java lambdas → arrow functions (async when their body awaits). */
import { childScope, Unconvertible, type RuleContext, type Scope, type Val } from './context.js';
import { field, named, type JNode } from './parser.js';

/** A Java lambda as an arrow function (async when its body reaches the browser). */
export function lambda(ctx: RuleContext, node: JNode, scope: Scope, driverParam = false): string {
  return typedLambda(ctx, node, scope, driverParam).code;
}

/**
 * The arrow function and, for an expression body, what it answers: the translated value (an
 * element a wait can assert on) and its Java type when known.
 */
export function typedLambda(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  driverParam = false,
): { code: string; value?: Val } {
  const params = field(node, 'parameters');
  const names = params
    ? params.type === 'identifier'
      ? [params.text]
      : named(params).map((p) => field(p, 'name')?.text ?? p.text)
    : [];
  const inner = childScope(scope, { isAsync: true });
  if (driverParam && names[0]) inner.vars.set(names[0], { t: 'page', code: scope.page });
  const body = field(node, 'body');
  if (!body) throw new Unconvertible(node, 'selenium-java/unsupported-syntax', 'lambda');
  const paramList = driverParam ? [] : names;
  if (body.type === 'block') {
    const lines = ctx.block(body, inner);
    const isAsync = lines.some((l) => /\bawait\b/.test(l));
    return {
      code: `${isAsync ? 'async ' : ''}(${paramList.join(', ')}) => {\n${lines.join('\n')}\n}`,
    };
  }
  const value = ctx.expr(body, inner);
  const code = ctx.materialize(value, body);
  return {
    code: `${/\bawait\b/.test(code) ? 'async ' : ''}(${paramList.join(', ')}) => ${code.startsWith('{') ? `(${code})` : code}`,
    value,
  };
}
