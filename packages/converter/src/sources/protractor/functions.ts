/**
 * How a function is emitted: its body first (which tells whether it awaits, needs the page, returns
 * a promise), then its head with `async`, the page parameter or the test fixtures added; what it
 * now returns is recorded for its callers.
 */
import ts from 'typescript';
import type { Frame, FunctionOptions, RuleContext } from './context.js';
import { kindOfTypeNode, promiseOrValue } from './kind-facts.js';
import { unknown } from './kinds.js';
import { inheritedPrototype } from './prototypes.js';
import { roleOf } from './roles.js';
import { hasModifier, modifierText } from './syntax-facts.js';
import { readsArguments } from './syntax-walk.js';
import { convertTypeNode } from './types.js';

/** Fixtures in the order Playwright's docs list them. */
const fixtureOrder = ['page', 'context', 'browser', 'browserName', 'baseURL', 'request'];

/**
 * Emits a function: its body first (which tells whether it awaits, needs the page, returns a
 * promise), then its head with `async`, the page parameter or the test fixtures added.
 */
export function emitFunction(
  cx: RuleContext,
  node: ts.FunctionLikeDeclaration,
  options: FunctionOptions = {},
): string {
  cx.state.noteFunctionEmitted(node);
  const role = options.role ?? roleOf(node);
  const [frame, body] = cx.inFrame(node, role, (frame): [Frame, string] => {
    node.parameters.forEach((p, i) => {
      const kind = options.paramKinds?.[i];
      if (kind) cx.state.setKind(p, kind);
      else if (p.type) {
        const typed = kindOfTypeNode(p.type);
        if (typed) cx.state.setKind(p, typed);
      }
    });
    let body: string;
    if (!node.body) body = '';
    else if (ts.isBlock(node.body)) {
      const inherited = inheritedPrototype(node, cx);
      const prefix = [inherited, options.wrapDone ? undefined : options.bodyPrefix]
        .filter(Boolean)
        .join('\n');
      body = cx.block(node.body, prefix || undefined);
      if (options.wrapDone) {
        frame.awaits = true;
        const inner = body.slice(1, -1);
        body = `{${options.bodyPrefix ? `\n${options.bodyPrefix}` : ''}\nawait new Promise<void>(async (resolve, reject) => {\nconst ${options.wrapDone} = Object.assign(() => resolve(), { fail: reject });${inner}});\n}`;
      }
    } else {
      const result = cx.expr(node.body);
      if (result.kind.type === 'promise' && !result.kind.sync) {
        frame.returnsPromise = true;
        frame.returnKinds.push(result.kind);
        body = result.text;
      } else if (result.kind.type === 'statements') {
        frame.awaits = true;
        body = `{\n${result.text}\n}`;
      } else {
        frame.returnKinds.push(result.kind);
        body = cx.settle(result, node.body);
      }
      if (ts.isObjectLiteralExpression(node.body) || body.trimStart().startsWith('{')) {
        if (!body.trimStart().startsWith('{\n') || ts.isObjectLiteralExpression(node.body))
          body = `(${body})`;
      }
    }
    return [frame, body];
  });

  const wasAsync = hasModifier(node, ts.SyntaxKind.AsyncKeyword);
  const isAsync = wasAsync || frame.awaits || options.forceAsync === true;
  if (isAsync) cx.state.emittedAsync.add(node);
  const returnsPromise = isAsync || frame.returnsPromise;
  if (
    returnsPromise &&
    role !== 'test' &&
    role !== 'hook' &&
    role !== 'hook-all' &&
    role !== 'describe'
  ) {
    cx.state.add(cx.state.asyncFunctions, node);
  }
  // `selectRow(): ElementFinder` still gives an element when its body had to become async.
  const declared = node.type ? kindOfTypeNode(node.type) : undefined;
  const returned =
    frame.returnKinds.find((k) => k.type !== 'unknown' && k.type !== 'value') ??
    (declared && frame.returnKinds.length ? promiseOrValue(declared, frame.awaits) : undefined);
  if (returned?.type === 'promise' && returned.read && !frame.awaits) {
    // Only reads the page: an assertion on its result can poll it like a web-first assertion.
    cx.state.setKind(node, {
      type: 'function',
      returns: { type: 'promise', of: returned.of, pollable: true },
    });
  } else if (returned) {
    cx.state.setKind(node, {
      type: 'function',
      returns: returned.type === 'promise' ? returned.of : returned,
    });
  } else if (returnsPromise) {
    cx.state.setKind(node, { type: 'function', returns: { type: 'promise', of: unknown } });
  }

  // Parameters
  let params: string[];
  if (options.fixtures) {
    const fixtures = [...frame.fixtures, ...(options.extraFixtures ?? [])];
    const ordered = fixtureOrder.filter((f) => fixtures.includes(f));
    params = ordered.length
      ? [
          `{ ${ordered.map((f) => (f === 'page' && cx.pageName !== 'page' ? `page: ${cx.pageName}` : f)).join(', ')} }`,
        ]
      : [];
  } else {
    params = options.dropParams ? [] : node.parameters.map((p) => cx.parameter(p));
    if (cx.state.pageFunctions.has(node)) params.unshift(`${cx.pageName}: ${cx.usePageType()}`);
    if (ts.isConstructorDeclaration(node)) {
      const cls = node.parent;
      if (cx.state.pageClasses.has(cls) && !params.some((p) => p.includes(`page: Page`))) {
        // handled by page-objects (constructor injection)
      }
    }
  }

  const asyncKw = isAsync ? 'async ' : '';
  const typeParams = node.typeParameters
    ? `<${node.typeParameters.map((t) => cx.original(t)).join(', ')}>`
    : '';
  let returnType = node.type ? (convertTypeNode(node.type, cx) ?? cx.original(node.type)) : '';
  if (returnType && isAsync && !wasAsync && !returnType.startsWith('Promise<'))
    returnType = `Promise<${returnType}>`;
  const ret = returnType ? `: ${returnType}` : '';
  const paramList = `(${params.join(', ')})`;
  const modifiers = modifierText(node, cx.sf);
  const star = node.asteriskToken ? '*' : '';

  if (ts.isArrowFunction(node)) {
    return `${asyncKw}${typeParams}${paramList}${ret} => ${body}`;
  }
  if (ts.isFunctionExpression(node)) {
    if ((options.fixtures || options.arrow) && !frame.usesThis && !readsArguments(node, cx.sf)) {
      // Test callbacks become arrows unless they read Jasmine's `cx` context.
      return `${asyncKw}${paramList}${ret} => ${body}`;
    }
    const name = node.name ? ` ${node.name.text}` : '';
    return `${asyncKw}function${star}${name}${typeParams}${paramList}${ret} ${body}`;
  }
  if (ts.isFunctionDeclaration(node)) {
    const name = node.name ? ` ${node.name.text}` : '';
    return `${modifiers}${asyncKw}function${star}${name}${typeParams}${paramList}${ret} ${body}`;
  }
  if (ts.isConstructorDeclaration(node)) {
    return `${modifiers}constructor${paramList} ${body}`;
  }
  const name = cx.emitPropertyName(node.name);
  const question = node.questionToken ? '?' : '';
  if (ts.isGetAccessorDeclaration(node)) return `${modifiers}get ${name}()${ret} ${body}`;
  if (ts.isSetAccessorDeclaration(node)) return `${modifiers}set ${name}${paramList} ${body}`;
  return `${modifiers}${asyncKw}${star}${name}${question}${typeParams}${paramList}${ret} ${body}`;
}

export function emitPropertyName(cx: RuleContext, name: ts.PropertyName | undefined): string {
  if (!name) return '';
  if (ts.isComputedPropertyName(name)) return `[${cx.emit(name.expression)}]`;
  return cx.original(name);
}

export function emitParameter(cx: RuleContext, p: ts.ParameterDeclaration): string {
  const modifiers = p.modifiers ? p.modifiers.map((m) => cx.original(m)).join(' ') + ' ' : '';
  const dots = p.dotDotDotToken ? '...' : '';
  const name = ts.isIdentifier(p.name) ? p.name.text : cx.generic(p.name);
  const question = p.questionToken ? '?' : '';
  const type = p.type ? `: ${convertTypeNode(p.type, cx) ?? cx.original(p.type)}` : '';
  const init = p.initializer ? ` = ${cx.emit(p.initializer)}` : '';
  return `${modifiers}${dots}${name}${question}${type}${init}`;
}
