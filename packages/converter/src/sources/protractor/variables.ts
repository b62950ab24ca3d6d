/**
 * Variable statements: a describe- or file-level declaration whose value needs a page is declared
 * there and assigned in a hook; a module-level value of a helper or page object that needs a page
 * becomes a `(page) => value` factory; what each variable holds is recorded for its uses.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { kindOfTypeNode, settledKindOf } from './kind-facts.js';
import { out, type Out } from './kinds.js';
import { isFunctionLike } from './roles.js';
import { modifierText } from './syntax-facts.js';
import { convertTypeNode } from './types.js';

export function emitVariableStatement(cx: RuleContext, node: ts.VariableStatement): string {
  const frame = cx.frame;
  const list = node.declarationList;
  const keyword =
    list.flags & ts.NodeFlags.Const ? 'const' : list.flags & ts.NodeFlags.Let ? 'let' : 'var';
  const decls = list.declarations.map((d) => emitVariableDeclaration(cx, d));
  const modifiers = modifierText(node, cx.sf);
  const isTopLevel = frame.role === 'describe' || frame.role === 'file';
  if (isTopLevel && frame.hoisted.has(node)) {
    // Declared here, assigned in the `beforeEach` where the page exists.
    for (const d of list.declarations) frame.hoistedSymbols.add(d);
    const names = decls.map((d, i) => {
      const declaration = list.declarations[i] as ts.VariableDeclaration;
      return d.name + (d.type ? `: ${d.type}` : hoistedType(declaration, cx));
    });
    const assignments = decls
      .filter((d) => d.init !== undefined)
      .map((d) => `${d.name} = ${d.init};`);
    frame.assignments.push(...assignments);
    cx.diag(node, 'structure/hoisted-to-before-each');
    return `${modifiers}let ${names.join(', ')};`;
  }
  const text = decls.map(
    (d) => `${d.name}${d.type ? `: ${d.type}` : ''}${d.init !== undefined ? ` = ${d.init}` : ''}`,
  );
  return `${modifiers}${keyword} ${text.join(', ')};`;
}

export function emitVariableDeclaration(
  cx: RuleContext,
  d: ts.VariableDeclaration,
): {
  name: string;
  type?: string;
  init?: string;
} {
  const name = ts.isIdentifier(d.name) ? d.name.text : cx.generic(d.name);
  const type = d.type ? (convertTypeNode(d.type, cx) ?? cx.original(d.type)) : undefined;
  if (!d.initializer) return { name, type };
  if (
    cx.frame.role === 'file' &&
    !cx.options.isSpec &&
    !isFunctionLike(d.initializer) &&
    !ts.isClassExpression(d.initializer)
  ) {
    const result = factoryEmit(cx, d.initializer, d);
    if (result.kind.type !== 'unknown' && !cx.state.factories.has(d))
      cx.state.setKind(d, result.kind);
    return { name, ...(type && !cx.state.factories.has(d) ? { type } : {}), init: result.text };
  }
  const result = cx.expr(d.initializer);
  const init = cx.settle(result, d.initializer);
  if (result.kind.type === 'promise' && !result.kind.sync) cx.state.awaitedPromises.add(d);
  const kind = settledKindOf(result.kind);
  if (kind.type !== 'unknown') cx.state.setKind(d, kind);
  if (d.type) {
    const typed = kindOfTypeNode(d.type);
    if (typed && kind.type === 'unknown') cx.state.setKind(d, typed);
  }
  return { name, type, init };
}

/**
 * Emits a module-level value of a non-spec file; if it needs a page it becomes a factory
 * `(page: Page) => value` and its uses call it with their page.
 */
export function factoryEmit(cx: RuleContext, node: ts.Expression, decl: ts.Node): Out {
  const { frame, result, text } = cx.inFrame(node, 'factory', (frame) => {
    const result = cx.expr(node);
    return { frame, result, text: cx.settle(result, node) };
  });
  if (!frame.usesPage) return out(text, settledKindOf(result.kind));
  cx.state.add(cx.state.factories, decl);
  const kind = settledKindOf(result.kind);
  cx.state.setKind(decl, { type: 'function', returns: kind });
  const asyncKw = frame.awaits ? 'async ' : '';
  return out(`${asyncKw}(${cx.pageName}: ${cx.usePageType()}) => ${text}`, {
    type: 'function',
    returns: kind,
  });
}

/** The type of a hoisted `let`, from what the initializer is. */
function hoistedType(d: ts.VariableDeclaration, cx: RuleContext): string {
  const kind = cx.state.declKinds.get(d);
  if (kind?.type === 'finder' || kind?.type === 'finders') return `: ${cx.useLocatorType()}`;
  if (
    d.initializer &&
    ts.isNewExpression(d.initializer) &&
    ts.isIdentifier(d.initializer.expression)
  ) {
    const decl = cx.declarationOf(d.initializer.expression);
    if (
      decl &&
      (ts.isClassDeclaration(decl) ||
        ts.isImportSpecifier(decl) ||
        ts.isImportClause(decl) ||
        cx.state.isolated)
    ) {
      return `: ${d.initializer.expression.text}`;
    }
  }
  return '';
}
