/**
 * Java is parsed with tree-sitter's Java grammar (`tree-sitter-java`) through the shared tree-sitter
 * loader (`core/tree-sitter.ts`).
 */
import type { Node, Tree } from 'web-tree-sitter';
import { treeSitterGrammar, named, field } from '../../core/tree-sitter.js';

export { named, field, isComment, positionOf, firstSyntaxError } from '../../core/tree-sitter.js';

export type JNode = Node;

const grammar = treeSitterGrammar('tree-sitter-java/tree-sitter-java.wasm', 'Java');

/** Loads the parser once; every later call answers the same one. */
export function loadJavaParser() {
  return grammar.load();
}

/** Parses with the loaded parser (`loadJavaParser` must have finished). */
export function parseJava(source: string): Tree {
  return grammar.parse(source);
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
