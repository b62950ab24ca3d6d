/**
 * Functions as the emitter writes them: `async` added when one now awaits, driver parameters typed
 * `Page`, a function called inside a frame taking that frame, test and hook callbacks as arrows
 * taking their fixtures. The walker (`emitter.ts`) calls it with itself as `FunctionEmitter`.
 */
import ts from 'typescript';
import { testInfoName } from './mocha-this.js';
import { id, print } from '../../playwright/code.js';
import type { Output } from '../../playwright/output.js';
import { isPromise, promised, settle, type Value } from '../../playwright/values.js';
import type { Facts } from './analysis.js';
import { isSequentialCallback, unusedName, type Scope } from './scopes.js';
import { asyncBefore, lastEnd } from './syntax-roles.js';

/** What emitting a function needs of the walker. */
export interface FunctionEmitter {
  readonly sf: ts.SourceFile;
  readonly facts: Facts;
  readonly out: Output;
  readonly scopes: Scope[];
  statementList(statements: readonly ts.Statement[]): string;
  expr(node: ts.Expression): Value;
  generic(node: ts.Node): string;
  renamed(node: ts.Identifier): string | undefined;
}

export function emitFunction(
  em: FunctionEmitter,
  node: ts.SignatureDeclaration,
  options: { fixtures?: Set<string>; bodyOnly?: boolean } = {},
): string {
  const isAsync =
    !!options.fixtures ||
    !!options.bodyOnly ||
    em.facts.asyncFunctions.has(node) ||
    !!ts.getModifiers(node as ts.HasModifiers)?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword);
  // A function called inside a frame takes that frame (`frame-scope.ts`); its finds start there.
  const framedBy = options.fixtures || options.bodyOnly ? undefined : em.facts.framed.get(node);
  const frame = framedBy ? unusedName(node, 'frame', new Set()) : undefined;
  // A callback run in sequence where it is written (`.then(…)`, `forEach` over found elements)
  // starts in the frame the code around it is in.
  const outer = em.scopes[em.scopes.length - 1];
  const inherited =
    !frame && !options.fixtures && !options.bodyOnly && outer && isSequentialCallback(node)
      ? [...outer.frames]
      : [];
  const scope: Scope = {
    node,
    frames: frame ? [id(frame)] : inherited,
    fixtures: options.fixtures,
    isAsync,
  };
  if (frame) scope.names = new Set([frame]);
  em.scopes.push(scope);
  let body: string;
  try {
    const block = (node as ts.FunctionLikeDeclarationBase).body;
    body = !block
      ? ''
      : ts.isBlock(block)
        ? `{${em.statementList(block.statements)}${em.sf.text.slice(lastEnd(block), block.end - 1)}}`
        : emitConcise(em, block);
  } finally {
    em.scopes.pop();
  }
  if (options.bodyOnly) return body;
  if (options.fixtures) {
    // `testInfo` is the callback's second parameter, after the fixtures (`mocha-this.ts`).
    const named = [...options.fixtures].filter((f) => f !== testInfoName);
    const fixtures = named.length ? `{ ${named.join(', ')} }` : '';
    const params = options.fixtures.has(testInfoName)
      ? `${fixtures || '{}'}, ${testInfoName}`
      : fixtures;
    return `async (${params}) => ${body}`;
  }
  const params = [
    ...node.parameters.map((p) => emitParameter(em, p)),
    ...(frame
      ? [
          `${frame}: ${em.out.playwrightType('Page')} | ${em.out.playwrightType('FrameLocator')} = ${framedBy}`,
        ]
      : []),
  ].join(', ');
  const typeText = node.type ? `: ${em.generic(node.type)}` : '';
  if (ts.isArrowFunction(node))
    return `${isAsync ? 'async ' : ''}(${params})${typeText} => ${body}`;
  const wasAsync = ts
    .getModifiers(node as ts.HasModifiers)
    ?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword);
  const open = em.sf.text.lastIndexOf('(', node.parameters.pos);
  let head = em.sf.text.slice(node.getStart(em.sf), open);
  const renamed = ts.isFunctionDeclaration(node) && node.name && em.renamed(node.name);
  if (renamed && node.name) {
    const at = node.name.getStart(em.sf) - node.getStart(em.sf);
    head = `${head.slice(0, at)}${renamed}${head.slice(at + node.name.text.length)}`;
  }
  const asyncHead = isAsync && !wasAsync ? asyncBefore(node, head) : head;
  return `${asyncHead}(${params})${typeText} ${body}`;
}

function emitConcise(em: FunctionEmitter, body: ts.Expression): string {
  const v = em.expr(body);
  if (v.shape.t === 'source' && v.shape.what === 'removed') return '{}';
  const code = isPromise(v.shape) ? promised(v) : settle(v);
  const printed = print(code);
  return printed.startsWith('{') ? `(${printed})` : printed;
}

function emitParameter(em: FunctionEmitter, p: ts.ParameterDeclaration): string {
  if (em.facts.drivers.has(p) && ts.isIdentifier(p.name)) {
    const modifiers =
      ts
        .getModifiers(p)
        ?.map((m) => `${m.getText(em.sf)} `)
        .join('') ?? '';
    return `${modifiers}${p.name.text}: ${em.out.playwrightType('Page')}`;
  }
  return em.generic(p);
}
