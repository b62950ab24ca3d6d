/**
 * Statement rules: imports, structure, the driver's lifecycle, declarations that remember what
 * they hold, `clear()` + `sendKeys()` as one `fill`, read-then-assert as one web-first assertion,
 * `.then` chains flattened, alert sequences reordered.
 */
import ts from 'typescript';
import { print } from '../../playwright/code.js';
import { isPromise, locatorCode, settle } from '../../playwright/values.js';
import {
  bindingOf,
  driverFactoryNames,
  isBuilderChain,
  isDriverFactory,
  rootOf,
  unwrap,
} from './analysis.js';
import { isSeleniumModule } from './names.js';
import { alertSequence } from './alert-sequence.js';
import { assertionRule, readAssertion } from './asserts.js';
import type { Claimed, StatementContext } from './context.js';
import { typeInto } from './element-rules.js';
import { importRule } from './imports.js';
import { exportFor, importFor, outputSpecifier, renamedImport } from './modules.js';
import { structureRule } from './structure.js';
import { thenChain } from './then-chain.js';

export function statementRule(
  statements: readonly ts.Statement[],
  i: number,
  cx: StatementContext,
): Claimed | undefined {
  const s = statements[i] as ts.Statement;
  const imported = importRule(s, cx);
  if (imported !== undefined) return { text: imported, consumed: 1 };
  const structure = structureRule(s, cx);
  if (structure !== undefined) return { text: structure, consumed: 1 };
  const alert = alertSequence(statements, i, cx);
  if (alert) return alert;
  if (browserOptions(s, cx)) return { text: '', consumed: 1 };
  const factory = driverFactory(s, cx);
  if (factory !== undefined) return { text: factory, consumed: 1 };
  const esm = importFor(s, cx) ?? exportFor(s, cx) ?? renamedImport(s, cx);
  if (esm !== undefined) return { text: esm, consumed: 1 };
  if (ts.isVariableStatement(s)) return variableStatement(statements, i, cx);
  if (ts.isReturnStatement(s)) {
    const then = thenChain(s, cx);
    return then === undefined ? undefined : { text: then, consumed: 1 };
  }
  if (!ts.isExpressionStatement(s)) return undefined;
  const e = unwrap(s.expression);
  // `driver = await new Builder()….build()`: the suite's driver is the page fixture, or a shared page.
  if (
    ts.isBinaryExpression(e) &&
    e.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    isBuilderChain(cx.facts.checker, unwrap(e.right))
  )
    return { text: lifecycleBuild(e.left, e.right, cx), consumed: 1 };
  const filled = clearThenType(statements, i, cx);
  if (filled) return filled;
  const then = thenChain(s, cx);
  if (then !== undefined) return { text: then, consumed: 1 };
  if (ts.isPropertyAccessExpression(e)) {
    // Chai property assertions: `expect(x).to.be.true;`
    const asserted = assertionRule(e, cx);
    if (asserted) return { text: `${print(asserted.code)};`, consumed: 1 };
  }
  return undefined;
}

/**
 * Browser options for the `Builder` (`new chrome.Options()…`, `options.addArguments(…)`): they
 * are in `playwright.config.ts` now.
 */
function browserOptions(s: ts.Statement, cx: StatementContext): boolean {
  const isOptions = (e: ts.Expression): boolean => {
    const root = rootOf(e);
    if (ts.isNewExpression(root)) {
      const binding = bindingOf(cx.facts.checker, root.expression);
      return (
        !!binding &&
        isSeleniumModule(binding.module) &&
        binding.name !== 'Builder' &&
        /Options$/.test(root.expression.getText())
      );
    }
    if (ts.isIdentifier(root)) {
      const decl = cx.declarationOf(root);
      return (
        !!decl &&
        ts.isVariableDeclaration(decl) &&
        !!decl.initializer &&
        decl.initializer !== e &&
        isOptions(decl.initializer)
      );
    }
    return false;
  };
  const moduleCall =
    ts.isExpressionStatement(s) &&
    ts.isCallExpression(unwrap(s.expression)) &&
    (() => {
      const root = rootOf(s.expression);
      const binding = ts.isIdentifier(root) ? bindingOf(cx.facts.checker, root) : undefined;
      return !!binding && isSeleniumModule(binding.module) && binding.name === undefined;
    })();
  const found =
    moduleCall ||
    (ts.isVariableStatement(s) &&
      s.declarationList.declarations.every((d) => d.initializer && isOptions(d.initializer))) ||
    (ts.isExpressionStatement(s) &&
      ts.isCallExpression(unwrap(s.expression)) &&
      isOptions(s.expression));
  if (found) cx.report(s, 'selenium/builder-options');
  return found;
}

/**
 * A function that builds the suite's driver (`buildDriver()`): Playwright builds the browser, so
 * it goes, with the names that export and import it.
 */
function driverFactory(s: ts.Statement, cx: StatementContext): string | undefined {
  const fn = ts.isFunctionDeclaration(s)
    ? s
    : ts.isVariableStatement(s) && s.declarationList.declarations.length === 1
      ? s.declarationList.declarations[0]?.initializer
      : undefined;
  if (fn && isDriverFactory(cx.facts.checker, fn)) {
    cx.report(s, 'selenium/driver-lifecycle');
    return '';
  }
  const names = driverFactoryNames(cx.facts.checker);
  if (names.size === 0) return undefined;
  // `const { WAIT_MS, buildDriver } = require('./driver')`, `module.exports = { buildDriver }`
  const text = cx.original(s);
  if (![...names].some((n) => new RegExp(`\\b${n}\\b`).test(text))) return undefined;
  if (ts.isVariableStatement(s) && s.declarationList.declarations.length === 1) {
    const decl = s.declarationList.declarations[0] as ts.VariableDeclaration;
    if (ts.isObjectBindingPattern(decl.name) && decl.initializer) {
      const kept = decl.name.elements.filter(
        (e) => !(ts.isIdentifier(e.name) && names.has(e.name.text)),
      );
      if (kept.length === decl.name.elements.length) return undefined;
      if (kept.length === 0) return '';
      const keyword =
        s.declarationList.flags & ts.NodeFlags.Const
          ? 'const'
          : s.declarationList.flags & ts.NodeFlags.Let
            ? 'let'
            : 'var';
      const module = ts.isCallExpression(decl.initializer)
        ? decl.initializer.arguments[0]
        : undefined;
      if (module && ts.isStringLiteral(module) && ts.isSourceFile(s.parent)) {
        const parts = kept.map((e) =>
          e.propertyName
            ? `${cx.original(e.propertyName)} as ${cx.original(e.name)}`
            : cx.original(e.name),
        );
        return `import { ${parts.join(', ')} } from '${outputSpecifier(module.text)}';`;
      }
      return `${keyword} { ${kept.map((e) => cx.original(e)).join(', ')} } = ${cx.emit(decl.initializer)};`;
    }
  }
  const clause = ts.isImportDeclaration(s) ? s.importClause : undefined;
  const named = clause?.namedBindings;
  if (clause && named && ts.isNamedImports(named)) {
    const kept = named.elements.filter((e) => !names.has(e.name.text));
    if (kept.length === named.elements.length) return undefined;
    if (kept.length === 0 && !clause.name) return '';
    const head = clause.name ? `${clause.name.text}, ` : '';
    const specifier = (s as ts.ImportDeclaration).moduleSpecifier;
    const from = ts.isStringLiteral(specifier)
      ? `'${outputSpecifier(specifier.text)}'`
      : cx.original(specifier);
    return `import ${head}{ ${kept.map((e) => cx.original(e)).join(', ')} } from ${from};`;
  }
  if (
    ts.isExpressionStatement(s) &&
    ts.isBinaryExpression(s.expression) &&
    ts.isObjectLiteralExpression(s.expression.right)
  ) {
    const object = s.expression.right;
    const kept = object.properties.filter(
      (p) => !(ts.isShorthandPropertyAssignment(p) && names.has(p.name.text)),
    );
    if (kept.length === object.properties.length) return undefined;
    if (
      cx.original(s.expression.left) === 'module.exports' &&
      kept.every(ts.isShorthandPropertyAssignment)
    )
      return `export { ${kept.map((p) => cx.original(p)).join(', ')} };`;
    return `${cx.original(s.expression.left)} = { ${kept.map((p) => cx.emit(p)).join(', ')} };`;
  }
  return undefined;
}

function lifecycleBuild(left: ts.Expression, builder: ts.Expression, cx: StatementContext): string {
  cx.report(builder, 'selenium/driver-lifecycle');
  const decl = ts.isIdentifier(left) ? cx.declarationOf(left) : undefined;
  if (!decl || cx.plan.modes.get(decl) !== 'shared') return '';
  const page = cx.topPageOf(left);
  cx.useFixture('browser');
  // A context of its own, as a WebDriver session: new windows open in it (`browser.newPage()`'s
  // page refuses `context().newPage()`).
  return `${print(page)} = await (await browser.newContext()).newPage();`;
}

/** `const x = …`: a driver the suite builds goes; an element or read is remembered for later uses. */
function variableStatement(
  statements: readonly ts.Statement[],
  i: number,
  cx: StatementContext,
): Claimed | undefined {
  const s = statements[i] as ts.VariableStatement;
  const parts: string[] = [];
  const keyword =
    s.declarationList.flags & ts.NodeFlags.Const
      ? 'const'
      : s.declarationList.flags & ts.NodeFlags.Let
        ? 'let'
        : 'var';
  const modifiers = ts
    .getModifiers(s)
    ?.map((m) => cx.original(m))
    .join(' ');
  for (const decl of s.declarationList.declarations) {
    const mode = cx.plan.modes.get(decl);
    if (mode === 'fixture') {
      if (decl.initializer) cx.report(decl.initializer, 'selenium/driver-lifecycle');
      continue;
    }
    if (mode === 'shared') {
      parts.push(`${cx.original(decl.name)}: ${cx.out.playwrightType('Page')}`);
      if (decl.initializer) return undefined;
      continue;
    }
    if (!decl.initializer || !ts.isIdentifier(decl.name)) {
      parts.push(cx.emit(decl));
      continue;
    }
    if (inlinedRead(decl, statements, i, cx)) continue;
    const v = cx.expr(decl.initializer);
    const type = decl.type ? `: ${cx.original(decl.type)}` : '';
    const name = cx.renamed(decl.name) ?? decl.name.text;
    switch (v.shape.t) {
      case 'locator':
        cx.remember(decl, {
          t: 'locator',
          firstMatch: false,
          ...(v.shape.leaf ? { leaf: true } : {}),
          ...(v.shape.option ? { option: true } : {}),
          ...(v.shape.fileInput ? { fileInput: true } : {}),
        });
        parts.push(`${name} = ${print(locatorCode(v))}`);
        continue;
      case 'locators':
      case 'locator-array':
      case 'page':
        cx.remember(decl, v.shape);
        parts.push(`${name} = ${print(v.code)}`);
        continue;
      case 'source':
        if (v.shape.what === 'removed') continue;
        cx.remember(decl, v.shape);
        if (v.shape.what === 'todo') return undefined;
        if (v.shape.what !== 'key' && v.shape.what !== 'by' && v.shape.what !== 'select') continue;
        parts.push(`${name}${type} = ${print(v.code)}`);
        continue;
      default: {
        const code =
          isPromise(v.shape) && !ts.isAwaitExpression(decl.initializer) && !cx.inAsync
            ? v.code
            : settle(v);
        parts.push(`${name}${isPromise(v.shape) ? '' : type} = ${print(code)}`);
      }
    }
  }
  if (parts.length === 0) return { text: '', consumed: 1 };
  return {
    text: `${modifiers ? `${modifiers} ` : ''}${keyword} ${parts.join(', ')};`,
    consumed: 1,
  };
}

/**
 * `const text = await el.getText();` used once, by the assertion that checks it: the read is
 * inlined into the assertion, which becomes web-first (it waits as the original's wait did).
 */
function inlinedRead(
  decl: ts.VariableDeclaration,
  statements: readonly ts.Statement[],
  i: number,
  cx: StatementContext,
): boolean {
  if (!decl.initializer || !ts.isAwaitExpression(decl.initializer) || !ts.isIdentifier(decl.name))
    return false;
  if (!ts.isVariableDeclarationList(decl.parent) || decl.parent.declarations.length !== 1)
    return false;
  const symbol = cx.facts.checker.getSymbolAtLocation(decl.name);
  if (!symbol) return false;
  const uses: ts.Identifier[] = [];
  for (const later of statements.slice(i + 1)) {
    const visit = (node: ts.Node): void => {
      if (
        ts.isIdentifier(node) &&
        node.text === decl.name.getText() &&
        cx.facts.checker.getSymbolAtLocation(node) === symbol
      )
        uses.push(node);
      node.forEachChild(visit);
    };
    visit(later);
  }
  if (uses.length !== 1) return false;
  const use = uses[0] as ts.Identifier;
  let assertion: ts.Node | undefined = use.parent;
  while (
    assertion &&
    !ts.isExpressionStatement(assertion) &&
    !(ts.isCallExpression(assertion) && readAssertion(assertion, cx))
  )
    assertion = assertion.parent;
  if (!assertion || !ts.isCallExpression(assertion)) return false;
  const read = readAssertion(assertion, cx);
  if (!read || read === 'unknown') return false;
  const actual = unwrap(read.actual);
  // `const items = await driver.findElements(…)` checked by `items.length`: a count, web-first
  const counted =
    ts.isPropertyAccessExpression(actual) &&
    actual.name.text === 'length' &&
    actual.expression === use;
  if (actual !== use && !counted) return false;
  const v = cx.expr(decl.initializer.expression);
  if (counted ? v.shape.t !== 'locators' : v.shape.t !== 'read') return false;
  cx.remember(decl, v.shape);
  cx.rememberValue(decl, v);
  return true;
}

/** `el.clear(); el.sendKeys(x);` → `await el.fill(x);` (`fill` clears, then sets the value). */
function clearThenType(
  statements: readonly ts.Statement[],
  i: number,
  cx: StatementContext,
): Claimed | undefined {
  const call = (s: ts.Statement | undefined, name: string): ts.CallExpression | undefined => {
    if (!s || !ts.isExpressionStatement(s)) return undefined;
    const e = unwrap(s.expression);
    return ts.isCallExpression(e) &&
      ts.isPropertyAccessExpression(e.expression) &&
      e.expression.name.text === name
      ? e
      : undefined;
  };
  const clear = call(statements[i], 'clear');
  const type = call(statements[i + 1], 'sendKeys');
  if (!clear || !type) return undefined;
  const receiver = (c: ts.CallExpression) =>
    cx.original((c.expression as ts.PropertyAccessExpression).expression);
  if (receiver(clear) !== receiver(type)) return undefined;
  const target = cx.expr((type.expression as ts.PropertyAccessExpression).expression);
  if (target.shape.t !== 'locator') return undefined;
  const typed = typeInto(target, type, cx, true);
  if (typed.shape.t === 'source') return undefined;
  return { text: `${print(settle(typed))};`, consumed: 2 };
}
