/**
 * A script the legacy suite ran in the page (`executeScript`) is plain JavaScript that reads the
 * page's own globals: `return window.appState.user;`, `return cartCount;`. As the body of a
 * `page.evaluate` callback it is type-checked against the DOM's `Window`, which does not know
 * them (TS2339, TS2304). Such a read goes through `window` as `any`, the way a hand-written
 * Playwright test reads a page global:
 *
 *   return window.appState.user;   →  return (window as any).appState.user;
 *   return cartCount;              →  return (window as any).cartCount;
 *   window.scrollTo(0, 200);       →  unchanged (the DOM declares it)
 *
 * What the DOM and ECMAScript declare comes from the TypeScript library the output is checked
 * against (lib.es2022 and lib.dom, as the generated project's tsconfig), read once.
 */
import ts from 'typescript';

import { memoized } from '../core/memo.js';

/** The libraries the converted project is type-checked with (see the generated tsconfig). */
const OUTPUT_LIBS = ['es2022', 'dom'];

let declared: ReadonlySet<string> | undefined;

/** A global declaration of a library file, and a library it references. */
const DECLARATION = /^declare\s+(?:var|let|const|function|class|namespace)\s+([A-Za-z_$][\w$]*)/gm;
const REFERENCE = /^\/\/\/\s*<reference\s+lib="([^"]+)"/gm;

/**
 * Every global the output's libraries declare; empty when they cannot be read (nothing rewritten
 * then). The libraries are TypeScript's own declaration files, read line by line for their
 * `declare` statements: parsing lib.dom.d.ts (1.9 MB) as a tree cost seconds on a busy machine.
 */
function declaredGlobals(): ReadonlySet<string> {
  if (declared) return declared;
  const names = new Set<string>();
  try {
    // TypeScript's paths use `/` on every platform.
    const libFile = ts.getDefaultLibFilePath({});
    const folder = libFile.slice(0, libFile.lastIndexOf('/') + 1);
    const seen = new Set<string>();
    const read = (lib: string) => {
      if (seen.has(lib)) return;
      seen.add(lib);
      const source = ts.sys.readFile(`${folder}lib.${lib}.d.ts`);
      if (source === undefined) return;
      for (const [, referenced] of source.matchAll(REFERENCE)) read(referenced!.toLowerCase());
      for (const [, name] of source.matchAll(DECLARATION)) names.add(name!);
    };
    for (const lib of OUTPUT_LIBS) read(lib);
  } catch {
    names.clear();
  }
  declared = names;
  return names;
}

/** Names that are never page globals: keywords the parser reads as identifiers, and the function's own. */
const NOT_GLOBALS = new Set(['arguments', 'undefined', 'globalThis', 'window']);

/** By script and how it is asked (names cannot hold `,` or NUL): each answer parses the script. */
const typed = memoized(withPageGlobalsTyped, {
  keyOf: (code, isExpression, around) => `${isExpression ? 'e' : 'b'}${around.join(',')}\0${code}`,
});

/**
 * `code` (a function body, or with `isExpression` a function expression) with every read of a
 * page global the libraries do not declare going through `(window as any)`.
 */
export function typePageGlobals(
  code: string,
  isExpression = false,
  /** Names the code finds around it (the callback's own parameters). */
  around: readonly string[] = [],
): string {
  return typed(code, isExpression, around);
}

function withPageGlobalsTyped(code: string, isExpression: boolean, around: readonly string[]) {
  const globals = declaredGlobals();
  if (globals.size === 0) return code;
  const prefix = isExpression ? '(' : '(function () {\n';
  const wrapped = `${prefix}${code}${isExpression ? ')' : '\n})'}`;
  const sf = ts.createSourceFile('script.ts', wrapped, ts.ScriptTarget.Latest, true);
  const local = new Set<string>(around);
  const collect = (node: ts.Node): void => {
    if (
      (ts.isVariableDeclaration(node) ||
        ts.isParameter(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isClassDeclaration(node) ||
        ts.isBindingElement(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
    ) {
      local.add(node.name.text);
    }
    node.forEachChild(collect);
  };
  collect(sf);
  const unknown = (name: string) =>
    !globals.has(name) && !local.has(name) && !NOT_GLOBALS.has(name);

  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'window' &&
      !local.has('window') &&
      unknown(node.name.text)
    ) {
      edits.push({
        start: node.expression.getStart(sf),
        end: node.expression.end,
        text: '(window as any)',
      });
      return;
    }
    if (ts.isShorthandPropertyAssignment(node) && unknown(node.name.text)) {
      edits.push({
        start: node.name.getStart(sf),
        end: node.name.end,
        text: `${node.name.text}: (window as any).${node.name.text}`,
      });
      return;
    }
    if (ts.isIdentifier(node) && isFreeRead(node) && unknown(node.text)) {
      edits.push({
        start: node.getStart(sf),
        end: node.end,
        text: `(window as any).${node.text}`,
      });
    }
    node.forEachChild(visit);
  };
  visit(sf);
  if (edits.length === 0) return code;
  let result = wrapped;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result.slice(prefix.length, result.length - (isExpression ? 1 : 3));
}

/** An identifier that names a variable where it stands (not a property, a key or a declaration). */
function isFreeRead(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isShorthandPropertyAssignment(parent)) return false;
  if (ts.isMethodDeclaration(parent) || ts.isPropertyDeclaration(parent)) return false;
  if (
    (ts.isVariableDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isFunctionExpression(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isBindingElement(parent)) &&
    parent.name === node
  ) {
    return false;
  }
  if (ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) return false;
  return true;
}
