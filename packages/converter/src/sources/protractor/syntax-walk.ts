/**
 * Whole-subtree searches over the syntax tree with an explicit stack instead of recursion, so a
 * file nested thousands deep (describes, element chains, callbacks) does not overflow the call
 * stack in a search, and per-file indexes built once instead of one walk of the file per question.
 */
import ts from 'typescript';

/** What a visitor tells the walk: skip this node's children, or stop the whole walk. */
export type WalkControl = 'skip' | 'stop' | void;

/**
 * Visits `root` and every descendant in source order (parents before children). Returns true
 * when a visitor stopped the walk.
 */
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

/** Whether `root` or a descendant satisfies `test`. */
export function someNode(root: ts.Node, test: (node: ts.Node) => boolean): boolean {
  return walk(root, (node) => (test(node) ? 'stop' : undefined));
}

const declaredNames = new WeakMap<ts.SourceFile, Set<string>>();

/**
 * Whether the file declares `name` anywhere (a variable, parameter, function, class, binding or
 * import), so generated code picks another. Indexed once per file: generated names are asked for
 * thousands of times in a big file.
 */
export function declaresName(sf: ts.SourceFile, name: string): boolean {
  let names = declaredNames.get(sf);
  if (!names) {
    const found = new Set<string>();
    walk(sf, (node) => {
      if (
        (ts.isVariableDeclaration(node) ||
          ts.isParameter(node) ||
          ts.isFunctionDeclaration(node) ||
          ts.isClassDeclaration(node) ||
          ts.isBindingElement(node)) &&
        node.name &&
        ts.isIdentifier(node.name)
      )
        found.add(node.name.text);
      else if (ts.isImportSpecifier(node)) found.add(node.name.text);
    });
    names = found;
    declaredNames.set(sf, names);
  }
  return names.has(name);
}
