/**
 * One entry of the `browser` table: a method path below `browser` (`manage().window().setSize`)
 * and how it is emitted, with the small helpers entries share.
 */
import type ts from 'typescript';
import { print, text } from '../../../playwright/code.js';
import { driverCommands } from '../../../webdriver/driver.js';
import type { RuleContext } from '../context.js';
import { out, statements, unknown, value, type Kind, type Out } from '../kinds.js';

/** `page` is a getter: asking for the page can move describe-level code into a hook, so only entries that use it ask. */
export type BrowserEmit = (
  node: ts.CallExpression,
  cx: RuleContext,
  page: () => string,
) => Out | undefined;

export interface BrowserEntry {
  /** Method path below `browser`, e.g. `navigate().back`. */
  from: string;
  to: BrowserEmit;
}

export const promise = (of: Kind = unknown): Kind => ({ type: 'promise', of });

export const removed = (): Out => out('', statements);

export function arg(node: ts.CallExpression, cx: RuleContext, i = 0): string {
  const a = node.arguments[i];
  return a ? cx.emit(a) : 'undefined';
}

export function todo(
  node: ts.CallExpression,
  cx: RuleContext,
  code: Parameters<RuleContext['todo']>[1],
  detail?: string,
): Out {
  cx.todo(node, code, detail);
  return out(cx.original(node));
}

export function readKind(method: string, target: string, of: Kind = value): Kind {
  return { type: 'promise', of, read: { method, target, args: [], argNodes: [] } };
}

/**
 * A driver command of the shared table (`webdriver/driver.ts`: the same command in Selenium) on
 * `page`, with the arguments as emitted, printed as a promise to await.
 */
export function driverCall(path: string, page: string, args: string[] = []): Out {
  const command = driverCommands[path];
  if (command?.kind !== 'call') throw new Error(`not a driver call: ${path}`);
  return out(print(command.to(text(page), args.map(text))), promise());
}
