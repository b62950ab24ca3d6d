/**
 * Python assignments → TypeScript: a name's first binding declares it (`let`, or `const` for an
 * UPPER_CASE constant), later ones assign; what needs no value of its own (a page, a wait, an
 * action chain, a locator tuple) is bound in the scope and used where it is read.
 */
import { Unconvertible, lookup, type RuleContext, type Scope } from './context.js';
import { field, named, type PyNode } from './parser.js';
import { tsName } from './names.js';
import type { Val } from './values.js';

/** The scope that holds a name's binding (the nearest that has it), else this one. */
function bindingScope(scope: Scope, name: string): Scope {
  for (let s: Scope | undefined = scope; s; s = s.parent) if (s.vars.has(name)) return s;
  return scope;
}

export function rebind(scope: Scope, name: string, value: Val): void {
  for (let s: Scope | undefined = scope; s; s = s.parent) {
    if (s.vars.has(name)) {
      s.vars.set(name, value);
      return;
    }
  }
  scope.vars.set(name, value);
}

/** What a name holds that needs no TypeScript value of its own (it is used where it is read). */
function isCompileTime(v: Val): boolean {
  return (
    v.t === 'actions' ||
    v.t === 'wait' ||
    v.t === 'switch' ||
    v.t === 'module' ||
    v.t === 'ec' ||
    v.t === 'alert'
  );
}

export function assignment(ctx: RuleContext, node: PyNode, scope: Scope): string[] {
  const left = field(node, 'left') as PyNode;
  const right = field(node, 'right');
  const annotation = field(node, 'type');
  if (!right)
    return annotation && left.type === 'identifier' ? [`let ${tsName(left.text)}: any;`] : [];
  // `a = b = value`
  if (right.type === 'assignment') {
    const inner = assignment(ctx, right, scope);
    const target = field(right, 'left') as PyNode;
    return [...inner, ...assignTo(ctx, left, { t: 'js', code: ctx.value(target, scope) }, scope)];
  }
  const value = ctx.expr(right, scope);
  return assignTo(ctx, left, value, scope);
}

function assignTo(ctx: RuleContext, left: PyNode, value: Val, scope: Scope): string[] {
  if (left.type === 'identifier') {
    const name = left.text;
    if (value.t === 'page') {
      bindingScope(scope, name).vars.set(name, value);
      return [];
    }
    if (isCompileTime(value)) {
      bindingScope(scope, name).vars.set(name, value);
      return [];
    }
    const ts = tsName(name);
    const existing = lookup(scope, name);
    const code = ctx.materialize(value);
    if (
      value.t === 'loc' ||
      value.t === 'locs' ||
      value.t === 'select' ||
      value.t === 'by' ||
      value.t === 'alert'
    ) {
      const held: Val =
        value.t === 'by'
          ? { ...value, selector: ts, build: undefined }
          : value.t === 'alert'
            ? value
            : ({ ...value, code: ts } as Val);
      bindingScope(scope, name).vars.set(name, held);
      const init = value.t === 'locs' ? value.code : value.t === 'by' ? value.selector : code;
      if (scope.declared.has(ts) || existing) return [`${ts} = ${init};`];
      scope.declared.add(ts);
      return [`const ${ts} = ${init};`];
    }
    if (existing && existing.t !== 'js') scope.vars.delete(name);
    if (value.t === 'js' && value.type)
      bindingScope(scope, name).vars.set(name, { t: 'js', code: ts, type: value.type });
    if (scope.declared.has(ts) || isDeclaredAbove(scope, ts)) return [`${ts} = ${code};`];
    scope.declared.add(ts);
    // Python rebinds names freely: only constants (UPPER_CASE) are declared `const`.
    return [`${/^[A-Z][A-Z0-9_]*$/.test(name) ? 'const' : 'let'} ${ts} = ${code};`];
  }
  if (left.type === 'attribute') {
    const object = field(left, 'object') as PyNode;
    const attr = field(left, 'attribute')?.text ?? '';
    if ((object.text === 'self' || object.text === 'cls') && scope.self) {
      if (value.t === 'page' || ctx.facts.driverNames.has(attr)) {
        if (scope.self.prefix === 'this.')
          return [`this.page = ${value.t === 'page' ? value.code : ctx.materialize(value)};`];
        return [];
      }
      if (isCompileTime(value)) {
        scope.vars.set(`self.${attr}`, value);
        return [];
      }
    }
    const objectValue = object.text === 'self' ? undefined : ctx.expr(object, scope);
    if (objectValue?.t === 'module') return [];
    const target = ctx.value(left, scope);
    const code =
      value.t === 'locs' || value.t === 'by'
        ? value.t === 'locs'
          ? value.code
          : value.selector
        : ctx.materialize(value);
    return [`${target} = ${code};`];
  }
  if (
    left.type === 'pattern_list' ||
    left.type === 'tuple_pattern' ||
    left.type === 'tuple' ||
    left.type === 'list_pattern'
  ) {
    const names = named(left).map((c) => c.text);
    const fresh = names.every((n) => !lookup(scope, n) && !scope.declared.has(tsName(n)));
    const pattern = `[${named(left)
      .map((c) => (c.type === 'identifier' ? tsName(c.text) : ctx.value(c, scope)))
      .join(', ')}]`;
    names.forEach((n) => scope.declared.add(tsName(n)));
    return [`${fresh ? 'let ' : ''}${pattern} = ${ctx.materialize(value)};`];
  }
  if (left.type === 'subscript') return [`${ctx.value(left, scope)} = ${ctx.materialize(value)};`];
  throw new Unconvertible(left, 'selenium-python/unsupported-syntax', 'assignment target');
}

function isDeclaredAbove(scope: Scope, ts: string): boolean {
  for (let s: Scope | undefined = scope.parent; s; s = s.parent)
    if (s.declared.has(ts)) return true;
  return false;
}
