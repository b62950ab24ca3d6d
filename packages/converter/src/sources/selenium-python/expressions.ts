/**
 * Python expressions → TypeScript. Generic Python (names, literals, operators, comprehensions,
 * lambdas) is translated here; calls and attributes go to the rules that know their library:
 * `selenium.ts` (the driver, elements, locators), `builtins.ts` (Python's built-ins and the
 * standard library a test suite uses).
 */
import { Unconvertible, lookup, type RuleContext, type Scope } from './context.js';
import { field, named, type PyNode } from './parser.js';
import { quote } from '../../playwright/code.js';
import { tsName } from './names.js';
import { js, paren, type Val } from './values.js';
import { binaryOperator, comparison, condition, isElements } from './operators.js';
import { formatSpec, literalValue, stringParts, templateText } from './strings.js';
import { strategyKey } from './locate.js';

export function translateExpr(ctx: RuleContext, node: PyNode, scope: Scope): Val {
  switch (node.type) {
    case 'identifier':
      return identifier(ctx, node, scope);
    case 'integer':
      return js(node.text.replace(/_/g, '').replace(/^0o/, '0o').replace(/[lL]$/, ''), 'num');
    case 'float':
      return js(node.text.replace(/_/g, '').replace(/[jJ]$/, ''), 'num');
    case 'true':
      return js('true', 'bool');
    case 'false':
      return js('false', 'bool');
    case 'none':
      return js('null', 'none');
    case 'string':
    case 'concatenated_string':
      return js(stringCode(ctx, node, scope), 'str');
    case 'parenthesized_expression': {
      const inner = named(node).find((c) => c.type !== 'comment');
      if (!inner) return js('undefined');
      const v = translateExpr(ctx, inner, scope);
      return v.t === 'js' ? { ...v, code: paren(v.code) } : v;
    }
    case 'list':
    case 'tuple':
    case 'set':
      return sequence(ctx, node, scope);
    case 'dictionary':
      return dictionary(ctx, node, scope);
    case 'list_comprehension':
    case 'generator_expression':
    case 'set_comprehension':
      return comprehension(ctx, node, scope);
    case 'dictionary_comprehension':
      return js(
        `Object.fromEntries(${comprehensionCode(ctx, node, scope, (body) => {
          const key = field(body, 'key');
          const value = field(body, 'value');
          if (!key || !value)
            throw new Unconvertible(
              node,
              'selenium-python/unsupported-syntax',
              'dictionary comprehension',
            );
          return (s) => `[${ctx.value(key, s)}, ${ctx.value(value, s)}]`;
        })})`,
        'dict',
      );
    case 'attribute':
      return ctx.attribute(node, scope);
    case 'call':
      return ctx.call(node, scope);
    case 'subscript':
      return subscript(ctx, node, scope);
    case 'boolean_operator': {
      const op = node.children.find((c) => c?.type === 'and' || c?.type === 'or')?.type;
      const left = ctx.value(field(node, 'left') as PyNode, scope);
      const right = ctx.value(field(node, 'right') as PyNode, scope);
      return js(`${paren(left)} ${op === 'and' ? '&&' : '||'} ${paren(right)}`);
    }
    case 'not_operator':
      return js(`!${paren(condition(ctx, field(node, 'argument') as PyNode, scope))}`, 'bool');
    case 'comparison_operator':
      return js(comparison(ctx, node, scope), 'bool');
    case 'binary_operator':
      return binaryOperator(ctx, node, scope);
    case 'unary_operator': {
      const op = node.children[0]?.text ?? '-';
      return js(`${op}${paren(ctx.value(field(node, 'argument') as PyNode, scope))}`, 'num');
    }
    case 'conditional_expression': {
      const [whenTrue, test, whenFalse] = named(node).filter((c) => c.type !== 'comment');
      if (!whenTrue || !test || !whenFalse)
        throw new Unconvertible(
          node,
          'selenium-python/unsupported-syntax',
          'conditional expression',
        );
      return js(
        `${paren(condition(ctx, test, scope))} ? ${paren(ctx.value(whenTrue, scope))} : ${paren(ctx.value(whenFalse, scope))}`,
      );
    }
    case 'lambda':
      return js(lambda(ctx, node, scope));
    case 'await':
      return translateExpr(ctx, named(node)[0] as PyNode, scope);
    case 'keyword_argument':
      return translateExpr(ctx, field(node, 'value') as PyNode, scope);
    case 'list_splat':
      return js(`...${paren(ctx.value(named(node)[0] as PyNode, scope))}`);
    case 'named_expression':
      return js(
        `(${tsName(field(node, 'name')?.text ?? '_')} = ${ctx.value(field(node, 'value') as PyNode, scope)})`,
      );
    case 'ellipsis':
      return js('undefined');
    default:
      throw new Unconvertible(
        node,
        'selenium-python/unsupported-syntax',
        node.type.replace(/_/g, ' '),
      );
  }
}

function identifier(ctx: RuleContext, node: PyNode, scope: Scope): Val {
  const name = node.text;
  const known = lookup(scope, name);
  if (known) return known;
  if (ctx.facts.driverNames.has(name) && name !== 'webdriver')
    return { t: 'page', code: scope.page };
  if (ctx.facts.locatorNames.has(name) && /^[A-Z0-9_]+$/.test(name))
    return { t: 'by', selector: name, firstMatch: true, leaf: false };
  if (name === 'self' && scope.self)
    return js(scope.self.prefix === 'this.' ? 'this' : 'undefined');
  if (name === 'cls' && scope.self) return js('this');
  if (name === '__file__') return js('__filename', 'str');
  if (name === '__name__') return js("'__main__'", 'str');
  return js(tsName(name));
}

export function stringCode(ctx: RuleContext, node: PyNode, scope: Scope): string {
  if (node.type === 'concatenated_string') {
    const parts = named(node).map((p) => stringCode(ctx, p, scope));
    return parts.join(' + ');
  }
  const literal = literalValue(node);
  if (literal !== undefined) return quote(literal);
  const { parts } = stringParts(node);
  let out = '`';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += templateText(part);
      continue;
    }
    const expr = named(part).find(
      (c) => c.type !== 'type_conversion' && c.type !== 'format_specifier',
    );
    if (!expr) continue;
    const conversion =
      named(part)
        .find((c) => c.type === 'type_conversion')
        ?.text.slice(1) ?? '';
    const spec =
      named(part)
        .find((c) => c.type === 'format_specifier')
        ?.text.replace(/^:/, '') ?? '';
    const value = ctx.value(expr, scope);
    const formatted = formatSpec(value, spec, conversion);
    if (formatted === undefined)
      throw new Unconvertible(
        part,
        'selenium-python/unsupported-syntax',
        `f-string format :${spec}`,
      );
    out += `\${${formatted}}`;
  }
  return `${out}\``;
}

function sequence(ctx: RuleContext, node: PyNode, scope: Scope): Val {
  const items = named(node).filter((c) => c.type !== 'comment');
  // A locator tuple: (By.ID, "name").
  if (node.type === 'tuple' && items.length === 2 && /^By\s*\./.test(items[0]?.text ?? '')) {
    const by = locatorTuple(ctx, items[0] as PyNode, items[1] as PyNode, scope);
    if (by) return by;
  }
  const code = items.map((i) => ctx.value(i, scope)).join(', ');
  return node.type === 'set' ? js(`new Set([${code}])`) : js(`[${code}]`, 'list');
}

/** A `(By.X, value)` pair as a locator value, through the shared table. */
export function locatorTuple(
  ctx: RuleContext,
  by: PyNode,
  arg: PyNode,
  scope: Scope,
): Val | undefined {
  return ctx.locator(strategyKey(by), arg, scope);
}

function dictionary(ctx: RuleContext, node: PyNode, scope: Scope): Val {
  const entries = named(node)
    .filter((c) => c.type !== 'comment')
    .map((pair) => {
      if (pair.type === 'dictionary_splat')
        return `...${ctx.value(named(pair)[0] as PyNode, scope)}`;
      const key = field(pair, 'key') as PyNode;
      const value = ctx.value(field(pair, 'value') as PyNode, scope);
      const literal = literalValue(key);
      if (literal !== undefined)
        return `${/^[A-Za-z_$][\w$]*$/.test(literal) ? literal : quote(literal)}: ${value}`;
      return `[${ctx.value(key, scope)}]: ${value}`;
    });
  return js(`{ ${entries.join(', ')} }`, 'dict');
}

/**
 * `[body for x in xs if cond]` → `xs.filter((x) => cond).map((x) => body)`; several `for`
 * clauses nest with `flatMap`.
 */
function comprehensionCode(
  ctx: RuleContext,
  node: PyNode,
  scope: Scope,
  bodyOf: (body: PyNode) => (s: Scope) => string,
): string {
  const parts = named(node).filter((c) => c.type !== 'comment');
  const body = parts[0] as PyNode;
  const clauses = parts.slice(1);
  const inner: Scope = { ...scope, vars: new Map(), parent: scope };
  const render = bodyOf(body);
  const build = (index: number): string => {
    const clause = clauses[index];
    if (!clause) return '';
    if (clause.type !== 'for_in_clause')
      throw new Unconvertible(clause, 'selenium-python/unsupported-syntax', 'comprehension');
    const left = field(clause, 'left') as PyNode;
    const params = targetPattern(left, inner);
    const iterable = ctx.expr(field(clause, 'right') as PyNode, scope);
    // Over found elements: each item is a locator.
    if (isElements(iterable) && left.type === 'identifier')
      inner.vars.set(left.text, {
        t: 'loc',
        code: tsName(left.text),
        leaf: iterable.t === 'locs' && iterable.leaf,
      });
    let source = ctx.materialize(iterable);
    const ifs: string[] = [];
    let next = index + 1;
    while (clauses[next]?.type === 'if_clause') {
      ifs.push(condition(ctx, named(clauses[next] as PyNode)[0] as PyNode, inner));
      next++;
    }
    source = iterableCode(source);
    const asyncArrow = (code: string) => (/\bawait\b/.test(code) ? 'async ' : '');
    for (const test of ifs) {
      // A condition that reads the page is awaited per item: keep the items it holds for.
      source = asyncArrow(test)
        ? `(await Promise.all(${paren(source)}.map(async (${params}) => ((${test}) ? [${params}] : [])))).flat()`
        : `${paren(source)}.filter((${params}) => ${test})`;
    }
    if (next < clauses.length) return `${paren(source)}.flatMap((${params}) => ${build(next)})`;
    const body = render(inner);
    const value = body.startsWith('{') ? `(${body})` : body;
    if (asyncArrow(body))
      return `(await Promise.all(${paren(source)}.map(async (${params}) => ${value})))`;
    return `${paren(source)}.map((${params}) => ${value})`;
  };
  return build(0);
}

/** A Python iterable as a JavaScript array: strings and sets are spread. */
function iterableCode(code: string): string {
  return code.startsWith('new Set(') ? `[...${code}]` : code;
}

function comprehension(ctx: RuleContext, node: PyNode, scope: Scope): Val {
  // `[e.text for e in elements]` → `allInnerTexts()`.
  const parts = named(node).filter((c) => c.type !== 'comment');
  const [body, clause] = parts;
  if (
    parts.length === 2 &&
    body?.type === 'attribute' &&
    field(body, 'attribute')?.text === 'text' &&
    clause?.type === 'for_in_clause'
  ) {
    const left = field(clause, 'left');
    const iterable = ctx.expr(field(clause, 'right') as PyNode, scope);
    if (
      iterable.t === 'locs' &&
      left?.type === 'identifier' &&
      field(body, 'object')?.text === left.text
    )
      return js(`(await ${iterable.code}.allInnerTexts())`, 'list');
  }
  const code = comprehensionCode(ctx, node, scope, (body) => (s) => ctx.value(body, s));
  return node.type === 'set_comprehension' ? js(`new Set(${code})`) : js(code, 'list');
}

/** A loop or comprehension target as TypeScript binding names (`[i, item]`). */
export function targetPattern(left: PyNode, scope: Scope): string {
  if (left.type === 'identifier') {
    scope.vars.delete(left.text);
    return tsName(left.text);
  }
  if (
    left.type === 'tuple_pattern' ||
    left.type === 'pattern_list' ||
    left.type === 'tuple' ||
    left.type === 'list_pattern'
  )
    return `[${named(left)
      .map((c) => targetPattern(c, scope))
      .join(', ')}]`;
  if (left.type === 'parenthesized_expression')
    return targetPattern(named(left)[0] as PyNode, scope);
  throw new Unconvertible(left, 'selenium-python/unsupported-syntax', 'loop target');
}

function subscript(ctx: RuleContext, node: PyNode, scope: Scope): Val {
  const valueNode = field(node, 'value') as PyNode;
  const value = ctx.expr(valueNode, scope);
  const index = node.childrenForFieldName('subscript').filter((c): c is PyNode => c !== null);
  const target = value.t === 'locs' ? value.code : ctx.value(valueNode, scope);
  const first = index[0];
  if (!first || index.length > 1)
    throw new Unconvertible(node, 'selenium-python/unsupported-syntax', 'subscript');
  if (first.type === 'slice') {
    const [start, stop] = sliceBounds(ctx, first, scope);
    if (value.t === 'locs')
      return js(
        `(await ${value.code}.all()).slice(${start}${stop ? `, ${stop}` : ''})`,
        'elements',
      );
    return js(`${paren(target)}.slice(${start}${stop ? `, ${stop}` : ''})`);
  }
  const at = ctx.value(first, scope);
  if (value.t === 'locs') {
    if (/^-\d+$/.test(at)) return { t: 'loc', code: `${value.code}.nth(${at})`, leaf: value.leaf };
    return { t: 'loc', code: `${value.code}.nth(${at})`, leaf: value.leaf };
  }
  if (/^-\d+$/.test(at)) return js(`${paren(target)}.at(${at})!`);
  return js(`${paren(target)}[${at}]`);
}

function sliceBounds(ctx: RuleContext, slice: PyNode, scope: Scope): [string, string] {
  // `a[1:3]`, `a[:2]`, `a[2:]`: the slice's children in order with their colons.
  const bounds: (string | undefined)[] = [undefined, undefined];
  let position = 0;
  for (const child of slice.children) {
    if (!child) continue;
    if (child.type === ':') position++;
    else if (position < 2) bounds[position] = ctx.value(child, scope);
    else throw new Unconvertible(slice, 'selenium-python/unsupported-syntax', 'slice with a step');
  }
  return [bounds[0] ?? '0', bounds[1] ?? ''];
}

export function lambda(ctx: RuleContext, node: PyNode, scope: Scope, driverParam = false): string {
  const params = field(node, 'parameters');
  const inner: Scope = { ...scope, vars: new Map(), parent: scope };
  const names = (params ? named(params) : []).map((p, i) => {
    const name = p.type === 'identifier' ? p.text : (field(p, 'name')?.text ?? p.text);
    // `lambda d: d.find_element(...)`: a wait's condition is called with the driver.
    if (driverParam && i === 0) inner.vars.set(name, { t: 'page', code: scope.page });
    return tsName(name);
  });
  const body = field(node, 'body') as PyNode;
  const code = ctx.value(body, inner);
  const usesAwait = /\bawait\b/.test(code);
  return `${usesAwait ? 'async ' : ''}(${names.join(', ')}) => ${code.startsWith('{') ? `(${code})` : code}`;
}
