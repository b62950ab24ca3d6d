/**
 * Methods of Java's own values — `String`, `List`, `Map`, `StringBuilder`, enums — as TypeScript.
 * The receiver's declared type decides where names are shared (`List.get` vs `Map.get`); a name
 * whose TypeScript form is the same needs no entry.
 */
import { Unconvertible, type RuleContext, type Scope, type Val } from './context.js';
import { field, type JNode } from './parser.js';
import { rawType, tsType } from './types.js';
import { js, paren } from './values.js';
import { argument } from './arguments.js';
import { fileMethod, isFileType } from './files.js';
import { streamMethod } from './streams.js';
import { robotCall } from './robot.js';
import { formatCall, formatterTypes, parseCall } from './dates.js';
import { openedFileMethod, propertiesMethod, streamTypes } from './properties.js';
import { compareTo } from './compare-to.js';
import { hashCode } from './hash-code.js';
import { lookupTable } from '../../core/lookup-table.js';

type Form = (self: string, args: string[]) => { code: string; type?: string };

const stringMethods = lookupTable<Record<string, Form>>({
  equals: (s, [a]) => ({ code: `${s} === ${a}`, type: 'boolean' }),
  equalsIgnoreCase: (s, [a]) => ({
    code: `${s}.toLowerCase() === ${paren(a ?? '')}.toLowerCase()`,
    type: 'boolean',
  }),
  contains: (s, [a]) => ({ code: `${s}.includes(${a})`, type: 'boolean' }),
  length: (s) => ({ code: `${s}.length`, type: 'int' }),
  isEmpty: (s) => ({ code: `${s}.length === 0`, type: 'boolean' }),
  isBlank: (s) => ({ code: `${s}.trim().length === 0`, type: 'boolean' }),
  trim: (s) => ({ code: `${s}.trim()`, type: 'String' }),
  strip: (s) => ({ code: `${s}.trim()`, type: 'String' }),
  toLowerCase: (s) => ({ code: `${s}.toLowerCase()`, type: 'String' }),
  toUpperCase: (s) => ({ code: `${s}.toUpperCase()`, type: 'String' }),
  startsWith: (s, a) => ({ code: `${s}.startsWith(${a.join(', ')})`, type: 'boolean' }),
  endsWith: (s, a) => ({ code: `${s}.endsWith(${a.join(', ')})`, type: 'boolean' }),
  // Java's `replace` replaces every occurrence; `replaceAll`'s first argument is a pattern.
  replace: (s, [a, b]) => ({ code: `${s}.replaceAll(${a}, ${b})`, type: 'String' }),
  replaceAll: (s, [a, b]) => ({
    code: `${s}.replace(new RegExp(${a}, 'g'), ${b})`,
    type: 'String',
  }),
  replaceFirst: (s, [a, b]) => ({ code: `${s}.replace(new RegExp(${a}), ${b})`, type: 'String' }),
  split: (s, [a]) => ({ code: `${s}.split(new RegExp(${a}))`, type: 'String[]' }),
  substring: (s, a) => ({ code: `${s}.substring(${a.join(', ')})`, type: 'String' }),
  charAt: (s, [a]) => ({ code: `${s}.charAt(${a})`, type: 'String' }),
  indexOf: (s, a) => ({ code: `${s}.indexOf(${a.join(', ')})`, type: 'int' }),
  lastIndexOf: (s, a) => ({ code: `${s}.lastIndexOf(${a.join(', ')})`, type: 'int' }),
  matches: (s, [a]) => ({ code: `new RegExp(\`^(?:\${${a}})$\`).test(${s})`, type: 'boolean' }),
  concat: (s, [a]) => ({ code: `${s} + ${a}`, type: 'String' }),
  toString: (s: string) => ({ code: `String(${s})`, type: 'String' }),
  // StringBuilder, kept as a string
  append: (s, [a]) => ({ code: `(${s} += ${a})`, type: 'String' }),
});

const listMethods = lookupTable<Record<string, Form>>({
  size: (s) => ({ code: `${s}.length`, type: 'int' }),
  get: (s, [i]) => ({ code: `${s}[${i}]` }),
  add: (s, [a, b]) => ({
    code: b === undefined ? `${s}.push(${a})` : `${s}.splice(${a}, 0, ${b})`,
  }),
  addAll: (s, [a]) => ({ code: `${s}.push(...${paren(a ?? '[]')})` }),
  contains: (s, [a]) => ({ code: `${s}.includes(${a})`, type: 'boolean' }),
  isEmpty: (s) => ({ code: `${s}.length === 0`, type: 'boolean' }),
  indexOf: (s, [a]) => ({ code: `${s}.indexOf(${a})`, type: 'int' }),
  lastIndexOf: (s, [a]) => ({ code: `${s}.lastIndexOf(${a})`, type: 'int' }),
  set: (s, [i, v]) => ({ code: `${s}[${i}] = ${v}` }),
  subList: (s, [from, to]) => ({ code: `${s}.slice(${from}, ${to})` }),
  clear: (s) => ({ code: `${s}.length = 0` }),
  stream: (s) => ({ code: s, type: 'Stream' }),
  // An iterator walks a copy of the collection, taking its items off the front.
  iterator: (s) => ({ code: `[...${s}]`, type: 'Iterator' }),
  equals: (s, [a]) => ({ code: `JSON.stringify(${s}) === JSON.stringify(${a})`, type: 'boolean' }),
  toString: (s: string) => ({ code: `String(${s})`, type: 'String' }),
});

/** `it.hasNext()`, `it.next()` on the copy `iterator()` made. */
const iteratorMethods = lookupTable<Record<string, Form>>({
  hasNext: (s) => ({ code: `${s}.length > 0`, type: 'boolean' }),
  next: (s) => ({ code: `${s}.shift()!` }),
});

const mapMethods = lookupTable<Record<string, Form>>({
  // Java answers null for a missing key and the suite reads on as if it were there.
  get: (s, [k]) => ({ code: `${s}.get(${k})!` }),
  put: (s, [k, v]) => ({ code: `${s}.set(${k}, ${v})` }),
  containsKey: (s, [k]) => ({ code: `${s}.has(${k})`, type: 'boolean' }),
  size: (s) => ({ code: `${s}.size`, type: 'int' }),
  isEmpty: (s) => ({ code: `${s}.size === 0`, type: 'boolean' }),
  getOrDefault: (s, [k, d]) => ({ code: `(${s}.get(${k}) ?? ${d})` }),
  remove: (s, [k]) => ({ code: `${s}.delete(${k})` }),
  keySet: (s) => ({ code: `[...${s}.keys()]` }),
  values: (s) => ({ code: `[...${s}.values()]` }),
  putIfAbsent: (s, [k, v]) => ({ code: `${s}.has(${k}) || ${s}.set(${k}, ${v})` }),
});

/** Numbers, booleans and enum values: `equals` and `toString`/`name()` read as in TypeScript. */
const valueMethods = lookupTable<Record<string, Form>>({
  equals: (s, [a]) => ({ code: `${s} === ${a}`, type: 'boolean' }),
  toString: (s: string) => ({ code: `String(${s})`, type: 'String' }),
  name: (s) => ({ code: `String(${s})`, type: 'String' }),
  intValue: (s) => ({ code: s, type: 'int' }),
  doubleValue: (s) => ({ code: s, type: 'double' }),
});

/** A caught exception (`catch (Exception e)`). */
const exceptionMethods = lookupTable<Record<string, Form>>({
  getMessage: (s) => ({ code: `${s}.message`, type: 'String' }),
  printStackTrace: (s) => ({ code: `console.error(${s})` }),
  toString: (s: string) => ({ code: `String(${s})`, type: 'String' }),
});

/**
 * A cookie read from the browser (`getCookieNamed`, `getCookies()`): Playwright's cookie object,
 * which a lookup by name may not find (Java's `null`, dereferenced as Java would).
 */
const cookieMethods = lookupTable<Record<string, Form>>({
  getName: (s) => ({ code: `${s}!.name`, type: 'String' }),
  getValue: (s) => ({ code: `${s}!.value`, type: 'String' }),
  getDomain: (s) => ({ code: `${s}!.domain`, type: 'String' }),
  getPath: (s) => ({ code: `${s}!.path`, type: 'String' }),
  isSecure: (s) => ({ code: `${s}!.secure`, type: 'boolean' }),
  isHttpOnly: (s) => ({ code: `${s}!.httpOnly`, type: 'boolean' }),
});

/** `new Random()` is `Math`: each draw is Math.random's. */
const randomMethods = lookupTable<Record<string, Form>>({
  nextInt: (_s, [n]) => ({
    code: n ? `Math.floor(Math.random() * ${n})` : 'Math.floor(Math.random() * 2 ** 32) - 2 ** 31',
    type: 'int',
  }),
  nextDouble: () => ({ code: 'Math.random()', type: 'double' }),
  nextBoolean: () => ({ code: 'Math.random() < 0.5', type: 'boolean' }),
});

/** A `LocalDate` is a `Date` at the local time it was taken; it prints as Java's `2024-05-01`. */
const localDateMethods = lookupTable<Record<string, Form>>({
  plusDays: (s, [n]) => ({
    code: `new Date(${s}.getTime() + ${n} * 86_400_000)`,
    type: 'LocalDate',
  }),
  minusDays: (s, [n]) => ({
    code: `new Date(${s}.getTime() - ${n} * 86_400_000)`,
    type: 'LocalDate',
  }),
  getYear: (s) => ({ code: `${s}.getFullYear()`, type: 'int' }),
  getMonthValue: (s) => ({ code: `${s}.getMonth() + 1`, type: 'int' }),
  getDayOfMonth: (s) => ({ code: `${s}.getDate()`, type: 'int' }),
  // Swedish dates are written year-month-day, as ISO 8601 and Java's LocalDate.toString().
  toString: (s: string) => ({ code: `${s}.toLocaleDateString('sv-SE')`, type: 'String' }),
});

/** A `LocalDateTime` is a `Date` too; its `toString()` (ISO with the nanoseconds) is not kept. */
const localDateTimeMethods = lookupTable<Record<string, Form>>({
  ...Object.fromEntries(Object.entries(localDateMethods).filter(([name]) => name !== 'toString')),
  getHour: (s) => ({ code: `${s}.getHours()`, type: 'int' }),
  getMinute: (s) => ({ code: `${s}.getMinutes()`, type: 'int' }),
  getSecond: (s) => ({ code: `${s}.getSeconds()`, type: 'int' }),
});

/** `java.util.Date`. */
const dateMethods = lookupTable<Record<string, Form>>({
  getTime: (s) => ({ code: `${s}.getTime()`, type: 'long' }),
  before: (s, [a]) => ({ code: `${s}.getTime() < ${paren(a ?? '')}.getTime()`, type: 'boolean' }),
  after: (s, [a]) => ({ code: `${s}.getTime() > ${paren(a ?? '')}.getTime()`, type: 'boolean' }),
});

function tableFor(type: string | undefined): Record<string, Form> | undefined {
  if (!type) return undefined;
  if (type === 'Random') return randomMethods;
  if (type === 'LocalDate') return localDateMethods;
  if (type === 'LocalDateTime') return localDateTimeMethods;
  if (type === 'Date') return dateMethods;
  if (type === 'Cookie') return cookieMethods;
  if (/Exception$|Error$/.test(type)) return exceptionMethods;
  if (rawType(type) === 'Iterator' || rawType(type) === 'ListIterator') return iteratorMethods;
  const ts = tsType(type);
  if (ts === 'string') return stringMethods;
  if (ts.endsWith('[]')) return listMethods;
  if (ts.startsWith('Map<')) return mapMethods;
  if (ts === 'number' || ts === 'boolean') return valueMethods;
  return undefined;
}

/** Names whose meaning is the same whatever the receiver (when its type is unknown). */
const anyReceiver = lookupTable<Record<string, Form>>({
  iterator: listMethods['iterator'] as Form,
  equals: stringMethods['equals'] as Form,
  toString: stringMethods['toString'] as Form,
  trim: stringMethods['trim'] as Form,
  toLowerCase: stringMethods['toLowerCase'] as Form,
  toUpperCase: stringMethods['toUpperCase'] as Form,
  contains: stringMethods['contains'] as Form,
  startsWith: stringMethods['startsWith'] as Form,
  endsWith: stringMethods['endsWith'] as Form,
  isEmpty: listMethods['isEmpty'] as Form,
  size: listMethods['size'] as Form,
  length: stringMethods['length'] as Form,
});

export function valueMethod(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  receiver: Val,
  name: string,
  args: JNode[],
): Val {
  const object = field(node, 'object') as JNode;
  const self = paren(ctx.materialize(receiver, object));
  const type = receiver.t === 'js' ? receiver.type : receiver.t === 'read' ? 'String' : undefined;
  if (type && rawType(type) === 'Stream') return streamMethod(ctx, node, scope, self, name, args);
  if (isFileType(type && rawType(type)))
    return fileMethod(
      ctx,
      node,
      self,
      name,
      args.map((a) => argument(ctx, a, scope)),
    );
  // Formatting and parsing dates: `fmt.format(date)`, `date.format(fmt)`, `fmt.parse(text)`.
  if (
    type &&
    formatterTypes.has(rawType(type)) &&
    (name === 'format' || name === 'parse') &&
    args[0]
  ) {
    const value = argument(ctx, args[0], scope);
    return name === 'format' ? formatCall(ctx, value, self) : parseCall(ctx, value, self, 'Date');
  }
  if ((type === 'LocalDate' || type === 'LocalDateTime') && name === 'format' && args[0])
    return formatCall(ctx, self, argument(ctx, args[0], scope));
  if (type === 'Robot') return robotCall(ctx, node, scope, name, args);
  if (type === 'Properties')
    return propertiesMethod(
      ctx,
      node,
      self,
      name,
      args.map((a) => argument(ctx, a, scope)),
    );
  if (type && streamTypes.has(rawType(type))) return openedFileMethod(node, name);
  if (name === 'compareTo') {
    const other = args[0] ? argument(ctx, args[0], scope) : undefined;
    const result = compareTo(ctx, node, type, self, other);
    return js(result.code, result.type);
  }
  if (name === 'hashCode' && !args.length) {
    const result = hashCode(node, type, self);
    return js(result.code, result.type);
  }
  const enumClass = type ? ctx.facts.classes.get(rawType(type)) : undefined;
  // A type parameter (`N extends Number`, a generic class's `V`): a value's own methods.
  const typeVariable = !!type && /^[A-Z][0-9]?$/.test(type) && !enumClass;
  const table =
    enumClass?.kind === 'enum' || typeVariable
      ? valueMethods
      : (tableFor(type) ?? (type ? undefined : anyReceiver));
  const form = table?.[name];
  if (!form)
    throw new Unconvertible(node, 'selenium-java/unknown-call', `${type ?? 'value'}.${name}()`);
  const result = form(
    self,
    args.map((a) => argument(ctx, a, scope)),
  );
  return js(result.code, result.type);
}
