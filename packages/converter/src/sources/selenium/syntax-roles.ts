/**
 * What a node is to the emitter: a function (made async where it now awaits), a statement
 * container, an expression emitted with a shape; and Selenium's type names as Playwright's.
 */
import ts from 'typescript';
import type { Output } from '../../playwright/output.js';
import { bindingOf } from './bindings.js';
import type { Facts } from './analysis.js';
import { isSeleniumModule } from './names.js';

/** Selenium's types as Playwright's: a `WebElement` is a `Locator`, a `WebDriver` a `Page`. */
export function seleniumType(
  node: ts.TypeReferenceNode,
  cx: { facts: Facts; out: Output },
): string | undefined {
  const name = ts.isIdentifier(node.typeName) ? node.typeName : node.typeName.right;
  const base = ts.isIdentifier(node.typeName) ? node.typeName : node.typeName.left;
  if (!ts.isIdentifier(base)) return undefined;
  const binding = bindingOf(cx.facts.checker, base);
  const exported = ts.isIdentifier(node.typeName)
    ? binding?.name
    : binding && !binding.name
      ? name.text
      : undefined;
  if (!binding || !isSeleniumModule(binding.module) || !exported) return undefined;
  if (exported === 'WebElement' || exported === 'WebElementPromise')
    return cx.out.playwrightType('Locator');
  if (exported === 'WebDriver' || exported === 'ThenableWebDriver')
    return cx.out.playwrightType('Page');
  if (exported === 'By' || exported === 'Locator') return 'string';
  return undefined;
}

/** `async` where the function's head takes it: before `function`, or before a method's name. */
export function asyncBefore(node: ts.SignatureDeclaration, head: string): string {
  if (
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  )
    return head;
  if (ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node))
    return head.replace(/\bfunction\b/, 'async function');
  // a method: after its modifiers (`static`, `public`)
  const name = (node as ts.MethodDeclaration).name;
  const nameStart = name.getStart() - node.getStart();
  return `${head.slice(0, nameStart)}async ${head.slice(nameStart)}`;
}

export function lastEnd(block: ts.Block): number {
  const last = block.statements[block.statements.length - 1];
  return last ? last.end : block.getStart() + 1;
}

export function isFunctionLike(node: ts.Node): node is ts.SignatureDeclaration {
  return (
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

export function isStatementContainer(node: ts.Node): boolean {
  return (
    ts.isBlock(node) || ts.isSourceFile(node) || ts.isCaseClause(node) || ts.isDefaultClause(node)
  );
}

/** Statements inside another construct (`if (x) driver.quit();`) that need statement handling. */
export function isStatement(node: ts.Node): node is ts.Statement {
  return ts.isExpressionStatement(node) || ts.isReturnStatement(node);
}

export function isExpression(node: ts.Node): node is ts.Expression {
  return ts.isExpression(node) &&
    !ts.isFunctionLike(node) &&
    !ts.isClassExpression(node) &&
    !ts.isObjectLiteralExpression(node) &&
    !ts.isArrayLiteralExpression(node) &&
    !ts.isTemplateExpression(node) &&
    !ts.isBinaryExpression(node) &&
    !ts.isConditionalExpression(node) &&
    !ts.isPrefixUnaryExpression(node) &&
    !ts.isPostfixUnaryExpression(node) &&
    !ts.isSpreadElement(node)
    ? true
    : false;
}

/**
 * A `return` that ends a function body: when what it returned is gone (a flattened chain, the
 * driver's `quit()`), it can go too; elsewhere it still ends the function early.
 */
export function isFinalReturn(s: ts.Statement): boolean {
  const body = s.parent;
  return (
    ts.isReturnStatement(s) &&
    ts.isBlock(body) &&
    ts.isFunctionLike(body.parent) &&
    body.statements[body.statements.length - 1] === s
  );
}
