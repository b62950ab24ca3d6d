/**
 * Questions about the Protractor source's syntax that rules and the walker share: where a node's
 * statement and function are, what a declaration's function is, whether a call is a `require`.
 * Pure functions of the tree (no project state).
 */
import ts from 'typescript';
import { classifyTestCall, isFunctionLike } from './roles.js';

/** `expect(x)` or `expect(x, message)` itself, no matcher after it. */
export function isBareExpect(node: ts.Node): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'expect' &&
    node.arguments.length > 0
  );
}

export function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return (
    ts.canHaveModifiers(node) && (ts.getModifiers(node)?.some((m) => m.kind === kind) ?? false)
  );
}

export function usesArguments(node: ts.Node): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isIdentifier(n) && n.text === 'arguments') found = true;
    else if (!(ts.isFunctionExpression(n) || ts.isFunctionDeclaration(n)) || n === node)
      n.forEachChild(visit);
  };
  visit(node);
  return found;
}

export function isExpressionNode(node: ts.Node): node is ts.Expression {
  return (
    (ts.isExpression(node) || ts.isIdentifier(node) || node.kind === ts.SyntaxKind.ThisKeyword) &&
    !ts.isTypeNode(node)
  );
}

export function isStatementNode(node: ts.Node): boolean {
  return ts.isStatement(node) || ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node);
}

export function isStatementContainer(node: ts.Node): boolean {
  return (
    ts.isBlock(node) ||
    ts.isSourceFile(node) ||
    ts.isCaseClause(node) ||
    ts.isDefaultClause(node) ||
    ts.isModuleBlock(node)
  );
}

/** The statement whose statement list holds `node` (where a TODO line can go). */
export function enclosingStatement(node: ts.Node): ts.Node {
  let current: ts.Node = node;
  while (current.parent && !isStatementContainer(current.parent)) current = current.parent;
  return current;
}

/** The function node a declaration stands for (`const f = () => …`, `x: function () {…}`). */
export function functionOfDeclaration(decl: ts.Node): ts.Node | undefined {
  if (isFunctionLike(decl)) return decl;
  if (ts.isVariableDeclaration(decl) && decl.initializer && isFunctionLike(decl.initializer))
    return decl.initializer;
  if (ts.isPropertyAssignment(decl) && isFunctionLike(decl.initializer)) return decl.initializer;
  if (ts.isPropertyDeclaration(decl) && decl.initializer && isFunctionLike(decl.initializer))
    return decl.initializer;
  if (
    (ts.isPropertyAccessExpression(decl) || ts.isIdentifier(decl)) &&
    decl.parent &&
    ts.isBinaryExpression(decl.parent) &&
    decl.parent.left === decl &&
    isFunctionLike(decl.parent.right)
  ) {
    return decl.parent.right;
  }
  if (ts.isBinaryExpression(decl) && isFunctionLike(decl.right)) return decl.right;
  return undefined;
}

export function isRequireCall(node: ts.Node): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'require' &&
    node.arguments.length === 1 &&
    ts.isStringLiteralLike(node.arguments[0] as ts.Node)
  );
}

export function isRelativeSpecifier(call: ts.CallExpression): boolean {
  const arg = call.arguments[0];
  return !!arg && ts.isStringLiteralLike(arg) && arg.text.startsWith('.');
}

export function isRelativeImportBinding(decl: ts.Node): boolean {
  let node: ts.Node | undefined = decl;
  while (node && !ts.isImportDeclaration(node)) {
    if (ts.isSourceFile(node)) return false;
    if (
      ts.isImportSpecifier(node) ||
      ts.isImportClause(node) ||
      ts.isNamespaceImport(node) ||
      ts.isNamedImports(node)
    ) {
      node = node.parent;
      continue;
    }
    if (ts.isImportEqualsDeclaration(node)) {
      const ref = node.moduleReference;
      return (
        ts.isExternalModuleReference(ref) &&
        ts.isStringLiteral(ref.expression) &&
        ref.expression.text.startsWith('.')
      );
    }
    if (
      ts.isVariableDeclaration(node) ||
      ts.isBindingElement(node) ||
      ts.isObjectBindingPattern(node)
    ) {
      if (ts.isVariableDeclaration(node)) {
        return (
          !!node.initializer &&
          isRequireCall(node.initializer) &&
          isRelativeSpecifier(node.initializer)
        );
      }
      node = node.parent;
      continue;
    }
    return false;
  }
  return (
    !!node && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text.startsWith('.')
  );
}

export function isDeclarationName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isBindingElement(parent)) &&
    parent.name === node
  );
}

/** Whether a statement is a `describe`/`it`/hook call (where describe-level setup goes before). */
export function isTestFrameworkStatement(statement: ts.Statement): boolean {
  return (
    ts.isExpressionStatement(statement) &&
    ts.isCallExpression(statement.expression) &&
    classifyTestCall(statement.expression) !== undefined
  );
}

export function enclosingFunction(node: ts.Node): ts.Node | undefined {
  let current = node.parent;
  while (current && !ts.isFunctionLike(current)) current = current.parent;
  return current;
}

/**
 * End of the file's opening comments, which stay above the generated imports. A directive for the
 * next line (`eslint-disable-next-line`, `@ts-ignore`, `prettier-ignore`…) and the comments after
 * it belong to the first statement and stay with it.
 */
export function leadingCommentsEnd(text: string, from: number, to: number): number {
  let end = 0;
  for (const range of ts.getLeadingCommentRanges(text, from) ?? []) {
    if (range.end > to || nextLineDirective.test(text.slice(range.pos, range.end))) break;
    end = range.end;
  }
  return end;
}

export const nextLineDirective =
  /eslint-disable-next-line|@ts-ignore|@ts-expect-error|prettier-ignore|istanbul ignore|c8 ignore/;

/** A declaration's decorators and modifiers as written, `async` left out (emission decides it). */
export function modifierText(node: ts.Node, sf: ts.SourceFile): string {
  const modifiers = ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined;
  const decorators = ts.canHaveDecorators(node) ? ts.getDecorators(node) : undefined;
  const parts = [
    ...(decorators ?? []).map((d) => d.getText(sf)),
    ...(modifiers ?? [])
      .filter((m) => m.kind !== ts.SyntaxKind.AsyncKeyword)
      .map((m) => m.getText(sf)),
  ];
  return parts.length ? `${parts.join(' ')} ` : '';
}
