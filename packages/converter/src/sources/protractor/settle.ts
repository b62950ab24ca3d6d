/**
 * What an emitted value's kind needs where a plain value stands: a promise is awaited (after
 * waiting for Angular before a read, as Protractor did), an element finder gets Protractor's
 * first-match `.first()`, a `by` locator becomes a selector string, a key its name, a condition a
 * function; what has no plain form (a bare `browser` builder, `actions()`) stays under a TODO.
 */
import type ts from 'typescript';
import type { RuleContext } from './context.js';
import { type Out, out } from './kinds.js';
import { bySelectorString } from './locators.js';
import { conditionAsFunction } from './waits.js';
import { isBareExpect } from './syntax-facts.js';
import { quote } from './text.js';

/**
 * What a kind needs in a plain expression position: promises are awaited, element finders get
 * Protractor's first-match `.first()`, `by` locators become selector strings.
 */
export function settleValue(cx: RuleContext, o: Out, node?: ts.Node): string {
  switch (o.kind.type) {
    case 'promise': {
      // Protractor waited for Angular before a read; a web-first assertion waits by itself.
      if (o.kind.read && node) cx.syncBefore(node);
      const awaited = o.kind.sync ? o.text : `(${cx.awaitText(o.text)})`;
      return o.kind.map ? `(${o.kind.map(awaited)})` : awaited;
    }
    case 'finder':
      return o.kind.first ? `${o.text}.first()` : o.text;
    case 'by':
      return bySelectorString(o.kind.by, cx, node);
    case 'key':
      return quote(o.kind.name);
    case 'condition':
      return conditionAsFunction(o.kind.condition, cx);
    case 'statements':
      if (!o.text.trim()) return 'undefined';
      cx.markAwait();
      return `(await (async () => {\n${o.text}\n})())`;
    case 'browser':
      // A forked browser's text is its page (or the assignment that creates it).
      if (o.kind.path.length === 0) return o.kind.page ? o.text : cx.pageRef();
      if (node) cx.todo(node, 'protractor/browser/unsupported', o.kind.path.join('.'));
      return o.text;
    case 'global':
      if (node && o.kind.name !== 'promise')
        cx.todo(node, 'protractor/browser/unsupported', o.kind.name);
      return o.text;
    case 'expectation':
      if (node && isBareExpect(node)) {
        // `expect(x)` with no matcher asserts nothing, in Jasmine as in Playwright: only `x` runs.
        const { actual } = o.kind.expectation;
        return `${cx.useExpect()}(${cx.settle(out(actual.text, actual.kind), node.arguments[0])})`;
      }
      if (node) cx.todo(node, 'protractor/browser/unsupported');
      return o.text;
    case 'actions':
      if (node) cx.todo(node, 'protractor/browser/unsupported');
      return o.text;
    default:
      return o.text;
  }
}
