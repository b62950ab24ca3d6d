/**
 * Control flow: code written for WebDriver's promise manager becomes `async`/`await`.
 *
 * - `p.then(function (x) { … })` as a statement is flattened into `const x = await p; …`
 *   (in a block when the callback's names would collide with the surrounding code); chains,
 *   `.catch` and error callbacks become `try`/`catch`.
 * - A `.then` whose value is used stays a `.then` with an async callback.
 * - `forEach`/`each` with a callback that now awaits becomes a `for…of` loop (an async callback
 *   would not be waited for); `map` becomes `Promise.all`.
 * - `protractor.promise.all/when/fulfilled/rejected` become `Promise.*`.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { walk } from './syntax-walk.js';
import { out, statements, unknown, value, finder, type Kind, type Out } from './kinds.js';

type StatementResult = { text: string; consumed: number } | undefined;

interface ThenLink {
  method: 'then' | 'catch' | 'finally';
  success?: ts.Expression;
  failure?: ts.Expression;
}

/** Splits `a.then(f).then(g).catch(h)` into the root and the links. */
function thenChain(expr: ts.Expression): { root: ts.Expression; links: ThenLink[] } | undefined {
  const links: ThenLink[] = [];
  let current = expr;
  while (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression)) {
    const name = current.expression.name.text;
    if (name !== 'then' && name !== 'catch' && name !== 'finally') break;
    const [a, b] = current.arguments;
    if (name === 'then')
      links.unshift({ method: 'then', ...(a ? { success: a } : {}), ...(b ? { failure: b } : {}) });
    else if (name === 'catch') links.unshift({ method: 'catch', ...(a ? { failure: a } : {}) });
    else links.unshift({ method: 'finally', ...(a ? { success: a } : {}) });
    current = current.expression.expression;
  }
  if (links.length === 0) return undefined;
  return { root: current, links };
}

function isInlinableFunction(
  node: ts.Expression | undefined,
): node is ts.FunctionExpression | ts.ArrowFunction {
  if (!node || !(ts.isFunctionExpression(node) || ts.isArrowFunction(node))) return false;
  if (node.parameters.length > 1) return false;
  if (ts.isFunctionExpression(node) && usesThisOrArguments(node.body)) return false;
  if (ts.isBlock(node.body)) {
    // Only a final `return` can be flattened.
    const early = hasReturn(node.body, true);
    if (early) return false;
  }
  return true;
}

function isNullish(node: ts.Expression | undefined): boolean {
  return (
    !node ||
    node.kind === ts.SyntaxKind.NullKeyword ||
    (ts.isIdentifier(node) && node.text === 'undefined')
  );
}

/** A `return` other than the block's last statement (nested functions excluded). */
function hasReturn(block: ts.Block, allowLast: boolean): boolean {
  let found = false;
  const last = block.statements[block.statements.length - 1];
  const visit = (node: ts.Node): void => {
    if (found || ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && !(allowLast && node === last)) {
      found = true;
      return;
    }
    node.forEachChild(visit);
  };
  block.statements.forEach(visit);
  return found;
}

function usesThisOrArguments(node: ts.Node): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (n.kind === ts.SyntaxKind.ThisKeyword || (ts.isIdentifier(n) && n.text === 'arguments')) {
      found = true;
      return;
    }
    if (ts.isFunctionExpression(n) || ts.isFunctionDeclaration(n)) return;
    n.forEachChild(visit);
  };
  visit(node);
  return found;
}

/** Names declared at the top level of a function body (and its parameters). */
function declaredNames(fn: ts.FunctionExpression | ts.ArrowFunction): string[] {
  const names: string[] = [];
  const addBinding = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.push(name.text);
    else name.elements.forEach((e) => !ts.isOmittedExpression(e) && addBinding(e.name));
  };
  fn.parameters.forEach((p) => addBinding(p.name));
  if (ts.isBlock(fn.body)) {
    for (const s of fn.body.statements) {
      if (ts.isVariableStatement(s))
        s.declarationList.declarations.forEach((d) => addBinding(d.name));
      if ((ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s)) && s.name)
        names.push(s.name.text);
    }
  }
  return names;
}

/**
 * Whether a name is used anywhere in the statements of a list other than `skip`, or is a
 * parameter of an enclosing function. Collected on the first question only: most inlined
 * callbacks declare nothing, and the walk up goes through every enclosing function.
 */
function namesAround(list: readonly ts.Statement[], skip: ts.Statement): (name: string) => boolean {
  let names: Set<string> | undefined;
  const collect = (): Set<string> => {
    const found = new Set<string>();
    const addIdentifiers = (root: ts.Node) =>
      walk(root, (node) => {
        if (ts.isIdentifier(node)) found.add(node.text);
      });
    for (const s of list) if (s !== skip) addIdentifiers(s);
    // Names of enclosing scopes are shadowed safely by a block only; be conservative with the parent.
    for (let parent = skip.parent; parent && !ts.isSourceFile(parent); parent = parent.parent) {
      if (ts.isFunctionLike(parent)) parent.parameters.forEach((p) => addIdentifiers(p.name));
    }
    return found;
  };
  return (name) => (names ??= collect()).has(name);
}

/**
 * Statement rule: a promise chain used as a statement is flattened into sequential awaits.
 */
export function flattenThen(
  list: readonly ts.Statement[],
  index: number,
  cx: RuleContext,
): StatementResult {
  const s = list[index];
  if (!s) return undefined;
  const isReturn = ts.isReturnStatement(s) && !!s.expression;
  if (!ts.isExpressionStatement(s) && !isReturn) return undefined;
  const expression = (s as ts.ExpressionStatement | ts.ReturnStatement).expression as ts.Expression;
  const chain = thenChain(expression);
  if (!chain) return undefined;
  // Every callback must be a plain function we can inline. `then(ok, failed)`: `failed` only
  // handles the promise's own rejection, not errors of `ok`, so that form stays a `then`.
  if (chain.links.some((l) => l.method === 'then' && l.failure && !isNullish(l.failure)))
    return undefined;
  for (const link of chain.links) {
    if (link.success && !isInlinableFunction(link.success) && !isNullish(link.success))
      return undefined;
    if (link.failure && !isInlinableFunction(link.failure) && !isNullish(link.failure))
      return undefined;
  }
  const root = cx.expr(chain.root);
  if (
    root.kind.type !== 'promise' &&
    root.kind.type !== 'finders' &&
    root.kind.type !== 'statements'
  ) {
    // Not a Protractor promise we know: a user function that now returns one is still `promise`.
    return undefined;
  }
  const around = namesAround(list, s);
  const lines: string[] = [];
  let current: Out = root;
  let needsBlock = false;
  let tryBody: string[] | undefined;
  for (let i = 0; i < chain.links.length; i++) {
    const link = chain.links[i] as ThenLink;
    const isLast = i === chain.links.length - 1;
    if (link.method === 'then' && link.success && !isNullish(link.success)) {
      const fn = link.success as ts.FunctionExpression | ts.ArrowFunction;
      if (declaredNames(fn).some(around)) needsBlock = true;
      const inlined = inlineCallback(fn, current, cx, isLast && !isReturn);
      lines.push(...inlined.lines);
      current = inlined.result;
    } else if (link.method === 'then') {
      lines.push(...valueStatement(current, cx));
      current = out('undefined', value);
    }
    const failure = link.failure;
    if (failure && !isNullish(failure)) {
      const fn = failure as ts.FunctionExpression | ts.ArrowFunction;
      const param = fn.parameters[0];
      const errorName = param && ts.isIdentifier(param.name) ? param.name.text : undefined;
      const body = ts.isBlock(fn.body)
        ? cx.statementList(fn.body.statements, fn.body.getStart(cx.sf) + 1, fn.body.end - 1)
        : `${cx.emit(fn.body)};`;
      const attempt = [...(tryBody ?? []), ...lines.splice(0)];
      lines.push(
        `try {\n${attempt.join('\n')}\n} catch${errorName ? ` (${errorName})` : ''} {\n${body}\n}`,
      );
      tryBody = undefined;
      current = out('undefined', value);
    }
    if (link.method === 'finally' && link.success && !isNullish(link.success)) {
      const fn = link.success as ts.FunctionExpression | ts.ArrowFunction;
      const body = ts.isBlock(fn.body)
        ? cx.statementList(fn.body.statements, fn.body.getStart(cx.sf) + 1, fn.body.end - 1)
        : `${cx.emit(fn.body)};`;
      const attempt = lines.splice(0);
      lines.push(`try {\n${attempt.join('\n')}\n} finally {\n${body}\n}`);
    }
  }
  if (isReturn) {
    // `return p.then(x => …)`: the callbacks run in line, their last value is returned.
    if (current.kind.type === 'statements') lines.push(current.text, 'return;');
    else {
      const value =
        current.kind.type === 'promise' && !current.kind.map ? current.text : cx.settle(current);
      cx.noteReturn(current.kind.type === 'promise' ? current.kind : current.kind);
      lines.push(`return ${value};`);
    }
    return { text: lines.join('\n'), consumed: 1 };
  }
  if (current.kind.type === 'promise' || current.kind.type === 'statements')
    lines.push(...valueStatement(current, cx));
  const text = lines.join('\n');
  return { text: needsBlock ? `{\n${text}\n}` : text, consumed: 1 };
}

/** A value turned into a statement: a promise is awaited, other values are dropped if pure. */
function valueStatement(o: Out, cx: RuleContext): string[] {
  if (o.kind.type === 'statements') return o.text ? [o.text] : [];
  if (o.kind.type === 'promise') return o.kind.sync ? [] : [`${cx.awaitText(o.text)};`];
  if (o.kind.type === 'finders') return [];
  return [];
}

/** The awaited value of a chain link's input, and the kind its callback parameter gets. */
function resolved(o: Out, cx: RuleContext, node: ts.Node): { text: string; kind: Kind } {
  if (o.kind.type === 'promise') {
    const awaited = o.kind.sync ? o.text : cx.awaitText(o.text);
    return {
      text: o.kind.map ? o.kind.map(o.kind.sync ? awaited : `(${awaited})`) : awaited,
      kind: o.kind.of,
    };
  }
  if (o.kind.type === 'finders') {
    return {
      text: cx.snapshotAll(o.text, node),
      kind: { type: 'locator-array', source: o.text },
    };
  }
  if (o.kind.type === 'statements')
    return { text: `(await (async () => {\n${o.text}\n})())`, kind: unknown };
  return { text: cx.settle(o), kind: o.kind };
}

function inlineCallback(
  fn: ts.FunctionExpression | ts.ArrowFunction,
  input: Out,
  cx: RuleContext,
  isLast: boolean,
): { lines: string[]; result: Out } {
  const param = fn.parameters[0];
  const lines: string[] = [];
  const { text, kind } = resolved(input, cx, fn);
  if (
    param &&
    ts.isIdentifier(param.name) &&
    input.kind.type === 'promise' &&
    input.kind.read?.method === 'getAllWindowHandles'
  ) {
    // A window opened by the previous action may not be known to Playwright yet: wait for it.
    const highest = highestIndex(fn.body, param.name.text);
    if (highest > 0)
      lines.push(
        `await ${cx.useExpect()}.poll(() => ${input.text}.length).toBeGreaterThan(${highest});`,
      );
    cx.markAwait();
  }
  if (param) {
    cx.state.setKind(param, kind);
    const name = ts.isIdentifier(param.name) ? param.name.text : cx.generic(param.name);
    const type = param.type ? `: ${cx.generic(param.type)}` : '';
    // `.then(function (count) { while (count > 0) { …; count--; } })`: the parameter was a variable.
    const keyword = reassigns(fn.body, param, cx) ? 'let' : 'const';
    lines.push(`${keyword} ${name}${type} = ${text};`);
  } else if (input.kind.type === 'promise' && !input.kind.sync) {
    lines.push(`${text};`);
  } else if (input.kind.type === 'statements') {
    lines.push(input.text);
  }
  if (!ts.isBlock(fn.body)) {
    const result = cx.expr(fn.body);
    if (isLast) {
      if (result.kind.type === 'promise' || result.kind.type === 'statements')
        return { lines, result };
      lines.push(`${cx.settle(result, fn.body)};`);
      return { lines, result: out('undefined', value) };
    }
    return { lines, result };
  }
  const statementsOf = fn.body.statements;
  const last = statementsOf[statementsOf.length - 1];
  const hasFinalReturn = last && ts.isReturnStatement(last);
  const body = hasFinalReturn ? statementsOf.slice(0, -1) : statementsOf;
  // Up to the final `return` (its leading comments stay), or to the closing brace: comments after
  // the last statement (`expect(…); // 1 + 1 = 2`) are kept, not dropped with the callback.
  const end = hasFinalReturn ? last.getStart(cx.sf) : fn.body.end - 1;
  const open = fn.body.getStart(cx.sf) + 1;
  if (body.length) {
    const start = (body[0] as ts.Statement).getFullStart();
    lines.push(cx.statementList(body, Math.max(start, open), end).trimEnd());
  } else {
    const comments = cx.text.slice(open, end).trim();
    if (comments) lines.push(comments);
  }
  if (hasFinalReturn && last.expression) {
    const result = cx.expr(last.expression);
    if (!isLast) return { lines, result };
    if (result.kind.type === 'promise' || result.kind.type === 'statements')
      return { lines, result };
    return { lines, result: out('undefined', value) };
  }
  return { lines, result: out('undefined', value) };
}

/**
 * `.then(cb)` in an expression: kept, with the callback made async and its parameter typed by
 * what the promise resolves to.
 */
export function thenCall(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (name !== 'then' && name !== 'catch' && name !== 'finally') return undefined;
  if (receiver.kind.type !== 'promise' && receiver.kind.type !== 'finders') return undefined;
  if (receiver.kind.type === 'promise' && receiver.kind.read) cx.syncBefore(node);
  const base = receiver.kind.type === 'finders' ? `${receiver.text}.all()` : receiver.text;
  const paramKind: Kind =
    receiver.kind.type === 'finders'
      ? { type: 'locator-array', source: receiver.text }
      : receiver.kind.type === 'promise'
        ? receiver.kind.of
        : unknown;
  const args = node.arguments.map((a, i) => {
    if (name === 'then' && i === 0 && (ts.isFunctionExpression(a) || ts.isArrowFunction(a))) {
      return cx.fn(a, { paramKinds: [paramKind] });
    }
    return cx.emit(a);
  });
  let promiseText =
    receiver.kind.type === 'promise' && receiver.kind.map
      ? `${base}.then((value) => ${receiver.kind.map('value')})`
      : base;
  // Playwright returns some values directly (`page.url()`): wrap them to keep the chain.
  if (receiver.kind.type === 'promise' && receiver.kind.sync)
    promiseText = `Promise.resolve(${promiseText})`;
  const text = `${promiseText}.${name}(${args.join(', ')})`;
  // `.then(() => element(…))` resolves to what its callback returns.
  const callback = name === 'then' ? node.arguments[0] : undefined;
  const callbackKind = callback && cx.state.declKinds.get(callback);
  const returns = callbackKind?.type === 'function' ? callbackKind.returns : unknown;
  const of = returns.type === 'promise' ? returns.of : settledKind(returns);
  return out(text, { type: 'promise', of });
}

/** The kind of a value once `settle` wrote it out: an element finder already has its `.first()`. */
export function settledKind(kind: Kind): Kind {
  if (kind.type === 'finder') return { ...kind, first: false };
  return kind;
}

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
      cx.todo(node, 'control-flow/defer');
      return out(cx.original(node));
    default:
      return undefined;
  }
}

function isPromiseImport(node: ts.Identifier, cx: RuleContext): boolean {
  const decl = cx.declarationOf(node);
  return !!decl && ts.isImportSpecifier(decl);
}

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
  if (!isElements) {
    // Only when the callback needs to await: emit it once to find out.
    const probe = cx.fn(fn, {});
    if (!probe.startsWith('async')) return undefined;
  }
  const itemKind: Kind = isElements
    ? finder(false)
    : receiver.kind.type === 'locator-array'
      ? finder(false)
      : receiver.kind.type === 'pages'
        ? { type: 'page' }
        : unknown;
  if (item) cx.state.setKind(item, itemKind);
  const collection = isElements
    ? cx.snapshotAll(receiver.text, call)
    : cx.settle(receiver, call.expression.expression);
  const itemName = item
    ? ts.isIdentifier(item.name)
      ? item.name.text
      : cx.generic(item.name)
    : '_item';
  const head =
    position && ts.isIdentifier(position.name)
      ? `const [${position.name.text}, ${itemName}] of ${collection}.entries()`
      : `const ${itemName} of ${collection}`;
  cx.returnAsContinue.add(fn);
  const body = ts.isBlock(fn.body)
    ? cx.block(fn.body)
    : `{\n${cx.statement(ts.factory.createExpressionStatement(fn.body))}\n}`;
  cx.returnAsContinue.delete(fn);
  return { text: `for (${head}) ${body}`, consumed: 1 };
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

/** Array `map` whose callback now awaits: `Promise.all(xs.map(async …))`. */
export function asyncArrayMap(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (name !== 'map' || receiver.kind.type === 'finders') return undefined;
  const fn = node.arguments[0];
  if (!fn || !(ts.isFunctionExpression(fn) || ts.isArrowFunction(fn))) return undefined;
  const itemKind: Kind = receiver.kind.type === 'locator-array' ? finder(false) : unknown;
  const callback = cx.fn(fn, { paramKinds: [itemKind] });
  if (!callback.startsWith('async')) return undefined;
  const rest = node.arguments.slice(1).map((a) => cx.emit(a));
  return out(
    `Promise.all(${cx.settle(receiver, (node.expression as ts.PropertyAccessExpression).expression)}.map(${[callback, ...rest].join(', ')}))`,
    { type: 'promise', of: { type: 'value', of: 'array' } },
  );
}

export { statements };

/** The highest literal index `name[i]` used in a node. */
function highestIndex(node: ts.Node, name: string): number {
  let highest = 0;
  const visit = (n: ts.Node): void => {
    if (
      ts.isElementAccessExpression(n) &&
      ts.isIdentifier(n.expression) &&
      n.expression.text === name &&
      ts.isNumericLiteral(n.argumentExpression)
    ) {
      highest = Math.max(highest, Number(n.argumentExpression.text));
    }
    n.forEachChild(visit);
  };
  visit(node);
  return highest;
}

/** Whether a function body assigns to its parameter (`count--`, `x = …`). */
function reassigns(body: ts.Node, param: ts.ParameterDeclaration, cx: RuleContext): boolean {
  let found = false;
  const isParam = (n: ts.Node): boolean =>
    ts.isIdentifier(n) &&
    ts.isIdentifier(param.name) &&
    n.text === param.name.text &&
    cx.declarationOf(n) === param;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (
      (ts.isBinaryExpression(n) &&
        n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
        n.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
        isParam(n.left)) ||
      ((ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) &&
        (n.operator === ts.SyntaxKind.PlusPlusToken ||
          n.operator === ts.SyntaxKind.MinusMinusToken) &&
        isParam(n.operand))
    )
      found = true;
    n.forEachChild(visit);
  };
  visit(body);
  return found;
}
