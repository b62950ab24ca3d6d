/**
 * Literal values read from the input's syntax tree, and the output layer's literals (strings,
 * regular expressions, templates) printed for rules that still splice text.
 */
import ts from 'typescript';
import {
  exactRegex as exactRegexCode,
  substringRegex as substringRegexCode,
} from '../../playwright/assertions.js';
import { print, str, template as templateCode, text } from '../../playwright/code.js';

/** A single-quoted JavaScript string literal (the output layer's). */
export function quote(value: string): string {
  return print(str(value));
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
  return print(exactRegexCode(value));
}

/** A template literal with one interpolated expression (already emitted). */
export function template(prefix: string, expression: string, suffix = ''): string {
  return print(templateCode(prefix, text(expression), suffix));
}
