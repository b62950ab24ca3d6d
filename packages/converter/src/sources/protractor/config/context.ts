/**
 * What converting one Protractor config collects (the `use` options, projects, spec globs,
 * `onPrepare`'s effects, diagnostics), and copying its values: a value is copied as written,
 * with the top-level statements it reads.
 */
import ts from 'typescript';
import type { Diagnostic } from '../../../api.js';
import { messageFor, severityOf, type DiagnosticCode } from '../../../diagnostics/catalogue.js';
import type { ConfigMockModule } from '../mock-modules.js';
import { todoComment } from '../../../diagnostics/todo.js';
import { moduleSpecifier } from '../modules.js';
import { quote, stringValue } from '../text.js';
import type { Code } from '../../../playwright/code.js';
import type { ConfigProject } from '../../../playwright/config.js';

export interface ConfigContext {
  sf: ts.SourceFile;
  path: string;
  diagnostics: Diagnostic[];
  todos: string[];
  /** Top-level `use` entries (`actionTimeout` is added when printing). */
  use: Record<string, Code>;
  /** Further top-level options (`timeout`, `workers`, `reporter`). */
  options: Record<string, Code>;
  projects: Project[];
  /** The config's folder, relative to the project root ('' for the root). */
  dir: string;
  /** Spec globs resolved against the project root (`.ts` instead of `.js`). */
  testMatch?: string[];
  testIgnore?: string[];
  suites?: { name: string; match: string[] }[];
  params?: string;
  /** Every Protractor config of the project: excluding one is moot, it is not converted to a test. */
  configPaths?: Set<string>;
  /** `onPrepare` declarations a converted option uses, written above `defineConfig`. */
  hoisted: string[];
  /** Output paths of the converted page objects and helpers: never tests, even under a spec glob. */
  nonSpecs?: string[];
  /** Identifiers declared at the top of the config file, copied when a copied value uses them. */
  declarations: Map<string, ts.Statement>;
  copied: Set<ts.Statement>;
  /** Declarations the projects of the other configs use, as text. */
  copiedFromOthers?: string[];
  /** `global.NAME = <a Protractor global>` statements of `onPrepare`. */
  globalAliases: Record<string, string>;
  /** Mock modules `onPrepare` registers, for the generated `rewright-angular.ts`. */
  mockModules: ConfigMockModule[];
  /** Top-level statements `params` (or `onPrepare`'s assignments to it) read. */
  paramsNeeds: Set<ts.Statement>;
  /** `params.x = value;` from `onPrepare`'s `browser.params.x = value`. */
  paramsAssignments: string[];
  /** `allScriptsTimeout` as text, when the config sets it. */
  scriptsTimeout?: string;
  /** Whether Protractor waits for Angular once `onPrepare` ran (it starts on). */
  synchronizing: boolean;
}

/** The top-level statements a config's copied values need, in file order. */
export function copiedStatements(cx: ConfigContext): string[] {
  return cx.sf
    ? cx.sf.statements.filter((s) => cx.copied.has(s)).map((s) => copiedText(s, cx.sf))
    : [];
}

/**
 * A top-level statement as the generated config needs it. A local module the config requires was
 * converted too and is an ES module now (`module.exports = x` became `export default x`), so
 * `require('./env.js')` would give `{ default: … }`: it is imported the way the converted specs
 * import it. Packages keep their `require`.
 */
export function copiedText(s: ts.Statement, sf: ts.SourceFile): string {
  if (ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier)) {
    const from = localModule(s.moduleSpecifier.text);
    return from && s.importClause
      ? `import ${s.importClause.getText(sf)} from ${quote(from)};`
      : s.getText(sf);
  }
  if (!ts.isVariableStatement(s) || s.declarationList.declarations.length !== 1)
    return s.getText(sf);
  const d = s.declarationList.declarations[0] as ts.VariableDeclaration;
  const init = d.initializer;
  const call = init && ts.isPropertyAccessExpression(init) ? init.expression : init;
  const specifier =
    call && ts.isCallExpression(call) && call.expression.getText(sf) === 'require'
      ? stringValue(call.arguments[0])
      : undefined;
  const from = specifier === undefined ? undefined : localModule(specifier);
  if (!from || !init) return s.getText(sf);
  if (ts.isPropertyAccessExpression(init) && ts.isIdentifier(d.name)) {
    const name = init.name.text;
    return `import { ${name === d.name.text ? name : `${name} as ${d.name.text}`} } from ${quote(from)};`;
  }
  if (ts.isObjectBindingPattern(d.name) && ts.isCallExpression(init)) {
    const parts = d.name.elements.map((e) => {
      const local = e.name.getText(sf);
      const imported = e.propertyName ? e.propertyName.getText(sf) : local;
      return imported === local ? local : `${imported} as ${local}`;
    });
    return `import { ${parts.join(', ')} } from ${quote(from)};`;
  }
  if (ts.isIdentifier(d.name) && ts.isCallExpression(init))
    return `import ${d.name.text} from ${quote(from)};`;
  return s.getText(sf);
}

/** `./env.js` → `./env` (as the converted specs import it); undefined for a package. */
export function localModule(specifier: string): string | undefined {
  return specifier.startsWith('.') ? moduleSpecifier(specifier) : undefined;
}

export type Project = ConfigProject;

export function diag(
  cx: ConfigContext,
  node: ts.Node,
  code: DiagnosticCode,
  detail?: string,
  todo = false,
): void {
  const { line, character } = cx.sf.getLineAndCharacterOfPosition(node.getStart(cx.sf));
  cx.diagnostics.push({
    path: cx.path,
    line: line + 1,
    column: character + 1,
    rule: code,
    severity: severityOf(code),
    message: messageFor(code, detail),
  });
  if (todo) cx.todos.push(todoComment(code, detail));
}

/** A value copied into the generated config, with the declarations it needs. */
export function copy(cx: ConfigContext, node: ts.Expression): string {
  const visit = (n: ts.Node): void => {
    if (ts.isIdentifier(n)) {
      const decl = cx.declarations.get(n.text);
      if (decl && !cx.copied.has(decl)) {
        cx.copied.add(decl);
        decl.forEachChild(visit);
      }
    }
    n.forEachChild(visit);
  };
  visit(node);
  return node.getText(cx.sf);
}

/** The top-level declarations `node` reads, transitively, added to `needs`. */
export function needsOf(cx: ConfigContext, node: ts.Node, needs: Set<ts.Statement>): void {
  const visit = (n: ts.Node): void => {
    if (ts.isIdentifier(n) && !isPropertyNameOf(n)) {
      const decl = cx.declarations.get(n.text);
      if (decl && !needs.has(decl)) {
        needs.add(decl);
        decl.forEachChild(visit);
      }
    }
    n.forEachChild(visit);
  };
  visit(node);
}

export function isPropertyNameOf(n: ts.Identifier): boolean {
  const parent = n.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === n) ||
    (ts.isPropertyAssignment(parent) && parent.name === n)
  );
}

export function literalText(cx: ConfigContext, node: ts.Expression): string | undefined {
  if (
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword
  )
    return node.getText(cx.sf);
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  )
    return `(${node.getText(cx.sf)})`;
  return undefined;
}

export function firstLine(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}
