/**
 * One entry of the ElementFinder table: the element a method is called on (its locator, whether
 * the first match applies) and how the call is emitted, with the helpers entries share.
 */
import type ts from 'typescript';
import { type Kind, type Out, type Read, out, value } from './kinds.js';
import { type RuleContext } from './context.js';
import { print, type Code } from '../../playwright/code.js';

export interface Target {
  /** The locator, first match applied. */
  loc: string;
  /** The locator matching all (for counts and presence). */
  list: string;
  leaf?: boolean;
  options?: boolean;
  /** It finds `<input type="file">`s (from the locator's own facts, never its printed text). */
  fileInput?: boolean;
}

export type Emit = (target: Target, node: ts.CallExpression, cx: RuleContext) => Out | undefined;

export interface MethodEntry {
  from: string;
  to: Emit;
}

export function read(
  method: string,
  target: Target,
  node: ts.CallExpression,
  cx: RuleContext,
  text: string | Code,
  of: Kind = value,
  map?: (a: string) => string,
): Out {
  const args = node.arguments.map((a) => cx.emit(a));
  const r: Read = { method, target: target.loc, list: target.list, args, argNodes: node.arguments };
  if (target.leaf) r.leaf = true;
  const printed = typeof text === 'string' ? text : print(text);
  return out(
    printed,
    map ? { type: 'promise', of, read: r, map } : { type: 'promise', of, read: r },
  );
}

export function arg(node: ts.CallExpression, cx: RuleContext, i = 0): string {
  const a = node.arguments[i];
  return a ? cx.emit(a) : "''";
}
