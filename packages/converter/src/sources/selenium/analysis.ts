/**
 * Analysis, run once over the whole project before anything is emitted: which declarations hold a
 * driver (built with `Builder`, passed to a page object or helper, stored as `this.driver`),
 * which functions become async (they now await Playwright calls), which return elements. Emission
 * reads these facts and never learns them late, so every file is emitted once.
 */
import ts from 'typescript';
import { walk } from '../../core/syntax.js';
import { bindingOfDeclaration, isSeleniumModule, type ModuleBinding } from './names.js';

export interface Facts {
  checker: ts.TypeChecker;
  /** Variables and parameters that hold a driver. */
  drivers: Set<ts.Node>;
  /** Per class, the properties that hold a driver (`this.driver`). */
  driverProperties: Map<ts.Node, Set<string>>;
  /** Functions that now await Playwright calls (callers await them in turn). */
  asyncFunctions: Set<ts.Node>;
  /** Variables assigned `new C(…)` of a class of the project: their class. */
  instances: Map<ts.Node, ts.ClassLikeDeclaration>;
  /** Functions that return an element (`return this.driver.findElement(…)`) or a list of them. */
  returnsElements: Map<ts.Node, 'one' | 'many'>;
}

/** Element and driver methods that stay promises in Playwright (finding an element does not). */
const awaitedMethods = new Set([
  'click', 'sendKeys', 'clear', 'submit', 'getText', 'getAttribute', 'getCssValue', 'getTagName',
  'getRect', 'getSize', 'getLocation', 'isDisplayed', 'isEnabled', 'isSelected', 'takeScreenshot',
  'get', 'getTitle', 'getPageSource', 'sleep', 'wait', 'executeScript', 'executeAsyncScript',
  'quit', 'close', 'perform', 'accept', 'dismiss', 'to', 'back', 'forward', 'refresh',
  'addCookie', 'getCookie', 'getCookies', 'deleteCookie', 'deleteAllCookies', 'setRect', 'setSize',
  'newWindow',
]); // prettier-ignore

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

/**
 * `new Builder()….build()` (also `env.builder().build()` of `selenium-webdriver/testing`): the
 * expression that creates a driver.
 */
export function isBuilderChain(checker: ts.TypeChecker, node: ts.Expression): boolean {
  const e = unwrap(node);
  if (!ts.isCallExpression(e) || !ts.isPropertyAccessExpression(e.expression)) return false;
  if (e.expression.name.text !== 'build') return false;
  let receiver: ts.Expression = e.expression.expression;
  while (ts.isCallExpression(receiver) && ts.isPropertyAccessExpression(receiver.expression)) {
    if (receiver.expression.name.text === 'builder') return true;
    receiver = receiver.expression.expression;
  }
  return (
    ts.isNewExpression(receiver) &&
    (isSelenium(checker, receiver.expression, 'Builder') ||
      (ts.isIdentifier(receiver.expression) && receiver.expression.text === 'Builder'))
  );
}

/**
 * The class (or constructor function) `this` refers to at `node`: methods assigned to
 * `Page.prototype.m` belong to the function `Page`.
 */
export function thisOwner(checker: ts.TypeChecker, node: ts.Node): ts.Node | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isClassLike(n)) return n;
    if (ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n)) {
      const parent = n.parent;
      if (
        ts.isBinaryExpression(parent) &&
        ts.isPropertyAccessExpression(parent.left) &&
        ts.isPropertyAccessExpression(parent.left.expression) &&
        parent.left.expression.name.text === 'prototype'
      )
        return declarationOf(checker, parent.left.expression.expression) ?? n;
      return n;
    }
  }
  return undefined;
}

export function isDriverExpression(facts: Facts, node: ts.Expression): boolean {
  const e = unwrap(node);
  if (ts.isIdentifier(e)) {
    const decl = declarationOf(facts.checker, e);
    return !!decl && facts.drivers.has(decl);
  }
  if (ts.isPropertyAccessExpression(e) && e.expression.kind === ts.SyntaxKind.ThisKeyword) {
    const owner = thisOwner(facts.checker, e);
    return !!owner && (facts.driverProperties.get(owner)?.has(e.name.text) ?? false);
  }
  return isBuilderChain(facts.checker, e);
}

const driverTypeNames = new Set(['WebDriver', 'ThenableWebDriver']);

function isDriverTyped(param: ts.ParameterDeclaration): boolean {
  const type = param.type;
  if (!type || !ts.isTypeReferenceNode(type)) return false;
  const name = ts.isIdentifier(type.typeName) ? type.typeName.text : type.typeName.right.text;
  return driverTypeNames.has(name);
}

/** The declaration a call's callee resolves to, as a function-like with parameters. */
function calleeFunction(
  checker: ts.TypeChecker,
  node: ts.CallExpression | ts.NewExpression,
): ts.SignatureDeclaration | undefined {
  const decl = declarationOf(
    checker,
    ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression,
  );
  if (!decl) return undefined;
  if (ts.isClassLike(decl)) return decl.members.find(ts.isConstructorDeclaration);
  if (ts.isFunctionLike(decl)) return decl;
  if (ts.isVariableDeclaration(decl) && decl.initializer && ts.isFunctionLike(decl.initializer))
    return decl.initializer as ts.SignatureDeclaration;
  if (ts.isPropertyAssignment(decl) && ts.isFunctionLike(decl.initializer))
    return decl.initializer as ts.SignatureDeclaration;
  return undefined;
}

function functionOf(node: ts.Node): ts.Node | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent)
    if (ts.isFunctionLike(n)) return n;
  return undefined;
}

/** The facts of a set of parsed files bound by one program. */
export function analyse(checker: ts.TypeChecker, files: readonly ts.SourceFile[]): Facts {
  const facts: Facts = {
    checker,
    drivers: new Set(),
    driverProperties: new Map(),
    asyncFunctions: new Set(),
    returnsElements: new Map(),
    instances: new Map(),
  };
  for (const node of nodesOf(files)) {
    const assigned =
      ts.isVariableDeclaration(node) && node.initializer
        ? { target: node as ts.Node, value: node.initializer }
        : ts.isBinaryExpression(node) &&
            node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
            ts.isIdentifier(node.left)
          ? { target: declarationOf(checker, node.left), value: node.right }
          : undefined;
    if (!assigned?.target) continue;
    const created = unwrap(assigned.value);
    if (!ts.isNewExpression(created)) continue;
    const cls = classOf(checker, created.expression);
    if (cls) facts.instances.set(assigned.target, cls);
  }
  const addProperty = (owner: ts.Node, name: string): boolean => {
    let names = facts.driverProperties.get(owner);
    if (!names) facts.driverProperties.set(owner, (names = new Set()));
    if (names.has(name)) return false;
    names.add(name);
    return true;
  };
  const nodes: ts.Node[] = [];
  for (const sf of files) walk(sf, (node) => void nodes.push(node));

  // Drivers: built, typed, named, passed or stored; until nothing new is found.
  for (let changed = true, round = 0; changed && round < 8; round++) {
    changed = false;
    const add = (decl: ts.Node | undefined): void => {
      if (decl && !facts.drivers.has(decl)) {
        facts.drivers.add(decl);
        changed = true;
      }
    };
    for (const node of nodes) {
      if (ts.isParameter(node) && ts.isIdentifier(node.name)) {
        if (isDriverTyped(node) || /^(driver|webDriver|webdriver)$/.test(node.name.text)) add(node);
        if (
          facts.drivers.has(node) &&
          node.parent &&
          ts.isConstructorDeclaration(node.parent) &&
          node.modifiers?.some((m) => m.kind !== ts.SyntaxKind.Decorator)
        )
          changed = addProperty(node.parent.parent, node.name.text) || changed;
      } else if (ts.isVariableDeclaration(node) && node.initializer) {
        if (isDriverExpression(facts, node.initializer)) add(node);
      } else if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        isDriverExpression(facts, node.right)
      ) {
        const left = node.left;
        if (ts.isIdentifier(left)) add(declarationOf(checker, left));
        else if (
          ts.isPropertyAccessExpression(left) &&
          left.expression.kind === ts.SyntaxKind.ThisKeyword
        ) {
          const owner = thisOwner(checker, left);
          if (owner) changed = addProperty(owner, left.name.text) || changed;
        }
      } else if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const args = node.arguments ?? ts.factory.createNodeArray();
        args.forEach((arg, i) => {
          if (!isDriverExpression(facts, arg)) return;
          const fn = calleeFunction(checker, node);
          const param = fn?.parameters[i];
          if (param) add(param);
        });
        // `driver.wait(function (d) { … })`: the condition receives the driver.
        if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          node.expression.name.text === 'wait' &&
          isDriverExpression(facts, node.expression.expression)
        ) {
          const fn = node.arguments[0];
          if (fn && (ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)) && fn.parameters[0])
            add(fn.parameters[0]);
        }
      }
    }
  }

  // Async functions and element-returning functions, until nothing new is found.
  for (let changed = true, round = 0; changed && round < 8; round++) {
    changed = false;
    for (const node of nodes) {
      if (ts.isReturnStatement(node) && node.expression) {
        const fn = functionOf(node);
        const e = unwrap(node.expression);
        if (fn && ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression)) {
          const name = e.expression.name.text;
          if (
            (name === 'findElement' || name === 'findElements') &&
            !facts.returnsElements.has(fn)
          ) {
            facts.returnsElements.set(fn, name === 'findElement' ? 'one' : 'many');
            changed = true;
          }
        }
      }
      if (!ts.isCallExpression(node)) continue;
      const fn = functionOf(node);
      if (!fn || facts.asyncFunctions.has(fn)) continue;
      const callee = node.expression;
      let awaits = false;
      if (ts.isPropertyAccessExpression(callee) && awaitedMethods.has(callee.name.text)) {
        awaits = isDriverExpression(facts, rootOf(callee.expression)) || callee.name.text !== 'get';
      }
      if (!awaits) {
        const target =
          calleeFunction(checker, node) ??
          (ts.isPropertyAccessExpression(callee) ? methodOf(facts, callee) : undefined);
        awaits = !!target && facts.asyncFunctions.has(target);
      }
      if (awaits) {
        facts.asyncFunctions.add(fn);
        changed = true;
      }
    }
  }
  return facts;
}

function nodesOf(files: readonly ts.SourceFile[]): ts.Node[] {
  const nodes: ts.Node[] = [];
  for (const sf of files) walk(sf, (node) => void nodes.push(node));
  return nodes;
}

/** The class a constructor expression names, following `require` and imports across files. */
function classOf(
  checker: ts.TypeChecker,
  node: ts.Expression,
): ts.ClassLikeDeclaration | undefined {
  const symbol = checker.getSymbolAtLocation(node);
  if (!symbol) return undefined;
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  for (const decl of [...(target.declarations ?? []), ...(symbol.declarations ?? [])]) {
    if (ts.isClassLike(decl)) return decl;
    if (ts.isVariableDeclaration(decl) && decl.initializer) {
      const init = unwrap(decl.initializer);
      // `const LoginPage = require('./login.page')`: the module's `module.exports = LoginPage`
      const type = checker.getTypeAtLocation(init);
      const construct = type.getConstructSignatures()[0]?.getDeclaration();
      if (construct && ts.isConstructorDeclaration(construct)) return construct.parent;
      const cls = type.getSymbol()?.declarations?.find(ts.isClassLike);
      if (cls) return cls;
    }
  }
  return undefined;
}

/** The method a call `x.m()` reaches when `x` holds an instance of a project class. */
export function methodOf(facts: Facts, callee: ts.PropertyAccessExpression): ts.Node | undefined {
  const receiver = unwrap(callee.expression);
  const decl = ts.isIdentifier(receiver) ? declarationOf(facts.checker, receiver) : undefined;
  const cls = decl && facts.instances.get(decl);
  return cls?.members.find(
    (m) => ts.isMethodDeclaration(m) && m.name.getText() === callee.name.text,
  );
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
