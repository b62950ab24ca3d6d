/**
 * `browser`'s page commands: navigation, page reads (URL, title, source), scripts, waits and
 * sleeps, finds, window handles, screenshots, the Angular settings and the Protractor-only
 * calls (mock modules, debugging, a forked browser, the processed config).
 */
import type ts from 'typescript';
import type { RuleContext } from '../context.js';
import { type BrowserEntry, arg, driverCall, promise, readKind, removed, todo } from './entry.js';
import { type Out, finder, out, value } from '../kinds.js';
import { browserSleep, browserWait } from '../waits.js';
import { evaluate } from './scripts.js';
import { forkNewDriverInstance } from '../forked-browser.js';
import { locate } from '../locators.js';
import { mockModuleEntries, navigation } from '../mock-modules.js';
import { processedConfigCall } from '../processed-config.js';

export function debugging(node: ts.CallExpression, cx: RuleContext, page: string): Out {
  cx.diag(node, 'protractor/browser/debugging');
  return out(`${page}.pause()`, promise());
}

export const pageCommands: BrowserEntry[] = [
  {
    from: 'get',
    to: (node, cx, page) =>
      navigation(cx, page(), arg(node, cx)) ?? driverCall('get', page(), [arg(node, cx)]),
  },
  {
    from: 'refresh',
    to: (_node, cx, page) =>
      navigation(cx, page(), undefined) ?? driverCall('navigate.refresh', page()),
  },
  {
    from: 'navigate().to',
    to: (node, cx, page) => driverCall('navigate.to', page(), [arg(node, cx)]),
  },
  { from: 'navigate().back', to: (_node, _cx, page) => driverCall('navigate.back', page()) },
  { from: 'navigate().forward', to: (_node, _cx, page) => driverCall('navigate.forward', page()) },
  {
    // Protractor mixes its own refresh (a `get` of the current URL) into `navigate()`.
    from: 'navigate().refresh',
    to: (_node, cx, page) =>
      navigation(cx, page(), undefined) ?? driverCall('navigate.refresh', page()),
  },
  {
    from: 'getCurrentUrl',
    to: (_node, _cx, page) =>
      out(`${page()}.url()`, {
        type: 'promise',
        of: { type: 'value', of: 'string' },
        sync: true,
        read: { method: 'getCurrentUrl', target: page(), args: [], argNodes: [] },
      }),
  },
  {
    from: 'getTitle',
    to: (_node, _cx, page) =>
      out(`${page()}.title()`, readKind('getTitle', page(), { type: 'value', of: 'string' })),
  },
  {
    // Protractor waits for Angular before reading the source: asserting on it polls.
    from: 'getPageSource',
    to: (_node, _cx, page) =>
      out(
        `${page()}.content()`,
        readKind('getPageSource', page(), { type: 'value', of: 'string' }),
      ),
  },
  { from: 'executeScript', to: (node, cx, page) => evaluate(node, cx, page(), false) },
  { from: 'executeAsyncScript', to: (node, cx, page) => evaluate(node, cx, page(), true) },
  { from: 'sleep', to: (node, cx) => browserSleep(node, cx) },
  { from: 'wait', to: (node, cx) => browserWait(node, cx) },
  {
    from: 'waitForAngular',
    to: (_node, cx, page) => {
      cx.useAngular('waitForAngular');
      return out(`waitForAngular(${page()})`, promise());
    },
  },
  {
    from: 'waitForAngularEnabled',
    to: (node, cx) => {
      if (cx.synchronizesWithAngular) {
        cx.useAngularHelper('waitForAngularEnabled');
        const args = node.arguments.map((a) => cx.emit(a)).join(', ');
        return out(`waitForAngularEnabled(${args})`, { type: 'value', of: 'boolean' });
      }
      // Without the Angular support module the converted suite never waits for Angular.
      cx.diag(node, 'protractor/browser/wait-for-angular');
      return node.arguments.length ? removed() : out('false', value);
    },
  },
  {
    from: 'takeScreenshot',
    to: (_node, _cx, page) =>
      out(`${page()}.screenshot()`, {
        type: 'promise',
        of: value,
        map: (a) => `${a}.toString('base64')`,
      }),
  },
  {
    from: 'findElement',
    to: (node, cx) => locate(cx.locatorRoot(), node.arguments[0], false, cx, node),
  },
  {
    from: 'element',
    to: (node, cx) => locate(cx.locatorRoot(), node.arguments[0], false, cx, node),
  },
  {
    from: 'findElements',
    to: (node, cx) => {
      const list = locate(cx.locatorRoot(), node.arguments[0], true, cx, node);
      return out(`${list.text}.all()`, promise({ type: 'locator-array', source: list.text }));
    },
  },
  {
    from: '$',
    to: (node, cx) => {
      const css = node.arguments[0] ? cx.emit(node.arguments[0]) : "''";
      return out(`${cx.locatorRoot()}.locator(${css})`, finder(true));
    },
  },
  {
    from: '$$',
    to: (node, cx) => {
      const css = node.arguments[0] ? cx.emit(node.arguments[0]) : "''";
      return out(`${cx.locatorRoot()}.locator(${css})`, { type: 'finders' });
    },
  },
  {
    from: 'isElementPresent',
    to: (node, cx) => {
      const located = locate(cx.locatorRoot(), node.arguments[0], true, cx, node);
      return out(`${located.text}.count()`, {
        type: 'promise',
        of: { type: 'value', of: 'boolean' },
        map: (a) => `${a} > 0`,
        read: {
          method: 'isPresent',
          target: `${located.text}.first()`,
          list: located.text,
          args: [],
          argNodes: [],
        },
      });
    },
  },
  {
    from: 'getAllWindowHandles',
    to: (_node, _cx, page) => {
      const p = page();
      return out(`${p}.context().pages()`, {
        type: 'promise',
        of: { type: 'pages' },
        sync: true,
        read: { method: 'getAllWindowHandles', target: p, args: [], argNodes: [] },
      });
    },
  },
  {
    from: 'getWindowHandle',
    to: (_node, _cx, page) => out(page(), { type: 'promise', of: { type: 'page' }, sync: true }),
  },
  { from: 'close', to: (_node, _cx, page) => out(`${page()}.close()`, promise()) },
  { from: 'quit', to: (node, cx) => todo(node, cx, 'protractor/browser/restart', 'quit') },
  {
    from: 'setLocation',
    to: (node, cx, page) => {
      cx.useAngular('setLocation');
      return out(`setLocation(${page()}, ${arg(node, cx)})`, promise());
    },
  },
  {
    from: 'getLocationAbsUrl',
    to: (_node, cx, page) => {
      cx.useAngular('getLocationAbsUrl');
      return out(
        `getLocationAbsUrl(${page()})`,
        readKind('getLocationAbsUrl', page(), { type: 'value', of: 'string' }),
      );
    },
  },
  ...mockModuleEntries,
  { from: 'pause', to: (node, cx, page) => debugging(node, cx, page()) },
  { from: 'explore', to: (node, cx, page) => debugging(node, cx, page()) },
  { from: 'debugger', to: (node, cx, page) => debugging(node, cx, page()) },
  { from: 'enterRepl', to: (node, cx, page) => debugging(node, cx, page()) },
  { from: 'restart', to: (node, cx) => todo(node, cx, 'protractor/browser/restart', 'restart') },
  {
    from: 'restartSync',
    to: (node, cx) => todo(node, cx, 'protractor/browser/restart', 'restartSync'),
  },
  { from: 'forkNewDriverInstance', to: forkNewDriverInstance },
  { from: 'getCapabilities', to: (node, cx) => todo(node, cx, 'protractor/browser/capabilities') },
  { from: 'getProcessedConfig', to: processedConfigCall },
  {
    from: 'getSession',
    to: (node, cx) => todo(node, cx, 'protractor/browser/unsupported', 'getSession'),
  },
  {
    from: 'setFileDetector',
    to: (node, cx) => {
      cx.diag(
        node,
        'protractor/browser/unsupported',
        'setFileDetector: file inputs use setInputFiles',
      );
      return removed();
    },
  },
  {
    from: 'controlFlow().execute',
    to: (node, cx) => {
      const fn = node.arguments[0];
      if (!fn) return undefined;
      return out(`(${cx.emit(fn)})()`, promise());
    },
  },
  {
    from: 'call',
    to: (node, cx) => {
      const [fn, , ...rest] = node.arguments;
      if (!fn) return undefined;
      return out(`(${cx.emit(fn)})(${rest.map((a) => cx.emit(a)).join(', ')})`, promise());
    },
  },
];
