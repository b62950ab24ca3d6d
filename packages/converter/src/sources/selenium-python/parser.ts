/**
 * Python is parsed with tree-sitter's Python grammar (`tree-sitter-python`, built to WebAssembly)
 * through `web-tree-sitter`: a real, error-tolerant parser, loaded once per process. Loading is
 * asynchronous (the WebAssembly modules are compiled); parsing afterwards is synchronous, so the
 * front end keeps the `FrontEnd` interface the other kinds have.
 */
import { Language, Parser, type Node, type Tree } from 'web-tree-sitter';

export type PyNode = Node;
export type PyTree = Tree;

let loading: Promise<Parser> | undefined;
let parser: Parser | undefined;

/**
 * Where the grammar's WebAssembly lives: resolved as a module of the `tree-sitter-python` package
 * (ES modules resolve through `import.meta.resolve`; the engine's CommonJS bundle through `require`).
 */
function grammarLocation(): string | URL {
  const specifier = 'tree-sitter-python/tree-sitter-python.wasm';
  const meta = import.meta as { resolve?: (s: string) => string };
  if (typeof meta.resolve === 'function') return new URL(meta.resolve(specifier));
  return require.resolve(specifier);
}

/** Loads the parser once; every later call answers the same one. */
export function loadPythonParser(): Promise<Parser> {
  loading ??= (async () => {
    await Parser.init();
    const language = await Language.load(grammarLocation() as unknown as string);
    const created = new Parser();
    created.setLanguage(language);
    parser = created;
    return created;
  })();
  return loading;
}

/** Parses with the loaded parser (`loadPythonParser` must have finished). */
export function parsePython(source: string): Tree {
  if (!parser) throw new Error('The Python parser is not loaded (loadPythonParser first)');
  const tree = parser.parse(source);
  if (!tree) throw new Error('The Python parser returned no tree');
  return tree;
}

/** The named children of a node (comments included: they are kept in the output). */
export function named(node: Node): Node[] {
  return node.namedChildren.filter((c): c is Node => c !== null);
}

export function field(node: Node, name: string): Node | undefined {
  return node.childForFieldName(name) ?? undefined;
}

/** 1-based line and column of a node, as diagnostics give them. */
export function positionOf(node: Node): { line: number; column: number } {
  return { line: node.startPosition.row + 1, column: node.startPosition.column + 1 };
}

/** The first syntax error in the tree, if any (a missing token or an unparsable stretch). */
export function firstSyntaxError(root: Node): Node | undefined {
  if (!root.hasError) return undefined;
  const stack: Node[] = [root];
  while (stack.length) {
    const node = stack.pop() as Node;
    if (node.isError || node.isMissing) return node;
    for (let i = node.childCount - 1; i >= 0; i--) {
      const child = node.child(i);
      if (child && (child.hasError || child.isMissing)) stack.push(child);
    }
  }
  return root;
}
