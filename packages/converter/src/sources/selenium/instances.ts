/**
 * Instances of the project's own classes and constructor functions (page objects): which class a
 * variable holds, the method a call reaches (`page.login()`, `this.open()`, prototype methods).
 */
import ts from 'typescript';
import { walk } from '../../core/syntax.js';
import type { Facts } from './facts.js';
import { declarationOf, unwrap } from './bindings.js';

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

/**
 * The class (or constructor function) a constructor expression names, following `require` and
 * imports across files.
 */
export function classOf(checker: ts.TypeChecker, node: ts.Expression): ts.Node | undefined {
  const symbol = checker.getSymbolAtLocation(node);
  if (!symbol) return undefined;
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  for (const decl of [...(target.declarations ?? []), ...(symbol.declarations ?? [])]) {
    if (ts.isClassLike(decl) || ts.isFunctionDeclaration(decl)) return decl;
    if (ts.isVariableDeclaration(decl) && decl.initializer) {
      const init = unwrap(decl.initializer);
      // `const LoginPage = require('./login.page')`: the module's `module.exports = LoginPage`
      const type = checker.getTypeAtLocation(init);
      const construct = type.getConstructSignatures()[0]?.getDeclaration();
      if (construct && ts.isConstructorDeclaration(construct)) return construct.parent;
      const cls = type
        .getSymbol()
        ?.declarations?.find((d) => ts.isClassLike(d) || ts.isFunctionDeclaration(d));
      if (cls) return cls;
    }
  }
  return undefined;
}

/** The method a call `x.m()` reaches when `x` holds an instance of a project class. */
export function methodOf(facts: Facts, callee: ts.PropertyAccessExpression): ts.Node | undefined {
  const receiver = unwrap(callee.expression);
  if (receiver.kind === ts.SyntaxKind.ThisKeyword) return ownMethod(facts.checker, callee);
  const decl = ts.isIdentifier(receiver) ? declarationOf(facts.checker, receiver) : undefined;
  const owner = decl && facts.instances.get(decl);
  return owner && memberOf(facts.checker, owner, callee.name.text);
}

/** `this.m()`: the method `m` of the class, or `Owner.prototype.m = function` of a constructor function. */
function ownMethod(
  checker: ts.TypeChecker,
  callee: ts.PropertyAccessExpression,
): ts.Node | undefined {
  const owner = thisOwner(checker, callee);
  return owner && memberOf(checker, owner, callee.name.text);
}

/** Method `name` of a class, or `Owner.prototype.name = function` of a constructor function. */
function memberOf(checker: ts.TypeChecker, owner: ts.Node, name: string): ts.Node | undefined {
  if (ts.isClassLike(owner))
    return owner.members.find((m) => ts.isMethodDeclaration(m) && m.name.getText() === name);
  let found: ts.Node | undefined;
  walk(owner.getSourceFile(), (node) => {
    if (found) return 'stop';
    if (
      ts.isBinaryExpression(node) &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.name.text === name &&
      ts.isPropertyAccessExpression(node.left.expression) &&
      node.left.expression.name.text === 'prototype' &&
      declarationOf(checker, node.left.expression.expression) === owner &&
      ts.isFunctionLike(node.right)
    )
      found = node.right;
  });
  return found;
}
