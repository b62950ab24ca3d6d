/**
 * Whole-subtree searches over the syntax tree with an explicit stack instead of recursion, so a
 * file nested thousands deep (describes, element chains, callbacks) does not overflow the call
 * stack in a search, and per-file indexes built once instead of one walk of the file per question.
 */
import ts from 'typescript';

import { walk } from '../../core/syntax.js';
import { usesArguments } from './syntax-facts.js';

export { walk, type WalkControl } from '../../core/syntax.js';

/** Whether `root` or a descendant satisfies `test`. */
export function someNode(root: ts.Node, test: (node: ts.Node) => boolean): boolean {
  return walk(root, (node) => (test(node) ? 'stop' : undefined));
}

const declaredNames = new WeakMap<ts.SourceFile, Set<string>>();

/**
 * Whether the file declares `name` anywhere (a variable, parameter, function, class, binding or
 * import), so generated code picks another. Indexed once per file (by the walk of
 * `declaredNamesOf`, or here for a file it did not walk): generated names are asked for thousands
 * of times in a big file.
 */
export function declaresName(sf: ts.SourceFile, name: string): boolean {
  let names = declaredNames.get(sf);
  if (!names) {
    const found = new Set<string>();
    walk(sf, (node) => {
      addLocalDeclaration(node, found);
    });
    names = found;
    declaredNames.set(sf, names);
  }
  return names.has(name);
}

/** Adds the name `node` declares in its file (for `declaresName`), if it declares one. */
function addLocalDeclaration(node: ts.Node, names: Set<string>): void {
  switch (node.kind) {
    case ts.SyntaxKind.VariableDeclaration:
    case ts.SyntaxKind.Parameter:
    case ts.SyntaxKind.FunctionDeclaration:
    case ts.SyntaxKind.ClassDeclaration:
    case ts.SyntaxKind.BindingElement:
    case ts.SyntaxKind.ImportSpecifier: {
      const name = (node as ts.NamedDeclaration).name;
      if (name && ts.isIdentifier(name)) names.add(name.text);
    }
  }
}

/**
 * Every name any file of the project declares — variables, functions, classes, parameters,
 * imports, members, object-literal properties, and what JavaScript binds as a declaration from an
 * assignment (`x.y = …`, `x['y'] = …`, `Object.defineProperty(x, 'y', …)`). A plain reference
 * or a property name not in it cannot resolve to a declaration (the program has no lib files), so
 * the checker's work for it can be skipped: its scope lookup (one step per enclosing scope,
 * thousands in deeply nested code) and, for `x.name`, typing `x`.
 */
export function declaredNamesOf<S>(
  files: Iterable<ts.SourceFile>,
  /**
   * Also called for every node, so other per-file indexes and the analysis share this walk. It
   * gets the scope its parent returned (undefined for the file) and returns its children's.
   */
  visit?: (node: ts.Node, sf: ts.SourceFile, scope: S | undefined) => S | undefined,
): Set<string> {
  const names = new Set<string>();
  for (const sf of files) {
    // The same walk gives the file's nesting depth (`nestingDepth`) and its own declared names
    // (`declaresName`).
    const local = new Set<string>();
    const stack: ts.Node[] = [sf];
    const depthStack: number[] = [0];
    const scopeStack: (S | undefined)[] = [undefined];
    let max = 0;
    let depth = 0;
    let scope: S | undefined;
    const push = (child: ts.Node) => {
      stack.push(child);
      depthStack.push(depth + 1);
      scopeStack.push(scope);
    };
    while (stack.length) {
      const node = stack.pop() as ts.Node;
      depth = depthStack.pop() as number;
      scope = scopeStack.pop();
      if (depth > max) max = depth;
      if (visit) scope = visit(node, sf, scope);
      addLocalDeclaration(node, local);
      if (ts.isIdentifier(node) && node.text === 'arguments') markArgumentsReader(node);
      if (ts.isIdentifier(node) || ts.isStringLiteralLike(node) || ts.isNumericLiteral(node)) {
        const parent = node.parent;
        if ((parent as { name?: ts.Node }).name === node) {
          if (!ts.isPropertyAccessExpression(parent) || isAssignmentTarget(parent))
            names.add(node.text);
        } else if (ts.isIdentifier(node) && isAssignmentRoot(node)) {
          names.add(node.text);
        } else if (
          ts.isElementAccessExpression(parent) &&
          parent.argumentExpression === node &&
          isAssignmentTarget(parent)
        ) {
          names.add(node.text);
        } else if (ts.isCallExpression(parent) && parent.arguments[1] === node) {
          // Object.defineProperty(x, 'y', …)
          names.add(node.text);
        }
      }
      node.forEachChild(push);
    }
    depths.set(sf, max);
    declaredNames.set(sf, local);
    argumentsIndexed.add(sf);
  }
  return names;
}

/** Files whose `function` expressions reading `arguments` the walk above found. */
const argumentsIndexed = new WeakSet<ts.SourceFile>();
const argumentsReaders = new WeakSet<ts.Node>();

/** Notes the `function` whose own `arguments` an identifier named `arguments` is. */
function markArgumentsReader(node: ts.Identifier): void {
  let fn: ts.Node | undefined = node.parent;
  while (fn && !ts.isFunctionExpression(fn) && !ts.isFunctionDeclaration(fn)) fn = fn.parent;
  if (fn) argumentsReaders.add(fn);
}

/**
 * Whether a `function` expression reads `arguments` (`usesArguments`), from the walk of its file
 * when it had one: asked of every callback that could become an arrow.
 */
export function readsArguments(fn: ts.FunctionExpression, sf: ts.SourceFile): boolean {
  return argumentsIndexed.has(sf) ? argumentsReaders.has(fn) : usesArguments(fn);
}

function isAssignmentTarget(node: ts.Node): boolean {
  return (
    ts.isBinaryExpression(node.parent) &&
    node.parent.left === node &&
    node.parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
    node.parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment
  );
}

function isAssignmentRoot(node: ts.Identifier): boolean {
  let target: ts.Node = node;
  while (
    (ts.isPropertyAccessExpression(target.parent) || ts.isElementAccessExpression(target.parent)) &&
    target.parent.expression === target
  )
    target = target.parent;
  return target !== node && isAssignmentTarget(target);
}

/**
 * Whether a file may declare members in JSDoc (`@typedef`, `@property`, a `@type` object
 * literal), which the walk does not see: property names are then always left to the checker.
 */
export function declaresMembersInJsDoc(files: Iterable<ts.SourceFile>): boolean {
  for (const sf of files)
    if (/@(?:typedef|property|prop|callback|type\s*\{\{)/.test(sf.text)) return true;
  return false;
}

/** Whether `node` is the name after the dot of a property access (`x.name`). */
export function isPropertyName(node: ts.Identifier): boolean {
  return ts.isPropertyAccessExpression(node.parent) && node.parent.name === node;
}

/**
 * Whether the checker resolves `node` by looking its name up in the enclosing scopes (a plain
 * reference), as opposed to a property name or a declaration's own name.
 */
export function isScopeReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  switch (parent.kind) {
    case ts.SyntaxKind.CallExpression:
    case ts.SyntaxKind.NewExpression:
    case ts.SyntaxKind.ExpressionStatement:
    case ts.SyntaxKind.BinaryExpression:
    case ts.SyntaxKind.AwaitExpression:
    case ts.SyntaxKind.ReturnStatement:
    case ts.SyntaxKind.ParenthesizedExpression:
    case ts.SyntaxKind.ArrayLiteralExpression:
    case ts.SyntaxKind.SpreadElement:
    case ts.SyntaxKind.ConditionalExpression:
    case ts.SyntaxKind.PrefixUnaryExpression:
    case ts.SyntaxKind.PostfixUnaryExpression:
    case ts.SyntaxKind.TemplateSpan:
      return true;
    case ts.SyntaxKind.PropertyAccessExpression:
    case ts.SyntaxKind.ElementAccessExpression:
      return (
        (parent as ts.PropertyAccessExpression | ts.ElementAccessExpression).expression === node
      );
    case ts.SyntaxKind.VariableDeclaration:
      return (parent as ts.VariableDeclaration).initializer === node;
    default:
      return false;
  }
}

const depths = new WeakMap<ts.SourceFile, number>();

/** How deep the file's syntax tree goes (the source file is depth 0). */
export function nestingDepth(sf: ts.SourceFile): number {
  const known = depths.get(sf);
  if (known !== undefined) return known;
  let max = 0;
  const stack: [ts.Node, number][] = [[sf, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [ts.Node, number];
    if (depth > max) max = depth;
    node.forEachChild((child) => {
      stack.push([child, depth + 1]);
    });
  }
  depths.set(sf, max);
  return max;
}
