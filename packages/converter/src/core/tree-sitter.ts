/**
 * The parser of the front ends whose language TypeScript cannot read (Python, Java): tree-sitter
 * grammars built to WebAssembly, through `web-tree-sitter`. A real, error-tolerant parser, loaded
 * once per process per grammar. Loading is asynchronous (the WebAssembly modules are compiled);
 * parsing afterwards is synchronous, so those front ends keep the `FrontEnd` interface.
 */
import { Language, Parser, type Node, type Tree } from 'web-tree-sitter';

export interface Grammar {
  /** Loads the parser once; every later call answers the same one. */
  load(): Promise<Parser>;
  /** Parses with the loaded parser (`load` must have finished). */
  parse(source: string): Tree;
}

/**
 * `wasm`: the grammar's WebAssembly as a module of its package
 * (`tree-sitter-python/tree-sitter-python.wasm`); `language`: its name, for messages.
 */
/**
 * `Parser.init` once per process: it instantiates web-tree-sitter's own WebAssembly, and a second
 * init while a grammar loads breaks that load ("Incompatible language version 0").
 */
let initialised: Promise<void> | undefined;

export function treeSitterGrammar(wasm: string, language: string): Grammar {
  let loading: Promise<Parser> | undefined;
  let parser: Parser | undefined;
  return {
    load() {
      loading ??= (async () => {
        await (initialised ??= Parser.init());
        const grammar = await Language.load(grammarLocation(wasm) as unknown as string);
        const created = new Parser();
        created.setLanguage(grammar);
        parser = created;
        return created;
      })();
      return loading;
    },
    parse(source) {
      if (!parser) throw new Error(`The ${language} parser is not loaded (load it first)`);
      const tree = parser.parse(source);
      if (!tree) throw new Error(`The ${language} parser returned no tree`);
      return tree;
    },
  };
}

/**
 * Where a grammar's WebAssembly lives, resolved as a module of its package: ES modules resolve
 * through `import.meta.resolve`, the engine's CommonJS bundle through `require`.
 */
function grammarLocation(specifier: string): string | URL {
  const meta = import.meta as { resolve?: (s: string) => string };
  if (typeof meta.resolve === 'function') return new URL(meta.resolve(specifier));
  return require.resolve(specifier);
}

/** The named children of a node (comments included: they are kept in the output). */
export function named(node: Node): Node[] {
  return node.namedChildren.filter((c): c is Node => c !== null);
}

/** A comment node, in any grammar: Python's `comment`, Java's `line_comment` and `block_comment`. */
export function isComment(node: Node): boolean {
  return node.type === 'comment' || node.type === 'line_comment' || node.type === 'block_comment';
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
