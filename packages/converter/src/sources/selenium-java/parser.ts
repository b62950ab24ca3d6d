/**
 * Java is parsed with tree-sitter's Java grammar (`tree-sitter-java`, built to WebAssembly) through
 * `web-tree-sitter`, as Python is: a real, error-tolerant parser, loaded once per process. Loading
 * is asynchronous; parsing afterwards is synchronous, so the `FrontEnd` interface stays the same.
 */
import { Language, Parser, type Node, type Tree } from 'web-tree-sitter';

export type JNode = Node;

let loading: Promise<Parser> | undefined;
let parser: Parser | undefined;

/**
 * Where the grammar's WebAssembly lives: resolved as a module of the `tree-sitter-java` package
 * (ES modules resolve through `import.meta.resolve`; the engine's CommonJS bundle through `require`).
 */
function grammarLocation(): string | URL {
  const specifier = 'tree-sitter-java/tree-sitter-java.wasm';
  const meta = import.meta as { resolve?: (s: string) => string };
  if (typeof meta.resolve === 'function') return new URL(meta.resolve(specifier));
  return require.resolve(specifier);
}

/** Loads the parser once; every later call answers the same one. */
export function loadJavaParser(): Promise<Parser> {
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

/** Parses with the loaded parser (`loadJavaParser` must have finished). */
export function parseJava(source: string): Tree {
  if (!parser) throw new Error('The Java parser is not loaded (loadJavaParser first)');
  const tree = parser.parse(source);
  if (!tree) throw new Error('The Java parser returned no tree');
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

/** Annotations of a declaration (its `modifiers`), by simple name. */
export function annotationsOf(node: Node): Node[] {
  const modifiers = named(node).find((c) => c.type === 'modifiers');
  return modifiers
    ? named(modifiers).filter((a) => a.type === 'annotation' || a.type === 'marker_annotation')
    : [];
}

export function annotationName(annotation: Node): string {
  const name = field(annotation, 'name')?.text ?? '';
  return name.slice(name.lastIndexOf('.') + 1);
}

/** `@Test(enabled = false)` → the `enabled` value node; `@DisplayName("x")` → key `value`. */
export function annotationValue(annotation: Node | undefined, key: string): Node | undefined {
  const args = annotation ? field(annotation, 'arguments') : undefined;
  if (!args) return undefined;
  for (const arg of named(args)) {
    if (arg.type === 'element_value_pair') {
      if (field(arg, 'key')?.text === key) return field(arg, 'value');
    } else if (key === 'value') return arg;
  }
  return undefined;
}

export function hasModifier(node: Node, word: string): boolean {
  const modifiers = named(node).find((c) => c.type === 'modifiers');
  return modifiers ? modifiers.children.some((c) => c?.text === word) : false;
}

/** The text of a Java string literal (undefined when it is not one, or has escapes we do not read). */
export function stringLiteral(node: Node | undefined): string | undefined {
  if (node?.type !== 'string_literal') return undefined;
  if (node.text.startsWith('"""')) return undefined;
  try {
    return JSON.parse(node.text.replace(/\\'/g, "'")) as string;
  } catch {
    return undefined;
  }
}

/** Whether two handles are the same node (the binding hands out a new object per access). */
export function sameNode(a: Node | undefined, b: Node | undefined): boolean {
  return !!a && !!b && a.id === b.id;
}
