/**
 * Protractor's globals (`browser`, `element`, `by`, `$`, `$$`, `protractor`, `ExpectedConditions`)
 * and the same names imported from `protractor` / `selenium-webdriver`. An identifier counts as
 * one only when the user did not declare a variable of that name.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { out, value, type Out } from './kinds.js';
import { quote } from './text.js';
import { lookupTable } from '../../core/lookup-table.js';

/** Global names and the namespace each stands for. */
const globalNames = lookupTable<Record<string, string>>({
  browser: 'browser',
  element: 'element',
  by: 'by',
  By: 'by',
  $: '$',
  $$: '$$',
  protractor: 'protractor',
  ExpectedConditions: 'EC',
  Key: 'Key',
});

/** What the members of `require('protractor')` / `import … from 'protractor'` are. */
const moduleExports = lookupTable<Record<string, string>>({
  ...globalNames,
  protractor: 'protractor',
  ProtractorExpectedConditions: 'EC-class',
  until: 'until',
  promise: 'promise',
  logging: 'logging',
  Key: 'Key',
});

const protractorModules = new Set([
  'protractor',
  'selenium-webdriver',
  'protractor/built/ptor',
  'protractor/built',
]);

/** Module names compare case-insensitively: `require('Protractor')` loads it on Windows and macOS. */
function isProtractorModule(specifier: string): boolean {
  const name = specifier.toLowerCase();
  return protractorModules.has(name) || name.startsWith('protractor/');
}

/** An undeclared name: Protractor's own global, or one the config's onPrepare set up. */
function freeGlobalName(node: ts.Identifier, cx: RuleContext): string | undefined {
  return globalNames[node.text] ?? cx.state.globalAliases.get(node.text);
}

/**
 * The Protractor global an identifier stands for, or undefined for the user's own names. Also
 * recognises `const { browser } = require('protractor')` and `import { $ } from 'protractor'`.
 */
export function protractorGlobalName(node: ts.Identifier, cx: RuleContext): string | undefined {
  let symbol: ts.Symbol | undefined;
  try {
    symbol = cx.symbolAt(node);
  } catch {
    symbol = undefined;
  }
  if (!symbol) return freeGlobalName(node, cx);
  const decl = symbol.declarations?.[0];
  if (!decl) return freeGlobalName(node, cx);
  // JavaScript binds `browser.ignoreSynchronization = true` (no declaration of `browser`) as an
  // expando of an implicit global: still Protractor's global.
  if (ts.isIdentifier(decl) || ts.isPropertyAccessExpression(decl) || ts.isBinaryExpression(decl))
    return freeGlobalName(node, cx);
  // import { browser as b } from 'protractor'
  if (ts.isImportSpecifier(decl)) {
    const module = decl.parent.parent.parent.moduleSpecifier;
    if (ts.isStringLiteral(module) && isProtractorModule(module.text)) {
      return moduleExports[(decl.propertyName ?? decl.name).text];
    }
    return undefined;
  }
  // import * as protractor from 'protractor' / import protractor from 'protractor'
  if (ts.isNamespaceImport(decl) || ts.isImportClause(decl)) {
    const importDecl = ts.isNamespaceImport(decl) ? decl.parent.parent : decl.parent;
    const module = importDecl.moduleSpecifier;
    if (ts.isStringLiteral(module) && isProtractorModule(module.text)) return 'protractor';
    return undefined;
  }
  // const { browser, by } = require('protractor')
  if (ts.isBindingElement(decl)) {
    const pattern = decl.parent;
    const variable = pattern.parent;
    if (
      ts.isVariableDeclaration(variable) &&
      variable.initializer &&
      (isProtractorRequire(variable.initializer) || isProtractorNamespace(variable.initializer, cx))
    ) {
      const name =
        decl.propertyName && ts.isIdentifier(decl.propertyName)
          ? decl.propertyName.text
          : ts.isIdentifier(decl.name)
            ? decl.name.text
            : '';
      return moduleExports[name];
    }
    return undefined;
  }
  // var protractor = require('protractor'); var webdriver = require('selenium-webdriver')
  if (ts.isVariableDeclaration(decl) && decl.initializer) {
    const init = decl.initializer;
    if (isProtractorRequire(init)) return 'protractor';
    // var browser = require('protractor').browser
    if (ts.isPropertyAccessExpression(init) && isProtractorRequire(init.expression)) {
      return moduleExports[init.name.text];
    }
    return undefined;
  }
  return undefined;
}

/** `protractor` (the global or an import of the module), as in `const { ExpectedConditions: EC } = protractor`. */
export function isProtractorNamespace(node: ts.Expression, cx: RuleContext): boolean {
  return ts.isIdentifier(node) && protractorGlobalName(node, cx) === 'protractor';
}

export function isProtractorRequire(node: ts.Expression): boolean {
  return (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'require' &&
    node.arguments.length === 1 &&
    ts.isStringLiteralLike(node.arguments[0] as ts.Expression) &&
    isProtractorModule((node.arguments[0] as ts.StringLiteral).text)
  );
}

export function isProtractorImport(node: ts.ImportDeclaration): boolean {
  return ts.isStringLiteral(node.moduleSpecifier) && isProtractorModule(node.moduleSpecifier.text);
}

/** The kind of a global identifier. */
export function identifierKind(global: string, node: ts.Identifier, cx: RuleContext): Out {
  void cx;
  if (global === 'browser') return out(node.text, { type: 'browser', path: [] });
  return out(node.text, { type: 'global', name: global });
}

/** Members of `protractor`, `webdriver` (selenium-webdriver) and friends. */
const namespaceMembers = lookupTable<Record<string, string>>({
  ExpectedConditions: 'EC',
  Key: 'Key',
  browser: 'browser',
  element: 'element',
  by: 'by',
  By: 'by',
  $: '$',
  $$: '$$',
  promise: 'promise',
  until: 'until',
  logging: 'logging',
});

/** `protractor.Key`, `protractor.ExpectedConditions`, `protractor.browser`, `webdriver.By`. */
export function globalProperty(
  node: ts.PropertyAccessExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'global') return undefined;
  const ns = receiver.kind.name;
  if (ns === 'protractor' || ns === 'webdriver') {
    const member = namespaceMembers[name];
    if (member === 'browser') return out(cx.original(node), { type: 'browser', path: [] });
    if (member) return out(cx.original(node), { type: 'global', name: member });
  }
  if (ns === 'logging') {
    // logging.Type.BROWSER, logging.Level.SEVERE
    return out(cx.original(node), { type: 'global', name: `logging.${name}` });
  }
  if (ns === 'by' && cx.state.customLocators.has(name)) {
    // `by.menuItem` itself (not called): the function that makes its selectors.
    const selector = cx.useLocators('customSelector');
    return out(`(...args: unknown[]) => ${selector}(${quote(name)}, ...args)`, value);
  }
  if (ns === 'logging.Level') return out(`'${name}'`, { type: 'value', of: 'string' });
  if (ns === 'logging.Type') return out(`'${name.toLowerCase()}'`, { type: 'value', of: 'string' });
  return undefined;
}
