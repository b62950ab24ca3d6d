/**
 * `value.hashCode()` as Java defines it for the value's type, so a suite that prints, compares or
 * buckets by it reads the same number. A type whose hash is its object identity (a
 * `StringBuilder`, a list, a page object) or that this does not define is left as the original.
 */
import { Unconvertible } from './context.js';
import { rawType } from './types.js';
import type { JNode } from './parser.js';

/** An operand that reads the same value however often it is written (a name, a literal). */
const plain = (code: string): boolean => /^(?:[\w$]+(?:\.[\w$]+)*|-?\d+)$/.test(code);

export function hashCode(
  node: JNode,
  type: string | undefined,
  self: string,
): { code: string; type: string } {
  const raw = type && rawType(type);
  switch (raw) {
    // s[0]*31^(n-1) + … + s[n-1] over the UTF-16 code units, wrapping as a 32-bit int does.
    case 'String':
      return {
        code: `${self}.split('').reduce((h, c) => (Math.imul(31, h) + c.charCodeAt(0)) | 0, 0)`,
        type: 'int',
      };
    case 'Integer':
    case 'int':
    case 'Short':
    case 'short':
    case 'Byte':
    case 'byte':
      return { code: self, type: 'int' };
    // (int) (value ^ (value >>> 32)): `^` keeps the low 32 bits of each half.
    case 'Long':
    case 'long':
      return plain(self)
        ? { code: `(${self} ^ Math.floor(${self} / 2 ** 32))`, type: 'int' }
        : { code: `((n: number) => n ^ Math.floor(n / 2 ** 32))(${self})`, type: 'int' };
    case 'Boolean':
    case 'boolean':
      return { code: `(${self} ? 1231 : 1237)`, type: 'int' };
    // A `char` is a one-character string: its hash is its code unit.
    case 'Character':
    case 'char':
      return { code: `${self}.charCodeAt(0)`, type: 'int' };
    default:
      throw new Unconvertible(
        node,
        'selenium-java/hash-code',
        `${self}.hashCode(): ${raw ? `a ${raw}` : 'its type is not known'}`,
      );
  }
}
