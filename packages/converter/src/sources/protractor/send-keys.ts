/**
 * `sendKeys`: typed text appends key by key as WebDriver does (`pressSequentially`), keys and
 * chords are pressed with their modifiers held, `clear()` then `sendKeys(x)` is `fill(x)`, and a
 * path sent to a file input uploads it.
 */
import ts from 'typescript';
import { type Out, out, promiseOf, statements, unknown } from './kinds.js';
import { type RuleContext } from './context.js';
import { modifierKeys } from '../../webdriver/keys.js';
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
  const isFileInput =
    t.loc.includes('type="file"') ||
    t.loc.includes("type='file'") ||
    t.loc.includes('type=file') ||
    t.loc.includes('type=\\"file\\"');
  if (isFileInput && node.arguments.length === 1) {
    return out(`${t.loc}.setInputFiles(${arg(node, cx)})`, promiseOf(unknown));
  }
  const ops: string[] = [];
  let pendingText: string[] = [];
  let heldModifier: string | undefined;
  let first = true;
  const flushText = (): void => {
    if (pendingText.length === 0) return;
    const text = pendingText.length === 1 ? (pendingText[0] as string) : pendingText.join(' + ');
    ops.push(
      afterClear && first ? `${t.loc}.fill(${text})` : `${t.loc}.pressSequentially(${text})`,
    );
    first = false;
    pendingText = [];
  };
  for (const a of node.arguments) {
    const o = cx.expr(a);
    if (o.kind.type === 'key') {
      const name = o.kind.name;
      if (name === '') {
        heldModifier = undefined;
        continue;
      }
      if (modifierKeys.has(name)) {
        flushText();
        heldModifier = name;
        continue;
      }
      flushText();
      ops.push(
        `${t.loc}.press(${JSON.stringify(heldModifier ? `${heldModifier}+${name}` : name)
          .split('"')
          .join("'")})`,
      );
      first = false;
      continue;
    }
    if (heldModifier) {
      const literal = stringValue(a);
      if (literal !== undefined && literal.length === 1) {
        ops.push(`${t.loc}.press('${heldModifier}+${literal === "'" ? "\\'" : literal}')`);
        first = false;
        continue;
      }
      cx.todo(node, 'protractor/actions/send-keys-modifiers');
      return out(cx.original(node));
    }
    pendingText.push(typedText(a, o, cx));
  }
  flushText();
  if (heldModifier) {
    // A modifier alone: pressed and released.
    ops.push(`${t.loc}.press('${heldModifier}')`);
  }
  if (afterClear && ops.length > 0 && !(ops[0] as string).includes('.fill('))
    ops.unshift(`${t.loc}.fill('')`);
  if (ops.length === 0)
    return out(afterClear ? `${t.loc}.fill('')` : `${t.loc}.focus()`, promiseOf(unknown));
  if (ops.length === 1) return out(ops[0] as string, promiseOf(unknown));
  return out(ops.map((op) => `${cx.awaitText(op)};`).join('\n'), statements);
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
