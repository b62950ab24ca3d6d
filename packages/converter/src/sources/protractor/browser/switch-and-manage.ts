/**
 * `browser.switchTo()` (frames, windows, the active element) and `browser.manage()` (window size
 * and position, cookies, timeouts, logs): what later code of the function runs against, and the
 * page's and context's settings.
 */
import ts from 'typescript';
import type { RuleContext } from '../context.js';
import { type BrowserEntry, arg, promise, removed, todo, driverCall } from './entry.js';
import { type Out, finder, out, value, statements } from '../kinds.js';
import { stringValue } from '../text.js';

/** `logging.Type.BROWSER` (selenium-webdriver's constant for 'browser'). */
export function isBrowserLogType(node: ts.Expression | undefined): boolean {
  return !!node && ts.isPropertyAccessExpression(node) && node.name.text === 'BROWSER';
}

/** The frame locator for `switchTo().frame(x)`: an element, an index, or a name/id. */
export function frameLocator(
  node: ts.CallExpression,
  cx: RuleContext,
  page: string,
): string | undefined {
  const target = node.arguments[0];
  if (!target) return undefined;
  const o = cx.expr(target);
  if (o.kind.type === 'finder' || o.kind.type === 'finders')
    return `${cx.locatorText(o)}.contentFrame()`;
  const literal = stringValue(target);
  if (literal !== undefined)
    return `${page}.frameLocator('iframe[name="${literal}"], iframe#${literal}, frame[name="${literal}"]')`;
  if (ts.isNumericLiteral(target))
    return `${page}.frameLocator('iframe, frame').nth(${target.text})`;
  const text = cx.settle(o, target);
  // A WebElement from findElement / getWebElement is a locator here.
  return `${page}.frameLocator(\`iframe[name="\${${text}}"], iframe#\${${text}}\`)`;
}

/** `switchTo().frame(…)`: later locators of this function start from the frame. */
export function switchFrame(
  node: ts.CallExpression,
  cx: RuleContext,
  frame: string | undefined,
): Out {
  const current = cx.ownerFrame();
  if (!frame) {
    delete current.frameRoot;
    return removed();
  }
  const name = cx.freshName('frame');
  current.frameRoot = name;
  void node;
  return out(`const ${name} = ${frame};`, statements);
}

/** `switchTo().window(handle)`: the handle is a Playwright page; later calls use it. */
export function switchWindow(node: ts.CallExpression, cx: RuleContext): Out {
  const target = node.arguments[0];
  if (!target) return todo(node, cx, 'protractor/browser/window-handles');
  const o = cx.expr(target);
  const text = cx.settle(o, target);
  if (o.kind.type !== 'page' && o.kind.type !== 'unknown')
    return todo(node, cx, 'protractor/browser/window-handles');
  cx.diag(node, 'protractor/browser/window-handles');
  const current = cx.ownerFrame();
  const isSimple =
    ts.isIdentifier(target) ||
    ts.isElementAccessExpression(target) ||
    ts.isPropertyAccessExpression(target);
  const name = isSimple ? text : cx.freshName('window');
  // Switching back to the test's own page needs no override.
  if (text === cx.pageName) delete current.pageOverride;
  else current.pageOverride = name;
  const prefix = isSimple ? '' : `const ${name} = ${text};\n`;
  return out(`${prefix}${cx.awaitText(`${name}.bringToFront()`)};`, statements);
}

export const switchAndManage: BrowserEntry[] = [
  { from: 'switchTo().defaultContent', to: (node, cx) => switchFrame(node, cx, undefined) },
  { from: 'switchTo().parentFrame', to: (node, cx) => switchFrame(node, cx, undefined) },
  {
    from: 'switchTo().frame',
    to: (node, cx, page) => switchFrame(node, cx, frameLocator(node, cx, page())),
  },
  { from: 'switchTo().window', to: (node, cx) => switchWindow(node, cx) },
  {
    from: 'switchTo().activeElement',
    to: (_node, cx) => out(`${cx.locatorRoot()}.locator(':focus')`, finder(false)),
  },
  { from: 'switchTo().alert', to: (node, cx) => todo(node, cx, 'protractor/browser/alert') },
  {
    from: 'manage().window().setSize',
    to: (node, cx, page) =>
      driverCall('manage.window.setSize', page(), [arg(node, cx), arg(node, cx, 1)]),
  },
  {
    from: 'manage().window().setRect',
    to: (node, cx, page) => {
      const rect = node.arguments[0] ? cx.emit(node.arguments[0]) : '{}';
      return out(
        `${page()}.setViewportSize({ width: ${rect}.width, height: ${rect}.height })`,
        promise(),
      );
    },
  },
  {
    from: 'manage().window().maximize',
    to: (node, cx) => {
      cx.diag(
        node,
        'protractor/browser/unsupported',
        'maximize: the viewport size is set in the config',
      );
      return removed();
    },
  },
  {
    from: 'manage().window().fullscreen',
    to: (node, cx) => {
      cx.diag(node, 'protractor/browser/unsupported', 'fullscreen');
      return removed();
    },
  },
  {
    from: 'manage().window().setPosition',
    to: (node, cx) => {
      cx.diag(node, 'protractor/browser/unsupported', 'setPosition');
      return removed();
    },
  },
  {
    from: 'manage().window().getSize',
    to: (_node, _cx, page) =>
      out(`${page()}.viewportSize()`, { type: 'promise', of: value, sync: true }),
  },
  {
    from: 'manage().window().getRect',
    to: (_node, _cx, page) =>
      out(`${page()}.viewportSize()`, { type: 'promise', of: value, sync: true }),
  },
  {
    from: 'manage().deleteAllCookies',
    to: (_node, _cx, page) => driverCall('manage.deleteAllCookies', page()),
  },
  {
    from: 'manage().deleteCookie',
    to: (node, cx, page) => driverCall('manage.deleteCookie', page(), [arg(node, cx)]),
  },
  {
    from: 'manage().getCookies',
    to: (_node, _cx, page) => out(`${page()}.context().cookies()`, promise(value)),
  },
  {
    from: 'manage().getCookie',
    to: (node, cx, page) =>
      out(
        `${page()}.context().cookies().then((cookies) => cookies.find((cookie) => cookie.name === ${arg(node, cx)}) ?? null)`,
        promise(value),
      ),
  },
  {
    from: 'manage().addCookie',
    to: (node, cx, page) => {
      if (node.arguments.length >= 2) {
        return out(
          `${page()}.context().addCookies([{ name: ${arg(node, cx)}, value: ${arg(node, cx, 1)}, url: ${page()}.url() }])`,
          promise(),
        );
      }
      return out(
        `${page()}.context().addCookies([{ url: ${page()}.url(), ...${arg(node, cx)} }])`,
        promise(),
      );
    },
  },
  {
    from: 'manage().timeouts().implicitlyWait',
    to: (node, cx) => {
      cx.diag(node, 'protractor/browser/wait-for-angular', 'implicitlyWait: Playwright auto-waits');
      return removed();
    },
  },
  {
    from: 'manage().timeouts().setScriptTimeout',
    to: (node, cx) => {
      cx.diag(node, 'protractor/browser/unsupported', 'setScriptTimeout');
      return removed();
    },
  },
  {
    from: 'manage().timeouts().pageLoadTimeout',
    to: (node, cx, page) => out(`${page()}.setDefaultNavigationTimeout(${arg(node, cx)})`, value),
  },
  {
    from: 'manage().logs().get',
    to: (node, cx, page) => {
      // Only the 'browser' log is the page's console; 'performance', 'driver'… have no equivalent.
      const type = stringValue(node.arguments[0]);
      if (type !== 'browser' && !isBrowserLogType(node.arguments[0])) {
        cx.todo(node, 'protractor/browser/unsupported', `logs().get(${type ?? '…'})`);
        return out(cx.original(node));
      }
      cx.diag(node, 'protractor/browser/logs');
      return out(
        `${page()}.consoleMessages().then((messages) => messages.map((message) => ({ level: message.type() === 'error' ? 'SEVERE' : message.type() === 'warning' ? 'WARNING' : 'INFO', message: message.text() })))`,
        { type: 'promise', of: { type: 'value', of: 'array' } },
      );
    },
  },
];
