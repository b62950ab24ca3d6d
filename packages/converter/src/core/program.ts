/**
 * One in-memory TypeScript program over every file of the project, used for binding only: which
 * declaration an identifier or property refers to (a page-object method called from a spec, a
 * helper imported with `require`). No lib files and no disk access, so it runs in a browser too.
 * Shared by the front ends for JavaScript and TypeScript sources.
 */
import ts from 'typescript';
import type { Diagnostic } from '../api.js';
import { messageFor, severityOf } from '../diagnostics/catalogue.js';

const options: ts.CompilerOptions = {
  allowJs: true,
  checkJs: false,
  noLib: true,
  noEmit: true,
  noResolve: false,
  types: [],
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  esModuleInterop: true,
};

export interface ProjectProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
  sourceFile(path: string): ts.SourceFile | undefined;
}

/** The script kind TypeScript should parse a path as. */
export function scriptKindOf(path: string): ts.ScriptKind {
  if (path.endsWith('.ts') || path.endsWith('.mts') || path.endsWith('.cts'))
    return ts.ScriptKind.TS;
  if (path.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (path.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return ts.ScriptKind.JS;
}

/** Paths are project-relative; the program sees them under a virtual root. */
const root = '/project/';

/**
 * Parses one project file (`path` project-relative) the way the program sees it. Without
 * `withParents`, parent links are left to the binder (`createProjectProgram`), which sets them on
 * every node anyway: a separate walk of a big file saved. A tree that is not bound needs them.
 */
export function parseProjectFile(path: string, text: string, withParents = false): ts.SourceFile {
  const given = withParents ? undefined : handedOver?.get(path);
  if (given && given.text === text) {
    // Each tree once: a caller that parses again (a fresh tree after a failed binding) gets one.
    handedOver?.delete(path);
    return given;
  }
  return ts.createSourceFile(
    root + path,
    text,
    ts.ScriptTarget.ES2022,
    withParents,
    scriptKindOf(path),
  );
}

/** Trees parsed before the front end runs (by kind detection), taken by `parseProjectFile`. */
let handedOver: Map<string, ts.SourceFile> | undefined;

/**
 * Runs `convert` (one front end's synchronous conversion) with `trees` (path → a tree parsed by
 * `parseProjectFile` without parent links) handed to its `parseProjectFile` calls, so a file the
 * pipeline already parsed to detect its kind is not parsed again: on a big file a parse is the
 * largest single cost after emission, and a second tree alive at once doubles the memory peak.
 */
export function withParsedFiles<T>(trees: Map<string, ts.SourceFile>, convert: () => T): T {
  const outer = handedOver;
  handedOver = trees;
  try {
    return convert();
  } finally {
    handedOver = outer;
  }
}

/** `files`: project-relative path → the file parsed with `parseProjectFile`. */
export function createProjectProgram(
  files: ReadonlyMap<string, ts.SourceFile>,
  /** The checker's declared names from a walk the front end makes anyway (`addCheckerName`). */
  namesOfWalk?: () => ReadonlySet<string> | undefined,
): ProjectProgram {
  const sourceFiles = new Map<string, ts.SourceFile>();
  for (const sf of files.values()) sourceFiles.set(sf.fileName, sf);
  const host: ts.CompilerHost = {
    getSourceFile: (fileName) => sourceFiles.get(fileName),
    getDefaultLibFileName: () => '/lib.d.ts',
    writeFile: () => undefined,
    getCurrentDirectory: () => root,
    getCanonicalFileName: (fileName) => fileName,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (fileName) => sourceFiles.has(fileName),
    readFile: (fileName) => sourceFiles.get(fileName)?.text,
    directoryExists: (directoryName) => {
      const prefix = directoryName.endsWith('/') ? directoryName : directoryName + '/';
      for (const name of sourceFiles.keys()) if (name.startsWith(prefix)) return true;
      return false;
    },
    getDirectories: () => [],
  };
  const program = ts.createProgram({ rootNames: [...sourceFiles.keys()], options, host });
  return {
    program,
    checker: withUndeclaredNamesSkipped(
      program.getTypeChecker(),
      [...sourceFiles.values()],
      namesOfWalk,
    ),
    sourceFile: (path) => program.getSourceFile(root + path),
  };
}

/** Names the checker knows without a declaration in the project (there are no lib files). */
const intrinsicNames = new Set([
  'undefined',
  'arguments',
  'globalThis',
  'require',
  'module',
  'exports',
]);

/**
 * The checker, answering `getSymbolAtLocation` at once for an identifier no file of the project
 * declares (`describe`, `it`, `expect`: test-framework globals). The checker would find nothing
 * either, but only after walking every scope up to the file: in a file nested 10,000 deep, each
 * `describe` costs 10,000 steps. Declared names are collected in one walk of every file, counting
 * any identifier that names something (`x.name`, `propertyName`) or is assigned to
 * (`addCheckerName`); a front end that walks every node anyway gives them (`namesOfWalk`, asked
 * on the first question; undefined while its walk is not done).
 */
function withUndeclaredNamesSkipped(
  checker: ts.TypeChecker,
  files: readonly ts.SourceFile[],
  namesOfWalk?: () => ReadonlySet<string> | undefined,
): ts.TypeChecker {
  let declared: ReadonlySet<string> | undefined;
  const collect = (): ReadonlySet<string> => {
    const names = new Set<string>();
    const stack: ts.Node[] = [...files];
    // One callback for the whole walk: a big file has millions of nodes.
    const push = (child: ts.Node): undefined => {
      stack.push(child);
    };
    while (stack.length) {
      const node = stack.pop() as ts.Node;
      addCheckerName(node, names);
      node.forEachChild(push);
    }
    return names;
  };
  return {
    ...checker,
    getSymbolAtLocation: (node) =>
      ts.isIdentifier(node) &&
      !intrinsicNames.has(node.text) &&
      !(declared ??= namesOfWalk?.() ?? collect()).has(node.text)
        ? undefined
        : checker.getSymbolAtLocation(node),
  };
}

/** Adds the name `node` may declare for the checker (see `withUndeclaredNamesSkipped`). */
export function addCheckerName(node: ts.Node, names: Set<string>): void {
  const named = node as { name?: ts.Node; propertyName?: ts.Node };
  addIdentifier(named.name, names);
  addIdentifier(named.propertyName, names);
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isIdentifier(node.left)
  )
    names.add(node.left.text);
}

function addIdentifier(name: ts.Node | undefined, names: Set<string>): void {
  if (name && (ts.isIdentifier(name) || ts.isPrivateIdentifier(name))) names.add(name.text);
}

/** The project-relative path of a source file of the program. */
export function projectPath(sf: ts.SourceFile): string {
  return sf.fileName.startsWith(root) ? sf.fileName.slice(root.length) : sf.fileName;
}

/** Parse errors of a parsed file, as diagnostics (TypeScript's parser recovers; any error means no output). */
export function syntaxErrors(path: string, sf: ts.SourceFile): Diagnostic[] {
  const errors =
    (sf as unknown as { parseDiagnostics?: ts.DiagnosticWithLocation[] }).parseDiagnostics ?? [];
  return errors.slice(0, 5).map((d) => {
    const { line, character } = sf.getLineAndCharacterOfPosition(d.start);
    return {
      path,
      line: line + 1,
      column: character + 1,
      rule: 'parse/syntax-error',
      severity: severityOf('parse/syntax-error'),
      message: `${messageFor('parse/syntax-error')}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    };
  });
}
