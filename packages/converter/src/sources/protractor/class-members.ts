/**
 * What page-object emission reads off a class or its members as written: the comments before a
 * member, its modifiers, whether it is static, the base class it extends, the class or
 * constructor function a declaration stands for.
 */
import ts from 'typescript';
import { type RuleContext } from './context.js';
import { functionOfDeclaration } from './syntax-facts.js';

export function classOrConstructor(decl: ts.Node): ts.Node | undefined {
  if (ts.isClassLike(decl)) return decl;
  const fn = functionOfDeclaration(decl);
  if (fn) return fn;
  if (ts.isVariableDeclaration(decl) && decl.initializer && ts.isClassExpression(decl.initializer))
    return decl.initializer;
  return undefined;
}

export function leading(member: ts.Node, cx: RuleContext): string {
  const full = cx.text.slice(member.getFullStart(), member.getStart(cx.sf));
  const comments = ts.getLeadingCommentRanges(cx.text, member.getFullStart()) ?? [];
  if (comments.length === 0) return '';
  void full;
  return comments.map((c) => cx.text.slice(c.pos, c.end)).join('\n') + '\n';
}

export const accessModifiers = new Set([
  ts.SyntaxKind.PublicKeyword,
  ts.SyntaxKind.PrivateKeyword,
  ts.SyntaxKind.ProtectedKeyword,
]);

export function isStatic(member: ts.Node): boolean {
  return (
    ts.canHaveModifiers(member) &&
    (ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword) ?? false)
  );
}

export function modifiers(member: ts.Node, cx: RuleContext): string {
  const mods = ts.canHaveModifiers(member) ? ts.getModifiers(member) : undefined;
  const decorators = ts.canHaveDecorators(member) ? ts.getDecorators(member) : undefined;
  const parts = [...(decorators ?? []), ...(mods ?? [])].map((m) => cx.original(m));
  return parts.length ? `${parts.join(' ')} ` : '';
}

export function baseClass(node: ts.ClassLikeDeclaration, cx: RuleContext): ts.Node | undefined {
  const extendsClause = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword);
  const expr = extendsClause?.types[0]?.expression;
  if (!expr) return undefined;
  const decl = cx.declarationOf(ts.isPropertyAccessExpression(expr) ? expr.name : expr);
  if (decl && ts.isClassLike(decl)) return decl;
  return decl ?? expr;
}
