/**
 * What a name refers to in Selenium terms: a binding of `selenium-webdriver` (`By`, `until`,
 * `Key`, `Builder`, the whole module as `webdriver`), of `selenium-webdriver/testing`, or an
 * assertion library. Found through the binder, so `const { By: by } = require(…)`, ES imports and
 * `webdriver.By` all resolve.
 */
import ts from 'typescript';
import { moduleSpecifierOf } from '../../core/syntax.js';

export interface ModuleBinding {
  module: string;
  /** The export (`By`); undefined for the module itself (`const webdriver = require(…)`). */
  name?: string;
}

/** The module binding a declaration makes, if it binds a module's export or the module. */
export function bindingOfDeclaration(decl: ts.Node): ModuleBinding | undefined {
  if (ts.isImportSpecifier(decl)) {
    const module = moduleSpecifierOf(decl.parent.parent.parent);
    return module === undefined
      ? undefined
      : { module, name: (decl.propertyName ?? decl.name).text };
  }
  if (ts.isImportClause(decl) || ts.isNamespaceImport(decl)) {
    const importDecl = ts.isImportClause(decl) ? decl.parent : decl.parent.parent;
    const module = moduleSpecifierOf(importDecl);
    return module === undefined ? undefined : { module };
  }
  if (ts.isBindingElement(decl) && ts.isObjectBindingPattern(decl.parent)) {
    const holder = decl.parent.parent;
    if (ts.isVariableDeclaration(holder) && holder.initializer) {
      const module = requiredModule(holder.initializer);
      const name = decl.propertyName ?? decl.name;
      if (module !== undefined && ts.isIdentifier(name)) return { module, name: name.text };
    }
  }
  if (ts.isVariableDeclaration(decl) && decl.initializer) {
    const init = decl.initializer;
    const module = requiredModule(init);
    if (module !== undefined) return { module };
    // `const By = require('selenium-webdriver').By`
    if (ts.isPropertyAccessExpression(init)) {
      const inner = requiredModule(init.expression);
      if (inner !== undefined) return { module: inner, name: init.name.text };
    }
  }
  return undefined;
}

function requiredModule(node: ts.Expression): string | undefined {
  let e = node;
  while (ts.isAwaitExpression(e) || ts.isParenthesizedExpression(e)) e = e.expression;
  return moduleSpecifierOf(e);
}

export function isSeleniumModule(module: string): boolean {
  return module === 'selenium-webdriver' || module.startsWith('selenium-webdriver/');
}

/**
 * Modules that export the test runner's globals (`import { it } from 'mocha'`, Jest's
 * `@jest/globals`, the standalone `expect`): Playwright Test brings its own, so their names are
 * the runner's blocks and `expect`, and their import goes.
 */
export const runnerModules = new Set(['mocha', '@jest/globals', 'expect']);

/** Whether `binding` is one of the test runner's own functions (`runnerModules`). */
export function isRunnerBinding(binding: ModuleBinding | undefined): boolean {
  return !!binding && runnerModules.has(binding.module);
}

export const assertionModules = new Set([
  'assert',
  'node:assert',
  'assert/strict',
  'node:assert/strict',
  'chai',
  'chai-as-promised',
]);
