/**
 * Values as TypeScript: a translated expression written out (a read awaited, a `By` as its
 * selector string), and the small text helpers rules share.
 */
import { reads } from '../../webdriver/elements.js';
import { print, text } from '../../playwright/code.js';
import { Unconvertible, type Val } from './context.js';
import type { JNode } from './parser.js';

export function js(code: string, type?: string): Val {
  return type ? { t: 'js', code, type } : { t: 'js', code };
}

/** An awaited call as a value (`await this.page.title()`). */
export function awaitedJs(code: string, type?: string): Val {
  return { t: 'js', code: `await ${code}`, awaited: true, ...(type ? { type } : {}) };
}

/** Code that is safe as a receiver or operand: `(await x)`, `(a + b)`. */
export function paren(code: string): string {
  return /^[\w$.[\]'"`]+(\([^()]*\))?$/.test(code) && !code.startsWith('await ')
    ? code
    : `(${code})`;
}

/** A read as an expression: awaited unless Playwright answers it synchronously (`page.url()`). */
export function readCode(v: Extract<Val, { t: 'read' }>): string {
  const form = reads[v.kind];
  const call = print(
    form.read(
      text(v.target),
      v.args.map((a) => text(a)),
    ),
  );
  // Java's `getAttribute` is a String that may be null, used as a String: TypeScript is told so.
  if (v.kind === 'attribute') return `(await ${call})!`;
  return form.sync ? call : `await ${call}`;
}

export function materialize(v: Val, node: JNode): string {
  switch (v.t) {
    case 'js':
    case 'page':
    case 'loc':
    case 'locs':
    case 'select':
    case 'soft':
      return v.code;
    case 'read':
      return readCode(v);
    case 'by':
      return print(v.form.selector);
    case 'alert':
      if (v.dialog) return v.dialog;
      break;
    default:
      break;
  }
  throw new Unconvertible(node, 'selenium-java/unsupported-command', `a ${v.t} used as a value`);
}

/** The Java literal as TypeScript (`10L` → `10`, `1.5f` → `1.5`, `'a'` → `'a'`). */
export function numberLiteral(textValue: string): string {
  return textValue.replace(/[lLfFdD]$/, '').replace(/^0+(?=\d)/, '');
}
