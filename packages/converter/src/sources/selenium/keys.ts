/** `Key.ENTER`, `Key.chord(Key.CONTROL, 'a')` and `sendKeys` arguments as key inputs. */
import ts from 'typescript';
import { str, text } from '../../playwright/code.js';
import { value, type Value } from '../../playwright/values.js';
import { keyNames, type KeyInput } from '../../webdriver/keys.js';
import type { RuleContext } from './context.js';

export function keyValue(name: string, chord?: ts.CallExpression, cx?: RuleContext): Value {
  if (chord && cx) {
    const parts = chord.arguments.map((a) => keyInput(a, cx));
    return value(text(cx.original(chord)), {
      t: 'source',
      what: 'key',
      data: { t: 'chord', parts } satisfies KeyInput,
    });
  }
  const key = keyNames[name];
  // A key used as a plain value (compared, concatenated) is its Playwright name.
  return value(str(key ?? name), {
    t: 'source',
    what: 'key',
    data: { t: 'key', name } satisfies KeyInput,
  });
}

/**
 * A `sendKeys` argument as key inputs: `'abc' + Key.ENTER` is the text then the key (a key is a
 * character in WebDriver, so concatenation types it).
 */
export function keyInputs(node: ts.Expression, cx: RuleContext): KeyInput[] {
  if (ts.isParenthesizedExpression(node)) return keyInputs(node.expression, cx);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const parts = [...keyInputs(node.left, cx), ...keyInputs(node.right, cx)];
    // only when a key is in it: `a + b` of two strings stays one value
    if (parts.some((p) => p.t === 'key' || p.t === 'chord')) return parts;
  }
  return [keyInput(node, cx)];
}

export function keyInput(node: ts.Expression, cx: RuleContext): KeyInput {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return { t: 'text', value: node.text };
  const v = cx.expr(node);
  if (v.shape.t === 'source' && v.shape.what === 'key') return v.shape.data as KeyInput;
  return { t: 'dynamic', code: cx.settle(node) };
}
