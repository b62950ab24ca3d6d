/**
 * Python string literals → TypeScript: escapes decoded as Python reads them, raw strings kept
 * verbatim, f-strings as template literals (with the common format specs), byte strings as text.
 */
import type { PyNode } from './parser.js';
import { named } from './parser.js';
import { quote } from '../../playwright/code.js';
import { paren } from './values.js';

const simpleEscapes: Record<string, string> = {
  '\\': '\\', "'": "'", '"': '"', n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v', '0': '\0', '\n': '',
}; // prettier-ignore

/** Decodes Python escape sequences (an unknown one keeps its backslash, as Python does). */
export function decodeEscapes(raw: string): string {
  return raw.replace(
    /\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{1,3}|N\{[^}]*\}|[\s\S])/g,
    (whole, seq: string) => {
      if (seq in simpleEscapes && !/^[0-7]{2,3}$/.test(seq)) return simpleEscapes[seq] as string;
      if (/^[xuU]/.test(seq)) return String.fromCodePoint(parseInt(seq.slice(1), 16));
      if (/^[0-7]+$/.test(seq)) return String.fromCodePoint(parseInt(seq, 8));
      return whole;
    },
  );
}

export interface StringParts {
  prefix: string;
  /** Literal text and interpolations, in order. */
  parts: (string | PyNode)[];
}

/** The prefix (`f`, `r`, `rb`…) and the pieces of one `string` node. */
export function stringParts(node: PyNode): StringParts {
  const start = node.children.find((c) => c?.type === 'string_start');
  const prefix = (start?.text ?? '').replace(/['"]/g, '').toLowerCase();
  const raw = prefix.includes('r');
  const parts: (string | PyNode)[] = [];
  for (const child of named(node)) {
    if (child.type === 'string_content') {
      // Escape sequences are children of the content: take the content's whole text.
      const textOf = child.text;
      parts.push(raw ? textOf : decodeEscapes(textOf));
    } else if (child.type === 'interpolation') parts.push(child);
    else if (child.type === 'escape_sequence')
      parts.push(raw ? child.text : decodeEscapes(child.text));
  }
  return { prefix, parts };
}

/** The literal value of a string without interpolations (undefined for an f-string with some). */
export function literalValue(node: PyNode): string | undefined {
  if (node.type === 'concatenated_string') {
    let out = '';
    for (const part of named(node)) {
      const v = literalValue(part);
      if (v === undefined) return undefined;
      out += v;
    }
    return out;
  }
  if (node.type !== 'string') return undefined;
  const { parts } = stringParts(node);
  return parts.every((p) => typeof p === 'string') ? (parts as string[]).join('') : undefined;
}

/** A template literal's text part. */
export function templateText(value: string): string {
  return value.replace(/[`\\]|\$\{/g, (m) => `\\${m}`);
}

/**
 * An f-string's `{value:spec}` as TypeScript: `.2f` → `toFixed(2)`, `>5`/`<5` → padStart/padEnd,
 * `d`/`s`/none → the value itself, `!r` → `JSON.stringify`. Undefined for a spec it cannot say.
 */
export function formatSpec(value: string, spec: string, conversion: string): string | undefined {
  let out = conversion === 'r' ? `JSON.stringify(${value})` : value;
  if (!spec || spec === 's' || spec === 'd') return out;
  const fixed = spec.match(/^(,)?\.(\d+)f$/);
  if (fixed)
    return fixed[1]
      ? `${out}.toLocaleString('en-US', { minimumFractionDigits: ${fixed[2]}, maximumFractionDigits: ${fixed[2]} })`
      : `${out}.toFixed(${fixed[2]})`;
  const pad = spec.match(/^(?:(.)?([<>^]))?(0)?(\d+)(d|s)?$/);
  if (pad) {
    const fill = pad[3] ? '0' : pad[2] ? (pad[1] ?? ' ') : ' ';
    const align = pad[2] ?? (pad[3] ? '>' : '<');
    out = `String(${out})`;
    return align === '<'
      ? `${out}.padEnd(${pad[4]}, ${quote(fill)})`
      : `${out}.padStart(${pad[4]}, ${quote(fill)})`;
  }
  if (spec === ',') return `${out}.toLocaleString('en-US')`;
  return undefined;
}

/**
 * `"%s of %d" % (a, b)` with the values already translated: a template literal, or undefined when
 * the format uses a conversion with no plain form.
 */
export function percentFormat(format: string, values: string[]): string | undefined {
  let index = 0;
  let failed = false;
  const body = format.replace(
    /%([-0]*)(\d+)?(\.\d+)?([sdifrxXo%])/g,
    (_m, flags: string, width: string | undefined, precision: string | undefined, conv: string) => {
      if (conv === '%') return '%';
      const value = values[index++];
      if (value === undefined) {
        failed = true;
        return '';
      }
      const digits = precision?.slice(1);
      // `255.toString(16)` does not parse: an integer literal takes parentheses.
      const v = /^\d+$/.test(value) ? `(${value})` : paren(value);
      let code =
        conv === 'f'
          ? `${v}.toFixed(${digits ?? 6})`
          : conv === 'r'
            ? `JSON.stringify(${value})`
            : conv === 'x' || conv === 'o'
              ? `${v}.toString(${conv === 'x' ? 16 : 8})`
              : conv === 'X'
                ? `${v}.toString(16).toUpperCase()`
                : conv === 's' && digits
                  ? `String(${value}).slice(0, ${digits})`
                  : value;
      // `%-8s` pads on the right, `%05d` with zeros on the left, `%5s` with spaces on the left.
      if (width) {
        const text = /^String\(|\.to(Fixed|String|UpperCase)\(/.test(code)
          ? code
          : `String(${code})`;
        code = flags.includes('-')
          ? `${text}.padEnd(${width}, ' ')`
          : `${text}.padStart(${width}, '${flags.includes('0') && conv !== 's' ? '0' : ' '}')`;
      }
      return `\${${code}}`;
    },
  );
  const parts = body.split(/(\$\{[^}]*\})/);
  if (failed || index !== values.length) return undefined;
  return `\`${parts.map((p) => (p.startsWith('${') ? p : templateText(p))).join('')}\``;
}
