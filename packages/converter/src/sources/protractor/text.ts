/**
 * Small helpers that build pieces of generated code (string and regular-expression literals) from
 * values, and read literal values back from the input's syntax tree.
 */
import ts from 'typescript';
import { substringRegex as substringRegexCode } from '../../playwright/assertions.js';
import { print } from '../../playwright/code.js';

/** A single-quoted JavaScript string literal. */
export function quote(value: string): string {
  return `'${value
    .split('\\')
    .join('\\\\')
    .split("'")
    .join("\\'")
    .split('\n')
    .join('\\n')
    .split('\r')
    .join('\\r')}'`;
}

/** The value of a string literal or a substitution-free template, if `node` is one. */
export function stringValue(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return stringValue(node.expression);
  return undefined;
}

export function numberValue(node: ts.Node | undefined): number | undefined {
  if (!node) return undefined;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  ) {
    return -Number(node.operand.text);
  }
  return undefined;
}

/**
 * A regular-expression literal matching `value` as a substring: the output layer's (the empty
 * string becomes `/(?:)/`, never the comment `//`).
 */
export function substringRegex(value: string): string {
  return print(substringRegexCode(value));
}

/** A regular-expression literal matching exactly `value`. */
export function exactRegex(value: string): string {
  return value === '' ? '/^$/' : `/^${substringRegex(value).slice(1, -1)}$/`;
}

/** A JavaScript expression that is the emitted text of a template with one interpolated part. */
export function template(prefix: string, expression: string, suffix = ''): string {
  const escape = (s: string) =>
    s.split('\\').join('\\\\').split('`').join('\\`').split('${').join('\\${');
  return `\`${escape(prefix)}\${${expression}}${escape(suffix)}\``;
}

/**
 * Whether generated expression text awaits outside any nested function, so a callback that returns
 * it must be `async` (e.g. the function given to `expect.poll`).
 */
export function awaitsAtTopLevel(expression: string): boolean {
  if (!expression.includes('await')) return false;
  const sf = ts.createSourceFile('poll.ts', `async () => (${expression});`, ts.ScriptTarget.Latest);
  const statement = sf.statements[0];
  if (!statement || !ts.isExpressionStatement(statement)) return false;
  const arrow = statement.expression;
  if (!ts.isArrowFunction(arrow)) return false;
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isAwaitExpression(node)) {
      found = true;
      return;
    }
    if (ts.isFunctionLike(node)) return;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(arrow.body, visit);
  return found;
}

/**
 * `() => expression`, made `async` when the expression awaits; an immediately called
 * parameterless function (`(async () => x)()`) is handed over as the function itself.
 */
export function thunk(expression: string): string {
  const sf = ts.createSourceFile('thunk.ts', `(${expression});`, ts.ScriptTarget.Latest);
  const statement = sf.statements[0];
  let e: ts.Expression | undefined =
    statement && ts.isExpressionStatement(statement) ? statement.expression : undefined;
  while (e && ts.isParenthesizedExpression(e)) e = e.expression;
  if (e && ts.isCallExpression(e) && e.arguments.length === 0) {
    let callee: ts.Expression = e.expression;
    while (ts.isParenthesizedExpression(callee)) callee = callee.expression;
    if (ts.isArrowFunction(callee) && callee.parameters.length === 0) return callee.getText(sf);
    if (ts.isIdentifier(callee)) return callee.text;
  }
  return `${awaitsAtTopLevel(expression) ? 'async ' : ''}() => ${expression}`;
}
