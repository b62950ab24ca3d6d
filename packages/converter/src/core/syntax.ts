/**
 * Syntax-tree basics every front end for JavaScript/TypeScript sources shares (parsing is in
 * `program.ts`): a walk with an explicit stack (a file nested thousands deep
 * must not overflow the call stack in a search).
 */
import ts from 'typescript';

/** What a visitor tells the walk: skip this node's children, or stop the whole walk. */
export type WalkControl = 'skip' | 'stop' | void;

/** Visits `root` and every descendant in source order; true when a visitor stopped the walk. */
export function walk(root: ts.Node, visit: (node: ts.Node) => WalkControl): boolean {
  const stack: ts.Node[] = [root];
  const children: ts.Node[] = [];
  while (stack.length) {
    const node = stack.pop() as ts.Node;
    const control = visit(node);
    if (control === 'stop') return true;
    if (control === 'skip') continue;
    children.length = 0;
    node.forEachChild((child) => {
      children.push(child);
    });
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as ts.Node);
  }
  return false;
}

/** The module a `require('x')`, `import … from 'x'` or `import('x')` names, if `node` is one. */
export function moduleSpecifierOf(node: ts.Node): string | undefined {
  if (
    (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
    node.moduleSpecifier &&
    ts.isStringLiteral(node.moduleSpecifier)
  )
    return node.moduleSpecifier.text;
  if (
    ts.isCallExpression(node) &&
    (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
      (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
    node.arguments[0] &&
    ts.isStringLiteral(node.arguments[0])
  )
    return node.arguments[0].text;
  return undefined;
}

/**
 * `Object.defineProperty(exports, "__esModule", { value: true });` or `exports.__esModule = true;`:
 * the marker TypeScript writes at the top of a module it compiled to CommonJS. Converted code is
 * an ES module, where `exports` does not exist.
 */
export function isEsModuleMarker(s: ts.Statement): boolean {
  if (!ts.isExpressionStatement(s)) return false;
  const e = s.expression;
  if (ts.isCallExpression(e)) {
    const [target, name] = e.arguments;
    return (
      ts.isPropertyAccessExpression(e.expression) &&
      e.expression.getText() === 'Object.defineProperty' &&
      !!target &&
      ts.isIdentifier(target) &&
      target.text === 'exports' &&
      !!name &&
      ts.isStringLiteral(name) &&
      name.text === '__esModule'
    );
  }
  return (
    ts.isBinaryExpression(e) &&
    e.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isPropertyAccessExpression(e.left) &&
    e.left.getText() === 'exports.__esModule'
  );
}
