/**
 * Attribute reads and calls: the receiver decides who translates them. WebDriver things (the
 * driver, elements, `Select`, `ActionChains`, waits, `switch_to`) go to `selenium.ts`; Python
 * modules and built-ins to `builtins.ts`; the project's own classes and functions are called
 * as TypeScript (awaited where analysis made them async).
 */
import { Unconvertible, lookup, type RuleContext, type Scope } from './context.js';
import { callArgs, type CallArgs } from './call-args.js';

export { callArgs, argAt, type CallArgs } from './call-args.js';
import { field, named, type PyNode } from './parser.js';
import { definitionOf, parameterNames } from './definitions.js';
import type { ClassFacts } from './facts.js';
import { tsName } from './names.js';
import { js, paren, type Val } from './values.js';
import { seleniumAttribute, seleniumCall } from './selenium.js';
import { builtinCall, methodCall, moduleAttribute, moduleCall } from './builtins.js';
import { dateAttribute, dateMethod, isDateType } from './dates.js';
import { pathAttribute, pathMethod } from './modules.js';

export function translateAttribute(ctx: RuleContext, node: PyNode, scope: Scope): Val {
  const objectNode = field(node, 'object') as PyNode;
  const name = field(node, 'attribute')?.text ?? '';
  // `self.x`: the instance (or the test class's describe-level state).
  if (
    objectNode.type === 'identifier' &&
    (objectNode.text === 'self' || objectNode.text === 'cls') &&
    scope.self
  ) {
    const own = lookup(scope, `self.${name}`);
    if (own) return own;
    if (ctx.facts.driverNames.has(name)) return { t: 'page', code: scope.page };
    const attr = ctx.facts.attrKinds.get(name);
    const code = `${scope.self.prefix}${tsName(name)}`;
    if (attr) return attr(code, scope);
    if (ctx.facts.locatorNames.has(name))
      return { t: 'by', selector: code, firstMatch: true, leaf: false };
    if (ctx.facts.asyncProperties.has(name)) return js(`(await ${code}())`);
    return js(code);
  }
  const object = ctx.expr(objectNode, scope);
  const selenium = seleniumAttribute(ctx, object, name, node, scope);
  if (selenium) return selenium;
  if (object.t === 'module') return moduleAttribute(ctx, object.name, name, node);
  const base = ctx.materialize(object);
  if (object.t === 'js' && object.type === 'path') return pathAttribute(ctx, base, name, node);
  if (object.t === 'js' && isDateType(object.type)) {
    const date = dateAttribute(base, object.type, name);
    if (date) return date;
  }
  // `wizard.driver`: a page object's driver is its page.
  if (ctx.facts.driverNames.has(name) && name !== 'webdriver')
    return { t: 'page', code: `${paren(base)}.page` };
  if (ctx.facts.asyncProperties.has(name)) return js(`(await ${paren(base)}.${tsName(name)}())`);
  const attr = ctx.facts.attrKinds.get(name);
  if (attr) return attr(`${paren(base)}.${tsName(name)}`, scope);
  if (ctx.facts.locatorNames.has(name))
    return { t: 'by', selector: `${paren(base)}.${name}`, firstMatch: true, leaf: false };
  return js(`${paren(base)}.${tsName(name)}`);
}

/** Positional and keyword arguments of a call to a project function, in its parameters' order. */
function userArgs(
  ctx: RuleContext,
  callee: string,
  args: CallArgs,
  scope: Scope,
  signature?: string[],
): string[] {
  const out = args.positional.map((a) => ctx.value(a, scope));
  if (args.splat) out.push(`...${ctx.value(args.splat, scope)}`);
  if (args.keywords.size === 0) return out;
  const params = signature ?? ctx.facts.signatures.get(callee);
  if (!params)
    throw new Unconvertible(
      args.node,
      'selenium-python/unsupported-syntax',
      `keyword arguments to ${callee}`,
    );
  for (const [key, value] of args.keywords) {
    const at = params.indexOf(key);
    if (at === -1)
      throw new Unconvertible(
        value,
        'selenium-python/unsupported-syntax',
        `keyword argument ${key}`,
      );
    while (out.length < at) out.push('undefined');
    out[at] = ctx.value(value, scope);
  }
  return out;
}

/** The parameters of a class's `__init__` (its own, or the nearest base's in the suite). */
function constructorParams(
  ctx: RuleContext,
  cls: ClassFacts,
  seen = new Set<string>(),
): string[] | undefined {
  seen.add(cls.name);
  const init = named(field(cls.node, 'body') as PyNode)
    .map(definitionOf)
    .find((d) => d.type === 'function_definition' && field(d, 'name')?.text === '__init__');
  if (init) return parameterNames(init).filter((p) => p !== 'self');
  for (const b of cls.bases) {
    const base = ctx.facts.classes.get(b.split('.').pop() ?? b);
    if (base && !seen.has(base.name)) return constructorParams(ctx, base, seen);
  }
  return undefined;
}

export function translateCall(ctx: RuleContext, node: PyNode, scope: Scope): Val {
  const fn = field(node, 'function') as PyNode;
  const args = callArgs(node);
  if (fn.type === 'identifier') {
    const name = fn.text;
    const builtin = builtinCall(ctx, name, args, scope);
    if (builtin) return builtin;
    const cls = ctx.facts.classes.get(name);
    if (cls)
      return js(
        `new ${name}(${userArgs(ctx, name, args, scope, constructorParams(ctx, cls)).join(', ')})`,
      );
    const call = `${tsName(name)}(${userArgs(ctx, name, args, scope).join(', ')})`;
    return returning(ctx, name, ctx.facts.asyncNames.has(name) ? `(await ${call})` : call);
  }
  if (fn.type === 'attribute') {
    const objectNode = field(fn, 'object') as PyNode;
    const name = field(fn, 'attribute')?.text ?? '';
    // `super().__init__(driver)` → `super(page)`.
    if (objectNode.type === 'call' && field(objectNode, 'function')?.text === 'super') {
      const argsCode = userArgs(ctx, name, args, scope).join(', ');
      if (name === '__init__') return js(`super(${argsCode})`);
      const call = `super.${tsName(name)}(${argsCode})`;
      return returning(ctx, name, ctx.facts.asyncNames.has(name) ? `(await ${call})` : call);
    }
    const isSelf =
      objectNode.type === 'identifier' && (objectNode.text === 'self' || objectNode.text === 'cls');
    let object =
      isSelf && scope.self && !ctx.facts.attrKinds.has(name)
        ? undefined
        : ctx.expr(objectNode, scope);
    if (object) {
      const selenium = seleniumCall(ctx, object, name, args, scope);
      if (selenium) return selenium;
      if (object.t === 'module') return moduleCall(ctx, object.name, name, args, scope);
      // `driver.current_url.endswith(…)`: a read's value, then Python's string methods.
      if (object.t === 'read') object = js(ctx.materialize(object), 'str');
      if (object.t === 'js' && object.type === 'path')
        return pathMethod(ctx, ctx.materialize(object), name, args, scope);
      if (object.t === 'js' && isDateType(object.type)) {
        const positional = args.positional.map((n) => ctx.value(n, scope));
        const date = dateMethod(ctx, ctx.materialize(object), object.type, name, positional);
        if (date) return date;
      }
      if (object.t !== 'js' && object.t !== 'page')
        throw new Unconvertible(node, 'selenium-python/unsupported-command', `${name}()`);
    }
    const receiver = object
      ? ctx.materialize(object)
      : (scope.self?.prefix ?? 'this.').replace(/\.$/, '');
    const isUser = isSelf || ctx.facts.asyncNames.has(name) || ctx.facts.signatures.has(name);
    if (!isUser && object) {
      const builtin = methodCall(ctx, object, receiver, name, args, scope);
      if (builtin) return builtin;
    }
    const target =
      isSelf && scope.self?.prefix === '' ? tsName(name) : `${paren(receiver)}.${tsName(name)}`;
    const call = `${target}(${userArgs(ctx, name, args, scope).join(', ')})`;
    return returning(ctx, name, ctx.facts.asyncNames.has(name) ? `(await ${call})` : call);
  }
  const callee = ctx.value(fn, scope);
  return js(`${paren(callee)}(${args.positional.map((a) => ctx.value(a, scope)).join(', ')})`);
}

/** A call to a project function whose result analysis knows (it returns an element). */
function returning(ctx: RuleContext, name: string, code: string): Val {
  const kind = ctx.facts.returnKinds.get(name);
  if (kind === 'loc') return { t: 'loc', code, leaf: false };
  if (kind === 'locs') return { t: 'locs', code, leaf: false };
  if (kind === 'select') return { t: 'select', code };
  return js(code);
}
