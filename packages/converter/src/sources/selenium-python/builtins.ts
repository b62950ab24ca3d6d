/**
 * Python's built-in functions and the methods of its strings, lists and dicts → TypeScript.
 * Element lists (`find_elements`) answer `len` by counting their locator.
 */
import { Unconvertible, lookup, type RuleContext, type Scope } from './context.js';
import type { CallArgs } from './call-args.js';
import { field, type PyNode } from './parser.js';
import { moduleCall } from './modules.js';
import { dateString, isDateType } from './dates.js';
import { literalValue } from './strings.js';
import { js, paren, type Val } from './values.js';
import { lookupTable } from '../../core/lookup-table.js';

export { moduleAttribute, moduleCall } from './modules.js';

const compare = '(a, b) => (a < b ? -1 : a > b ? 1 : 0)';

export function builtinCall(
  ctx: RuleContext,
  name: string,
  args: CallArgs,
  scope: Scope,
): Val | undefined {
  const bound = lookup(scope, name);
  if (bound?.t === 'module') return moduleCall(ctx, bound.name, '', args, scope);
  if (bound) return undefined;
  const [first, second] = args.positional;
  const v = (n: PyNode | undefined) => (n ? ctx.value(n, scope) : 'undefined');
  switch (name) {
    case 'len': {
      const target = first ? ctx.expr(first, scope) : js('[]');
      if (target.t === 'locs') return js(`(await ${target.code}.count())`, 'num');
      if (target.t === 'js' && target.type === 'dict')
        return js(`Object.keys(${target.code}).length`, 'num');
      return js(`${paren(ctx.materialize(target))}.length`, 'num');
    }
    case 'str': {
      const value = first ? ctx.expr(first, scope) : undefined;
      if (value?.t === 'js' && isDateType(value.type))
        return js(dateString(ctx, ctx.materialize(value), value.type), 'str');
      // Python's `str(error)` is the message alone, without JavaScript's `Error: ` prefix.
      if (value?.t === 'js' && value.type === 'exception')
        return js(`String(${value.code}?.message ?? ${value.code})`, 'str');
      return js(first ? `String(${v(first)})` : "''", 'str');
    }
    case 'int':
      return js(
        first &&
          ctx.expr(first, scope).t === 'js' &&
          (ctx.expr(first, scope) as { type?: string }).type === 'num'
          ? `Math.trunc(${v(first)})`
          : `parseInt(${v(first)}${second ? `, ${v(second)}` : ', 10'})`,
        'num',
      );
    case 'float':
      return js(`parseFloat(${v(first)})`, 'num');
    case 'bool':
      return js(`Boolean(${v(first)})`, 'bool');
    case 'abs':
      return js(`Math.abs(${v(first)})`, 'num');
    case 'round':
      return js(
        second ? `Number(${paren(v(first))}.toFixed(${v(second)}))` : `Math.round(${v(first)})`,
        'num',
      );
    case 'print':
      return js(`console.log(${args.positional.map((a) => ctx.value(a, scope)).join(', ')})`);
    case 'range': {
      const values = args.positional.map((a) => ctx.value(a, scope));
      if (values.length === 1)
        return js(`Array.from({ length: ${values[0]} }, (_, i) => i)`, 'list');
      if (values.length === 2)
        return js(
          `Array.from({ length: ${values[1]} - ${paren(values[0] as string)} }, (_, i) => ${values[0]} + i)`,
          'list',
        );
      return js(
        `Array.from({ length: Math.ceil((${values[1]} - ${values[0]}) / ${values[2]}) }, (_, i) => ${values[0]} + i * ${values[2]})`,
        'list',
      );
    }
    case 'enumerate': {
      const start = second ?? args.keywords.get('start');
      const list = listOf(ctx, first, scope);
      return js(
        start
          ? `${paren(list)}.map((item, i) => [i + ${v(start)}, item] as const)`
          : `[...${paren(list)}.entries()]`,
        'list',
      );
    }
    case 'zip':
      return js(
        `${paren(v(first))}.map((item, i) => [item, ${paren(v(second))}[i]] as const)`,
        'list',
      );
    case 'list':
    case 'tuple':
      return js(first ? `[...${paren(listOf(ctx, first, scope))}]` : '[]', 'list');
    case 'set':
      return js(first ? `new Set(${listOf(ctx, first, scope)})` : 'new Set()');
    case 'dict':
      if (args.keywords.size)
        return js(
          `{ ${[...args.keywords].map(([k, n]) => `${k}: ${ctx.value(n, scope)}`).join(', ')} }`,
          'dict',
        );
      return js(first ? `Object.fromEntries(${v(first)})` : '{}', 'dict');
    case 'sorted': {
      const key = args.keywords.get('key');
      const reverse = args.keywords.get('reverse')?.text === 'True';
      const by = key
        ? `(a, b) => { const x = ${paren(ctx.value(key, scope))}(a); const y = ${paren(ctx.value(key, scope))}(b); return x < y ? -1 : x > y ? 1 : 0; }`
        : compare;
      return js(
        `[...${paren(listOf(ctx, first, scope))}].sort(${by})${reverse ? '.reverse()' : ''}`,
        'list',
      );
    }
    case 'reversed':
      return js(`[...${paren(listOf(ctx, first, scope))}].reverse()`, 'list');
    case 'min':
    case 'max':
      if (args.positional.length === 1)
        return js(`Math.${name}(...${paren(listOf(ctx, first, scope))})`, 'num');
      return js(
        `Math.${name}(${args.positional.map((a) => ctx.value(a, scope)).join(', ')})`,
        'num',
      );
    case 'sum':
      return js(`${paren(listOf(ctx, first, scope))}.reduce((a, b) => a + b, 0)`, 'num');
    case 'any':
      return js(`${paren(listOf(ctx, first, scope))}.some(Boolean)`, 'bool');
    case 'all':
      return js(`${paren(listOf(ctx, first, scope))}.every(Boolean)`, 'bool');
    case 'map':
      return js(`${paren(listOf(ctx, second, scope))}.map(${v(first)})`, 'list');
    case 'filter':
      return js(
        `${paren(listOf(ctx, second, scope))}.filter(${first?.type === 'none' ? 'Boolean' : v(first)})`,
        'list',
      );
    case 'isinstance': {
      const type = second?.text ?? '';
      const value = v(first);
      const checks = lookupTable<Record<string, string>>({
        str: `typeof ${value} === 'string'`,
        int: `typeof ${value} === 'number'`,
        float: `typeof ${value} === 'number'`,
        bool: `typeof ${value} === 'boolean'`,
        list: `Array.isArray(${value})`,
        tuple: `Array.isArray(${value})`,
        dict: `typeof ${value} === 'object' && ${value} !== null && !Array.isArray(${value})`,
      });
      return js(checks[type] ?? `${paren(value)} instanceof ${type}`, 'bool');
    }
    case 'getattr':
      return js(
        `(${paren(v(first))} as any)[${v(second)}]${args.positional[2] ? ` ?? ${v(args.positional[2])}` : ''}`,
      );
    case 'hasattr':
      return js(`${v(second)} in ${paren(v(first))}`, 'bool');
    case 'open':
      return { t: 'module', name: `file:${v(first)}` };
    case 'repr':
      return js(`JSON.stringify(${v(first)})`, 'str');
    case 'chr':
      return js(`String.fromCharCode(${v(first)})`, 'str');
    case 'ord':
      return js(`${paren(v(first))}.charCodeAt(0)`, 'num');
    default:
      return undefined;
  }
}

/** An iterable as an array (element lists listed). */
function listOf(ctx: RuleContext, node: PyNode | undefined, scope: Scope): string {
  if (!node) return '[]';
  const v = ctx.expr(node, scope);
  if (v.t === 'locs') return `(await ${v.code}.all())`;
  if (v.t === 'js' && v.type === 'str') return `[...${paren(v.code)}]`;
  if (v.t === 'js' && v.type === 'dict') return `Object.keys(${v.code})`;
  return ctx.materialize(v);
}

export function methodCall(
  ctx: RuleContext,
  object: Val,
  receiver: string,
  name: string,
  args: CallArgs,
  scope: Scope,
): Val | undefined {
  const r = paren(receiver);
  const a = args.positional.map((n) => ctx.value(n, scope));
  const type = object.t === 'js' ? object.type : undefined;
  if (object.t === 'module' && object.name.startsWith('file:')) {
    const path = object.name.slice(5);
    ctx.importName('node:fs', 'fs', true);
    if (name === 'read') return js(`fs.readFileSync(${path}, 'utf8')`, 'str');
    if (name === 'readlines')
      return js(`fs.readFileSync(${path}, 'utf8').split(/(?<=\\n)/)`, 'list');
    if (name === 'write') return js(`fs.appendFileSync(${path}, ${a[0]})`);
    throw new Unconvertible(args.node, 'selenium-python/unknown-call', `file.${name}()`);
  }
  if (type === 'regex') return compiledRegexCall(r, name, a);
  switch (name) {
    // str
    case 'strip':
      return js(
        a[0]
          ? `${r}.replace(new RegExp(\`^[\${${a[0]}}]+|[\${${a[0]}}]+$\`, 'g'), '')`
          : `${r}.trim()`,
        'str',
      );
    case 'lstrip':
    case 'rstrip': {
      const chars = args.positional[0] ? literalValue(args.positional[0]) : undefined;
      const set =
        chars !== undefined
          ? `[${chars.replace(/[\]\\^-]/g, '\\$&').replace(/\//g, '\\/')}]+`
          : undefined;
      if (name === 'lstrip')
        return js(set ? `${r}.replace(/^${set}/, '')` : `${r}.trimStart()`, 'str');
      return js(set ? `${r}.replace(/${set}$/, '')` : `${r}.trimEnd()`, 'str');
    }
    case 'lower':
      return js(`${r}.toLowerCase()`, 'str');
    case 'upper':
      return js(`${r}.toUpperCase()`, 'str');
    case 'title':
      return js(
        `${r}.replace(/\\w\\S*/g, (w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase())`,
        'str',
      );
    case 'capitalize':
      return js(`${r}.charAt(0).toUpperCase() + ${r}.slice(1).toLowerCase()`, 'str');
    case 'startswith':
      return js(`${r}.startsWith(${a[0]})`, 'bool');
    case 'endswith':
      return js(`${r}.endsWith(${a[0]})`, 'bool');
    case 'split':
      return js(a.length ? `${r}.split(${a[0]})` : `${r}.trim().split(/\\s+/)`, 'list');
    case 'splitlines':
      return js(`${r}.split(/\\r?\\n/)`, 'list');
    case 'join':
      return js(`${paren(listArg(ctx, args.positional[0], scope))}.join(${r})`, 'str');
    case 'replace':
      return js(`${r}.replaceAll(${a[0]}, ${a[1]})`, 'str');
    case 'find':
      return type === 'str' || literalValue(args.positional[0] as PyNode) !== undefined
        ? js(`${r}.indexOf(${a[0]})`, 'num')
        : undefined;
    case 'isdigit':
    case 'isnumeric':
      return js(`/^\\d+$/.test(${receiver})`, 'bool');
    case 'isalpha':
      return js(`/^[A-Za-z]+$/.test(${receiver})`, 'bool');
    case 'format':
      return type === 'str' ? formatCall(ctx, object, args, scope) : undefined;
    case 'zfill':
      return js(`${r}.padStart(${a[0]}, '0')`, 'str');
    // list
    case 'append':
      return js(`${r}.push(${a[0]})`);
    case 'extend':
      return js(`${r}.push(...${paren(a[0] ?? '[]')})`);
    case 'insert':
      return js(`${r}.splice(${a[0]}, 0, ${a[1]})`);
    case 'pop':
      return type === 'dict'
        ? js(`${r}[${a[0]}]`)
        : js(a.length ? `${r}.splice(${a[0]}, 1)[0]` : `${r}.pop()`);
    case 'remove':
      return js(`${r}.splice(${r}.indexOf(${a[0]}), 1)`);
    case 'index':
      return js(`${r}.indexOf(${a[0]})`, 'num');
    case 'count':
      return type === 'str'
        ? js(`${r}.split(${a[0]}).length - 1`, 'num')
        : js(`${r}.filter((x) => x === ${a[0]}).length`, 'num');
    case 'sort': {
      const reverse = args.keywords.get('reverse')?.text === 'True';
      return js(`${r}.sort(${compare})${reverse ? '.reverse()' : ''}`);
    }
    case 'clear':
      // A list unless Python said it is a dict (lists are what suites clear most).
      return type === 'dict'
        ? js(`Object.keys(${receiver}).forEach((key) => delete ${r}[key])`)
        : js(`${r}.splice(0)`);
    case 'reverse':
      return js(`${r}.reverse()`);
    case 'copy':
      return js(type === 'dict' ? `{ ...${r} }` : `[...${r}]`, type);
    // dict
    case 'get':
      return js(`(${r}[${a[0]}] ?? ${a[1] ?? 'null'})`);
    case 'keys':
      return js(`Object.keys(${receiver})`, 'list');
    case 'values':
      return js(`Object.values(${receiver})`, 'list');
    case 'items':
      return js(`Object.entries(${receiver})`, 'list');
    case 'update':
      return js(`Object.assign(${receiver}, ${a[0]})`);
    case 'setdefault':
      return js(`(${r}[${a[0]}] ??= ${a[1] ?? 'null'})`);
    // re match objects
    case 'group': {
      // `group("name")`: a named group.
      const named = args.positional[0] && literalValue(args.positional[0]) !== undefined;
      return js(named ? `${r}!.groups![${a[0]}]` : `${r}![${a[0] ?? '0'}]`, 'str');
    }
    case 'groups':
      return js(`${r}!.slice(1)`, 'list');
    // loggers
    case 'info':
    case 'debug':
    case 'warning':
    case 'error':
      return /logger|log\b|logging/i.test(receiver)
        ? js(`console.${name === 'warning' ? 'warn' : name}(${a.join(', ')})`)
        : undefined;
    default:
      return undefined;
  }
}

/** A pattern `re.compile` made: its methods, on a copy anchored or global as Python's are. */
function compiledRegexCall(r: string, name: string, a: string[]): Val | undefined {
  const text = paren(a[name === 'sub' ? 1 : 0] ?? "''");
  const copy = (source: string, flags: string) => `new RegExp(${source}, ${flags})`;
  switch (name) {
    case 'search':
      return js(`${text}.match(${r})`);
    case 'match':
      return js(`${text}.match(${copy(`\`^(?:\${${r}.source})\``, `${r}.flags`)})`);
    case 'fullmatch':
      return js(`${text}.match(${copy(`\`^(?:\${${r}.source})$\``, `${r}.flags`)})`);
    case 'findall':
      return js(
        `[...${text}.matchAll(${copy(`${r}.source`, `${r}.flags + 'g'`)})].map((m) => m[1] ?? m[0])`,
        'list',
      );
    case 'sub':
      return js(`${text}.replace(${copy(`${r}.source`, `${r}.flags + 'g'`)}, ${a[0]})`, 'str');
    case 'split':
      return js(`${text}.split(${r})`, 'list');
    default:
      return undefined;
  }
}

function listArg(ctx: RuleContext, node: PyNode | undefined, scope: Scope): string {
  return listOf(ctx, node, scope);
}

/** `"{} of {name}".format(a, name=b)` → a template literal. */
function formatCall(ctx: RuleContext, object: Val, args: CallArgs, scope: Scope): Val {
  const fn = field(args.node, 'function');
  const receiver = fn ? field(fn, 'object') : undefined;
  const value = object.t === 'js' && receiver ? literalValue(receiver) : undefined;
  if (value === undefined)
    throw new Unconvertible(
      args.node,
      'selenium-python/unsupported-syntax',
      'str.format on a computed string',
    );
  let index = 0;
  let out = '';
  const re = /\{\{|\}\}|\{([^{}:!]*)(?:![rs])?(?::[^{}]*)?\}/g;
  let last = 0;
  for (let m = re.exec(value); m; m = re.exec(value)) {
    out += value.slice(last, m.index).replace(/[`\\]|\$\{/g, (c) => `\\${c}`);
    last = m.index + m[0].length;
    if (m[0] === '{{' || m[0] === '}}') {
      out += m[0][0];
      continue;
    }
    const key = m[1] ?? '';
    const argNode =
      key === ''
        ? args.positional[index++]
        : /^\d+$/.test(key)
          ? args.positional[Number(key)]
          : args.keywords.get(key);
    if (!argNode)
      throw new Unconvertible(args.node, 'selenium-python/unsupported-syntax', 'str.format field');
    out += `\${${ctx.value(argNode, scope)}}`;
  }
  out += value.slice(last).replace(/[`\\]|\$\{/g, (c) => `\\${c}`);
  return js(`\`${out}\``, 'str');
}
