/**
 * Functions and methods as TypeScript: parameters (the driver is the page, a locator parameter
 * carries a selector), async where analysis says they reach the browser.
 */
import { childScope, type RuleContext, type Scope } from './context.js';
import { definitionOf } from './definitions.js';
import { field, named, type PyNode } from './parser.js';
import { tsName } from './names.js';
import { translateBlock } from './statements.js';

/** Parameters as TypeScript: the driver is the page, defaults kept. */
export function parameters(ctx: RuleContext, fn: PyNode, scope: Scope, inner: Scope): string[] {
  const params = field(fn, 'parameters');
  const out: string[] = [];
  for (const p of params ? named(params) : []) {
    if (p.type === 'comment') continue;
    const nameNode =
      p.type === 'identifier'
        ? p
        : (field(p, 'name') ?? named(p).find((c) => c.type === 'identifier'));
    const name = nameNode?.text ?? '';
    if (name === 'self' || name === 'cls') continue;
    if (p.type === 'list_splat_pattern') {
      out.push(`...${tsName(name)}: any[]`);
      continue;
    }
    if (
      p.type === 'dictionary_splat_pattern' ||
      p.type === 'keyword_separator' ||
      p.type === 'positional_separator'
    )
      continue;
    if (ctx.facts.driverNames.has(name)) {
      inner.vars.set(name, { t: 'page', code: 'page' });
      out.push('page: Page');
      ctx.importName('@playwright/test', 'type Page');
      continue;
    }
    const value = field(p, 'value');
    const ts = tsName(name);
    inner.declared.add(ts);
    // `def click(self, locator)`: a parameter that carries a locator tuple carries its selector.
    if (/(^|_)locator$|^(loc|by_locator|selector_tuple)$/i.test(name))
      inner.vars.set(name, { t: 'by', selector: ts, firstMatch: true, leaf: false });
    out.push(value ? `${ts} = ${ctx.value(value, scope)}` : ts);
  }
  return out;
}

export function emitFunction(
  ctx: RuleContext,
  item: PyNode,
  scope: Scope,
  exported: boolean,
  method?: { isClass: boolean; kind: 'method' | 'getter' | 'static' },
): string[] {
  const def = definitionOf(item);
  const name = field(def, 'name')?.text ?? '';
  const inner = childScope(scope, { isAsync: ctx.facts.asyncNames.has(name) });
  const params = parameters(ctx, def, scope, inner);
  const body = translateBlock(ctx, field(def, 'body') as PyNode, inner);
  // Analysis decides which functions callers await; a body that awaits anyway must be async
  // to be valid TypeScript.
  const isAsync = inner.isAsync || body.some((line) => /\bawait\b/.test(line));
  const head = `${isAsync ? 'async ' : ''}${tsName(name)}(${params.join(', ')})`;
  if (method) {
    const prefix =
      method.kind === 'getter' && !isAsync ? 'get ' : method.kind === 'static' ? 'static ' : '';
    return [`${prefix}${head} {`, ...body, '}'];
  }
  return [
    `${exported ? 'export ' : ''}${isAsync ? 'async ' : ''}function ${tsName(name)}(${params.join(', ')}) {`,
    ...body,
    '}',
  ];
}

/** `self.x = …` attributes a class's methods assign (declared as fields). */
export function assignedAttributes(classNode: PyNode): Set<string> {
  const attrs = new Set<string>();
  const stack = [classNode];
  while (stack.length) {
    const n = stack.pop() as PyNode;
    if (n.type === 'assignment' || n.type === 'augmented_assignment') {
      const left = field(n, 'left');
      if (left?.type === 'attribute' && /^(self|cls)$/.test(field(left, 'object')?.text ?? ''))
        attrs.add(field(left, 'attribute')?.text ?? '');
    }
    for (const c of named(n)) stack.push(c);
  }
  return attrs;
}
