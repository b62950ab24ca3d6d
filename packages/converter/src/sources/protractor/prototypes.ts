/**
 * Constructor-function page objects that inherit through their prototype
 * (`FriendsPage.prototype = basePage`): the base instance now needs the page, so the constructor
 * makes it and sets it as its own prototype.
 */
import ts from 'typescript';
import { type RuleContext } from './context.js';
import { exportedInstanceClass } from './modules.js';
import { functionOfDeclaration, isRequireCall } from './syntax-facts.js';
import { classOrConstructor } from './class-members.js';

/**
 * `FriendsPage.prototype = basePage;` (a module-level statement after a constructor function),
 * where `basePage` is another page object's instance: the statement and its right side.
 */
export function prototypeLink(
  fn: ts.Node,
  cx: RuleContext,
): { statement: ts.ExpressionStatement; base: ts.Identifier } | undefined {
  const name =
    ts.isFunctionDeclaration(fn) && fn.name
      ? fn.name
      : (ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)) &&
          ts.isVariableDeclaration(fn.parent) &&
          ts.isIdentifier(fn.parent.name)
        ? fn.parent.name
        : undefined;
  if (!name) return undefined;
  // Only after the name: finding the file walks up through every enclosing node.
  for (const statement of fn.getSourceFile().statements) {
    if (!ts.isExpressionStatement(statement)) continue;
    const link = prototypeAssignment(statement);
    if (link && link.target.text === name.text && ts.isIdentifier(link.base)) {
      const decl = cx.importDeclarationOf(link.base);
      if (decl && baseInstanceClass(decl, cx)) return { statement, base: link.base };
    }
  }
  return undefined;
}

export function prototypeAssignment(
  statement: ts.ExpressionStatement,
): { target: ts.Identifier; base: ts.Expression } | undefined {
  const e = statement.expression;
  if (
    !ts.isBinaryExpression(e) ||
    e.operatorToken.kind !== ts.SyntaxKind.EqualsToken ||
    !ts.isPropertyAccessExpression(e.left) ||
    e.left.name.text !== 'prototype' ||
    !ts.isIdentifier(e.left.expression)
  )
    return undefined;
  return { target: e.left.expression, base: e.right };
}

/** The page-object class (or constructor function) of an instance held by `decl`. */
export function baseInstanceClass(decl: ts.Node, cx: RuleContext): ts.Node | undefined {
  if (!ts.isVariableDeclaration(decl) || !decl.initializer) return undefined;
  const init = decl.initializer;
  if (isRequireCall(init)) return exportedInstanceClass(init, undefined, cx);
  if (ts.isNewExpression(init) && ts.isIdentifier(init.expression)) {
    const target = cx.declarationOf(init.expression);
    return target ? classOrConstructor(target) : undefined;
  }
  return undefined;
}

/** The base page object a constructor function inherits from through its prototype. */
export function prototypeBase(fn: ts.Node, cx: RuleContext): ts.Node | undefined {
  const link = prototypeLink(fn, cx);
  const decl = link ? cx.importDeclarationOf(link.base) : undefined;
  return decl ? baseInstanceClass(decl, cx) : undefined;
}

/**
 * The first statement of a constructor function whose prototype is another page object's
 * instance: that instance now needs the page, so it is made here, with it, and becomes the new
 * object's prototype (what `FriendsPage.prototype = basePage` gave every instance).
 */
export function inheritedPrototype(fn: ts.Node, cx: RuleContext): string | undefined {
  const link = prototypeLink(fn, cx);
  if (!link) return undefined;
  const base = cx.expr(link.base);
  if (base.kind.type !== 'function' && !base.text.endsWith(')')) return undefined;
  return `Object.setPrototypeOf(this, ${cx.settle(base, link.base)});`;
}

/** `FriendsPage.prototype = basePage;` once the constructor sets the prototype itself. */
export function prototypeLinkStatement(
  statement: ts.Statement,
  cx: RuleContext,
): string | undefined {
  if (!ts.isExpressionStatement(statement)) return undefined;
  const link = prototypeAssignment(statement);
  if (!link) return undefined;
  const target = cx.declarationOf(link.target);
  const fn = target ? functionOfDeclaration(target) : undefined;
  if (!fn || prototypeLink(fn, cx)?.statement !== statement) return undefined;
  const decl = cx.importDeclarationOf(link.base as ts.Identifier);
  if (!decl || !cx.state.factories.has(decl)) return undefined;
  return `// ${cx.original(statement)} — now set in ${link.target.text}, which gives the page to the base`;
}
