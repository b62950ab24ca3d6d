/**
 * `protractor.Key` (selenium-webdriver's `Key`) constants, named by the shared table
 * (`webdriver/keys.ts`), and `Key.chord(…)` combinations.
 */
import type ts from 'typescript';
import type { RuleContext } from './context.js';
import { keyNames } from '../../webdriver/keys.js';
import { out, type Out } from './kinds.js';

/** `Key.ENTER` → the key kind. */
export function keyProperty(
  node: ts.PropertyAccessExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'global' || receiver.kind.name !== 'Key') return undefined;
  const key = keyNames[name];
  if (key === undefined) return undefined;
  void cx;
  void node;
  return out(`'${key}'`, { type: 'key', name: key });
}

/** `Key.chord(Key.CONTROL, 'a')` → `Control+a`. */
export function keyChord(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'global' || receiver.kind.name !== 'Key' || name !== 'chord')
    return undefined;
  const parts: string[] = [];
  for (const arg of node.arguments) {
    const a = cx.expr(arg);
    if (a.kind.type === 'key') {
      if (a.kind.name) parts.push(a.kind.name);
    } else if ((arg as ts.StringLiteral).text !== undefined && a.text.startsWith("'")) {
      parts.push(...[...(arg as ts.StringLiteral).text]);
    } else {
      cx.todo(node, 'protractor/actions/send-keys-modifiers', cx.original(node));
      return out(cx.original(node));
    }
  }
  const combo = parts.join('+');
  return out(`'${combo}'`, { type: 'key', name: combo });
}
