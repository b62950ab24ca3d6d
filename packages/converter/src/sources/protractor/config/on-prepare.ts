/**
 * `onPrepare`: what it does that a Playwright suite can keep — global aliases of Protractor's
 * globals, the Angular synchronisation switch, `browser.params` assignments, mock modules — read
 * with the values of its local variables; the rest stays under a TODO.
 */
import ts from 'typescript';
import { configMockModule } from '../mock-modules.js';
import { isData } from '../processed-config.js';
import { text as code } from '../../../playwright/code.js';
import { copy, diag, firstLine, literalText, type ConfigContext } from './context.js';
import { lookupTable } from '../../../core/lookup-table.js';

/** `browser.params.a.b = value` of `onPrepare` (a value the params module can hold): `params.a.b = value;`. */
export function paramsAssignment(expression: ts.Expression, cx: ConfigContext): string | undefined {
  if (
    !ts.isBinaryExpression(expression) ||
    expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken
  )
    return undefined;
  const target = expression.left.getText(cx.sf).replace(/\s+/g, '');
  const match = /^browser\.params((?:\.[A-Za-z_$][\w$]*|\[[^\]]+\])+)$/.exec(target);
  if (!match || !isData(expression.right)) return undefined;
  return `params${match[1]} = ${expression.right.getText(cx.sf)};`;
}

/** Recognised `onPrepare` statements; the rest is reported with a TODO in the config. */
export function onPrepare(value: ts.Expression, cx: ConfigContext): void {
  const body = ts.isFunctionExpression(value) || ts.isArrowFunction(value) ? value.body : undefined;
  if (!body || !ts.isBlock(body)) {
    diag(cx, value, 'protractor/config/on-prepare', undefined, true);
    return;
  }
  onPrepareBody(body, cx);
}

/** A variable of `onPrepare`, and whether it keeps its first value (`const`, or never reassigned). */
export interface Local {
  statement: ts.VariableStatement;
  initializer?: ts.Expression;
  fixed: boolean;
}

export function onPrepareBody(body: ts.Block, cx: ConfigContext): void {
  const locals = localsOf(body, cx);
  // What each statement becomes: converted (a Playwright option), dropped, or kept under a TODO.
  const outcome = new Map<ts.Statement, 'done' | 'todo'>();
  const options: (() => void)[] = [];
  for (const s of body.statements) {
    const text = s.getText(cx.sf);
    if (ts.isVariableStatement(s)) continue; // decided below, once every use is known
    const expression = ts.isExpressionStatement(s) ? unwrapAwait(s.expression) : undefined;
    const alias = expression && globalAlias(expression, cx);
    if (alias) {
      // The specs use the name without declaring it: the conversion reads it as that global.
      cx.globalAliases[alias.name] = alias.global;
      options.push(() => diag(cx, s, 'protractor/config/global-alias', alias.name));
      outcome.set(s, 'done');
      continue;
    }
    const assignment = expression && paramsAssignment(expression, cx);
    if (assignment) {
      cx.paramsAssignments.push(assignment);
      options.push(() => diag(cx, s, 'protractor/config/params'));
      outcome.set(s, 'done');
      continue;
    }
    const sync = expression && synchronizationSwitch(expression, cx);
    if (sync) {
      // A literal sets the converted suite's starting state; anything else cannot be known here.
      if (sync.enabled === undefined) outcome.set(s, 'todo');
      else {
        cx.synchronizing = sync.enabled;
        options.push(() => diag(cx, s, 'protractor/browser/wait-for-angular'));
        outcome.set(s, 'done');
      }
      continue;
    }
    if (ts.isExpressionStatement(s) && ts.isCallExpression(s.expression)) {
      const callee = s.expression.expression.getText(cx.sf);
      if (callee.endsWith('manage().window().setSize')) {
        const [w, h] = s.expression.arguments;
        const width = w && localValue(cx, w, locals);
        const height = h && localValue(cx, h, locals);
        if (width && height) {
          outcome.set(s, 'done');
          options.push(() => {
            cx.use.viewport = code(`{ width: ${width.text}, height: ${height.text} }`);
            for (const line of [...width.hoisted, ...height.hoisted])
              if (!cx.hoisted.includes(line)) cx.hoisted.push(line);
          });
          continue;
        }
      }
      if (
        callee.endsWith('manage().window().maximize') ||
        callee.endsWith('manage().timeouts().implicitlyWait') ||
        (callee.endsWith('.register') && text.includes('ts-node')) ||
        callee === 'require'
      ) {
        outcome.set(s, 'done');
        continue;
      }
      const mockModule = callee.endsWith('.addMockModule')
        ? configMockModule(s.expression, cx.sf)
        : undefined;
      if (mockModule) {
        cx.mockModules.push(mockModule);
        options.push(() => diag(cx, s, 'protractor/browser/mock-modules'));
        outcome.set(s, 'done');
        continue;
      }
      if (callee.endsWith('.addReporter')) {
        options.push(() => diag(cx, s, 'protractor/config/reporter'));
        outcome.set(s, 'done');
        continue;
      }
    }
    outcome.set(s, 'todo');
  }
  // A declaration goes when nothing left under a TODO reads it and dropping it drops no side
  // effect; a converted option that needed its value got the value (or the declaration) above.
  const todoText = body.statements
    .filter((s) => outcome.get(s) === 'todo')
    .map((s) => s.getText(cx.sf));
  for (const s of body.statements) {
    if (!ts.isVariableStatement(s) || outcome.has(s)) continue;
    const names = s.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [d.name.text] : [],
    );
    const readByTodo = names.some((n) => todoText.some((t) => new RegExp(`\\b${n}\\b`).test(t)));
    // `const x = require('…')` only served the code around it (reporters, ts-node).
    const pure =
      s.getText(cx.sf).includes('require(') ||
      s.declarationList.declarations.every(
        (d) =>
          ts.isIdentifier(d.name) && (!d.initializer || isPlainValue(cx, d.initializer, locals)),
      );
    outcome.set(s, readByTodo || !pure ? 'todo' : 'done');
  }
  for (const option of options) option();
  for (const s of body.statements) {
    if (outcome.get(s) === 'todo')
      diag(cx, s, 'protractor/config/on-prepare', firstLine(s.getText(cx.sf)), true);
  }
}

/** Protractor globals `onPrepare` commonly publishes under another name, by their source text. */
export const aliasableGlobals = lookupTable<Record<string, string>>({
  browser: 'browser',
  'browser.driver': 'browser',
  element: 'element',
  by: 'by',
  By: 'by',
  'protractor.By': 'by',
  $: '$',
  $$: '$$',
  protractor: 'protractor',
  ExpectedConditions: 'EC',
  'protractor.ExpectedConditions': 'EC',
  'browser.ExpectedConditions': 'EC',
  'protractor.Key': 'Key',
});

/** `global.EC = protractor.ExpectedConditions` (or `globalThis.…`): the name and the global. */
export function globalAlias(
  expression: ts.Expression,
  cx: ConfigContext,
): { name: string; global: string } | undefined {
  if (
    !ts.isBinaryExpression(expression) ||
    expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken ||
    !ts.isPropertyAccessExpression(expression.left) ||
    !ts.isIdentifier(expression.left.expression) ||
    !['global', 'globalThis'].includes(expression.left.expression.text)
  )
    return undefined;
  const global = aliasableGlobals[expression.right.getText(cx.sf).replace(/\s+/g, '')];
  return global ? { name: expression.left.name.text, global } : undefined;
}

export function unwrapAwait(expression: ts.Expression): ts.Expression {
  return ts.isAwaitExpression(expression) ? expression.expression : expression;
}

/**
 * `browser.waitForAngularEnabled(x)` or `browser.ignoreSynchronization = x`, with whether it leaves
 * the waiting on (undefined: not a literal).
 */
export function synchronizationSwitch(
  expression: ts.Expression,
  cx: ConfigContext,
): { enabled: boolean | undefined } | undefined {
  const literal = (e: ts.Expression | undefined) =>
    e?.kind === ts.SyntaxKind.TrueKeyword
      ? true
      : e?.kind === ts.SyntaxKind.FalseKeyword
        ? false
        : undefined;
  if (
    ts.isBinaryExpression(expression) &&
    expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    expression.left.getText(cx.sf).endsWith('ignoreSynchronization')
  ) {
    const ignore = literal(expression.right);
    return { enabled: ignore === undefined ? undefined : !ignore };
  }
  if (
    ts.isCallExpression(expression) &&
    expression.expression.getText(cx.sf).endsWith('waitForAngularEnabled') &&
    expression.arguments.length === 1
  )
    return { enabled: literal(expression.arguments[0]) };
  return undefined;
}

export function localsOf(body: ts.Block, cx: ConfigContext): Map<string, Local> {
  const locals = new Map<string, Local>();
  const assigned = new Set<string>();
  const visit = (n: ts.Node): void => {
    if (
      ts.isBinaryExpression(n) &&
      n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      n.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
      ts.isIdentifier(n.left)
    )
      assigned.add(n.left.text);
    if (
      (ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) &&
      ts.isIdentifier(n.operand)
    )
      assigned.add(n.operand.text);
    n.forEachChild(visit);
  };
  body.forEachChild(visit);
  for (const s of body.statements) {
    if (!ts.isVariableStatement(s) || s.getText(cx.sf).includes('require(')) continue;
    const isConst = (s.declarationList.flags & ts.NodeFlags.Const) !== 0;
    for (const d of s.declarationList.declarations) {
      if (!ts.isIdentifier(d.name)) continue;
      locals.set(d.name.text, {
        statement: s,
        ...(d.initializer ? { initializer: d.initializer } : {}),
        fixed: isConst || !assigned.has(d.name.text),
      });
    }
  }
  return locals;
}

export const plainCalls = new Set(['Number', 'String', 'parseInt', 'parseFloat', 'Boolean']);

/**
 * A value with no side effect that can be worked out when the config loads: literals, operators,
 * `process.env` reads, `Number(…)`/`Math.…(…)`, the config file's own top-level declarations and
 * `onPrepare` variables holding such values. Never the browser or a module.
 */
export function isPlainValue(
  cx: ConfigContext,
  node: ts.Expression,
  locals: Map<string, Local>,
  seen = new Set<string>(),
): boolean {
  const plain = (n: ts.Expression) => isPlainValue(cx, n, locals, seen);
  if (
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword
  )
    return true;
  if (ts.isParenthesizedExpression(node)) return plain(node.expression);
  if (ts.isPrefixUnaryExpression(node)) return plain(node.operand);
  if (ts.isBinaryExpression(node))
    return (
      (node.operatorToken.kind < ts.SyntaxKind.FirstAssignment ||
        node.operatorToken.kind > ts.SyntaxKind.LastAssignment) &&
      plain(node.left) &&
      plain(node.right)
    );
  if (ts.isConditionalExpression(node))
    return plain(node.condition) && plain(node.whenTrue) && plain(node.whenFalse);
  if (ts.isTemplateExpression(node)) return node.templateSpans.every((s) => plain(s.expression));
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(plain);
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
    const root = node.getText(cx.sf);
    if (root.startsWith('process.env')) return true;
    return false;
  }
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText(cx.sf);
    return (plainCalls.has(callee) || /^Math\.\w+$/.test(callee)) && node.arguments.every(plain);
  }
  if (ts.isIdentifier(node)) {
    if (node.text === 'undefined') return true;
    const local = locals.get(node.text);
    if (local) {
      if (seen.has(node.text) || !local.fixed || !local.initializer) return false;
      seen.add(node.text);
      return plain(local.initializer);
    }
    // A top-level declaration is copied with the value: it must be plain too.
    const decl = cx.declarations.get(node.text);
    if (!decl || !ts.isVariableStatement(decl) || seen.has(node.text)) return false;
    seen.add(node.text);
    const d = decl.declarationList.declarations.find(
      (v) => ts.isIdentifier(v.name) && v.name.text === node.text,
    );
    return !!d?.initializer && plain(d.initializer);
  }
  return false;
}

/**
 * The text of a value from `onPrepare` for the generated config: `onPrepare` variables it reads
 * become their literal value, or their declaration moves above `defineConfig` (`hoisted`).
 * Undefined when the value cannot be worked out at load time (it then stays under the TODO).
 */
export function localValue(
  cx: ConfigContext,
  node: ts.Expression,
  locals: Map<string, Local>,
): { text: string; hoisted: string[] } | undefined {
  if (!isPlainValue(cx, node, locals)) return undefined;
  const hoisted: string[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  let ok = true;
  const visit = (n: ts.Node): void => {
    if (ts.isIdentifier(n) && locals.has(n.text) && isValuePosition(n)) {
      const init = locals.get(n.text)?.initializer as ts.Expression;
      const literal = literalText(cx, init);
      const text = ts.isShorthandPropertyAssignment(n.parent) ? `${n.text}: ` : '';
      if (literal !== undefined) {
        edits.push({ start: n.getStart(cx.sf), end: n.end, text: `${text}${literal}` });
      } else if (
        cx.declarations.has(n.text) ||
        ['config', 'defineConfig', 'devices'].includes(n.text)
      ) {
        ok = false; // hoisting it would clash with a top-level name
      } else {
        const inner = localValue(cx, init, locals);
        if (!inner) ok = false;
        else {
          hoisted.push(...inner.hoisted, `const ${n.text} = ${inner.text};`);
          if (text) edits.push({ start: n.getStart(cx.sf), end: n.end, text: `${text}${n.text}` });
        }
      }
      return;
    }
    if (ts.isIdentifier(n) && cx.declarations.has(n.text)) copy(cx, n);
    n.forEachChild(visit);
  };
  visit(node);
  if (!ok) return undefined;
  let text = node.getText(cx.sf);
  const start = node.getStart(cx.sf);
  for (const e of edits.sort((a, b) => b.start - a.start))
    text = text.slice(0, e.start - start) + e.text + text.slice(e.end - start);
  return { text, hoisted };
}

/** An identifier that reads a variable (not a property name). */
export function isValuePosition(n: ts.Identifier): boolean {
  const p = n.parent;
  if (ts.isPropertyAccessExpression(p) && p.name === n) return false;
  if (ts.isPropertyAssignment(p) && p.name === n) return false;
  return true;
}

export function onPrepareMethod(method: ts.MethodDeclaration, cx: ConfigContext): void {
  if (method.body) onPrepareBody(method.body, cx);
  else diag(cx, method, 'protractor/config/on-prepare', undefined, true);
}
