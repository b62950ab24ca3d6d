/**
 * Analysis, run once over the whole project before anything is emitted: which declarations hold a
 * driver (built with `Builder`, passed to a page object or helper, stored as `this.driver`),
 * which functions become async (they now await Playwright calls), which return elements. Emission
 * reads these facts and never learns them late, so every file is emitted once.
 */
import ts from 'typescript';
import { walk } from '../../core/syntax.js';
import { declarationOf, isSelenium, rootOf, unwrap } from './bindings.js';
import type { Facts } from './facts.js';
import { assignedGlobals, assumedDrivers, globalSlot, isGlobalDriver } from './globals.js';
import { classOf, methodOf, thisOwner } from './instances.js';

export { bindingOf, declarationOf, isSelenium, rootOf, unwrap } from './bindings.js';
export type { Facts } from './facts.js';
export { methodOf, thisOwner } from './instances.js';

/** Element and driver methods that stay promises in Playwright (finding an element does not). */
const awaitedMethods = new Set([
  'click', 'sendKeys', 'clear', 'submit', 'getText', 'getAttribute', 'getCssValue', 'getTagName',
  'getRect', 'getSize', 'getLocation', 'isDisplayed', 'isEnabled', 'isSelected', 'takeScreenshot',
  'get', 'getTitle', 'getPageSource', 'sleep', 'wait', 'executeScript', 'executeAsyncScript',
  'quit', 'close', 'perform', 'accept', 'dismiss', 'to', 'back', 'forward', 'refresh',
  'addCookie', 'getCookie', 'getCookies', 'deleteCookie', 'deleteAllCookies', 'setRect', 'setSize',
  'newWindow',
]); // prettier-ignore

/** Per program: the functions that return a new driver (`function buildDriver() { return new Builder()….build(); }`). */
const driverFactories = new WeakMap<ts.TypeChecker, Set<ts.Node>>();

export function isDriverFactory(checker: ts.TypeChecker, fn: ts.Node): boolean {
  return driverFactories.get(checker)?.has(fn) ?? false;
}

/** The names of the project's driver factories (their exports and imports go with them). */
export function driverFactoryNames(checker: ts.TypeChecker): Set<string> {
  const names = new Set<string>();
  for (const fn of driverFactories.get(checker) ?? []) {
    const name =
      (fn as ts.FunctionDeclaration).name ??
      (ts.isVariableDeclaration(fn.parent) ? fn.parent.name : undefined);
    if (name && ts.isIdentifier(name)) names.add(name.text);
  }
  return names;
}

/**
 * `new Builder()….build()` (also `env.builder().build()` of `selenium-webdriver/testing`, or a
 * call of a function that returns one): the expression that creates a driver.
 */
export function isBuilderChain(checker: ts.TypeChecker, node: ts.Expression): boolean {
  const e = unwrap(node);
  if (ts.isCallExpression(e) && driverFactories.get(checker)?.size) {
    const callee = calleeFunction(checker, e);
    if (callee && driverFactories.get(checker)?.has(callee)) return true;
  }
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

export function isDriverExpression(facts: Facts, node: ts.Expression): boolean {
  const e = unwrap(node);
  if (isGlobalDriver(facts, e)) return true;
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
export function calleeFunction(
  checker: ts.TypeChecker,
  node: ts.CallExpression | ts.NewExpression,
): ts.SignatureDeclaration | undefined {
  const name = ts.isPropertyAccessExpression(node.expression)
    ? node.expression.name
    : node.expression;
  // `const { buildDriver } = require('./driver')`: follow the alias to the exported function.
  const symbol = checker.getSymbolAtLocation(name);
  const target =
    symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const decl = target?.valueDeclaration ?? target?.declarations?.[0];
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
    globalDrivers: new Set(),
    assumedDrivers: new Set(),
    contextDrivers: new Set(),
    driverProperties: new Map(),
    asyncFunctions: new Set(),
    returnsElements: new Map(),
    instances: new Map(),
    framed: new Map(),
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
  facts.assumedDrivers = assumedDrivers(checker, nodes, assignedGlobals(checker, nodes));

  // Driver factories: functions returning a built driver (until nothing new is found).
  const factories = new Set<ts.Node>();
  driverFactories.set(checker, factories);
  for (let changed = true, round = 0; changed && round < 4; round++) {
    changed = false;
    for (const node of nodes) {
      if (!ts.isReturnStatement(node) || !node.expression) continue;
      const fn = functionOf(node);
      if (fn && !factories.has(fn) && isBuilderChain(checker, node.expression)) {
        factories.add(fn);
        changed = true;
      }
    }
    for (const node of nodes)
      if (
        ts.isArrowFunction(node) &&
        !ts.isBlock(node.body) &&
        !factories.has(node) &&
        isBuilderChain(checker, node.body)
      ) {
        factories.add(node);
        changed = true;
      }
  }

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
        const slot = globalSlot(checker, left);
        const globals = slot?.kind === 'context' ? facts.contextDrivers : facts.globalDrivers;
        if (slot && !globals.has(slot.name)) {
          globals.add(slot.name);
          changed = true;
        } else if (ts.isIdentifier(left)) add(declarationOf(checker, left));
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
          // also `driver.wait(new Condition('message', function (d) { … }))`
          const condition = node.arguments[0] && unwrap(node.arguments[0]);
          const fn =
            condition && ts.isNewExpression(condition) ? condition.arguments?.[1] : condition;
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
          const name = elementsReturned(e);
          if (name && !facts.returnsElements.has(fn)) {
            facts.returnsElements.set(fn, name);
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

/** `findElement(…)`, `findElements(…)`, `wait(until.elementLocated(…))`: what a call returns. */
function elementsReturned(call: ts.CallExpression): 'one' | 'many' | undefined {
  const name = (call.expression as ts.PropertyAccessExpression).name.text;
  if (name === 'findElement') return 'one';
  if (name === 'findElements') return 'many';
  const condition = call.arguments[0];
  if (name !== 'wait' || !condition || !ts.isCallExpression(condition)) return undefined;
  const until = ts.isPropertyAccessExpression(condition.expression)
    ? condition.expression.name.text
    : '';
  if (until === 'elementsLocated') return 'many';
  return /^element(Located|Is|Text)/.test(until) ? 'one' : undefined;
}
