/**
 * `try`/`except`/`else`/`finally` → `try`/`catch`/`finally`. TypeScript catches every error, so a
 * handler's exception type is reported, not checked.
 */
import { blockScope, exceptScope, type RuleContext, type Scope } from './context.js';
import { field, named, type PyNode } from './parser.js';
import { tsName } from './names.js';

function block(ctx: RuleContext, node: PyNode | undefined, scope: Scope): string[] {
  return node ? ctx.block(node, blockScope(scope)) : [];
}

export function tryStatement(ctx: RuleContext, node: PyNode, scope: Scope): string[] {
  const handlers = named(node).filter(
    (c) => c.type === 'except_clause' || c.type === 'except_group_clause',
  );
  const finallyClause = named(node).find((c) => c.type === 'finally_clause');
  const elseClause = named(node).find((c) => c.type === 'else_clause');
  const bodyLines = block(ctx, field(node, 'body') ?? undefined, scope);
  const elseLines = elseClause ? block(ctx, field(elseClause, 'body') ?? undefined, scope) : [];
  // `else` runs when the body raised nothing, and what it raises is not the handlers' to catch:
  // after the statement, behind a flag (inside the `try` where a `finally` must run after it).
  const flag = elseLines.length && handlers.length && !finallyClause ? ctx.fresh('completed') : '';
  const out = [
    ...(flag ? [`let ${flag} = false;`] : []),
    'try {',
    ...bodyLines,
    ...(flag ? [`${flag} = true;`] : elseLines),
  ];
  if (handlers.length) {
    const first = handlers[0] as PyNode;
    const alias = named(first).find((c) => c.type === 'as_pattern');
    const errorName = alias ? tsName(named(alias).pop()?.text ?? 'error') : 'error';
    const body = named(first).find((c) => c.type === 'block') as PyNode;
    const typeNode = named(first).find((c) => c.type !== 'block' && c.type !== 'comment');
    if (
      typeNode &&
      !/^(Exception|BaseException)$/.test(
        typeNode.type === 'as_pattern' ? (named(typeNode)[0]?.text ?? '') : typeNode.text,
      )
    )
      ctx.report(typeNode, 'selenium-python/exception-type', typeNode.text);
    const inner = exceptScope(scope, alias && named(alias).pop()?.text, errorName);
    out.push(`} catch (${errorName}) {`, ...ctx.block(body, inner));
    for (const extra of handlers.slice(1)) {
      ctx.report(extra, 'selenium-python/exception-type', 'a second except clause');
      out.push(
        ctx.todo('selenium-python/exception-type', 'a second except clause'),
        ...extra.text.split('\n').map((l) => `// ${l}`),
      );
    }
  }
  if (finallyClause)
    out.push(
      '} finally {',
      ...block(
        ctx,
        named(finallyClause).find((c) => c.type === 'block'),
        scope,
      ),
    );
  if (!handlers.length && !finallyClause) out.push('} catch {');
  out.push('}');
  if (flag) out.push(`if (${flag}) {`, ...elseLines, '}');
  return out;
}
