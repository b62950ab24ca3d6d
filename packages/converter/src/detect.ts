/**
 * Source-kind detection when `from` is omitted, driven by the kinds list (`kinds.ts`): by
 * extension first, then, for JavaScript and TypeScript, by the modules the file imports and the
 * free globals it uses. A file with no sign of any kind is `fallback` (converted as the kind of
 * the rest of its project by `convertFiles`, as Protractor alone).
 */
import ts from 'typescript';
import type { ProjectFile, SourceKind } from './api.js';
import { parseProjectFile } from './core/program.js';
import { moduleSpecifierOf } from './core/syntax.js';
import { fallbackKind, kindEntry, SOURCE_KINDS, type SourceKindEntry } from './kinds.js';

export interface Detection {
  kind: SourceKind;
  /** False when nothing in the file named the kind (it is the fallback). */
  sure: boolean;
}

export { fallbackKind };

export function detectSourceKind(path: string, source: string): SourceKind {
  return detectFile(path, source).kind;
}

/**
 * The kind each file of a project is converted as: what detection is sure of; a file with no sign
 * of any kind (a helper that only takes a driver) goes with the rest of its project — the one kind
 * the other script files were detected as, else the fallback. `trees` gets the files detection
 * parsed, for the front ends (`withParsedFiles`).
 */
export function detectProjectKinds(
  files: readonly ProjectFile[],
  trees?: Map<string, ts.SourceFile>,
): SourceKind[] {
  // Only the text of another kind's module or global can take a script file from the fallback
  // (its own detection or, through the project's kind, a file with no sign): where no file has
  // one, every script file is the fallback's and nothing needs parsing here.
  if (!files.some((f) => !extensionKind(f.path) && others.some((k) => mentions(k, f.source))))
    return files.map((f) => extensionKind(f.path) ?? fallbackKind);
  const detections = files.map((f) => safeDetect(f.path, f.source, trees));
  const sureKinds = new Set(
    detections
      .filter((d) => d.sure && kindEntry(d.kind).detection.extensions === undefined)
      .map((d) => d.kind),
  );
  const projectKind = sureKinds.size === 1 ? [...sureKinds][0] : undefined;
  return detections.map((d) => (d.sure ? d.kind : (projectKind ?? d.kind)));
}

/** The script kinds other than the fallback. */
const others = SOURCE_KINDS.filter(
  (k) => k.id !== fallbackKind && (k.detection.imports || k.detection.globals),
);

function extensionKind(path: string): SourceKind | undefined {
  const lower = path.toLowerCase();
  return SOURCE_KINDS.find((entry) =>
    entry.detection.extensions?.some((ext) => lower.endsWith(ext)),
  )?.id;
}

function safeDetect(
  path: string,
  source: string,
  trees: Map<string, ts.SourceFile> | undefined,
): Detection {
  try {
    return detectFile(path, source, trees);
  } catch {
    return { kind: fallbackKind, sure: false };
  }
}

/**
 * `trees`, when given, keeps the file's syntax tree if detection parsed it, for the front end
 * (`withParsedFiles`): each file is parsed once per conversion.
 */
export function detectFile(
  path: string,
  source: string,
  trees?: Map<string, ts.SourceFile>,
): Detection {
  const byExtension = extensionKind(path);
  if (byExtension) return { kind: byExtension, sure: true };
  const scripted = SOURCE_KINDS.filter((k) => k.detection.imports || k.detection.globals);
  // No module name or global of any kind in the text: no parse needed.
  const mentioned = scripted.filter((k) => mentions(k, source));
  if (mentioned.length === 0) return { kind: fallbackKind, sure: false };
  // The same tree the front end would parse (no parent links: the binder sets them there).
  const sf = parseProjectFile(path, source);
  trees?.set(path, sf);
  const signs = fileSigns(sf, new Set(mentioned.flatMap((k) => k.detection.globals ?? [])));
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
 * The modules a file imports and which of `globals` it uses without declaring them anywhere (a
 * Selenium test's own `element` variable is not Protractor's `element`). One walk with an
 * explicit stack (no parent links: each node's parent is pushed beside it), allocating nothing
 * per node, since a big file has millions of nodes.
 */
function fileSigns(
  sf: ts.SourceFile,
  globals: ReadonlySet<string>,
): { imports: Set<string>; freeGlobals: Set<string> } {
  const imports = new Set<string>();
  const declared = new Set<string>();
  const used = new Set<string>();
  const nodes: ts.Node[] = [];
  const parents: ts.Node[] = [];
  let current: ts.Node = sf;
  const push = (child: ts.Node): void => {
    nodes.push(child);
    parents.push(current);
  };
  sf.forEachChild(push);
  while (nodes.length) {
    const node = nodes.pop() as ts.Node;
    const parent = parents.pop() as ts.Node;
    current = node;
    node.forEachChild(push);
    if (node.kind !== ts.SyntaxKind.Identifier) {
      if (
        node.kind === ts.SyntaxKind.CallExpression ||
        node.kind === ts.SyntaxKind.ImportDeclaration ||
        node.kind === ts.SyntaxKind.ExportDeclaration
      ) {
        const specifier = moduleSpecifierOf(node);
        if (specifier !== undefined) imports.add(specifier);
      }
      continue;
    }
    const name = (node as ts.Identifier).text;
    if (!globals.has(name)) continue;
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
      declared.add(name);
      continue;
    }
    if (ts.isPropertyAssignment(parent) && parent.name === node) continue;
    used.add(name);
  }
  return { imports, freeGlobals: new Set([...used].filter((name) => !declared.has(name))) };
}
