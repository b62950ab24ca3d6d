/**
 * A JavaScript class as TypeScript needs it: the fields its methods assign (`this.driver =
 * driver`) are declared at the top of the class, a driver's typed `Page`.
 */
import ts from 'typescript';
import type { Output } from '../../playwright/output.js';
import type { Facts } from './analysis.js';

/** The field declarations (`name;`, `driver: Page;`) of the fields a class assigns but does not declare. */
export function classFields(
  node: ts.ClassLikeDeclaration,
  facts: Facts,
  out: Output,
): Map<string, string> {
  const declared = new Set(node.members.map((m) => m.name?.getText()));
  const fields = new Map<string, string>();
  const driverProps = facts.driverProperties.get(node);
  const visit = (n: ts.Node): void => {
    if (
      ts.isBinaryExpression(n) &&
      n.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(n.left) &&
      n.left.expression.kind === ts.SyntaxKind.ThisKeyword &&
      !declared.has(n.left.name.text)
    ) {
      const name = n.left.name.text;
      fields.set(
        name,
        driverProps?.has(name) ? `${name}: ${out.playwrightType('Page')};` : `${name};`,
      );
    }
    if (!ts.isClassLike(n) && !ts.isFunctionDeclaration(n) && !ts.isFunctionExpression(n))
      n.forEachChild(visit);
  };
  for (const member of node.members) member.forEachChild(visit);
  return fields;
}
