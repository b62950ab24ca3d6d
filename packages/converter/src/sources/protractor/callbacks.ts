/**
 * Facts about a callback that is inlined into the code around it (a `.then` body flattened, a
 * `forEach` callback made a loop body): whether it reads `this` or `arguments`, reassigns its
 * parameter, or indexes it.
 */
import ts from 'typescript';
import { type RuleContext } from './context.js';

/** The highest literal index `name[i]` used in a node. */
export function highestIndex(node: ts.Node, name: string): number {
  let highest = 0;
  const visit = (n: ts.Node): void => {
    if (
      ts.isElementAccessExpression(n) &&
      ts.isIdentifier(n.expression) &&
      n.expression.text === name &&
      ts.isNumericLiteral(n.argumentExpression)
    ) {
      highest = Math.max(highest, Number(n.argumentExpression.text));
    }
    n.forEachChild(visit);
  };
  visit(node);
  return highest;
}

/** Whether a function body assigns to its parameter (`count--`, `x = …`). */
export function reassigns(body: ts.Node, param: ts.ParameterDeclaration, cx: RuleContext): boolean {
  let found = false;
  const isParam = (n: ts.Node): boolean =>
    ts.isIdentifier(n) &&
    ts.isIdentifier(param.name) &&
    n.text === param.name.text &&
    cx.declarationOf(n) === param;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (
      (ts.isBinaryExpression(n) &&
        n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
        n.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
        isParam(n.left)) ||
      ((ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) &&
        (n.operator === ts.SyntaxKind.PlusPlusToken ||
          n.operator === ts.SyntaxKind.MinusMinusToken) &&
        isParam(n.operand))
    )
      found = true;
    n.forEachChild(visit);
  };
  visit(body);
  return found;
}

export function usesThisOrArguments(node: ts.Node): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (n.kind === ts.SyntaxKind.ThisKeyword || (ts.isIdentifier(n) && n.text === 'arguments')) {
      found = true;
      return;
    }
    if (ts.isFunctionExpression(n) || ts.isFunctionDeclaration(n)) return;
    n.forEachChild(visit);
  };
  visit(node);
  return found;
}
