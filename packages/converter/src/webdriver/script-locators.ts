/**
 * A script locator (`By.js(fn)`, `By.js('return …')`) whose script is a plain DOM query chain —
 * `document.querySelector('#a').shadowRoot.querySelector('.b')`, `getElementById('x')` — is a
 * CSS selector: Playwright's CSS pierces open shadow roots, which `.shadowRoot` stepped into.
 * Anything else in the script (a filter, a loop, arguments) is not a locator Playwright can say.
 */
import ts from 'typescript';
import { isCssIdentifier } from './locators.js';

/** The CSS selector a script locator's argument says, or undefined. */
export function scriptAsCss(script: ts.Expression | undefined): string | undefined {
  if (!script) return undefined;
  if (ts.isStringLiteral(script) || ts.isNoSubstitutionTemplateLiteral(script)) {
    // WebDriver runs a string script as a function body.
    const sf = ts.createSourceFile('script.js', `(function () {${script.text}\n})`, 99, true);
    const [statement] = sf.statements;
    const fn =
      statement &&
      ts.isExpressionStatement(statement) &&
      ts.isParenthesizedExpression(statement.expression)
        ? statement.expression.expression
        : undefined;
    return fn && ts.isFunctionExpression(fn) ? functionAsCss(fn) : undefined;
  }
  return ts.isFunctionExpression(script) || ts.isArrowFunction(script)
    ? functionAsCss(script)
    : undefined;
}

function functionAsCss(fn: ts.FunctionExpression | ts.ArrowFunction): string | undefined {
  if (fn.parameters.length) return undefined;
  let body: ts.Expression | undefined;
  if (ts.isBlock(fn.body)) {
    const only = fn.body.statements.length === 1 ? fn.body.statements[0] : undefined;
    body = only && ts.isReturnStatement(only) ? only.expression : undefined;
  } else body = fn.body;
  const parts: string[] = [];
  return chain(body, parts) && parts.length ? parts.join(' ') : undefined;
}

function chain(e: ts.Expression | undefined, parts: string[]): boolean {
  if (!e) return false;
  while (ts.isParenthesizedExpression(e)) e = e.expression;
  if (ts.isIdentifier(e)) return e.text === 'document';
  if (ts.isPropertyAccessExpression(e) && e.name.text === 'shadowRoot')
    return chain(e.expression, parts);
  if (!ts.isCallExpression(e) || !ts.isPropertyAccessExpression(e.expression)) return false;
  const [arg] = e.arguments;
  if (e.arguments.length !== 1 || !arg) return false;
  if (!(ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))) return false;
  if (!chain(e.expression.expression, parts)) return false;
  const method = e.expression.name.text;
  if (method === 'querySelector' || method === 'querySelectorAll') parts.push(arg.text);
  else if (method === 'getElementById' && isCssIdentifier(arg.text)) parts.push(`#${arg.text}`);
  else return false;
  return true;
}
