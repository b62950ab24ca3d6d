/**
 * Control flow: code written for WebDriver's promise manager becomes `async`/`await`. `.then`
 * chains are in `then-chains.ts`, loops whose callbacks now await in `iteration.ts`; here,
 * `protractor.promise.all/when/fulfilled/rejected` (and `Promise`'s) become `Promise.*`.
 */ import ts from 'typescript';
import type { RuleContext } from './context.js';
import { out, statements, unknown, type Out } from './kinds.js';
import { settledKind } from './then-chains.js';

/** `protractor.promise.all([…])`, `Promise.all([…])`: promises in the array stay promises. */
export function promiseAll(node: ts.CallExpression, cx: RuleContext): Out | undefined {
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  const name = callee.name.text;
  const isNative =
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'Promise' &&
    !cx.declarationOf(callee.expression);
  let isProtractor = false;
  if (!isNative) {
    const receiver =
      ts.isPropertyAccessExpression(callee.expression) || ts.isIdentifier(callee.expression)
        ? callee.expression
        : undefined;
    if (!receiver) return undefined;
    const text = receiver.getText(cx.sf);
    isProtractor =
      text === 'protractor.promise' || text === 'webdriver.promise' || text === 'promise';
    if (!isProtractor) return undefined;
    if (
      text === 'promise' &&
      ts.isIdentifier(receiver) &&
      cx.declarationOf(receiver) &&
      !isPromiseImport(receiver, cx)
    )
      return undefined;
  }
  const arg = node.arguments[0];
  switch (name) {
    case 'all':
    case 'allSettled':
    case 'race': {
      if (!arg) return undefined;
      const items = ts.isArrayLiteralExpression(arg)
        ? `[${arg.elements
            .map((e) => {
              const o = cx.expr(e);
              if (o.kind.type === 'promise')
                return o.kind.map ? `${o.text}.then((value) => ${o.kind.map('value')})` : o.text;
              return cx.settle(o, e);
            })
            .join(', ')}]`
        : cx.emit(arg);
      return out(`Promise.${name}(${items})`, {
        type: 'promise',
        of: { type: 'value', of: 'array' },
      });
    }
    case 'when':
    case 'fulfilled':
    case 'resolve': {
      if (!isProtractor && name !== 'resolve') return undefined;
      if (!arg) return out('Promise.resolve()', { type: 'promise', of: unknown });
      // The promise keeps what it holds: an element finder stays one for `.then` callbacks.
      const held = cx.expr(arg);
      if (held.kind.type === 'promise')
        return out(`Promise.resolve(${cx.settle(held, arg)})`, {
          type: 'promise',
          of: held.kind.of,
        });
      return out(`Promise.resolve(${cx.settle(held, arg)})`, {
        type: 'promise',
        of: settledKind(held.kind),
      });
    }
    case 'rejected':
    case 'reject':
      if (!isProtractor && name === 'reject') return undefined;
      return out(`Promise.reject(${arg ? cx.emit(arg) : ''})`, { type: 'promise', of: unknown });
    case 'defer':
    case 'controlFlow':
    case 'createFlow':
      if (!isProtractor) return undefined;
      cx.todo(node, 'protractor/control-flow/defer');
      return out(cx.original(node));
    default:
      return undefined;
  }
}

function isPromiseImport(node: ts.Identifier, cx: RuleContext): boolean {
  const decl = cx.declarationOf(node);
  return !!decl && ts.isImportSpecifier(decl);
}

export { statements };
