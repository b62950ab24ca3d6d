/**
 * Methods and fields as TypeScript: parameters with their types (the driver as Playwright's
 * `Page`), async where the method reaches the browser, and a body translated statement by
 * statement. Shared by page-object classes (`classes.ts`) and test classes (`tests.ts`).
 */
import { childScope, type RuleContext, type Scope } from './context.js';
import type { FieldFacts, MethodFacts } from './facts.js';
import { field, hasModifier, named, type JNode } from './parser.js';
import { roleOf, tsType } from './types.js';

/** A method's parameters as scope entries and as a TypeScript list (the driver named `page`). */
export function parameters(method: MethodFacts, scope: Scope): string[] {
  return method.params.map((p) => {
    const role = roleOf(p.type);
    if (role === 'page') {
      scope.vars.set(p.name, { t: 'page', code: 'page' });
      return 'page: Page';
    }
    if (role === 'loc' || role === 'locs')
      scope.vars.set(p.name, { t: role, code: p.name, leaf: false });
    else if (role === 'select') scope.vars.set(p.name, { t: 'select', code: p.name });
    else if (role === 'by') scope.vars.set(p.name, { t: 'js', code: p.name, type: 'By' });
    else scope.vars.set(p.name, { t: 'js', code: p.name, type: p.type });
    const isSpread =
      method.node.text.includes(`... ${p.name}`) || method.node.text.includes(`...${p.name}`);
    return `${isSpread ? '...' : ''}${p.name}: ${tsType(p.type)}${isSpread && !tsType(p.type).endsWith('[]') ? '[]' : ''}`;
  });
}

/** The method's body lines in a scope of its own. */
export function methodBody(ctx: RuleContext, method: MethodFacts, scope: Scope): string[] {
  const body = field(method.node, 'body');
  return body ? ctx.block(body, scope) : [];
}

/** The return type written: `Promise<T>` for an async method, the driver as `Page`. */
export function returnType(method: MethodFacts, isAsync: boolean): string {
  const type = method.returnType === 'void' ? 'void' : tsType(method.returnType);
  return isAsync ? `Promise<${type}>` : type;
}

/** A body that awaits is async, whatever the analysis said, so the output always parses. */
export function needsAsync(lines: string[]): boolean {
  return lines.some((l) => /(^|[^\w.])await\b/.test(l) && !/^\s*\/\//.test(l));
}

export function newScope(parent: Scope | undefined, base: Scope): Scope {
  return parent ? childScope(parent) : base;
}

/** `private`, `protected`, `static`, `readonly` as TypeScript writes them. */
export function modifiers(node: JNode, isStatic: boolean, isFinal: boolean): string {
  const visibility = hasModifier(node, 'private')
    ? 'private '
    : hasModifier(node, 'protected')
      ? 'protected '
      : '';
  return `${visibility}${isStatic ? 'static ' : ''}${isFinal ? 'readonly ' : ''}`;
}

/** A field's declaration without a value: a number 0, a boolean false, else asserted assigned. */
export function defaultValue(f: FieldFacts): string {
  const ts = tsType(f.type);
  if (ts === 'number') return ' = 0';
  if (ts === 'boolean') return ' = false';
  if (ts.endsWith('[]')) return '';
  return '';
}

export { named };
