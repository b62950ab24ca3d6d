/**
 * `try`/`catch`/`finally`, with resources (`try (InputStream in = …)`), and the Java names
 * TypeScript reserves, which locals are renamed from.
 */
import { childScope, Unconvertible, type RuleContext, type Scope } from './context.js';
import { field, named, type JNode } from './parser.js';
import { catchFormOf } from './exceptions.js';

/** Java names TypeScript reserves (`InputStream in`): written with a trailing underscore. */
const reserved = new Set([
  'in', 'function', 'delete', 'typeof', 'var', 'let', 'yield', 'await', 'export', 'with',
  'debugger', 'arguments', 'eval',
]); // prettier-ignore

export function safeName(name: string): string {
  return reserved.has(name) ? `${name}_` : name;
}

/**
 * `try (InputStream in = …)`: the resources are the try block's first constants (a file read
 * through them is read at once; there is nothing left to close).
 */
function resources(ctx: RuleContext, node: JNode, scope: Scope): string[] {
  const spec = named(node).find((c) => c.type === 'resource_specification');
  const lines: string[] = [];
  for (const resource of spec ? named(spec).filter((c) => c.type === 'resource') : []) {
    const value = field(resource, 'value');
    const javaName = field(resource, 'name')?.text;
    if (!value || !javaName) continue;
    const v = ctx.expr(value, scope);
    const name = safeName(javaName);
    const type = field(resource, 'type')?.text;
    scope.vars.set(javaName, v.t === 'js' ? { t: 'js', code: name, ...(type ? { type } : {}) } : v);
    if (v.t === 'js') lines.push(`const ${name} = ${ctx.materialize(v, value)};`);
  }
  return lines;
}

export function tryStatement(ctx: RuleContext, node: JNode, scope: Scope): string[] {
  const inner = childScope(scope);
  const opened = resources(ctx, node, inner);
  const lines = ['try {', ...opened, ...ctx.block(field(node, 'body') as JNode, inner), '}'];
  const catches = named(node).filter((c) => c.type === 'catch_clause');
  if (catches.length > 1)
    throw new Unconvertible(node, 'selenium-java/unsupported-syntax', 'several catch clauses');
  for (const clause of catches) {
    const param = named(clause).find((c) => c.type === 'catch_formal_parameter');
    const name = param ? (field(param, 'name')?.text ?? 'error') : 'error';
    const types = param ? (named(param).find((c) => c.type === 'catch_type')?.text ?? '') : '';
    const form = catchFormOf(types, name);
    if (form.code) ctx.report(clause, form.code, types);
    if (form.guard) ctx.importName('@playwright/test', 'errors');
    const inner = childScope(scope);
    inner.vars.set(name, { t: 'js', code: name, type: 'Exception' });
    lines[lines.length - 1] = `} catch (${name}) {`;
    lines.push(
      ...(form.guard ? [form.guard] : []),
      ...ctx.block(field(clause, 'body') as JNode, inner),
      '}',
    );
  }
  const fin = named(node).find((c) => c.type === 'finally_clause');
  if (fin) {
    lines[lines.length - 1] = '} finally {';
    lines.push(...ctx.block(named(fin)[0] as JNode, childScope(scope)), '}');
  }
  if (!catches.length && !fin) lines.push('finally {', '}');
  return lines;
}
