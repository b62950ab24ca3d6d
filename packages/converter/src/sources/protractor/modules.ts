/**
 * Modules: CommonJS becomes ESM (`require` → `import`, `module.exports` → `export`), Protractor
 * and Chai imports go (Playwright's `test`/`expect` replace them), and `var EC =
 * protractor.ExpectedConditions` is dropped with its uses converted.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { functionOfDeclaration, isRequireCall } from './syntax-facts.js';
import { out, type Kind, type Out } from './kinds.js';
import { isProtractorImport, isProtractorNamespace, isProtractorRequire } from './globals.js';
import { isEsModuleMarker } from '../../core/syntax.js';

type StatementResult = { text: string; consumed: number } | undefined;

/** Modules whose only job was Jasmine/Chai/Protractor plumbing. */
const droppedModules = new Set([
  'chai',
  'chai-as-promised',
  'protractor',
  'selenium-webdriver',
  'jasmine-spec-reporter',
  'jasmine-reporters',
  'protractor-jasmine2-screenshot-reporter',
  'jasmine2-protractor-utils',
  'protractor-beautiful-reporter',
  'ts-node',
]);

function isDroppedModule(specifier: string): boolean {
  const name = specifier.toLowerCase();
  return droppedModules.has(name) || name.startsWith('protractor/');
}

/** Strips `.js`/`.ts` from a relative module specifier (ESM output resolves without them). */
export function moduleSpecifier(specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  for (const ext of ['.js', '.ts', '.mjs', '.cjs']) {
    if (specifier.endsWith(ext)) return specifier.slice(0, -ext.length);
  }
  return specifier;
}

/** Statement rule for `import … from 'protractor'` / `'chai'`. */
export function protractorImport(
  list: readonly ts.Statement[],
  index: number,
  cx: RuleContext,
): StatementResult {
  const s = list[index];
  if (!s || !ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) return undefined;
  if (isProtractorImport(s) || isDroppedModule(s.moduleSpecifier.text)) {
    cx.diag(s, 'protractor/modules/protractor-import');
    return { text: '', consumed: 1 };
  }
  const specifier = moduleSpecifier(s.moduleSpecifier.text);
  if (specifier !== s.moduleSpecifier.text) {
    const clause = s.importClause ? `${cx.original(s.importClause)} from ` : '';
    return { text: `import ${clause}'${specifier}';`, consumed: 1 };
  }
  return undefined;
}

/**
 * Statement rule for top-level `require`s and the statements that only configure Chai or alias
 * ExpectedConditions.
 */
export function requireStatement(
  list: readonly ts.Statement[],
  index: number,
  cx: RuleContext,
): StatementResult {
  const s = list[index];
  if (!s) return undefined;
  const atTop = ts.isSourceFile(s.parent);
  // 'use strict'; — the output is an ES module, strict already; after the generated imports it
  // would no longer be a directive.
  if (atTop && isDirective(s, 'use strict') && list.slice(0, index).every((d) => isDirective(d)))
    return { text: '', consumed: 1 };
  // TypeScript's CommonJS marker in a spec compiled to JavaScript: the output is an ES module.
  if (atTop && isEsModuleMarker(s)) return { text: '', consumed: 1 };
  // chai.use(chaiAsPromised); chai.should(); require('x');
  if (ts.isExpressionStatement(s)) {
    const e = s.expression;
    if (
      ts.isCallExpression(e) &&
      ts.isPropertyAccessExpression(e.expression) &&
      ts.isIdentifier(e.expression.expression)
    ) {
      const receiver = e.expression.expression.text;
      if (
        receiver === 'chai' &&
        (e.expression.name.text === 'use' || e.expression.name.text === 'should')
      )
        return { text: '', consumed: 1 };
    }
    if (atTop && isRequireCall(e)) {
      const specifier = (e.arguments[0] as ts.StringLiteral).text;
      if (isDroppedModule(specifier)) return { text: '', consumed: 1 };
      return { text: `import '${moduleSpecifier(specifier)}';`, consumed: 1 };
    }
    // require('ts-node').register(…)
    if (
      ts.isCallExpression(e) &&
      ts.isPropertyAccessExpression(e.expression) &&
      isRequireCall(e.expression.expression)
    ) {
      const specifier = (e.expression.expression.arguments[0] as ts.StringLiteral).text;
      if (isDroppedModule(specifier)) return { text: '', consumed: 1 };
    }
    return undefined;
  }
  if (!ts.isVariableStatement(s) || s.declarationList.declarations.length !== 1) return undefined;
  const decl = s.declarationList.declarations[0] as ts.VariableDeclaration;
  const init = decl.initializer;
  if (!init) return undefined;

  // var EC = protractor.ExpectedConditions; const { browser } = require('protractor')
  const initKind = aliasKind(init, cx);
  if (initKind) {
    cx.state.setKind(decl, initKind);
    return { text: '', consumed: 1 };
  }
  if (
    isProtractorRequire(init) ||
    (ts.isPropertyAccessExpression(init) && isProtractorRequire(init.expression)) ||
    // const { ExpectedConditions: EC, browser } = protractor
    (ts.isObjectBindingPattern(decl.name) && isProtractorNamespace(init, cx))
  ) {
    cx.diag(s, 'protractor/modules/protractor-import');
    return { text: '', consumed: 1 };
  }
  // var expect = chai.expect; var expect = require('chai').expect
  if (
    ts.isIdentifier(decl.name) &&
    decl.name.text === 'expect' &&
    ts.isPropertyAccessExpression(init) &&
    init.name.text === 'expect'
  ) {
    return { text: '', consumed: 1 };
  }
  if (!atTop) return undefined;
  const required = isRequireCall(init)
    ? init
    : ts.isPropertyAccessExpression(init) && isRequireCall(init.expression)
      ? init.expression
      : undefined;
  if (!required) return undefined;
  const specifier = (required.arguments[0] as ts.StringLiteral).text;
  if (isDroppedModule(specifier)) return { text: '', consumed: 1 };
  const from = moduleSpecifier(specifier);
  // var x = require('y').x
  if (ts.isPropertyAccessExpression(init)) {
    if (!ts.isIdentifier(decl.name)) return undefined;
    const name = init.name.text;
    const local = decl.name.text;
    return {
      text: `import { ${name === local ? name : `${name} as ${local}`} } from '${from}';`,
      consumed: 1,
    };
  }
  // const { a, b: c } = require('y')
  if (ts.isObjectBindingPattern(decl.name)) {
    const parts = decl.name.elements.map((e) => {
      const local = ts.isIdentifier(e.name) ? e.name.text : cx.original(e.name);
      const imported = e.propertyName ? cx.original(e.propertyName) : local;
      return imported === local ? local : `${imported} as ${local}`;
    });
    return { text: `import { ${parts.join(', ')} } from '${from}';`, consumed: 1 };
  }
  if (!ts.isIdentifier(decl.name)) return undefined;
  const local = decl.name.text;
  const shape = from.startsWith('.') ? cx.moduleShape(specifier) : undefined;
  if (shape?.instanceOf) {
    // The module exported a page-object instance; it now exports the class, constructed per test.
    return { text: instanceImport(cx, s, decl, local, shape.instanceOf, from), consumed: 1 };
  }
  if (shape && !shape.hasDefault && shape.named.size > 0) {
    return { text: `import * as ${local} from '${from}';`, consumed: 1 };
  }
  return { text: `import ${local} from '${from}';`, consumed: 1 };
}

/** A string-literal statement (a directive in a prologue); `text` when given must match. */
function isDirective(s: ts.Statement, text?: string): boolean {
  return (
    ts.isExpressionStatement(s) &&
    ts.isStringLiteral(s.expression) &&
    (text === undefined || s.expression.text === text)
  );
}

/** `protractor.ExpectedConditions` and friends held in a variable. */
function aliasKind(
  init: ts.Expression,
  cx: RuleContext,
): ReturnType<RuleContext['state']['declKinds']['get']> {
  if (!(ts.isPropertyAccessExpression(init) || ts.isIdentifier(init))) return undefined;
  const o = cx.expr(init);
  if (
    o.kind.type === 'global' &&
    (o.kind.name === 'EC' || o.kind.name === 'Key' || o.kind.name === 'by')
  )
    return o.kind;
  return undefined;
}

/**
 * Statement rule: `module.exports = X` → `export default X`; `exports.x = …` /
 * `module.exports.x = …` → `export const x = …` (or `export function`).
 */
export function exportsStatement(
  list: readonly ts.Statement[],
  index: number,
  cx: RuleContext,
): StatementResult {
  const s = list[index];
  if (
    !s ||
    !ts.isSourceFile(s.parent) ||
    !ts.isExpressionStatement(s) ||
    !ts.isBinaryExpression(s.expression)
  )
    return undefined;
  const e = s.expression;
  if (e.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
  const target = exportTarget(e.left);
  if (!target) return undefined;
  if (target === 'default') {
    // module.exports = new LoginPage(); — a page-object instance: export the class.
    if (
      ts.isNewExpression(e.right) &&
      ts.isIdentifier(e.right.expression) &&
      (e.right.arguments?.length ?? 0) === 0
    ) {
      const className = e.right.expression.text;
      const decl = cx.declarationOf(e.right.expression);
      const cls = decl && (ts.isClassLike(decl) ? decl : undefined);
      const fn = decl ? (ts.isVariableDeclaration(decl) && decl.initializer) || decl : undefined;
      const takesPage =
        (cls && cx.state.pageClasses.has(cls)) || (fn && cx.state.pageFunctions.has(fn));
      if (takesPage) {
        // This module's `module.exports = new X()` now exports the class X.
        cx.state.setExportedInstance(cx.options.path, className);
        return { text: `export default ${className};`, consumed: 1 };
      }
    }
    return { text: `export default ${cx.emit(e.right)};`, consumed: 1 };
  }
  const value = e.right;
  return { text: `export const ${target} = ${cx.emit(value)};`, consumed: 1 };
}

/** `module.exports` → 'default'; `exports.x` / `module.exports.x` → 'x'. */
export function exportTarget(left: ts.Expression): string | undefined {
  if (ts.isPropertyAccessExpression(left)) {
    if (
      ts.isIdentifier(left.expression) &&
      left.expression.text === 'module' &&
      left.name.text === 'exports'
    )
      return 'default';
    if (ts.isIdentifier(left.expression) && left.expression.text === 'exports')
      return left.name.text;
    if (
      ts.isPropertyAccessExpression(left.expression) &&
      ts.isIdentifier(left.expression.expression) &&
      left.expression.expression.text === 'module' &&
      left.expression.name.text === 'exports'
    ) {
      return left.name.text;
    }
  }
  return undefined;
}

/** The export shape of a file, for importers converted after it (project mode). */
export function moduleShapeOf(sf: ts.SourceFile): { hasDefault: boolean; named: Set<string> } {
  const named = new Set<string>();
  let hasDefault = false;
  for (const s of sf.statements) {
    if (ts.isExpressionStatement(s) && ts.isBinaryExpression(s.expression)) {
      const target = exportTarget(s.expression.left);
      if (target === 'default') hasDefault = true;
      else if (target) named.add(target);
    }
    if (ts.isExportAssignment(s)) hasDefault = true;
    const mods = ts.canHaveModifiers(s) ? ts.getModifiers(s) : undefined;
    if (mods?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      if (mods.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) hasDefault = true;
      else if ((ts.isClassDeclaration(s) || ts.isFunctionDeclaration(s)) && s.name)
        named.add(s.name.text);
      else if (ts.isVariableStatement(s))
        s.declarationList.declarations.forEach(
          (d) => ts.isIdentifier(d.name) && named.add(d.name.text),
        );
    }
  }
  return { hasDefault, named };
}

/**
 * `require('./basket.po')` inside a function (a hook that re-requires a page object for every
 * test) where the module exported an instance (`module.exports = new BasketPage()`): the module
 * now exports the class, so the instance is constructed here with the page, like a top-level
 * require is in a `beforeEach`.
 */
export function requireInstance(node: ts.CallExpression, cx: RuleContext): Out | undefined {
  if (!isRequireCall(node) || ts.isExpressionStatement(node.parent)) return undefined;
  const specifier = (node.arguments[0] as ts.StringLiteral).text;
  if (!specifier.startsWith('.')) return undefined;
  const className = cx.moduleShape(specifier)?.instanceOf;
  if (!className) return undefined;
  const line = `import ${className} from '${moduleSpecifier(specifier)}';`;
  cx.addHeaderLine(line);
  const declaration = exportedInstanceClass(node, className, cx);
  return out(`new ${className}(${cx.pageRef()})`, {
    type: 'instance',
    ...(declaration ? { declaration } : {}),
  });
}

/** The class (or constructor function) of `module.exports = new X()` in a required module. */
export function exportedInstanceClass(
  node: ts.CallExpression,
  className: string | undefined,
  cx: RuleContext,
): ts.Node | undefined {
  let module: ts.Node | undefined;
  try {
    module = cx.checker.getSymbolAtLocation(node.arguments[0] as ts.Expression)?.valueDeclaration;
  } catch {
    return undefined;
  }
  if (!module || !ts.isSourceFile(module)) return undefined;
  for (const s of module.statements) {
    if (!ts.isExpressionStatement(s) || !ts.isBinaryExpression(s.expression)) continue;
    const right = s.expression.right;
    if (
      exportTarget(s.expression.left) !== 'default' ||
      !ts.isNewExpression(right) ||
      !ts.isIdentifier(right.expression) ||
      (className !== undefined && right.expression.text !== className)
    )
      continue;
    const decl = cx.declarationOf(right.expression);
    if (!decl) return undefined;
    if (ts.isClassLike(decl)) return decl;
    return functionOfDeclaration(decl);
  }
  return undefined;
}

/** `chai` in `chai.expect(x)`: a variable holding `require('chai')` or an import of it. */
export function isChaiNamespace(node: ts.Expression, cx: RuleContext): boolean {
  if (!ts.isIdentifier(node)) return false;
  const decl = cx.importDeclarationOf(node);
  if (!decl) return false;
  if (ts.isVariableDeclaration(decl))
    return (
      !!decl.initializer &&
      isRequireCall(decl.initializer) &&
      requiredName(decl.initializer) === 'chai'
    );
  const importDecl = ts.isNamespaceImport(decl)
    ? decl.parent.parent
    : ts.isImportClause(decl)
      ? decl.parent
      : undefined;
  return (
    !!importDecl &&
    ts.isStringLiteral(importDecl.moduleSpecifier) &&
    importDecl.moduleSpecifier.text === 'chai'
  );
}

function requiredName(call: ts.CallExpression): string {
  return (call.arguments[0] as ts.StringLiteral).text;
}

/**
 * `var loginPage = require('./login.po')` where the module exported an instance: import the
 * class and construct it per test (`beforeEach`), or per call in a helper module.
 */
function instanceImport(
  cx: RuleContext,
  statement: ts.Statement,
  decl: ts.VariableDeclaration,
  local: string,
  className: string,
  from: string,
): string {
  const name = className === local ? `${className}Page` : className;
  cx.addHeaderLine(`import ${name} from '${from}';`);
  // The class (or constructor function) itself, so its members are known where it is used.
  const target =
    decl.initializer && isRequireCall(decl.initializer)
      ? exportedInstanceClass(decl.initializer, className, cx)
      : undefined;
  const instance: Kind = { type: 'instance', ...(target ? { declaration: target } : {}) };
  cx.state.setKind(decl, instance);
  const frame = cx.frame;
  if (!cx.options.isSpec) {
    cx.state.add(cx.state.factories, decl);
    cx.state.setKind(decl, { type: 'function', returns: instance });
    return `const ${local} = (${cx.pageName}: ${cx.usePageType()}) => new ${name}(${cx.pageName});`;
  }
  frame.hoisted.add(statement);
  frame.hoistedSymbols.add(decl);
  frame.assignments.push(`${local} = new ${name}(${cx.pageRef()});`);
  // A constructor function (`var LoginPage = function () {…}`) is no type: no annotation.
  if (target && !ts.isClassLike(target)) return `let ${local};`;
  return `let ${local}: ${name};`;
}
