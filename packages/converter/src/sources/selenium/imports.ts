/**
 * Imports: `selenium-webdriver` (and its `testing`, `chrome`, `firefox` modules) go — Playwright
 * Test brings the browser; an assertion library stays only while converted code still uses it
 * (an assertion kept as written).
 */
import ts from 'typescript';
import { isEsModuleMarker, moduleSpecifierOf } from '../../core/syntax.js';
import { bindingOf } from './analysis.js';
import type { StatementContext } from './context.js';
import { importFor } from './modules.js';
import { assertionModules, isSeleniumModule, runnerModules } from './names.js';

const keepMarker = '/*rewright-keep-if:';

/** The module a top-level import or `require` statement brings in, and the names it binds. */
function importOf(s: ts.Statement): { module: string; names: string[] } | undefined {
  if (ts.isImportDeclaration(s)) {
    const module = moduleSpecifierOf(s);
    if (module === undefined) return undefined;
    const names: string[] = [];
    const clause = s.importClause;
    if (clause?.name) names.push(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings))
      names.push(...bindings.elements.map((e) => e.name.text));
    return { module, names };
  }
  if (ts.isVariableStatement(s) && s.declarationList.declarations.length === 1) {
    const decl = s.declarationList.declarations[0] as ts.VariableDeclaration;
    let init = decl.initializer;
    while (init && (ts.isPropertyAccessExpression(init) || ts.isAwaitExpression(init)))
      init = init.expression;
    const module = init && moduleSpecifierOf(init);
    if (module === undefined) return undefined;
    const names: string[] = [];
    const collect = (name: ts.BindingName): void => {
      if (ts.isIdentifier(name)) names.push(name.text);
      else for (const e of name.elements) if (!ts.isOmittedExpression(e)) collect(e.name);
    };
    collect(decl.name);
    return { module, names };
  }
  if (ts.isExpressionStatement(s) && ts.isCallExpression(s.expression)) {
    // `chai.use(chaiAsPromised)`, `chai.should()`
    const callee = s.expression.expression;
    if (
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'chai'
    )
      return { module: 'chai', names: [] };
    const module = moduleSpecifierOf(s.expression);
    if (module !== undefined) return { module, names: [] };
  }
  return undefined;
}

/** `var webdriver = require('selenium-webdriver'), By = webdriver.By;`: every name a Selenium binding. */
function allSelenium(s: ts.Statement, cx: StatementContext): boolean {
  if (!ts.isVariableStatement(s)) return false;
  return s.declarationList.declarations.every((d) => {
    if (!ts.isIdentifier(d.name)) return false;
    const binding = bindingOf(cx.facts.checker, d.name);
    return !!binding && isSeleniumModule(binding.module);
  });
}

export function importRule(s: ts.Statement, cx: StatementContext): string | undefined {
  // TypeScript's CommonJS marker in a suite compiled to JavaScript, and the file's 'use strict':
  // the output is an ES module (strict already; after the imports it would be no directive).
  if (ts.isSourceFile(s.parent) && isEsModuleMarker(s)) return '';
  if (
    ts.isSourceFile(s.parent) &&
    s.parent.statements[0] === s &&
    ts.isExpressionStatement(s) &&
    ts.isStringLiteral(s.expression) &&
    s.expression.text === 'use strict'
  )
    return '';
  if (allSelenium(s, cx)) {
    cx.report(s, 'selenium/import-removed');
    return '';
  }
  const imported = importOf(s) ?? fromModuleVariable(s, cx);
  if (!imported) return undefined;
  if (isSeleniumModule(imported.module)) {
    cx.report(s, 'selenium/import-removed');
    return '';
  }
  if (runnerModules.has(imported.module)) {
    cx.report(s, 'selenium/runner-import-removed');
    return '';
  }
  if (assertionModules.has(imported.module))
    return `${keepMarker}${imported.module}|${imported.names.join(',')}*/${importFor(s, cx) ?? cx.emit(s)}`;
  return undefined;
}

/** `const { expect } = chai;`: names taken from a module's variable. */
function fromModuleVariable(
  s: ts.Statement,
  cx: StatementContext,
): { module: string; names: string[] } | undefined {
  if (!ts.isVariableStatement(s) || s.declarationList.declarations.length !== 1) return undefined;
  const decl = s.declarationList.declarations[0] as ts.VariableDeclaration;
  const init =
    decl.initializer &&
    (ts.isPropertyAccessExpression(decl.initializer)
      ? decl.initializer.expression
      : decl.initializer);
  if (!init || !ts.isIdentifier(init)) return undefined;
  const binding = bindingOf(cx.facts.checker, init);
  if (!binding || binding.name !== undefined) return undefined;
  const names: string[] = [];
  const collect = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.push(name.text);
    else for (const e of name.elements) if (!ts.isOmittedExpression(e)) collect(e.name);
  };
  collect(decl.name);
  return { module: binding.module, names };
}

/**
 * Drops the assertion imports (marked by `importRule`) whose names the converted code no longer
 * uses; `chai.use(…)` lines go with the last Chai import.
 */
export function settleImports(code: string, taken: (name: string) => boolean): string {
  const lines = code.split('\n');
  // Names inside strings (a describe called 'chai') are not uses.
  const body = lines
    .filter((l) => !l.startsWith(keepMarker))
    .join('\n')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''")
    .replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '');
  const used = (name: string) =>
    !taken(name) && new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}\\b`).test(body);
  const marker = (line: string) => {
    const [module = '', names = ''] = line.slice(keepMarker.length, line.indexOf('*/')).split('|');
    return {
      module,
      names: names.split(',').filter(Boolean),
      original: line.slice(line.indexOf('*/') + 2),
    };
  };
  // Chai's plugins (`chai.use(chaiAsPromised)`) stay while Chai itself does.
  const chaiUsed = lines.some(
    (l) => l.startsWith(keepMarker) && marker(l).module === 'chai' && marker(l).names.some(used),
  );
  return lines
    .map((line) => {
      if (!line.startsWith(keepMarker)) return line;
      const { module, names, original } = marker(line);
      if (module.startsWith('chai')) return chaiUsed ? original : '';
      return names.some(used) ? original : '';
    })
    .filter((line, index, all) => !(line === '' && all[index - 1] === ''))
    .join('\n');
}
