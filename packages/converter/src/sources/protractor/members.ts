/**
 * Members of the project's page objects found by name, for receivers the checker cannot type.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import type { Kind } from './kinds.js';
import { prototypeBase } from './prototypes.js';
import { isFunctionLike } from './roles.js';
import { functionOfDeclaration } from './syntax-facts.js';

/**
 * A member of a project class or constructor function, found by name when the checker cannot
 * type the receiver (JavaScript `let po; po = new LoginPage()`): methods, getters, fields, and
 * `this.x = …` assignments in the constructor; base classes too.
 */
export function memberOf(
  kind: Kind,
  name: string,
  cx: RuleContext,
  depth = 0,
): ts.Node | undefined {
  if (kind.type !== 'instance' || !kind.declaration || depth > 5) return undefined;
  const decl = kind.declaration;
  const assignedInBody = (body: ts.Node | undefined): ts.Node | undefined => {
    if (!body || !ts.isBlock(body)) return undefined;
    for (const s of body.statements) {
      if (!ts.isExpressionStatement(s) || !ts.isBinaryExpression(s.expression)) continue;
      const left = s.expression.left;
      if (
        ts.isPropertyAccessExpression(left) &&
        left.expression.kind === ts.SyntaxKind.ThisKeyword &&
        left.name.text === name
      )
        return left;
    }
    return undefined;
  };
  if (ts.isClassLike(decl)) {
    for (const member of decl.members) {
      if (
        member.name &&
        (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) &&
        member.name.text === name
      )
        return member;
    }
    const ctor = decl.members.find(ts.isConstructorDeclaration);
    const assigned = assignedInBody(ctor?.body);
    if (assigned) return assigned;
    const base = decl.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)
      ?.types[0]?.expression;
    const baseDecl = base ? cx.declarationOf(base) : undefined;
    if (baseDecl && ts.isClassLike(baseDecl))
      return memberOf({ type: 'instance', declaration: baseDecl }, name, cx, depth + 1);
    return undefined;
  }
  if (isFunctionLike(decl)) {
    const own = assignedInBody(decl.body);
    if (own) return own;
    // `FriendsPage.prototype = basePage` (an instance of another page object).
    const base = prototypeBase(decl, cx);
    return base
      ? memberOf({ type: 'instance', declaration: base }, name, cx, depth + 1)
      : undefined;
  }
  return undefined;
}

/** The function a call's callee refers to, if it is one of the project's. */
export function functionOf(cx: RuleContext, callee: ts.Node, receiver?: Kind): ts.Node | undefined {
  let decl = cx.declarationOf(ts.isPropertyAccessExpression(callee) ? callee.name : callee);
  if (!decl && receiver && ts.isPropertyAccessExpression(callee))
    decl = memberOf(receiver, callee.name.text, cx);
  return decl ? functionOfDeclaration(decl) : undefined;
}
