/**
 * Python is parsed with tree-sitter's Python grammar (`tree-sitter-python`) through the shared tree-sitter
 * loader (`core/tree-sitter.ts`).
 */
import type { Node, Tree } from 'web-tree-sitter';
import { treeSitterGrammar } from '../../core/tree-sitter.js';

export { named, field, positionOf, firstSyntaxError } from '../../core/tree-sitter.js';

export type PyNode = Node;
export type PyTree = Tree;

const grammar = treeSitterGrammar('tree-sitter-python/tree-sitter-python.wasm', 'Python');

/** Loads the parser once; every later call answers the same one. */
export function loadPythonParser() {
  return grammar.load();
}

/** Parses with the loaded parser (`loadPythonParser` must have finished). */
export function parsePython(source: string): Tree {
  return grammar.parse(source);
}
