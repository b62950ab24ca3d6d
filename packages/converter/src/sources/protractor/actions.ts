/**
 * ElementFinder and ElementArrayFinder methods: actions (`click`, `sendKeys`, `clear`) and reads
 * (`getText`, `getAttribute`, `isDisplayed`…), dispatched to one table entry per method
 * (`finder-table.ts`, typing in `send-keys.ts`); lists apply them per element. Reads carry a
 * `Read` so assertions on them can become web-first assertions.
 *
 * Semantics kept on purpose:
 * - `sendKeys` appends to the field like WebDriver; `pressSequentially` types key by key. `fill` is
 *   only used after `clear()`, where appending and replacing are the same.
 * - `getText` is WebDriver's visible text: `innerText`.
 * - `getAttribute('value')` (and `checked`, `selected`) read the live property in WebDriver.
 * - `isSelected` is `isChecked` for checkboxes and radios, the `selected` property for options.
 * - `isPresent` never throws: the number of matches is compared to zero.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { thenCall } from './then-chains.js';
import { finder, out, promiseOf, statements, unknown, type Out, type Read } from './kinds.js';
import type { Target } from './finder-entry.js';
import {
  finderByName,
  locatorIntrospection,
  perElementActions,
  perElementReads,
} from './finder-table.js';
import { sendKeys } from './send-keys.js';
import { lookupTable } from '../../core/lookup-table.js';

/** A method call on an ElementFinder. */
export function finderMethod(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'finder') return undefined;
  const entry = finderByName.get(name);
  if (!entry) return undefined;
  const target: Target = {
    loc: receiver.kind.first ? `${receiver.text}.first()` : receiver.text,
    list: receiver.text,
    ...(receiver.kind.leaf ? { leaf: true } : {}),
    ...(receiver.kind.options ? { options: true } : {}),
    ...(receiver.kind.fileInput ? { fileInput: true } : {}),
  };
  return entry.to(target, node, cx);
}

/** A method call on an ElementArrayFinder. */
export function findersMethod(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'finders') return undefined;
  const list = receiver.text;
  const leaf = receiver.kind.leaf;
  switch (name) {
    case 'locator':
      if (node.arguments.length) return undefined;
      return locatorIntrospection(node, cx);
    case 'count':
      return out(`${list}.count()`, {
        type: 'promise',
        of: { type: 'value', of: 'number' },
        read: { method: 'count', target: list, list, many: true, args: [], argNodes: [] },
      });
    case 'getText':
      return out(`${list}.allInnerTexts()`, {
        type: 'promise',
        of: { type: 'value', of: 'array' },
        read: {
          method: 'getText',
          target: list,
          list,
          many: true,
          args: [],
          argNodes: [],
          ...(leaf ? { leaf: true } : {}),
        },
      });
    case 'isPresent':
      return out(`${list}.count()`, {
        type: 'promise',
        of: { type: 'value', of: 'boolean' },
        // Present when any element is: asserting it waits for the first (a strict locator
        // matching several would fail).
        read: { method: 'isPresent', target: `${list}.first()`, list, args: [], argNodes: [] },
        map: (a) => `${a} > 0`,
      });
    case 'getWebElements':
      return out(`${list}.all()`, promiseOf({ type: 'locator-array', source: list }));
    case 'then':
      // Protractor resolved the list after waiting for Angular; the callbacks (an error one too)
      // get the elements.
      cx.syncBefore(node);
      return thenCall(node, receiver, name, cx);
  }
  if (perElementActions.has(name)) {
    // Protractor applies the action to every element, one after the other.
    const entry = finderByName.get(name);
    const one = entry?.to({ loc: 'element', list: 'element' }, node, cx);
    if (!one) return undefined;
    const body = one.kind.type === 'statements' ? one.text : `${cx.awaitText(one.text)};`;
    const all = cx.snapshotAll(list, node);
    return out(`for (const element of ${all}) {\n${body}\n}`, statements);
  }
  if (perElementReads.has(name)) {
    const entry = finderByName.get(name);
    const one = entry?.to({ loc: 'element', list: 'element' }, node, cx);
    if (!one) return undefined;
    const all = cx.snapshotAll(list, node);
    const r: Read = {
      method: name,
      target: list,
      list,
      many: true,
      args: node.arguments.map((a) => cx.emit(a)),
      argNodes: node.arguments,
    };
    return out(`Promise.all((${all}).map((element) => ${one.text}))`, {
      type: 'promise',
      of: { type: 'value', of: 'array' },
      read: r,
    });
  }
  return undefined;
}

/**
 * Methods on a `Locator[]` (a list filtered once, or `element.all(…).then(arr => …)`'s `arr`
 * used as a Protractor list): actions run on each element, reads map over them.
 */
export function locatorArrayMethod(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'locator-array') return undefined;
  const list = receiver.text;
  switch (name) {
    case 'count':
      return out(`${list}.length`, { type: 'value', of: 'number' });
    case 'get':
      return out(`${list}[${node.arguments[0] ? cx.emit(node.arguments[0]) : '0'}]`, finder(false));
    case 'first':
      return out(`${list}[0]`, finder(false));
    case 'last':
      return out(`${list}[${list}.length - 1]`, finder(false));
  }
  const entry = finderByName.get(name);
  if (!entry) return undefined;
  const one = entry.to({ loc: 'element', list: 'element' }, node, cx);
  if (!one) return undefined;
  if (perElementActions.has(name)) {
    const body = one.kind.type === 'statements' ? one.text : `${cx.awaitText(one.text)};`;
    return out(`for (const element of ${list}) {\n${body}\n}`, statements);
  }
  return out(`Promise.all(${list}.map((element) => ${one.text}))`, {
    type: 'promise',
    of: { type: 'value', of: 'array' },
  });
}

/** Reads a finder method stands for when it is used as a function rather than called. */
const referenceReads = lookupTable<Record<string, (locator: string) => string>>({
  isDisplayed: (l) => `${l}.isVisible()`,
  isEnabled: (l) => `${l}.isEnabled()`,
  isSelected: (l) => `${l}.isChecked()`,
  isPresent: (l) => `${l}.count().then((n) => n > 0)`,
  getText: (l) => `${l}.innerText()`,
});

/**
 * `el.isDisplayed` used as a value (`el.isDisplayed.bind(el)`, a condition handed to `EC.and`):
 * a function that makes the read when called, as the bound method did.
 */
export function finderMethodReference(
  node: ts.PropertyAccessExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  const read = referenceReads[name];
  if (receiver.kind.type !== 'finder' || !read) return undefined;
  void node;
  return out(`(() => ${read(cx.locatorText(receiver))})`, {
    type: 'function',
    returns: { type: 'promise', of: unknown },
  });
}

/**
 * Chained actions: `el.clear().sendKeys('x')` (Protractor's actions return the element) becomes
 * `fill('x')`; other chains become one statement per action.
 */
export function chainedAction(node: ts.CallExpression, cx: RuleContext): Out | undefined {
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee) || !ts.isCallExpression(callee.expression))
    return undefined;
  const outer = callee.name.text;
  const innerCall = callee.expression;
  if (!ts.isPropertyAccessExpression(innerCall.expression)) return undefined;
  const inner = innerCall.expression.name.text;
  if (!perElementActions.has(outer) || !perElementActions.has(inner)) return undefined;
  const receiver = cx.expr(innerCall.expression.expression);
  if (receiver.kind.type !== 'finder') return undefined;
  const target: Target = {
    loc: receiver.kind.first ? `${receiver.text}.first()` : receiver.text,
    list: receiver.text,
  };
  if (inner === 'clear' && outer === 'sendKeys') return sendKeys(target, node, cx, true);
  const first = finderByName.get(inner)?.to(target, innerCall, cx);
  const second = finderByName.get(outer)?.to(target, node, cx);
  if (!first || !second) return undefined;
  const asStatements = (o: Out): string =>
    o.kind.type === 'statements' ? o.text : `${cx.awaitText(o.text)};`;
  return out(`${asStatements(first)}\n${asStatements(second)}`, statements);
}
