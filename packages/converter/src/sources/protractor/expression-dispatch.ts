/**
 * Which module emits each kind of expression: names, member reads, calls, `await`, functions,
 * `new`, classes and the rest (reproduced with their children converted). The walker's `expr`
 * is this dispatch; the rules only ever call `expr` through their context.
 */
import ts from 'typescript';
import { call } from './calls.js';
import type { RuleContext } from './context.js';
import {
  assertion,
  awaitExpression,
  binary,
  elementAccess,
  identifier,
  property,
} from './expressions.js';
import { kindOfLiteral } from './kind-facts.js';
import { out, unknown, type Out } from './kinds.js';
import { emitClassDeclaration, emitNewExpression } from './page-objects.js';

/** What the dispatch needs of the walker besides the rules' context. */
export interface ExpressionWalker extends RuleContext {
  /** `this`, which tells the walker its function reads `this`. */
  thisExpression(node: ts.Expression): Out;
  functionOut(node: ts.FunctionExpression | ts.ArrowFunction): Out;
}

export function emitExpression(cx: ExpressionWalker, node: ts.Expression): Out {
  switch (node.kind) {
    case ts.SyntaxKind.Identifier:
      return identifier(cx, node as ts.Identifier);
    case ts.SyntaxKind.ThisKeyword:
      return cx.thisExpression(node);
    case ts.SyntaxKind.ParenthesizedExpression: {
      const inner = cx.expr((node as ts.ParenthesizedExpression).expression);
      if (
        inner.kind.type === 'promise' ||
        inner.kind.type === 'finder' ||
        inner.kind.type === 'by'
      ) {
        return inner;
      }
      return out(`(${inner.text})`, inner.kind);
    }
    case ts.SyntaxKind.AwaitExpression:
      return awaitExpression(cx, node as ts.AwaitExpression);
    case ts.SyntaxKind.CallExpression:
      return call(cx, node as ts.CallExpression);
    case ts.SyntaxKind.PropertyAccessExpression:
      return property(cx, node as ts.PropertyAccessExpression);
    case ts.SyntaxKind.ElementAccessExpression:
      return elementAccess(cx, node as ts.ElementAccessExpression);
    case ts.SyntaxKind.NewExpression:
      return emitNewExpression(node as ts.NewExpression, cx);
    case ts.SyntaxKind.FunctionExpression:
    case ts.SyntaxKind.ArrowFunction:
      return cx.functionOut(node as ts.FunctionExpression | ts.ArrowFunction);
    case ts.SyntaxKind.BinaryExpression:
      return binary(cx, node as ts.BinaryExpression);
    case ts.SyntaxKind.AsExpression:
    case ts.SyntaxKind.TypeAssertionExpression:
    case ts.SyntaxKind.SatisfiesExpression:
      return assertion(cx, node as ts.AsExpression);
    case ts.SyntaxKind.NonNullExpression: {
      const inner = cx.expr((node as ts.NonNullExpression).expression);
      return out(`${cx.settle(inner)}!`, inner.kind);
    }
    case ts.SyntaxKind.ClassExpression:
      return out(emitClassDeclaration(node as ts.ClassExpression, cx), unknown);
    default:
      return out(cx.generic(node), kindOfLiteral(node));
  }
}
