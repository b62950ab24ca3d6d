/**
 * The output layer's code tree and its one printer. Builders (`locators.ts`, `assertions.ts`, …)
 * return trees, never strings, so a rule that needs to know what it emitted reads the tree (or the
 * value's shape, `values.ts`) instead of parsing text back. User code no rule claims is a `text`
 * node: the original, reproduced as written.
 */

import { joinRope } from '../core/rope.js';

export type Code =
  | { k: 'text'; text: string }
  | { k: 'id'; name: string }
  | { k: 'str'; value: string }
  | { k: 'num'; value: number }
  | { k: 'regex'; source: string; flags: string }
  | { k: 'member'; object: Code; name: string; optional?: boolean }
  | { k: 'index'; object: Code; index: Code }
  | { k: 'call'; callee: Code; args: Code[] }
  | { k: 'new'; callee: Code; args: Code[] }
  | { k: 'await'; expr: Code }
  | { k: 'not'; expr: Code }
  /** `void expr`: a promise deliberately not awaited (a dialog answered inside its handler). */
  | { k: 'void'; expr: Code }
  | { k: 'binary'; left: Code; op: string; right: Code }
  | { k: 'assign'; target: Code; value: Code }
  | { k: 'object'; entries: (readonly [string, Code] | { spread: Code })[] }
  | { k: 'array'; items: Code[] }
  | { k: 'arrow'; params: string[]; body: Code | Statement[]; async?: boolean }
  | { k: 'template'; parts: (string | Code)[] };

export type Statement =
  | { k: 'expr'; expr: Code }
  | { k: 'const' | 'let'; name: string; init?: Code; type?: string }
  | { k: 'return'; expr?: Code }
  /** `try { body } catch (param) { … } finally { … }`: a promise chain's `.catch`/`.finally`. */
  | {
      k: 'try';
      body: Statement[];
      catch?: { param?: string; body: Statement[] };
      finally?: Statement[];
    }
  /** `{ body }`: statements scoped so their names do not collide with the code around them. */
  | { k: 'block'; body: Statement[] }
  | { k: 'raw'; text: string };

/**
 * A class member the output adds to a page object: a getter (a locator read when used, after the
 * constructor stored the page) or the constructor that takes the page. `head` is what precedes the
 * member as written (comments, modifiers); `params` are printed as given (`readonly page: Page`).
 */
export type Member =
  | { k: 'getter'; head?: string; name: string; type?: string; body: Statement[] }
  | { k: 'constructor'; head?: string; params: string[]; body: Statement[] };

export const text = (t: string): Code => ({ k: 'text', text: t });
export const id = (name: string): Code => ({ k: 'id', name });
export const str = (value: string): Code => ({ k: 'str', value });
export const num = (value: number): Code => ({ k: 'num', value });
export const regex = (source: string, flags = ''): Code => ({ k: 'regex', source, flags });
export const member = (object: Code, name: string): Code => ({ k: 'member', object, name });
export const index = (object: Code, at: Code): Code => ({ k: 'index', object, index: at });
export const call = (callee: Code, ...args: Code[]): Code => ({ k: 'call', callee, args });
/** `object.method(args)`. */
export const method = (object: Code, name: string, ...args: Code[]): Code =>
  call(member(object, name), ...args);
export const awaited = (expr: Code): Code => ({ k: 'await', expr });
export const not = (expr: Code): Code => ({ k: 'not', expr });
export const voided = (expr: Code): Code => ({ k: 'void', expr });
export const binary = (left: Code, op: string, right: Code): Code => ({
  k: 'binary',
  left,
  op,
  right,
});
export const assign = (target: Code, value: Code): Code => ({ k: 'assign', target, value });
export const object = (entries: Record<string, Code | undefined>): Code => ({
  k: 'object',
  entries: Object.entries(entries).filter((e): e is [string, Code] => e[1] !== undefined),
});
export const array = (...items: Code[]): Code => ({ k: 'array', items });
export const arrow = (params: string[], body: Code | Statement[], isAsync = false): Code => ({
  k: 'arrow',
  params,
  body,
  async: isAsync,
});
export const template = (...parts: (string | Code)[]): Code => ({ k: 'template', parts });
export const exprStatement = (expr: Code): Statement => ({ k: 'expr', expr });

/**
 * Whether the code awaits anywhere in it: a value read through an `await` is read once, where it
 * is written, not each time the code is repeated, and a function returning it must be `async`.
 * Text awaits when it says `await` (a word inside one of its strings answers yes too: harmless).
 */
export function awaits(code: Code): boolean {
  switch (code.k) {
    case 'await':
      return true;
    case 'text':
      return /\bawait\b/.test(code.text);
    case 'member':
      return awaits(code.object);
    case 'index':
      return awaits(code.object) || awaits(code.index);
    case 'call':
    case 'new':
      return awaits(code.callee) || code.args.some(awaits);
    case 'not':
    case 'void':
      return awaits(code.expr);
    case 'binary':
      return awaits(code.left) || awaits(code.right);
    case 'assign':
      return awaits(code.target) || awaits(code.value);
    case 'object':
      return code.entries.some((e) => awaits('spread' in e ? e.spread : e[1]));
    case 'array':
      return code.items.some(awaits);
    case 'template':
      return code.parts.some((p) => typeof p !== 'string' && awaits(p));
    default:
      // an arrow's body runs later, not where the code is written
      return false;
  }
}

const quoteEscapes: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
};

/** A single-quoted string literal (one `replace`: every string of the output goes through it). */
export function quote(value: string): string {
  return `'${value.replace(/[\\'\n\r]/g, (ch) => quoteEscapes[ch] as string)}'`;
}

/** Identifier-like names print bare as object keys; others are quoted. */
const bareKey = /^[A-Za-z_$][\w$]*$/;

/** Whether printing `code` as the object of a member access or a call needs parentheses. */
function needsParens(code: Code): boolean {
  if (code.k === 'text') return !isPrimaryText(code.text);
  return (
    code.k === 'await' ||
    code.k === 'not' ||
    code.k === 'void' ||
    code.k === 'binary' ||
    code.k === 'assign' ||
    code.k === 'arrow' ||
    code.k === 'new' ||
    code.k === 'object'
  );
}

/** `[\w$]` by character code. */
function isIdentifierCode(c: number): boolean {
  return (
    (c >= 97 && c <= 122) || // a-z
    (c >= 65 && c <= 90) || // A-Z
    (c >= 48 && c <= 57) || // 0-9
    c === 95 || // _
    c === 36 // $
  );
}

/** `/\s/` by character code, with the regular expression only past ASCII. */
function isSpaceCode(c: number, source: string, at: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return /\s/.test(source[at] as string);
}

/** The characters after which `/` starts a regular expression: `(,=:[!&|?{};+-*%<>~^`. */
const beforeRegex = new Set([...'(,=:[!&|?{};+-*%<>~^'].map((ch) => ch.charCodeAt(0)));
const NONE = -1;
const BACKTICK = 96;

/**
 * Whether source text is a name, member access or call chain (`a.b(x)[0].c()`) and so binds as
 * tightly as a member access: nothing outside its brackets but names and dots. One pass over
 * character codes (it runs on every operand printed); strings, templates and regular expressions
 * are skipped so the brackets inside them do not count. Whatever it cannot tell (a comment, an
 * unbalanced bracket) answers no, and the printer adds parentheses.
 */
export function isPrimaryText(source: string): boolean {
  const first = source.charCodeAt(0);
  if (!(isIdentifierCode(first) && !(first >= 48 && first <= 57))) return false;
  /** The closing character each open bracket (or template) waits for. */
  const stack: number[] = [];
  /** The last significant character in code, to tell a regular expression from a division. */
  let previous = NONE;
  const length = source.length;
  for (let i = 0; i < length; i++) {
    const c = source.charCodeAt(i);
    const top = stack.length === 0 ? NONE : (stack[stack.length - 1] as number);
    if (top === BACKTICK) {
      if (c === 92)
        i++; // \
      else if (c === BACKTICK) stack.pop();
      else if (c === 36 && source.charCodeAt(i + 1) === 123) {
        // ${
        stack.push(125);
        i++;
      }
      continue;
    }
    if (top === NONE) {
      // outside brackets: only a chain's own characters
      if (isIdentifierCode(c) || c === 46 || (c === 63 && source.charCodeAt(i + 1) === 46)) {
        previous = c;
        continue;
      }
      if (c !== 40 && c !== 91) return false; // ( [
    }
    if (c === 39 || c === 34) {
      // ' "
      let j = i + 1;
      while (j < length && source.charCodeAt(j) !== c) j += source.charCodeAt(j) === 92 ? 2 : 1;
      if (j >= length) return false;
      i = j;
      previous = c;
    } else if (c === BACKTICK) {
      stack.push(BACKTICK);
    } else if (c === 47) {
      // /
      const next = source.charCodeAt(i + 1);
      if (next === 47 || next === 42) return false; // a comment
      if (previous === NONE || beforeRegex.has(previous)) {
        let j = i + 1;
        let inClass = false;
        for (; j < length; j++) {
          const d = source.charCodeAt(j);
          if (d === 92) j++;
          else if (d === 91) inClass = true;
          else if (d === 93) inClass = false;
          else if (d === 47 && !inClass) break;
          else if (d === 10) return false;
        }
        if (j >= length) return false;
        i = j;
        previous = 120; // an operand: `/` after it divides
      } else previous = c;
    } else if (c === 40) {
      stack.push(41);
      previous = c;
    } else if (c === 91) {
      stack.push(93);
      previous = c;
    } else if (c === 123) {
      stack.push(125);
      previous = c;
    } else if (c === 41 || c === 93 || c === 125) {
      if (stack.pop() !== c) return false;
      previous = c;
    } else if (!isSpaceCode(c, source, i)) previous = c;
  }
  return stack.length === 0;
}

function operand(code: Code): string {
  const printed = print(code);
  return needsParens(code) ? `(${printed})` : printed;
}

export function print(code: Code): string {
  switch (code.k) {
    case 'text':
      return code.text;
    case 'id':
      return code.name;
    case 'str':
      return quote(code.value);
    case 'num':
      return String(code.value);
    case 'regex':
      return `/${code.source}/${code.flags}`;
    case 'member':
      return `${operand(code.object)}${code.optional ? '?.' : '.'}${code.name}`;
    case 'index':
      return `${operand(code.object)}[${print(code.index)}]`;
    case 'call':
      return `${operand(code.callee)}(${code.args.map(print).join(', ')})`;
    case 'new':
      return `new ${operand(code.callee)}(${code.args.map(print).join(', ')})`;
    case 'await':
      return `await ${operand(code.expr)}`;
    case 'not':
      return `!${operand(code.expr)}`;
    case 'void':
      return `void ${operand(code.expr)}`;
    case 'binary':
      return `${operand(code.left)} ${code.op} ${operand(code.right)}`;
    case 'assign':
      return `${print(code.target)} = ${print(code.value)}`;
    case 'object':
      return code.entries.length === 0
        ? '{}'
        : `{ ${code.entries
            .map((e) =>
              'spread' in e
                ? `...${print(e.spread)}`
                : `${bareKey.test(e[0]) ? e[0] : quote(e[0])}: ${print(e[1])}`,
            )
            .join(', ')} }`;
    case 'array':
      return `[${code.items.map(print).join(', ')}]`;
    case 'arrow': {
      const head = `${code.async ? 'async ' : ''}(${code.params.join(', ')}) =>`;
      if (!Array.isArray(code.body))
        return `${head} ${code.body.k === 'object' ? `(${print(code.body)})` : print(code.body)}`;
      return `${head} ${braces(code.body)}`;
    }
    case 'template':
      return `\`${code.parts
        .map((p) =>
          typeof p === 'string' ? p.replace(/[`\\]|\$\{/g, (m) => `\\${m}`) : `\${${print(p)}}`,
        )
        .join('')}\``;
  }
}

export function printStatement(statement: Statement): string {
  switch (statement.k) {
    case 'expr':
      return `${print(statement.expr)};`;
    case 'const':
    case 'let':
      return `${statement.k} ${statement.name}${statement.type ? `: ${statement.type}` : ''}${statement.init ? ` = ${print(statement.init)}` : ''};`;
    case 'return':
      return statement.expr ? `return ${print(statement.expr)};` : 'return;';
    case 'try':
      return `try ${braces(statement.body)}${statement.catch ? ` catch${statement.catch.param ? ` (${statement.catch.param})` : ''} ${braces(statement.catch.body)}` : ''}${statement.finally ? ` finally ${braces(statement.finally)}` : ''}`;
    case 'block':
      return braces(statement.body);
    case 'raw':
      return statement.text;
  }
}

/**
 * Statements one a line, joined as a rope: a nested body (a callback in a callback) is printed
 * inside every level above it, and a flat join would copy it again at each: quadratic in depth.
 */
function lines(body: readonly Statement[]): string {
  return joinRope(body.map(printStatement), '\n');
}

function braces(body: readonly Statement[]): string {
  return `{\n${lines(body)}\n}`;
}

function block(body: Statement[]): string {
  return body.length ? braces(body) : '{}';
}

export function printMember(m: Member): string {
  const head = m.head ?? '';
  return m.k === 'getter'
    ? `${head}get ${m.name}()${m.type ? `: ${m.type}` : ''} ${block(m.body)}`
    : `${head}constructor(${m.params.join(', ')}) ${block(m.body)}`;
}
