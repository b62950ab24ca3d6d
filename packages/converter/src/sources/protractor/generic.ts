/**
 * Generic reproduction: a node no rule claims is written as its original text with every child
 * replaced by its emitted text, so comments, names and code the rules do not know stay as the
 * user wrote them.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { isFunctionLike } from './roles.js';
import { isStatementNode } from './syntax-facts.js';
import { convertTypeNode } from './types.js';
import { emitVariableDeclaration, emitVariableStatement, factoryEmit } from './variables.js';

/** The node's original text with every child replaced by its emitted text. */
export function emitGeneric(cx: RuleContext, node: ts.Node): string {
  if (isFunctionLike(node)) return cx.fn(node);
  if (ts.isBlock(node)) return cx.block(node);
  if (ts.isSourceFile(node)) return cx.statementList(node.statements, 0, node.end);
  if (ts.isCaseClause(node) || ts.isDefaultClause(node)) {
    const head = cx.text.slice(node.getStart(cx.sf), node.statements.pos);
    const headText = ts.isCaseClause(node) ? `case ${cx.emit(node.expression)}:` : head;
    return `${headText}${cx.statementList(node.statements, node.statements.pos, node.end)}`;
  }
  if (ts.isTypeNode(node)) return convertTypeNode(node, cx) ?? cx.original(node);
  if (ts.isVariableStatement(node)) return emitVariableStatement(cx, node);
  let result = '';
  let pos = node.getStart(cx.sf);
  const children: ts.Node[] = [];
  node.forEachChild((child) => {
    children.push(child);
  });
  for (const child of children) {
    if (child.pos < pos && child.end <= pos) continue;
    const childStart = child.getStart(cx.sf);
    if (childStart < pos) continue;
    result += cx.text.slice(pos, childStart);
    result += emitChild(cx, child);
    pos = child.end;
  }
  result += cx.text.slice(pos, node.end);
  return result;
}

function emitChild(cx: RuleContext, child: ts.Node): string {
  if (isStatementNode(child)) return cx.statement(child as ts.Statement);
  if (ts.isVariableDeclarationList(child)) return emitGeneric(cx, child);
  if (ts.isVariableDeclaration(child)) {
    const d = emitVariableDeclaration(cx, child);
    return `${d.name}${d.type ? `: ${d.type}` : ''}${d.init !== undefined ? ` = ${d.init}` : ''}`;
  }
  if (ts.isDecorator(child) || ts.isModifier(child)) return cx.original(child);
  if (ts.isPropertyAssignment(child) && isModuleLevelOfHelper(cx)) {
    // `module.exports = { field: element(…) }`: the field becomes `(page) => locator`.
    const init = child.initializer;
    if (!isFunctionLike(init) && !ts.isObjectLiteralExpression(init)) {
      const value = factoryEmit(cx, init, child);
      return `${cx.emitPropertyName(child.name)}: ${value.text}`;
    }
  }
  return cx.emit(child);
}

/** Module-level code (no function around it: the file's own frame) of a file that is not a spec. */
function isModuleLevelOfHelper(cx: RuleContext): boolean {
  return !cx.options.isSpec && cx.frame.role === 'file';
}
