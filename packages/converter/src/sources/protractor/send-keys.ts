/**
 * `sendKeys`: typed text appends key by key as WebDriver does (`pressSequentially`), keys and
 * chords are pressed with their modifiers held, `clear()` then `sendKeys(x)` is `fill(x)`, and a
 * path sent to a file input uploads it.
 */
import ts from 'typescript';
import { type Out, out, promiseOf, statements, unknown } from './kinds.js';
import { type RuleContext } from './context.js';
import { typeKeys, type KeyInput } from '../../webdriver/keys.js';
import { method, print, quote, str, text, type Code } from '../../playwright/code.js';
import { stringValue } from './text.js';
import { type Target, arg } from './finder-entry.js';

/**
 * A `sendKeys` argument as the string Playwright requires: WebDriver stringifies what it is given
 * (`sendKeys(4)` types "4"), so a number literal becomes its string and any value not known to
 * be a string goes through `String(…)`.
 */
export function typedText(a: ts.Expression, o: Out, cx: RuleContext): string {
  if (ts.isNumericLiteral(a)) return `'${String(Number(a.text))}'`;
  const text = cx.settle(o, a);
  const kind = o.kind.type === 'promise' ? o.kind.of : o.kind;
  if (
    ts.isStringLiteralLike(a) ||
    ts.isTemplateExpression(a) ||
    // 'rush ' + n
    (ts.isBinaryExpression(a) &&
      a.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      (ts.isStringLiteralLike(a.left) || ts.isStringLiteralLike(a.right))) ||
    (kind.type === 'value' && kind.of === 'string') ||
    declaredAsString(a, cx)
  )
    return text;
  return `String(${text})`;
}

/** An identifier or property whose declaration says `: string` (TypeScript sources). */
export function declaredAsString(a: ts.Expression, cx: RuleContext): boolean {
  if (!ts.isIdentifier(a) && !ts.isPropertyAccessExpression(a)) return false;
  const decl = cx.declarationOf(ts.isPropertyAccessExpression(a) ? a.name : a);
  const type =
    decl &&
    (ts.isParameter(decl) || ts.isVariableDeclaration(decl) || ts.isPropertyDeclaration(decl))
      ? decl.type
      : undefined;
  return type?.kind === ts.SyntaxKind.StringKeyword;
}

/**
 * `sendKeys(…)`: text is typed with `pressSequentially` (WebDriver appends at the end of the
 * field), special keys are pressed, a modifier followed by one character is a chord, a file input
 * gets `setInputFiles`. After `clear()` the text is `fill`ed instead.
 */
export function sendKeys(
  t: Target,
  node: ts.CallExpression,
  cx: RuleContext,
  afterClear: boolean,
): Out {
  if (t.fileInput && node.arguments.length === 1) {
    return out(`${t.loc}.setInputFiles(${arg(node, cx)})`, promiseOf(unknown));
  }
  const inputs = keyInputs(node.arguments, cx);
  const calls = typeKeys(text(t.loc), inputs, { cleared: false, typeMethod: 'pressSequentially' });
  if (!calls) {
    cx.todo(node, 'protractor/actions/send-keys-modifiers');
    return out(cx.original(node));
  }
  if (afterClear) {
    // clear() then text is one fill; clear() then keys empties the field first.
    const head = calls[0];
    if (head && calledMethod(head) === 'pressSequentially' && head.k === 'call')
      calls[0] = method(text(t.loc), 'fill', ...head.args);
    else calls.unshift(method(text(t.loc), 'fill', str('')));
  }
  if (calls.length === 0) return out(`${t.loc}.focus()`, promiseOf(unknown));
  if (calls.length === 1) return out(print(calls[0] as Code), promiseOf(unknown));
  return out(calls.map((c) => `${cx.awaitText(print(c))};`).join('\n'), statements);
}

/** The name of the method `code` calls, if it is a method call. */
function calledMethod(code: Code): string | undefined {
  return code.k === 'call' && code.callee.k === 'member' ? code.callee.name : undefined;
}

/**
 * `sendKeys` arguments as the shared table's key inputs: keys and chords as they are, literal
 * text as text, anything else typed as its string; neighbouring texts are one (`a + b`).
 */
export function keyInputs(
  args: readonly ts.Expression[],
  cx: RuleContext,
  emitted?: readonly Out[],
): KeyInput[] {
  const inputs: KeyInput[] = [];
  let pending: { literal?: string; code: string }[] = [];
  const flush = (): void => {
    if (pending.length === 0) return;
    const literals = pending.map((p) => p.literal);
    if (literals.every((l): l is string => l !== undefined))
      inputs.push({ t: 'text', value: literals.join('') });
    else inputs.push({ t: 'dynamic', code: text(pending.map((p) => p.code).join(' + ')) });
    pending = [];
  };
  args.forEach((a, i) => {
    const o = emitted?.[i] ?? cx.expr(a);
    if (o.kind.type === 'key') {
      flush();
      inputs.push(o.kind.input);
      return;
    }
    const literal = ts.isNumericLiteral(a) ? String(Number(a.text)) : stringValue(a);
    pending.push({ literal, code: literal !== undefined ? quote(literal) : typedText(a, o, cx) });
  });
  flush();
  return inputs;
}

/**
 * Statement rule: `el.clear();` followed by `el.sendKeys(text);` on the same element is one
 * `fill(text)`.
 */
export function clearThenSendKeys(
  list: readonly ts.Statement[],
  index: number,
  cx: RuleContext,
): { text: string; consumed: number } | undefined {
  const a = list[index];
  const b = list[index + 1];
  if (!a || !b) return undefined;
  const first = actionCall(a, 'clear');
  const second = actionCall(b, 'sendKeys');
  if (!first || !second) return undefined;
  const receiverA = (first.expression as ts.PropertyAccessExpression).expression;
  const receiverB = (second.expression as ts.PropertyAccessExpression).expression;
  if (cx.original(receiverA) !== cx.original(receiverB)) return undefined;
  const receiver = cx.expr(receiverB);
  if (receiver.kind.type !== 'finder') return undefined;
  const target: Target = {
    loc: receiver.kind.first ? `${receiver.text}.first()` : receiver.text,
    list: receiver.text,
    ...(receiver.kind.fileInput ? { fileInput: true } : {}),
  };
  const result = sendKeys(target, second, cx, true);
  const text = result.kind.type === 'statements' ? result.text : `${cx.awaitText(result.text)};`;
  return { text, consumed: 2 };
}

export function actionCall(statement: ts.Statement, method: string): ts.CallExpression | undefined {
  if (!ts.isExpressionStatement(statement)) return undefined;
  let e = statement.expression;
  if (ts.isAwaitExpression(e)) e = e.expression;
  if (!ts.isCallExpression(e) || !ts.isPropertyAccessExpression(e.expression)) return undefined;
  return e.expression.name.text === method ? e : undefined;
}
