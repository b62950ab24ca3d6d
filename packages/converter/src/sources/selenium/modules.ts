/**
 * CommonJS → ES modules, as Playwright Test loads TypeScript: `const x = require('m')` becomes an
 * `import` (a namespace import when the project module exports named values), `module.exports`
 * becomes `export default` or `export { … }`, `exports.a = v` becomes `export const a = v`.
 */
import ts from 'typescript';
import { moduleSpecifierOf } from '../../core/syntax.js';
import type { StatementContext } from './context.js';

/**
 * A relative specifier as the converted file is named: `../pages/wizard.page.mjs` is
 * `../pages/wizard.page.ts` now, imported without its extension.
 */
export function outputSpecifier(specifier: string): string {
  return specifier.startsWith('.') ? specifier.replace(/\.(m|c)?jsx?$|\.(m|c)?ts$/, '') : specifier;
}

/** An ES import or re-export with its relative specifier renamed, if it needs it. */
export function renamedImport(s: ts.Statement, cx: StatementContext): string | undefined {
  if (!ts.isImportDeclaration(s) && !ts.isExportDeclaration(s)) return undefined;
  const specifier = s.moduleSpecifier;
  if (!specifier || !ts.isStringLiteral(specifier)) return undefined;
  const renamed = outputSpecifier(specifier.text);
  if (renamed === specifier.text) return undefined;
  // The names it binds may be renamed (`fixture-names.ts`); the specifier is its last string.
  const text = cx.emit(s);
  const at = text.lastIndexOf(specifier.getText());
  return `${text.slice(0, at)}'${renamed}'${text.slice(at + specifier.getWidth())}`;
}

/** Whether a project module exports named values (`module.exports = { a, b }`). */
export function exportsNamed(sf: ts.SourceFile): boolean {
  return sf.statements.some((s) => namedExports(s) !== undefined);
}

function moduleExportsAssignment(s: ts.Statement): ts.BinaryExpression | undefined {
  if (!ts.isExpressionStatement(s) || !ts.isBinaryExpression(s.expression)) return undefined;
  const e = s.expression;
  if (e.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
  return e.left.getText() === 'module.exports' ? e : undefined;
}

/** `module.exports = { a, b: c }` with identifiers only: the `export { … }` list. */
function namedExports(s: ts.Statement): string[] | undefined {
  const assignment = moduleExportsAssignment(s);
  if (!assignment || !ts.isObjectLiteralExpression(assignment.right)) return undefined;
  const names: string[] = [];
  for (const p of assignment.right.properties) {
    if (ts.isShorthandPropertyAssignment(p)) names.push(p.name.text);
    else if (
      ts.isPropertyAssignment(p) &&
      ts.isIdentifier(p.name) &&
      ts.isIdentifier(p.initializer)
    )
      names.push(
        p.name.text === p.initializer.text
          ? p.name.text
          : `${p.initializer.text} as ${p.name.text}`,
      );
    else return undefined;
  }
  return names;
}

/** The project module a `require('./x')` resolves to, if it is one. */
function requiredFile(call: ts.CallExpression, cx: StatementContext): ts.SourceFile | undefined {
  const arg = call.arguments[0];
  const symbol = arg && cx.facts.checker.getSymbolAtLocation(arg);
  const decl = symbol?.valueDeclaration;
  return decl && ts.isSourceFile(decl) ? decl : undefined;
}

/** The ES import for a top-level `require` declaration, or undefined when it is not one. */
export function importFor(s: ts.Statement, cx: StatementContext): string | undefined {
  if (!ts.isVariableStatement(s) || !ts.isSourceFile(s.parent)) return undefined;
  if (s.declarationList.declarations.length !== 1) return undefined;
  const decl = s.declarationList.declarations[0] as ts.VariableDeclaration;
  let init = decl.initializer;
  let member: string | undefined;
  if (init && ts.isPropertyAccessExpression(init)) {
    member = init.name.text;
    init = init.expression;
  }
  if (
    !init ||
    !ts.isCallExpression(init) ||
    !ts.isIdentifier(init.expression) ||
    init.expression.text !== 'require'
  )
    return undefined;
  const module = moduleSpecifierOf(init);
  if (module === undefined) return undefined;
  const from = `'${outputSpecifier(module).replace(/'/g, "\\'")}'`;
  if (member !== undefined) {
    if (!ts.isIdentifier(decl.name)) return undefined;
    const name = cx.renamed(decl.name) ?? decl.name.text;
    return `import { ${member === name ? name : `${member} as ${name}`} } from ${from};`;
  }
  if (ts.isIdentifier(decl.name)) {
    const target = requiredFile(init, cx);
    const name = cx.renamed(decl.name) ?? decl.name.text;
    return target && exportsNamed(target)
      ? `import * as ${name} from ${from};`
      : `import ${name} from ${from};`;
  }
  if (ts.isObjectBindingPattern(decl.name)) {
    const parts: string[] = [];
    for (const e of decl.name.elements) {
      if (e.dotDotDotToken || e.initializer || !ts.isIdentifier(e.name)) return undefined;
      const property =
        e.propertyName && ts.isIdentifier(e.propertyName) ? e.propertyName.text : e.name.text;
      const name = cx.renamed(e.name) ?? e.name.text;
      parts.push(property === name ? property : `${property} as ${name}`);
    }
    return `import { ${parts.join(', ')} } from ${from};`;
  }
  return undefined;
}

/** `module.exports = …`, `exports.a = …` at the top level as ES exports. */
export function exportFor(s: ts.Statement, cx: StatementContext): string | undefined {
  if (!ts.isSourceFile(s.parent)) return undefined;
  const named = namedExports(s);
  if (named) return `export { ${named.join(', ')} };`;
  const assignment = moduleExportsAssignment(s);
  if (assignment) return `export default ${cx.emit(assignment.right)};`;
  if (
    ts.isExpressionStatement(s) &&
    ts.isBinaryExpression(s.expression) &&
    s.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isPropertyAccessExpression(s.expression.left) &&
    ['exports', 'module.exports'].includes(s.expression.left.expression.getText())
  ) {
    const name = s.expression.left.name.text;
    const right = s.expression.right;
    if (ts.isIdentifier(right) && right.text === name) return `export { ${name} };`;
    return `export const ${name} = ${cx.emit(right)};`;
  }
  return undefined;
}
