/**
 * Source-kind detection when `from` is omitted, driven by the kinds list (`kinds.ts`): by
 * extension first, then, for JavaScript and TypeScript, by the modules the file imports and the
 * free globals it uses. A file with no sign of any kind is `fallback` (converted as the kind of
 * the rest of its project by `convertFiles`, as Protractor alone).
 */
import ts from 'typescript';
import type { SourceKind } from './api.js';
import { scriptKindOf } from './core/program.js';
import { moduleSpecifierOf } from './core/syntax.js';
import { SOURCE_KINDS, type SourceKindEntry } from './kinds.js';

export interface Detection {
  kind: SourceKind;
  /** False when nothing in the file named the kind (it is the fallback). */
  sure: boolean;
}

export const fallbackKind: SourceKind = (SOURCE_KINDS.find((k) => k.detection.fallback) ??
  SOURCE_KINDS[0])!.id;

export function detectSourceKind(path: string, source: string): SourceKind {
  return detectFile(path, source).kind;
}

export function detectFile(path: string, source: string): Detection {
  const lower = path.toLowerCase();
  for (const entry of SOURCE_KINDS)
    if (entry.detection.extensions?.some((ext) => lower.endsWith(ext)))
      return { kind: entry.id, sure: true };
  const scripted = SOURCE_KINDS.filter((k) => k.detection.imports || k.detection.globals);
  // No module name or global of any kind in the text: no parse needed.
  const mentioned = scripted.filter((k) => mentions(k, source));
  if (mentioned.length === 0) return { kind: fallbackKind, sure: false };
  const signs = fileSigns(path, source);
  for (const entry of mentioned) {
    const { imports = [], globals = [] } = entry.detection;
    if (
      imports.some(
        (m) => signs.imports.has(m) || [...signs.imports].some((i) => i.startsWith(`${m}/`)),
      ) ||
      globals.some((g) => signs.freeGlobals.has(g))
    )
      return { kind: entry.id, sure: true };
  }
  return { kind: fallbackKind, sure: false };
}

function mentions(entry: SourceKindEntry, source: string): boolean {
  const { imports = [], globals = [] } = entry.detection;
  return [...imports, ...globals].some((name) => source.includes(name));
}

/**
 * The modules a file imports and the globals it uses without declaring them anywhere (a Selenium
 * test's own `element` variable is not Protractor's `element`).
 */
function fileSigns(
  path: string,
  source: string,
): { imports: Set<string>; freeGlobals: Set<string> } {
  // Parsed without parent links (a big file's second tree would cost as much again); the walk
  // below keeps each node's parent on its own stack.
  const sf = ts.createSourceFile(path, source, ts.ScriptTarget.ES2022, false, scriptKindOf(path));
  const imports = new Set<string>();
  const declared = new Set<string>();
  const used = new Set<string>();
  const stack: [ts.Node, ts.Node][] = [];
  sf.forEachChild((child) => {
    stack.push([child, sf]);
  });
  while (stack.length) {
    const [node, parent] = stack.pop() as [ts.Node, ts.Node];
    node.forEachChild((child) => {
      stack.push([child, node]);
    });
    const specifier = moduleSpecifierOf(node);
    if (specifier !== undefined) imports.add(specifier);
    if (!ts.isIdentifier(node)) continue;
    if (ts.isPropertyAccessExpression(parent) && parent.name === node) continue;
    if (
      (ts.isVariableDeclaration(parent) ||
        ts.isParameter(parent) ||
        ts.isFunctionDeclaration(parent) ||
        ts.isClassDeclaration(parent) ||
        ts.isBindingElement(parent) ||
        ts.isImportSpecifier(parent) ||
        ts.isImportClause(parent) ||
        ts.isNamespaceImport(parent)) &&
      (parent as { name?: ts.Node }).name === node
    ) {
      declared.add(node.text);
      continue;
    }
    if (ts.isPropertyAssignment(parent) && parent.name === node) continue;
    used.add(node.text);
  }
  return { imports, freeGlobals: new Set([...used].filter((name) => !declared.has(name))) };
}
