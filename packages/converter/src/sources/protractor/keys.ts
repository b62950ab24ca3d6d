/**
 * `protractor.Key` (selenium-webdriver's `Key`) constants, named by the shared table
 * (`webdriver/keys.ts`), and `Key.chord(…)` combinations.
 */
import type ts from 'typescript';
import type { RuleContext } from './context.js';
import { keyNames, type KeyInput } from '../../webdriver/keys.js';
import { stringValue } from './text.js';
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
  return out(`'${key}'`, { type: 'key', name: key, input: { t: 'key', name } });
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
  const inputs: KeyInput[] = [];
  for (const arg of node.arguments) {
    const a = cx.expr(arg);
    const literal = stringValue(arg);
    if (a.kind.type === 'key') {
      if (a.kind.name) parts.push(a.kind.name);
      inputs.push(a.kind.input);
    } else if (literal !== undefined) {
      parts.push(...literal);
      inputs.push({ t: 'text', value: literal });
    } else {
      cx.todo(node, 'protractor/actions/send-keys-modifiers', cx.original(node));
      return out(cx.original(node));
    }
  }
  const combo = parts.join('+');
  return out(`'${combo}'`, { type: 'key', name: combo, input: { t: 'chord', parts: inputs } });
}
