/**
 * Driver commands → Playwright, keyed by the command's path from the driver
 * (`get`, `navigate.back`, `manage.window.setRect`, `switchTo.frame`). `page` is the emitted
 * Playwright page, `args` the emitted arguments. Commands whose meaning depends on where they
 * stand (frames, windows, alerts, actions, waits) are marked and left to the front end, which
 * knows the flow; the rest are plain mappings.
 */
import {
  array,
  arrow,
  awaited,
  binary,
  member,
  method,
  object,
  str,
  print,
  text,
  type Code,
} from '../playwright/code.js';
import type { ReadKind } from './elements.js';
import { typePageGlobals } from './page-globals.js';
import { lookupTable } from '../core/lookup-table.js';

export type DriverCommand =
  /** A Playwright call on the page: awaited where it stands. */
  | { kind: 'call'; to: (page: Code, args: Code[]) => Code; sync?: boolean; note?: string }
  /** A read (title, url): asserted web-first when the source checked its value. */
  | { kind: 'read'; read: ReadKind }
  /** Nothing to do in Playwright (it waits for elements by itself); reported, never dropped silently. */
  | { kind: 'none'; note: string }
  /** Depends on the flow: handled by the front end. */
  | {
      kind: 'flow';
      what:
        | 'find'
        | 'find-all'
        | 'wait'
        | 'frame'
        | 'parent-frame'
        | 'default-content'
        | 'window'
        | 'new-window'
        | 'alert'
        | 'actions'
        | 'quit'
        | 'implicit-wait'
        | 'timeouts'
        | 'active-element';
    };

const context = (page: Code): Code => method(page, 'context');

export const driverCommands = lookupTable<Record<string, DriverCommand>>({
  get: { kind: 'call', to: (page, [url]) => method(page, 'goto', ...(url ? [url] : [])) },
  'navigate.to': { kind: 'call', to: (page, [url]) => method(page, 'goto', ...(url ? [url] : [])) },
  'navigate.back': { kind: 'call', to: (page) => method(page, 'goBack') },
  'navigate.forward': { kind: 'call', to: (page) => method(page, 'goForward') },
  'navigate.refresh': { kind: 'call', to: (page) => method(page, 'reload') },
  getTitle: { kind: 'read', read: 'title' },
  getCurrentUrl: { kind: 'read', read: 'url' },
  getPageSource: { kind: 'read', read: 'source' },
  sleep: { kind: 'call', to: (page, args) => method(page, 'waitForTimeout', ...args) },
  executeScript: { kind: 'call', to: (page, args) => executeScript(page, args, false) },
  executeAsyncScript: { kind: 'call', to: (page, args) => executeScript(page, args, true) },
  takeScreenshot: {
    kind: 'call',
    to: (page) => method(awaited(method(page, 'screenshot')), 'toString', str('base64')),
    sync: true,
  },
  close: { kind: 'call', to: (page) => method(page, 'close') },
  getWindowHandle: { kind: 'call', to: (page) => page, sync: true },
  getAllWindowHandles: { kind: 'call', to: (page) => method(context(page), 'pages'), sync: true },
  'manage.window.setRect': {
    kind: 'call',
    to: (page, [rect]) => method(page, 'setViewportSize', rect ?? object({})),
    note: 'window',
  },
  'manage.window.setSize': {
    kind: 'call',
    to: (page, [width, height]) => method(page, 'setViewportSize', object({ width, height })),
    note: 'window',
  },
  'manage.window.getRect': {
    kind: 'call',
    to: (page) => text(`${print(page)}.viewportSize()!`),
    sync: true,
    note: 'window',
  },
  'manage.window.getSize': {
    kind: 'call',
    to: (page) => text(`${print(page)}.viewportSize()!`),
    sync: true,
    note: 'window',
  },
  'manage.window.maximize': { kind: 'none', note: 'window' },
  'manage.window.minimize': { kind: 'none', note: 'window' },
  'manage.window.fullscreen': { kind: 'none', note: 'window' },
  'manage.addCookie': {
    kind: 'call',
    to: (page, [cookie]) => method(context(page), 'addCookies', array(cookieFor(page, cookie))),
  },
  'manage.getCookies': {
    kind: 'call',
    to: (page) => method(context(page), 'cookies', method(page, 'url')),
  },
  'manage.getCookie': {
    kind: 'call',
    to: (page, [name]) =>
      method(
        awaited(method(context(page), 'cookies', method(page, 'url'))),
        'find',
        arrow(['c'], binary(member(text('c'), 'name'), '===', name ?? str(''))),
      ),
    sync: true,
  },
  'manage.deleteCookie': {
    kind: 'call',
    to: (page, [name]) => method(context(page), 'clearCookies', object({ name })),
  },
  'manage.deleteAllCookies': { kind: 'call', to: (page) => method(context(page), 'clearCookies') },
  findElement: { kind: 'flow', what: 'find' },
  findElements: { kind: 'flow', what: 'find-all' },
  wait: { kind: 'flow', what: 'wait' },
  'switchTo.frame': { kind: 'flow', what: 'frame' },
  'switchTo.parentFrame': { kind: 'flow', what: 'parent-frame' },
  'switchTo.defaultContent': { kind: 'flow', what: 'default-content' },
  'switchTo.window': { kind: 'flow', what: 'window' },
  'switchTo.newWindow': { kind: 'flow', what: 'new-window' },
  'switchTo.alert': { kind: 'flow', what: 'alert' },
  'switchTo.activeElement': { kind: 'flow', what: 'active-element' },
  actions: { kind: 'flow', what: 'actions' },
  quit: { kind: 'flow', what: 'quit' },
  'manage.setTimeouts': { kind: 'flow', what: 'timeouts' },
  'manage.timeouts.implicitlyWait': { kind: 'flow', what: 'implicit-wait' },
  'manage.timeouts.pageLoadTimeout': { kind: 'flow', what: 'timeouts' },
  'manage.timeouts.setScriptTimeout': { kind: 'flow', what: 'timeouts' },
});

/**
 * A cookie for the current page, as WebDriver adds it: Playwright needs its URL (or a domain and
 * path), which WebDriver took from the page.
 */
function cookieFor(page: Code, cookie: Code | undefined): Code {
  if (cookie?.k === 'object') {
    const keys = cookie.entries.map((e) => ('spread' in e ? '' : e[0]));
    if (keys.includes('domain') || keys.includes('url'))
      return keys.includes('path') || keys.includes('url')
        ? cookie
        : { k: 'object', entries: [...cookie.entries, ['path', str('/')]] };
    return { k: 'object', entries: [...cookie.entries, ['url', method(page, 'url')]] };
  }
  return { k: 'object', entries: [['url', method(page, 'url')], { spread: cookie ?? object({}) }] };
}

/**
 * `executeScript(script, ...args)`: WebDriver runs the script as a function body with the values
 * after it as `arguments`; `page.evaluate` takes one argument, so they travel as an array.
 * A function passes its own parameters the same way.
 */
function executeScript(page: Code, [given, ...args]: Code[], isAsync: boolean): Code {
  if (!given) return method(page, 'evaluate', text('() => undefined'));
  // The page's own globals are read through `window` as `any` (page-globals.ts).
  const script =
    given.k === 'str'
      ? { ...given, value: typePageGlobals(given.value) }
      : given.k === 'text'
        ? text(typePageGlobals(given.text, true))
        : given;
  // `return document.title;` with no arguments: the expression itself
  const returned =
    script.k === 'str' && !isAsync && args.length === 0
      ? /^\s*return\s+([^;]+?);?\s*$/.exec(script.value)
      : null;
  if (returned && !returned[1]?.includes('arguments'))
    return method(page, 'evaluate', text(`() => ${returned[1]}`));
  const body =
    script.k === 'str'
      ? isAsync
        ? text(
            `(args) => new Promise((resolve) => { (function () { ${script.value} }).apply(null, [...args, resolve]); })`,
          )
        : text(`(args) => (function () { ${script.value} }).apply(null, args)`)
      : isAsync
        ? text(
            `(args) => new Promise((resolve) => (${printFunction(script)}).apply(null, [...args, resolve]))`,
          )
        : text(`(args) => (${printFunction(script)}).apply(null, args)`);
  return method(page, 'evaluate', body, array(...args));
}

function printFunction(code: Code): string {
  return code.k === 'text' ? code.text : '() => undefined';
}
