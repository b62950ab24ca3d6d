/**
 * The walker's own expressions, before and after the rules: names (globals, variables holding
 * what the project learnt, page factories), member reads, element access, assignments, `await`
 * and type assertions. Each reports the kind of what it emitted.
 */
import ts from 'typescript';
import { noteAwaitedPromise } from './calls.js';
import type { RuleContext } from './context.js';
import { identifierKind, protractorGlobalName } from './globals.js';
import { kindOfTypeNode, settledKindOf } from './kind-facts.js';
import { out, unknown, value, type Kind, type Out } from './kinds.js';
import { memberOf } from './members.js';
import { memberPropertyRules } from './rules.js';
import { isDeclarationName } from './syntax-facts.js';
import { convertTypeNode } from './types.js';

/** Protractor namespaces a variable can alias (`EC = protractor.ExpectedConditions`). */
const aliasedNamespaces = new Set(['EC', 'Key', 'by', 'element', '$', '$$']);

export function awaitExpression(cx: RuleContext, node: ts.AwaitExpression): Out {
  const inner = cx.expr(node.expression);
  if (inner.kind.type === 'promise') {
    if (inner.kind.read) cx.syncBefore(node);
    const awaited = inner.kind.sync ? inner.text : cx.awaitText(inner.text);
    return out(
      inner.kind.map ? inner.kind.map(inner.kind.sync ? awaited : `(${awaited})`) : awaited,
      inner.kind.of,
    );
  }
  // Awaiting a condition (not a promise) yields the condition itself.
  if (inner.kind.type === 'statements' || inner.kind.type === 'condition') return inner;
  if (inner.kind.type === 'finders') {
    // `await element.all(…)` resolves to the array of elements.
    return out(cx.snapshotAll(inner.text, node), {
      type: 'locator-array',
      source: inner.text,
    });
  }
  if (inner.kind.type === 'finder' || inner.kind.type === 'page' || inner.kind.type === 'value') {
    // Awaiting a locator or a plain value: the await is no longer needed (the first-match rule
    // is applied once, here).
    return out(cx.settle(inner, node.expression), settledKindOf(inner.kind));
  }
  return out(cx.awaitText(cx.settle(inner, node.expression)), unknown);
}

export function assertion(
  cx: RuleContext,
  node: ts.AsExpression | ts.TypeAssertion | ts.SatisfiesExpression,
): Out {
  const inner = cx.expr(node.expression);
  const type = convertTypeNode(node.type, cx);
  if (type === undefined) return inner;
  if (
    inner.kind.type === 'promise' &&
    !inner.kind.sync &&
    !inner.kind.map &&
    !ts.isTypeAssertionExpression(node)
  ) {
    // `el.getText() as promise.Promise<string>`: still a promise, the cast still applies.
    return out(
      `${inner.text} ${ts.isSatisfiesExpression(node) ? 'satisfies' : 'as'} ${type}`,
      inner.kind,
    );
  }
  const innerText = cx.settle(inner, node.expression);
  if (ts.isTypeAssertionExpression(node)) return out(`<${type}>${innerText}`, inner.kind);
  const keyword = ts.isSatisfiesExpression(node) ? 'satisfies' : 'as';
  return out(`${innerText} ${keyword} ${type}`, inner.kind.type === 'promise' ? value : inner.kind);
}

export function thisKind(cx: RuleContext, node: ts.Node): Kind {
  const symbol = cx.checker.getSymbolAtLocation(node);
  const decl = symbol?.valueDeclaration;
  if (decl && (ts.isClassLike(decl) || ts.isFunctionLike(decl)))
    return { type: 'instance', declaration: decl };
  return unknown;
}

export function identifier(cx: RuleContext, node: ts.Identifier): Out {
  const global = protractorGlobalName(node, cx);
  if (global) return identifierKind(global, node, cx);
  // `var basePage = require('./base')` made a factory: binding follows the require to the
  // module, the factory is the variable itself.
  const local = cx.importDeclarationOf(node);
  const decl =
    local &&
    ts.isVariableDeclaration(local) &&
    (cx.state.factories.has(local) || cx.state.declKinds.has(local))
      ? local
      : cx.declarationOf(node);
  if (decl) cx.noteHoistedUse(decl);
  const kind = decl ? cx.state.declKinds.get(decl) : undefined;
  if (
    decl &&
    cx.state.factories.has(decl) &&
    kind?.type === 'function' &&
    !isDeclarationName(node)
  ) {
    return out(`${node.text}(${cx.pageRef()})`, kind.returns);
  }
  return out(node.text, kind ?? unknown);
}

export function property(cx: RuleContext, node: ts.PropertyAccessExpression): Out {
  const receiver = cx.expr(node.expression);
  const name = node.name.text;
  for (const rule of memberPropertyRules['*'] ?? []) {
    const result = rule(node, receiver, name, cx);
    if (result) return result;
  }
  const rules = memberPropertyRules[receiver.kind.type];
  if (rules) {
    for (const rule of rules) {
      const result = rule(node, receiver, name, cx);
      if (result) return result;
    }
  }
  const decl = cx.declarationOf(node.name) ?? memberOf(receiver.kind, name, cx);
  if (decl) cx.noteHoistedUse(decl);
  const declKind = decl ? memberKind(cx, decl) : undefined;
  const text = `${cx.settle(receiver, node.expression)}${node.questionDotToken ? '?.' : '.'}${name}`;
  if (declKind?.type === 'function' && decl && cx.state.factories.has(decl)) {
    // A page object's module-level locator became `(page) => locator`.
    return out(`${text}(${cx.pageRef()})`, declKind.returns);
  }
  return out(text, declKind ?? unknown);
}

/**
 * What reading a declaration gives: a getter gives what it returns (`get title(): ElementFinder
 * { return $('h1'); }` is a finder at every `cx.title`), a promise if it became one.
 */
function memberKind(cx: RuleContext, decl: ts.Node): Kind | undefined {
  const kind = cx.state.declKinds.get(decl);
  if (!ts.isGetAccessorDeclaration(decl)) return kind;
  const returns =
    kind?.type === 'function' ? kind.returns : decl.type ? kindOfTypeNode(decl.type) : undefined;
  if (!returns) return undefined;
  if (cx.state.asyncFunctions.has(decl) && returns.type !== 'promise')
    return { type: 'promise', of: returns };
  return returns;
}

export function elementAccess(cx: RuleContext, node: ts.ElementAccessExpression): Out {
  const receiver = cx.expr(node.expression);
  const index = cx.emit(node.argumentExpression);
  const text = `${cx.settle(receiver, node.expression)}${node.questionDotToken ? '?.' : ''}[${index}]`;
  if (receiver.kind.type === 'locator-array') return out(text, { type: 'finder', first: false });
  if (receiver.kind.type === 'pages') return out(text, { type: 'page' });
  return out(text, unknown);
}

export function binary(cx: RuleContext, node: ts.BinaryExpression): Out {
  const op = node.operatorToken.kind;
  if (op === ts.SyntaxKind.EqualsToken) {
    const right = cx.expr(node.right);
    if (
      right.kind.type === 'global' &&
      aliasedNamespaces.has(right.kind.name) &&
      ts.isIdentifier(node.left) &&
      ts.isExpressionStatement(node.parent)
    ) {
      // `EC = protractor.ExpectedConditions` in a hook: the variable is only an alias, which
      // every use resolves, so the assignment goes (as `var EC = …` does).
      emitAssignmentTarget(cx, node.left, right.kind);
      return out('', { type: 'statements' });
    }
    const rightText = cx.settle(right, node.right);
    const settledKind = settledKindOf(right.kind);
    if (right.kind.type === 'promise' && !right.kind.sync && ts.isIdentifier(node.left))
      noteAwaitedPromise(cx, node.left);
    const left = emitAssignmentTarget(cx, node.left, settledKind);
    return out(`${left} = ${rightText}`, settledKind);
  }
  return out(cx.generic(node), unknown);
}

/** The left side of `x = …`: records the kind of what `x` now holds. */
function emitAssignmentTarget(cx: RuleContext, left: ts.Expression, kind: Kind): string {
  if (ts.isIdentifier(left) || ts.isPropertyAccessExpression(left)) {
    const decl = cx.declarationOf(ts.isPropertyAccessExpression(left) ? left.name : left);
    if (decl && kind.type !== 'unknown') cx.state.setKind(decl, kind);
    if (ts.isPropertyAccessExpression(left) && left.expression.kind === ts.SyntaxKind.ThisKeyword) {
      cx.state.setKind(left, kind);
    }
  }
  if (ts.isIdentifier(left)) return left.text;
  return cx.emit(left);
}
