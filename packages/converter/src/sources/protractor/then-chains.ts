/**
 * `.then` chains written for WebDriver's promise manager: as a statement, `p.then(function (x) {…})`
 * is flattened into `const x = await p; …` (in a block when the callback's names would collide
 * with the code around it), and `.catch` and error callbacks become `try`/`catch`; a `.then` whose
 * value is used stays a `.then` with an async callback.
 */
import ts from 'typescript';
import { type Kind, type Out, out, value, unknown } from './kinds.js';
import type { RuleContext, StatementResult } from './context.js';
import { walk } from '../../core/syntax.js';
import { highestIndex, reassigns, usesThisOrArguments } from './callbacks.js';
import {
  arrow,
  awaited,
  call,
  exprStatement,
  id,
  member,
  method,
  num,
  print,
  printStatement,
  text as sourceText,
  type Code,
  type Statement,
} from '../../playwright/code.js';
import { joinRope } from '../../core/rope.js';

/**
 * Text a rule emitted as a whole value (a call chain, a promise): an operand as it is. Kept whole,
 * not re-scanned for parentheses, so a chain of `.then` links, each the receiver of the next, stays
 * linear.
 */
function emitted(text: string): Code {
  return id(text);
}

const raw = (text: string): Statement => ({ k: 'raw', text });

export interface ThenLink {
  method: 'then' | 'catch' | 'finally';
  success?: ts.Expression;
  failure?: ts.Expression;
}

/** Splits `a.then(f).then(g).catch(h)` into the root and the links. */
export function thenChain(
  expr: ts.Expression,
): { root: ts.Expression; links: ThenLink[] } | undefined {
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

export function isInlinableFunction(
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

export function isNullish(node: ts.Expression | undefined): boolean {
  return (
    !node ||
    node.kind === ts.SyntaxKind.NullKeyword ||
    (ts.isIdentifier(node) && node.text === 'undefined')
  );
}

/** A `return` other than the block's last statement (nested functions excluded). */
export function hasReturn(block: ts.Block, allowLast: boolean): boolean {
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

/** Names declared at the top level of a function body (and its parameters). */
export function declaredNames(fn: ts.FunctionExpression | ts.ArrowFunction): string[] {
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
export function namesAround(
  list: readonly ts.Statement[],
  skip: ts.Statement,
): (name: string) => boolean {
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
  const lines: Statement[] = [];
  let current: Out = root;
  let needsBlock = false;
  let tryBody: Statement[] | undefined;
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
      lines.push({ k: 'try', body: attempt, catch: { param: errorName, body: [raw(body)] } });
      tryBody = undefined;
      current = out('undefined', value);
    }
    if (link.method === 'finally' && link.success && !isNullish(link.success)) {
      const fn = link.success as ts.FunctionExpression | ts.ArrowFunction;
      const body = ts.isBlock(fn.body)
        ? cx.statementList(fn.body.statements, fn.body.getStart(cx.sf) + 1, fn.body.end - 1)
        : `${cx.emit(fn.body)};`;
      const attempt = lines.splice(0);
      lines.push({ k: 'try', body: attempt, finally: [raw(body)] });
    }
  }
  if (isReturn) {
    // `return p.then(x => …)`: the callbacks run in line, their last value is returned.
    if (current.kind.type === 'statements') lines.push(raw(current.text), { k: 'return' });
    else {
      const value =
        current.kind.type === 'promise' && !current.kind.map ? current.text : cx.settle(current);
      cx.noteReturn(current.kind.type === 'promise' ? current.kind : current.kind);
      lines.push({ k: 'return', expr: sourceText(value) });
    }
    return { text: joinRope(lines.map(printStatement), '\n'), consumed: 1 };
  }
  if (current.kind.type === 'promise' || current.kind.type === 'statements')
    lines.push(...valueStatement(current, cx));
  return {
    text: needsBlock
      ? printStatement({ k: 'block', body: lines })
      : joinRope(lines.map(printStatement), '\n'),
    consumed: 1,
  };
}

/** A value turned into a statement: a promise is awaited, other values are dropped if pure. */
export function valueStatement(o: Out, cx: RuleContext): Statement[] {
  if (o.kind.type === 'statements') return o.text ? [raw(o.text)] : [];
  if (o.kind.type === 'promise')
    return o.kind.sync ? [] : [exprStatement(sourceText(cx.awaitText(o.text)))];
  if (o.kind.type === 'finders') return [];
  return [];
}

/** The awaited value of a chain link's input, and the kind its callback parameter gets. */
export function resolved(o: Out, cx: RuleContext, node: ts.Node): { text: string; kind: Kind } {
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
    // parenthesised: the text is spliced where an operand goes (`kind.map`, a declaration)
    return {
      text: `(${print(awaited(call(arrow([], [raw(o.text)], true))))})`,
      kind: unknown,
    };
  return { text: cx.settle(o), kind: o.kind };
}

export function inlineCallback(
  fn: ts.FunctionExpression | ts.ArrowFunction,
  input: Out,
  cx: RuleContext,
  isLast: boolean,
): { lines: Statement[]; result: Out } {
  const param = fn.parameters[0];
  const lines: Statement[] = [];
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
        exprStatement(
          awaited(
            method(
              method(id(cx.useExpect()), 'poll', arrow([], member(emitted(input.text), 'length'))),
              'toBeGreaterThan',
              num(highest),
            ),
          ),
        ),
      );
    cx.markAwait();
  }
  if (param) {
    cx.state.setKind(param, kind);
    const name = ts.isIdentifier(param.name) ? param.name.text : cx.generic(param.name);
    const type = param.type ? cx.generic(param.type) : undefined;
    // `.then(function (count) { while (count > 0) { …; count--; } })`: the parameter was a variable.
    const keyword = reassigns(fn.body, param, cx) ? 'let' : 'const';
    lines.push({ k: keyword, name, type, init: sourceText(text) });
  } else if (input.kind.type === 'promise' && !input.kind.sync) {
    lines.push(exprStatement(sourceText(text)));
  } else if (input.kind.type === 'statements') {
    lines.push(raw(input.text));
  }
  if (!ts.isBlock(fn.body)) {
    const result = cx.expr(fn.body);
    if (isLast) {
      if (result.kind.type === 'promise' || result.kind.type === 'statements')
        return { lines, result };
      lines.push(exprStatement(sourceText(cx.settle(result, fn.body))));
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
    lines.push(raw(cx.statementList(body, Math.max(start, open), end).trimEnd()));
  } else {
    const comments = cx.text.slice(open, end).trim();
    if (comments) lines.push(raw(comments));
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
  const base =
    receiver.kind.type === 'finders'
      ? method(emitted(receiver.text), 'all')
      : emitted(receiver.text);
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
  let promise =
    receiver.kind.type === 'promise' && receiver.kind.map
      ? method(base, 'then', arrow(['value'], sourceText(receiver.kind.map('value'))))
      : base;
  // Playwright returns some values directly (`page.url()`): wrap them to keep the chain.
  if (receiver.kind.type === 'promise' && receiver.kind.sync)
    promise = method(id('Promise'), 'resolve', promise);
  const text = print(method(promise, name, ...args.map(sourceText)));
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
