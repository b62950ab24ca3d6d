/**
 * User bindings named like Playwright's fixtures and imports (`let page = new AccountPage(driver)`
 * beside the `page` fixture, `const request = …` in a test that takes `request`): each is renamed,
 * everywhere it is used, so the converted test neither shadows the fixture nor reads it by
 * mistake (`page = new AccountPage(page)`).
 */
import ts from 'typescript';
import { walk } from '../../core/syntax.js';
import { bindingOf } from './bindings.js';
import type { Facts } from './analysis.js';

const fixtureNames = new Set(['page', 'context', 'browser', 'request', 'expect', 'test']);

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** `new AccountPage(…)` → `accountPage`. */
function instanceName(e: ts.Expression | undefined): string | undefined {
  while (e && (ts.isAwaitExpression(e) || ts.isParenthesizedExpression(e))) e = e.expression;
  if (!e || !ts.isNewExpression(e) || !ts.isIdentifier(e.expression)) return undefined;
  const name = lowerFirst(e.expression.text);
  return fixtureNames.has(name) ? undefined : name;
}

/**
 * A declaration's new name: the class it instantiates, where it is declared or first assigned
 * (`page = new AccountPage(driver)` → `accountPage`), else `userPage`.
 */
function preferredName(decl: ts.Node, name: string, assigned: ts.Expression | undefined): string {
  const init =
    ts.isVariableDeclaration(decl) || ts.isParameter(decl) ? decl.initializer : undefined;
  return (
    instanceName(init) ??
    instanceName(assigned) ??
    `user${name.charAt(0).toUpperCase()}${name.slice(1)}`
  );
}

/** A declaration the module exports under its name (`export const page`): other files import it. */
function exported(decl: ts.Node): boolean {
  const holder = ts.isVariableDeclaration(decl) ? decl.parent.parent : decl;
  return (
    (ts.isVariableStatement(holder) || ts.isFunctionDeclaration(holder)) &&
    !!ts.getModifiers(holder)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/** The file's clashing declarations and their new names (drivers become the page anyway). */
export function fixtureClashes(sf: ts.SourceFile, facts: Facts): Map<ts.Node, string> {
  const clashing: ts.Node[] = [];
  const used = new Set<string>();
  const assigned = new Map<string, ts.Expression>();
  walk(sf, (n) => {
    if (ts.isIdentifier(n)) used.add(n.text);
    if (
      ts.isBinaryExpression(n) &&
      n.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(n.left) &&
      !assigned.has(n.left.text)
    )
      assigned.set(n.left.text, n.right);
    if (!(
      ts.isVariableDeclaration(n) ||
      ts.isParameter(n) ||
      ts.isBindingElement(n) ||
      ts.isFunctionDeclaration(n) ||
      ts.isImportClause(n) ||
      ts.isImportSpecifier(n) ||
      ts.isNamespaceImport(n)
    ))
      return;
    const name = n.name;
    if (!name || !ts.isIdentifier(name) || !fixtureNames.has(name.text)) return;
    if (facts.drivers.has(n) || exported(n)) return;
    // A package's export (`expect` of Chai) goes with its import; the project's modules stay.
    const binding = bindingOf(facts.checker, name);
    if (binding && !binding.module.startsWith('.')) return;
    // A class member's parameter (`constructor(page)` of a page object) is not beside a fixture.
    if (ts.isParameter(n) && ts.isClassElement(n.parent)) return;
    clashing.push(n);
  });
  const renames = new Map<ts.Node, string>();
  for (const decl of clashing) {
    const name = ((decl as ts.NamedDeclaration).name as ts.Identifier).text;
    const base = preferredName(decl, name, assigned.get(name));
    let fresh = base;
    for (let i = 2; used.has(fresh); i++) fresh = `${base}${i}`;
    used.add(fresh);
    renames.set(decl, fresh);
  }
  return renames;
}

/**
 * The new name an identifier takes when it names (or declares) a renamed binding; for a
 * shorthand (`{ page }`) the property keeps its name (`{ page: accountPage }`).
 */
export function renamedIdentifier(
  node: ts.Identifier,
  renames: ReadonlyMap<ts.Node, string>,
  checker: ts.TypeChecker,
): string | undefined {
  if (renames.size === 0) return undefined;
  const parent = node.parent;
  if (ts.isShorthandPropertyAssignment(parent) && parent.name === node) {
    const symbol = checker.getShorthandAssignmentValueSymbol(parent);
    const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    const renamed = decl && renames.get(decl);
    return renamed ? `${node.text}: ${renamed}` : undefined;
  }
  if (renames.has(parent) && (parent as ts.NamedDeclaration).name === node) {
    const renamed = renames.get(parent) as string;
    if (ts.isImportSpecifier(parent) && !parent.propertyName) return `${node.text} as ${renamed}`;
    return ts.isBindingElement(parent) &&
      !parent.propertyName &&
      ts.isObjectBindingPattern(parent.parent)
      ? `${node.text}: ${renamed}`
      : renamed;
  }
  const symbol = checker.getSymbolAtLocation(node);
  const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  return decl ? renames.get(decl) : undefined;
}
