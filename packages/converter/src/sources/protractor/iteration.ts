/**
 * Iteration that now awaits: `forEach`/`each` with a callback that awaits becomes a `for…of` loop
 * (an async callback would not be waited for), `element.all(…).each` iterates the list's
 * elements, `map` becomes `Promise.all`.
 */
import ts from 'typescript';
import { type Kind, type Out, finder, out, unknown } from './kinds.js';
import type { RuleContext, StatementResult } from './context.js';
import { usesThisOrArguments } from './callbacks.js';
import { callbackAwaits } from './callback-awaits.js';

/**
 * Statement rule: `xs.forEach(function (x, i) { … })` whose callback now awaits becomes
 * `for (const [i, x] of xs.entries()) { … }`; `list.each(fn)` (awaited or not) on an
 * ElementArrayFinder likewise: one element after the other, as WebDriver ran the commands.
 */
export function asyncForEach(
  list: readonly ts.Statement[],
  index: number,
  cx: RuleContext,
): StatementResult {
  const s = list[index];
  if (!s || !ts.isExpressionStatement(s)) return undefined;
  // `await list.each(fn)` (async/await style) is the same loop.
  const call = ts.isAwaitExpression(s.expression) ? s.expression.expression : s.expression;
  if (!ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression))
    return undefined;
  const name = call.expression.name.text;
  if (name !== 'forEach' && name !== 'each') return undefined;
  if (name === 'forEach' && call !== s.expression) return undefined;
  const fn = call.arguments[0];
  if (!fn || !(ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)) || call.arguments.length > 1)
    return undefined;
  if (ts.isFunctionExpression(fn) && usesThisOrArguments(fn.body)) return undefined;
  const receiver = cx.expr(call.expression.expression);
  const isElements = receiver.kind.type === 'finders';
  if (name === 'each' && !isElements) return undefined;
  if (name === 'forEach' && isElements) return undefined;
  const [item, position] = fn.parameters;
  const itemKind: Kind = isElements
    ? finder(false)
    : receiver.kind.type === 'locator-array'
      ? finder(false)
      : receiver.kind.type === 'pages'
        ? { type: 'page' }
        : unknown;
  // Known before the callback is emitted (an unknown item needs no record).
  if (item && itemKind.type !== 'unknown') cx.state.setKind(item, itemKind);
  const itemName = () =>
    item ? (ts.isIdentifier(item.name) ? item.name.text : cx.generic(item.name)) : '_item';
  const head = (collection: string) =>
    position && ts.isIdentifier(position.name)
      ? `const [${position.name.text}, ${itemName()}] of ${collection}.entries()`
      : `const ${itemName()} of ${collection}`;
  if (!isElements && !callbackAwaits(fn, [itemKind], cx)) {
    // A callback that does not wait stays one; emitted once, here.
    const collection = cx.settle(receiver, call.expression.expression);
    const callback = cx.fn(fn, {});
    const dot = call.expression.questionDotToken ? '?.' : '.';
    if (!cx.state.emittedAsync.has(fn))
      return { text: `${collection}${dot}forEach(${callback});`, consumed: 1 };
    // It waits after all: each call is still awaited in turn, as the control flow ran them.
    cx.state.lateFacts.push(`${cx.options.path}: a forEach callback awaits`);
    cx.markAwait();
    const [i, x] = ['index', 'item'].map((base) => cx.freshName(base));
    return {
      text: `for (const [${i}, ${x}] of ${collection}.entries()) await (${callback})(${x}, ${i});`,
      consumed: 1,
    };
  }
  const collection = isElements
    ? cx.snapshotAll(receiver.text, call)
    : cx.settle(receiver, call.expression.expression);
  const fnBody = fn.body;
  const body = cx.asLoopBody(fn, () =>
    ts.isBlock(fnBody)
      ? cx.block(fnBody)
      : `{\n${cx.statement(ts.factory.createExpressionStatement(fnBody))}\n}`,
  );
  return { text: `for (${head(collection)}) ${body}`, consumed: 1 };
}

/** `list.each(fn)` / `list.map(fn)` / `list.reduce(fn, init)` in an expression. */
export function elementsIteration(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'finders') return undefined;
  const fn = node.arguments[0];
  const all = () => cx.snapshotAll(receiver.text, node);
  if (name === 'map' || name === 'each') {
    if (!fn) return undefined;
    const callback =
      ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)
        ? cx.fn(fn, {
            paramKinds: [finder(false), { type: 'value', of: 'number' }],
            forceAsync: true,
          })
        : cx.emit(fn);
    if (name === 'each') {
      return out(`Promise.all(${all()}.map(${callback}))`, { type: 'promise', of: unknown });
    }
    // Protractor's map also resolves promises inside the returned objects.
    return out(`Promise.all(${all()}.map(${callback}))`, {
      type: 'promise',
      of: { type: 'value', of: 'array' },
    });
  }
  if (name === 'reduce') {
    if (!fn) return undefined;
    const init = node.arguments[1] ? cx.emit(node.arguments[1]) : 'undefined';
    const callback =
      ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)
        ? cx.fn(fn, {
            paramKinds: [
              unknown,
              finder(false),
              { type: 'value', of: 'number' },
              { type: 'locator-array' },
            ],
          })
        : cx.emit(fn);
    const names = ['await accumulator', 'element', 'index', 'elements'].slice(
      0,
      ts.isFunctionLike(fn) ? Math.max(1, fn.parameters.length) : 4,
    );
    const text = `${all()}.reduce(async (accumulator, element, index, elements) => (${callback})(${names.join(', ')}), Promise.resolve(${init}))`;
    return out(text, { type: 'promise', of: unknown });
  }
  return undefined;
}

/**
 * Array `map`: a callback that now awaits gives `Promise.all(xs.map(async …))`; one that does not
 * stays a `map` (the callback is emitted once, and what it became decides).
 */
export function asyncArrayMap(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (name !== 'map' || receiver.kind.type === 'finders' || receiver.kind.type === 'instance')
    return undefined;
  const fn = node.arguments[0];
  if (!fn || !(ts.isFunctionExpression(fn) || ts.isArrowFunction(fn))) return undefined;
  const callee = node.expression as ts.PropertyAccessExpression;
  // A project's own `map` (or a typed call) is converted as the user's call.
  const declared = cx.declarationOf(callee.name);
  if (
    node.typeArguments ||
    (declared && !declared.getSourceFile().isDeclarationFile) ||
    (!declared && cx.isExternalProjectBinding(callee))
  )
    return undefined;
  const itemKind: Kind = receiver.kind.type === 'locator-array' ? finder(false) : unknown;
  const list = cx.settle(receiver, callee.expression);
  const callback = cx.fn(fn, { paramKinds: [itemKind] });
  const rest = node.arguments.slice(1).map((a) => cx.emit(a));
  const mapped = `${list}${callee.questionDotToken ? '?.' : '.'}map${node.questionDotToken ? '?.' : ''}(${[callback, ...rest].join(', ')})`;
  if (!cx.state.emittedAsync.has(fn)) return out(mapped, unknown);
  return out(`Promise.all(${mapped})`, { type: 'promise', of: { type: 'value', of: 'array' } });
}
