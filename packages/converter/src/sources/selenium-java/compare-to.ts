/**
 * `a.compareTo(b)` by what `a` is: Java compares numbers, strings, booleans, dates and enums each
 * its own way, and a suite may read the number it answers (`assertEquals(order, -1)`), not only
 * its sign. A value whose type says nothing of how it compares (an unbounded type parameter, a
 * `Comparable` bound) is left as the original Java.
 */
import { Unconvertible, type RuleContext } from './context.js';
import { field, named, type JNode } from './parser.js';
import { rawType, tsType } from './types.js';
import { paren } from './values.js';

/** Boxed numbers whose `compareTo` answers -1, 0 or 1 (`Integer.compare`, `Double.compare`). */
const signed = new Set([
  'Integer', 'Long', 'Double', 'Float', 'BigDecimal', 'int', 'long', 'double', 'float',
]); // prettier-ignore
/** `Short` and `Byte` answer the difference itself (`x - y`). */
const subtracted = new Set(['Short', 'Byte', 'short', 'byte']);

/** An operand that reads the same value however often it is written (a name, a literal). */
const plain = (code: string): boolean =>
  /^(?:[\w$]+(?:\.[\w$]+)*|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|-?\d+)$/.test(code);

export function compareTo(
  ctx: RuleContext,
  node: JNode,
  type: string | undefined,
  self: string,
  other: string | undefined,
): { code: string; type: string } {
  const unknown = (why: string): never => {
    throw new Unconvertible(node, 'selenium-java/compare-to', why);
  };
  if (other === undefined) return unknown('no argument');
  const raw = type && boundOf(node, type);
  if (!raw) return unknown(`${self}.compareTo(…): ${type ? `a ${type}` : 'its type is not known'}`);
  const enumClass = ctx.facts.classes.get(raw);
  if (enumClass?.kind === 'enum') {
    // `ordinal() - other.ordinal()`: a plain enum is a string enum, listed in declaration order.
    const all = enumClass.methods.size ? `${raw}.values()` : `Object.values(${raw})`;
    return { code: `${all}.indexOf(${self}) - ${all}.indexOf(${other})`, type: 'int' };
  }
  if (signed.has(raw)) return { code: `Math.sign(${self} - ${paren(other)})`, type: 'int' };
  if (subtracted.has(raw)) return { code: `${self} - ${paren(other)}`, type: 'int' };
  if (raw === 'Boolean') return { code: `Number(${self}) - Number(${other})`, type: 'int' };
  // A `char` is a one-character string: `Character.compare` is the code units' difference.
  if (raw === 'Character' || raw === 'char')
    return { code: `${self}.charCodeAt(0) - ${paren(other)}.charCodeAt(0)`, type: 'int' };
  if (raw === 'Date')
    return { code: `Math.sign(${self}.getTime() - ${paren(other)}.getTime())`, type: 'int' };
  const bare = self.replace(/^\((.*)\)$/s, '$1');
  const twice = plain(bare) && plain(other);
  if (raw === 'String' && twice) {
    // UTF-16 code units, as Java compares them; the difference of the first pair that differs,
    // else of the lengths — the sign alone where the suite only reads the sign.
    if (signOnly(node))
      return { code: `(${bare} < ${other} ? -1 : ${bare} > ${other} ? 1 : 0)`, type: 'int' };
    return { code: stringDifference(bare, other), type: 'int' };
  }
  if ((raw === 'LocalDate' || raw === 'LocalDateTime') && twice) {
    // Years apart, else months, else days (then the time of day's sign, as `LocalTime` answers).
    const parts = [
      `${bare}.getFullYear() - ${other}.getFullYear()`,
      `${bare}.getMonth() - ${other}.getMonth()`,
      `${bare}.getDate() - ${other}.getDate()`,
      ...(raw === 'LocalDateTime' ? [`Math.sign(${bare}.getTime() - ${other}.getTime())`] : []),
    ];
    return { code: `(${parts.join(' || ')})`, type: 'int' };
  }
  return unknown(`${self}.compareTo(…): a ${type}`);
}

/** Java's `String.compareTo`, for a result read as a number. */
function stringDifference(a: string, b: string): string {
  const at = `[...Array(Math.min(${a}.length, ${b}.length)).keys()].find((i) => ${a}[i] !== ${b}[i])`;
  return `((i) => (i === undefined ? ${a}.length - ${b}.length : ${a}.charCodeAt(i) - ${b}.charCodeAt(i)))(${at})`;
}

/** The call is only compared with 0 (`a.compareTo(b) < 0`): any number of the same sign will do. */
function signOnly(node: JNode): boolean {
  const parent = node.parent;
  if (parent?.type !== 'binary_expression') return false;
  const operator = field(parent, 'operator')?.text ?? '';
  const left = field(parent, 'left');
  const otherSide = left && left.id === node.id ? field(parent, 'right') : left;
  return ['<', '>', '<=', '>=', '==', '!='].includes(operator) && otherSide?.text === '0';
}

/**
 * The type a value is compared as: its own, or for a type parameter (`N extends Number`) the bound
 * its declaration gives it. Undefined when nothing says how it compares.
 */
function boundOf(node: JNode, type: string): string | undefined {
  const raw = rawType(type);
  if (!/^[A-Z][0-9]?$/.test(raw)) return raw;
  for (let at: JNode | null = node.parent; at; at = at.parent) {
    const list = field(at, 'type_parameters');
    const param = (list ? named(list) : []).find(
      (p) => p.type === 'type_parameter' && named(p)[0]?.text === raw,
    );
    if (!param) continue;
    const bound = named(param).find((c) => c.type === 'type_bound');
    const bounds = bound ? named(bound).map((b) => rawType(b.text)) : [];
    if (bounds.some((b) => tsType(b) === 'number')) return 'Double';
    if (bounds.includes('String')) return 'String';
    return undefined;
  }
  return raw;
}
