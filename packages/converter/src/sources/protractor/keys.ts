/**
 * `protractor.Key` (selenium-webdriver's `Key`) names and their Playwright key names, and
 * `Key.chord(…)` combinations.
 */
import type ts from 'typescript';
import type { RuleContext } from './context.js';
import { out, type Out } from './kinds.js';

export const keyTable: Record<string, string> = {
  NULL: '',
  CANCEL: 'Cancel',
  HELP: 'Help',
  BACK_SPACE: 'Backspace',
  TAB: 'Tab',
  CLEAR: 'Clear',
  RETURN: 'Enter',
  ENTER: 'Enter',
  SHIFT: 'Shift',
  CONTROL: 'Control',
  ALT: 'Alt',
  PAUSE: 'Pause',
  ESCAPE: 'Escape',
  SPACE: ' ',
  PAGE_UP: 'PageUp',
  PAGE_DOWN: 'PageDown',
  END: 'End',
  HOME: 'Home',
  LEFT: 'ArrowLeft',
  ARROW_LEFT: 'ArrowLeft',
  UP: 'ArrowUp',
  ARROW_UP: 'ArrowUp',
  RIGHT: 'ArrowRight',
  ARROW_RIGHT: 'ArrowRight',
  DOWN: 'ArrowDown',
  ARROW_DOWN: 'ArrowDown',
  INSERT: 'Insert',
  DELETE: 'Delete',
  SEMICOLON: ';',
  EQUALS: '=',
  NUMPAD0: 'Numpad0',
  NUMPAD1: 'Numpad1',
  NUMPAD2: 'Numpad2',
  NUMPAD3: 'Numpad3',
  NUMPAD4: 'Numpad4',
  NUMPAD5: 'Numpad5',
  NUMPAD6: 'Numpad6',
  NUMPAD7: 'Numpad7',
  NUMPAD8: 'Numpad8',
  NUMPAD9: 'Numpad9',
  MULTIPLY: 'NumpadMultiply',
  ADD: 'NumpadAdd',
  SEPARATOR: 'NumpadDecimal',
  SUBTRACT: 'NumpadSubtract',
  DECIMAL: 'NumpadDecimal',
  DIVIDE: 'NumpadDivide',
  F1: 'F1',
  F2: 'F2',
  F3: 'F3',
  F4: 'F4',
  F5: 'F5',
  F6: 'F6',
  F7: 'F7',
  F8: 'F8',
  F9: 'F9',
  F10: 'F10',
  F11: 'F11',
  F12: 'F12',
  COMMAND: 'Meta',
  META: 'Meta',
};

export const modifierKeys = new Set(['Shift', 'Control', 'Alt', 'Meta']);

/** `Key.ENTER` → the key kind. */
export function keyProperty(
  node: ts.PropertyAccessExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'global' || receiver.kind.name !== 'Key') return undefined;
  const key = keyTable[name];
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
      cx.todo(node, 'actions/send-keys-modifiers', cx.original(node));
      return out(cx.original(node));
    }
  }
  const combo = parts.join('+');
  return out(`'${combo}'`, { type: 'key', name: combo });
}
