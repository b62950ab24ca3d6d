/**
 * Drivers held outside any declaration the specs can see: a Mocha root hook builds one into a
 * global (`global.driver = …`, `globalThis.driver = …`, an undeclared `driver = …`) or into Mocha's
 * context (`this.driver = …`, shared by the hooks and tests), and the specs use the bare name. An
 * undeclared `driver`/`browser` the project never assigns but drives (`driver.get(…)`) is assumed
 * to be one (the suite's setup lives outside the project), with a warning.
 */
import ts from 'typescript';
import { driverCommands } from '../../webdriver/driver.js';
import { declarationOf, unwrap } from './bindings.js';
import type { Facts } from './facts.js';
import { mochaBlocks } from './mocha-blocks.js';

const globalObjects = new Set(['global', 'globalThis']);
const assumedNames = new Set(['driver', 'browser']);
/** What only a WebDriver answers: the first link of every driver command. */
const webDriverMethods = new Set([
  ...Object.keys(driverCommands).map((k) => k.split('.')[0] as string),
  'findElement',
  'findElements',
]);

/** Where an assignment stores a global: `global.x`, `globalThis.x`, an undeclared `x`, Mocha's `this.x`. */
export type GlobalSlot = { kind: 'global' | 'context'; name: string };

export function globalSlot(checker: ts.TypeChecker, node: ts.Expression): GlobalSlot | undefined {
  const e = unwrap(node);
  if (ts.isIdentifier(e))
    return declarationOf(checker, e) ? undefined : { kind: 'global', name: e.text };
  if (!ts.isPropertyAccessExpression(e)) return undefined;
  const object = unwrap(e.expression);
  if (ts.isIdentifier(object) && globalObjects.has(object.text) && !ownDeclaration(checker, object))
    return { kind: 'global', name: e.name.text };
  if (object.kind === ts.SyntaxKind.ThisKeyword && isMochaThis(e))
    return { kind: 'context', name: e.name.text };
  return undefined;
}

/** A declaration of the project's own (not the runtime's `global` of a `.d.ts`). */
function ownDeclaration(checker: ts.TypeChecker, node: ts.Identifier): boolean {
  const decl = declarationOf(checker, node);
  return !!decl && !decl.getSourceFile().isDeclarationFile;
}

/**
 * Whether `this` at `node` is Mocha's context: the nearest function that binds `this` is a
 * callback of `describe`/`it`/a hook, or a hook of a root-hook plugin (`mochaHooks = { beforeAll() {} }`).
 */
function isMochaThis(node: ts.Node): boolean {
  let fn: ts.Node | undefined = node.parent;
  while (fn && (!ts.isFunctionLike(fn) || ts.isArrowFunction(fn))) fn = fn.parent;
  if (!fn) return false;
  const parent = fn.parent;
  if (ts.isFunctionExpression(fn) && ts.isCallExpression(parent)) {
    const callee = parent.expression;
    const name = ts.isIdentifier(callee)
      ? callee.text
      : ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)
        ? callee.expression.text
        : undefined;
    return !!name && Object.hasOwn(mochaBlocks, name);
  }
  const member = ts.isMethodDeclaration(fn) ? fn : ts.isPropertyAssignment(parent) ? parent : fn;
  const object = member.parent;
  if (!object || !ts.isObjectLiteralExpression(object)) return false;
  const holder = object.parent;
  const holderName =
    holder && ts.isBinaryExpression(holder) && ts.isPropertyAccessExpression(holder.left)
      ? holder.left.name.text
      : holder && ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name)
        ? holder.name.text
        : undefined;
  return holderName === 'mochaHooks';
}

/** The global names the project assigns anything to (whatever it is). */
export function assignedGlobals(checker: ts.TypeChecker, nodes: readonly ts.Node[]): Set<string> {
  const names = new Set<string>();
  for (const node of nodes)
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const slot = globalSlot(checker, node.left);
      if (slot) names.add(`${slot.kind}:${slot.name}`);
    }
  return names;
}

/** Undeclared `driver`/`browser` the project never assigns yet calls WebDriver methods on. */
export function assumedDrivers(
  checker: ts.TypeChecker,
  nodes: readonly ts.Node[],
  assigned: Set<string>,
): Set<string> {
  const names = new Set<string>();
  for (const node of nodes)
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      assumedNames.has(node.expression.text) &&
      webDriverMethods.has(node.name.text) &&
      ts.isCallExpression(node.parent) &&
      node.parent.expression === node &&
      !assigned.has(`global:${node.expression.text}`) &&
      !declarationOf(checker, node.expression)
    )
      names.add(node.expression.text);
  return names;
}

/** Whether `node` reads a global (or Mocha context) driver. */
export function isGlobalDriver(facts: Facts, node: ts.Expression): boolean {
  const slot = globalSlot(facts.checker, node);
  if (!slot) return false;
  return slot.kind === 'global'
    ? facts.globalDrivers.has(slot.name) || facts.assumedDrivers.has(slot.name)
    : facts.contextDrivers.has(slot.name);
}

/** The name of the assumed driver `node` reads, when it is one (for the warning). */
export function assumedDriverName(facts: Facts, node: ts.Expression): string | undefined {
  const slot = globalSlot(facts.checker, node);
  return slot?.kind === 'global' &&
    facts.assumedDrivers.has(slot.name) &&
    !facts.globalDrivers.has(slot.name)
    ? slot.name
    : undefined;
}

/** An undeclared `driver`/`browser` that is not taken for a driver: it stays, with a warning. */
export function isUnknownDriverName(facts: Facts, node: ts.Identifier): boolean {
  return (
    assumedNames.has(node.text) &&
    !declarationOf(facts.checker, node) &&
    !isGlobalDriver(facts, node) &&
    !isPropertyName(node)
  );
}

function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isMethodDeclaration(parent) && parent.name === node)
  );
}
