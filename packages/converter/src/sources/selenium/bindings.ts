/**
 * What a name is bound to: a declaration, a module's export (`By` of `selenium-webdriver`, through
 * `require`, ES imports, `webdriver.By` or `const { expect } = chai`), and the expression under
 * `await`s and casts.
 */
import ts from 'typescript';
import {
  bindingOfDeclaration,
  isSeleniumModule,
  isRunnerBinding,
  type ModuleBinding,
} from './names.js';

export function unwrap(node: ts.Expression): ts.Expression {
  let e = node;
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isAwaitExpression(e) ||
    ts.isNonNullExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isTypeAssertionExpression(e)
  )
    e = e.expression;
  return e;
}

export function declarationOf(checker: ts.TypeChecker, node: ts.Node): ts.Node | undefined {
  const symbol = checker.getSymbolAtLocation(node);
  return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
}

/**
 * Whether `node` is the test runner's own `name` (`expect`, `jest`): the undeclared global, or the
 * same function imported from the runner's module (`import { expect } from '@jest/globals'`,
 * `const expect = require('expect')`).
 */
export function isRunnerGlobal(
  checker: ts.TypeChecker,
  node: ts.Expression,
  name: string,
): boolean {
  if (!ts.isIdentifier(node) || node.text !== name) return false;
  const decl = declarationOf(checker, node);
  if (!decl) return true;
  const binding = bindingOfDeclaration(decl);
  return isRunnerBinding(binding) && (binding?.name ?? name) === name;
}

/** The module binding an identifier or `module.Name` refers to. */
export function bindingOf(checker: ts.TypeChecker, node: ts.Expression): ModuleBinding | undefined {
  const e = unwrap(node);
  if (ts.isIdentifier(e)) {
    const decl = declarationOf(checker, e);
    if (!decl) return undefined;
    const direct = bindingOfDeclaration(decl);
    if (direct) return direct;
    // `By = webdriver.By` where `webdriver` is the module
    if (
      ts.isVariableDeclaration(decl) &&
      decl.initializer &&
      ts.isPropertyAccessExpression(decl.initializer)
    ) {
      const base = bindingOf(checker, decl.initializer.expression);
      if (base && base.name === undefined)
        return { module: base.module, name: decl.initializer.name.text };
    }
    // `const { expect } = chai;` where `chai` is the module
    if (ts.isBindingElement(decl) && ts.isObjectBindingPattern(decl.parent)) {
      const holder = decl.parent.parent;
      const name = decl.propertyName ?? decl.name;
      if (ts.isVariableDeclaration(holder) && holder.initializer && ts.isIdentifier(name)) {
        const base = bindingOf(checker, holder.initializer);
        if (base && base.name === undefined) return { module: base.module, name: name.text };
      }
    }
    return undefined;
  }
  if (ts.isPropertyAccessExpression(e)) {
    const base = bindingOf(checker, e.expression);
    if (base && base.name === undefined) return { module: base.module, name: e.name.text };
  }
  return undefined;
}

/** Whether `node` is the Selenium export `name` (`By`, `until`, `Key`, `Builder`). */
export function isSelenium(checker: ts.TypeChecker, node: ts.Expression, name: string): boolean {
  const binding = bindingOf(checker, node);
  return !!binding && isSeleniumModule(binding.module) && binding.name === name;
}

/** The start of a call chain: `driver` in `driver.findElement(x).getText()`. */
export function rootOf(node: ts.Expression): ts.Expression {
  let e = unwrap(node);
  for (;;) {
    if (ts.isCallExpression(e)) e = unwrap(e.expression);
    else if (ts.isPropertyAccessExpression(e) && e.expression.kind !== ts.SyntaxKind.ThisKeyword)
      e = unwrap(e.expression);
    else return e;
  }
}
