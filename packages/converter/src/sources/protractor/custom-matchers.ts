/**
 * Custom Jasmine matchers: `jasmine.addMatchers({ toBeActive: (util, testers) => ({ compare }) })`
 * becomes `expect.extend(jasmineMatchers({ … }))` with the factories kept as written, and
 * `expect(x).toBeActive(y)` an awaited Playwright assertion on the custom matcher. The adapter in
 * the generated `rewright-jasmine.ts` (see `support/jasmine-matchers.ts`) gives the factories
 * Jasmine's contract: resolved values, `negativeCompare` under `.not`, Jasmine's default message.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { out, unknown, type Expectation, type Out } from './kinds.js';
import type { CustomMatchers } from './state.js';

/**
 * The project's custom matchers, read before emission (a spec may use a helper's matchers): the
 * `addMatchers` calls are collected in the one analysis walk of every file (`declaredNamesOf` in
 * `index.ts`) rather than by a walk of their own.
 */
export class CustomMatchersCollector {
  private readonly calls: { sf: ts.SourceFile; node: ts.CallExpression }[] = [];

  readonly visit = (node: ts.Node, sf: ts.SourceFile): void => {
    if (node.kind === ts.SyntaxKind.CallExpression && isAddMatchers(node))
      this.calls.push({ sf, node });
  };

  /** What the calls register; `files` in the project's order. */
  result(files: Iterable<ts.SourceFile>): CustomMatchers | undefined {
    if (this.calls.length === 0) return undefined;
    // Names in source order, file by file (the walk visits siblings last first): an enclosing
    // call starts no later and ends no earlier than one inside it.
    const order = new Map([...files].map((sf, index) => [sf, index]));
    const calls = [...this.calls].sort(
      (a, b) =>
        (order.get(a.sf) ?? 0) - (order.get(b.sf) ?? 0) ||
        a.node.pos - b.node.pos ||
        b.node.end - a.node.end,
    );
    const found: CustomMatchers = { names: new Set(), open: false };
    for (const { sf, node } of calls) {
      const literal = objectLiteralOf(node.arguments[0], sf);
      if (!literal) found.open = true;
      else
        for (const p of literal.properties) {
          const name = p.name && propertyNameText(p.name);
          if (name) found.names.add(name);
          else found.open = true;
        }
    }
    return found;
  }
}

/** `jasmine.addMatchers(x)` (also `this.addMatchers` in a Jasmine context). */
export function isAddMatchers(node: ts.Node): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'addMatchers' &&
    (node.expression.expression.kind === ts.SyntaxKind.ThisKeyword ||
      (ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === 'jasmine'))
  );
}

function propertyNameText(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

/** An object literal, or a variable of this file initialised with one. */
function objectLiteralOf(
  node: ts.Expression | undefined,
  sf: ts.SourceFile,
): ts.ObjectLiteralExpression | undefined {
  if (!node) return undefined;
  if (ts.isObjectLiteralExpression(node)) return node;
  if (!ts.isIdentifier(node)) return undefined;
  let literal: ts.ObjectLiteralExpression | undefined;
  const visit = (n: ts.Node): void => {
    if (literal) return;
    if (
      ts.isVariableDeclaration(n) &&
      ts.isIdentifier(n.name) &&
      n.name.text === node.text &&
      n.initializer &&
      ts.isObjectLiteralExpression(n.initializer)
    ) {
      literal = n.initializer;
      return;
    }
    n.forEachChild(visit);
  };
  visit(sf);
  return literal;
}

/** `jasmine.addMatchers(factories)` → `expect.extend(jasmineMatchers(factories))`. */
export function addMatchersCall(node: ts.CallExpression, cx: RuleContext): Out {
  const factories = node.arguments[0] ? cx.emit(node.arguments[0]) : '{}';
  const adapter = cx.useImport(cx.supportModule('rewright-jasmine'), 'jasmineMatchers');
  cx.diag(node, 'protractor/structure/custom-matchers');
  return out(`${cx.useExpect()}.extend(${adapter}(${factories}))`, unknown);
}

/** Whether `name`, a matcher Jasmine does not have, is one of the project's own. */
export function isCustomMatcher(name: string, cx: RuleContext): boolean {
  const custom = cx.state.customMatchers;
  return !!custom && (custom.names.has(name) || custom.open);
}

/** `expect(actual).toBeActive(expected)` → `await expect(actual).toBeActive(expected)` (the matcher is async). */
export function customMatcherAssertion(
  e: Expectation,
  node: ts.CallExpression,
  name: string,
  actual: string,
  cx: RuleContext,
): Out {
  const message = e.message ? `, ${e.message}` : '';
  const args = node.arguments.map((a) => cx.emit(a)).join(', ');
  return out(`${cx.useExpect()}(${actual}${message}).${e.negated ? 'not.' : ''}${name}(${args})`, {
    type: 'promise',
    of: unknown,
  });
}
