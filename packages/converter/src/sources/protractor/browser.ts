/**
 * `browser` (and `browser.driver`, which is the same without Angular synchronisation): navigation,
 * page reads, scripts, windows, frames, alerts, cookies, window size, `actions()` sequences and
 * the Protractor-only settings. One table entry per method path, e.g. `manage().window().setSize`.
 */
import ts from 'typescript';
import type { Frame, RuleContext } from './context.js';
import { locate } from './locators.js';
import {
  out,
  statements,
  unknown,
  value,
  finder,
  type ActionStep,
  type Kind,
  type Out,
} from './kinds.js';
import { browserSleep, browserWait } from './waits.js';
import { stringValue } from './text.js';
import { mockModuleEntries, navigation } from './mock-modules.js';
import { processedConfigCall } from './processed-config.js';
import { forkNewDriverInstance, onForkedPage } from './forked-browser.js';

/** `page` is a getter: asking for the page can move describe-level code into a hook, so only entries that use it ask. */
type BrowserEmit = (
  node: ts.CallExpression,
  cx: RuleContext,
  page: () => string,
) => Out | undefined;

interface BrowserEntry {
  /** Method path below `browser`, e.g. `navigate().back`. */
  from: string;
  to: BrowserEmit;
}

const promise = (of: Kind = unknown): Kind => ({ type: 'promise', of });
const removed = (): Out => out('', statements);

function arg(node: ts.CallExpression, cx: RuleContext, i = 0): string {
  const a = node.arguments[i];
  return a ? cx.emit(a) : 'undefined';
}

function todo(
  node: ts.CallExpression,
  cx: RuleContext,
  code: Parameters<RuleContext['todo']>[1],
  detail?: string,
): Out {
  cx.todo(node, code, detail);
  return out(cx.original(node));
}

function readKind(method: string, target: string, of: Kind = value): Kind {
  return { type: 'promise', of, read: { method, target, args: [], argNodes: [] } };
}

export const browserTable: BrowserEntry[] = [
  {
    from: 'get',
    to: (node, cx, page) =>
      navigation(cx, page(), arg(node, cx)) ?? out(`${page()}.goto(${arg(node, cx)})`, promise()),
  },
  {
    from: 'refresh',
    to: (_node, cx, page) =>
      navigation(cx, page(), undefined) ?? out(`${page()}.reload()`, promise()),
  },
  {
    from: 'navigate().to',
    to: (node, cx, page) => out(`${page()}.goto(${arg(node, cx)})`, promise()),
  },
  { from: 'navigate().back', to: (_node, _cx, page) => out(`${page()}.goBack()`, promise()) },
  { from: 'navigate().forward', to: (_node, _cx, page) => out(`${page()}.goForward()`, promise()) },
  {
    // Protractor mixes its own refresh (a `get` of the current URL) into `navigate()`.
    from: 'navigate().refresh',
    to: (_node, cx, page) =>
      navigation(cx, page(), undefined) ?? out(`${page()}.reload()`, promise()),
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
      cx.diag(node, 'browser/wait-for-angular');
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
  { from: 'quit', to: (node, cx) => todo(node, cx, 'browser/restart', 'quit') },
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
  { from: 'restart', to: (node, cx) => todo(node, cx, 'browser/restart', 'restart') },
  { from: 'restartSync', to: (node, cx) => todo(node, cx, 'browser/restart', 'restartSync') },
  { from: 'forkNewDriverInstance', to: forkNewDriverInstance },
  { from: 'getCapabilities', to: (node, cx) => todo(node, cx, 'browser/capabilities') },
  { from: 'getProcessedConfig', to: processedConfigCall },
  { from: 'getSession', to: (node, cx) => todo(node, cx, 'browser/unsupported', 'getSession') },
  {
    from: 'setFileDetector',
    to: (node, cx) => {
      cx.diag(node, 'browser/unsupported', 'setFileDetector: file inputs use setInputFiles');
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
  { from: 'switchTo().alert', to: (node, cx) => todo(node, cx, 'browser/alert') },
  {
    from: 'manage().window().setSize',
    to: (node, cx, page) =>
      out(
        `${page()}.setViewportSize({ width: ${arg(node, cx)}, height: ${arg(node, cx, 1)} })`,
        promise(),
      ),
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
      cx.diag(node, 'browser/unsupported', 'maximize: the viewport size is set in the config');
      return removed();
    },
  },
  {
    from: 'manage().window().fullscreen',
    to: (node, cx) => {
      cx.diag(node, 'browser/unsupported', 'fullscreen');
      return removed();
    },
  },
  {
    from: 'manage().window().setPosition',
    to: (node, cx) => {
      cx.diag(node, 'browser/unsupported', 'setPosition');
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
    to: (_node, _cx, page) => out(`${page()}.context().clearCookies()`, promise()),
  },
  {
    from: 'manage().deleteCookie',
    to: (node, cx, page) =>
      out(`${page()}.context().clearCookies({ name: ${arg(node, cx)} })`, promise()),
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
      cx.diag(node, 'browser/wait-for-angular', 'implicitlyWait: Playwright auto-waits');
      return removed();
    },
  },
  {
    from: 'manage().timeouts().setScriptTimeout',
    to: (node, cx) => {
      cx.diag(node, 'browser/unsupported', 'setScriptTimeout');
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
        cx.todo(node, 'browser/unsupported', `logs().get(${type ?? '…'})`);
        return out(cx.original(node));
      }
      cx.diag(node, 'browser/logs');
      return out(
        `${page()}.consoleMessages().then((messages) => messages.map((message) => ({ level: message.type() === 'error' ? 'SEVERE' : message.type() === 'warning' ? 'WARNING' : 'INFO', message: message.text() })))`,
        { type: 'promise', of: { type: 'value', of: 'array' } },
      );
    },
  },
];

/** `logging.Type.BROWSER` (selenium-webdriver's constant for 'browser'). */
function isBrowserLogType(node: ts.Expression | undefined): boolean {
  return !!node && ts.isPropertyAccessExpression(node) && node.name.text === 'BROWSER';
}

const browserByPath = new Map(browserTable.map((e) => [e.from, e]));

/** Builder methods that only lead further down a path. */
const builders = new Set([
  'navigate',
  'switchTo',
  'manage',
  'window',
  'timeouts',
  'logs',
  'controlFlow',
  'options',
]);

function debugging(node: ts.CallExpression, cx: RuleContext, page: string): Out {
  cx.diag(node, 'browser/debugging');
  return out(`${page}.pause()`, promise());
}

/** A method call on `browser` or one of its builders. */
export function browserCall(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'browser') return undefined;
  const fork = receiver.kind.page;
  if (fork) {
    // A forked browser: its page stands for `browser`'s; quitting it closes it (and its context).
    if (receiver.kind.path.length === 0 && (name === 'quit' || name === 'close'))
      return out(`${fork}.close()`, promise());
    const kind = receiver.kind;
    return onForkedPage(cx, fork, () => browserCallOn(node, kind, name, cx));
  }
  return browserCallOn(node, receiver.kind, name, cx);
}

function browserCallOn(
  node: ts.CallExpression,
  receiver: Extract<Kind, { type: 'browser' }>,
  name: string,
  cx: RuleContext,
): Out | undefined {
  const prefix = receiver.path.map((p) => `${p}().`).join('');
  const path = `${prefix}${name}`;
  if (name === 'actions' && receiver.path.length === 0)
    return out(cx.original(node), { type: 'actions', steps: [] });
  if (name === 'touchActions') return todo(node, cx, 'browser/actions', 'touchActions');
  const entry = browserByPath.get(path);
  if (entry) {
    const result = entry.to(node, cx, () => cx.pageRef());
    if (result) return result;
  }
  if (builders.has(name) && node.arguments.length === 0) {
    return out(cx.original(node), { ...receiver, path: [...receiver.path, name] });
  }
  return todo(node, cx, 'browser/unsupported', path);
}

/** `browser.params`, `browser.baseUrl`, `browser.driver`, `browser.ExpectedConditions`… */
export function browserProperty(
  node: ts.PropertyAccessExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'browser' || receiver.kind.path.length > 0) return undefined;
  switch (name) {
    case 'driver':
      return out(receiver.kind.page ?? cx.original(node), { ...receiver.kind, path: [] });
    case 'ExpectedConditions':
      return out(cx.original(node), { type: 'global', name: 'EC' });
    case 'params':
      cx.diag(node, 'browser/params');
      return out(cx.useParams(), value);
    case 'baseUrl':
      return out(cx.baseUrlRef(), { type: 'value', of: 'string' });
    case 'ignoreSynchronization':
      if (!cx.synchronizesWithAngular) return out('false', { type: 'value', of: 'boolean' });
      cx.useAngularHelper('waitForAngularEnabled');
      return out('!waitForAngularEnabled()', { type: 'value', of: 'boolean' });
    default:
      return undefined;
  }
}

/**
 * Statement rule: `browser.ignoreSynchronization = x;` switches the Angular support module's
 * waiting (as `browser.waitForAngularEnabled(x)`, handled by the table, does). A suite without
 * that module never waits for Angular, so there the statement goes.
 */
export function ignoreSynchronization(
  list: readonly ts.Statement[],
  index: number,
  cx: RuleContext,
): { text: string; consumed: number } | undefined {
  const s = list[index];
  if (!s || !ts.isExpressionStatement(s) || !ts.isBinaryExpression(s.expression)) return undefined;
  const left = s.expression.left;
  if (!ts.isPropertyAccessExpression(left) || left.name.text !== 'ignoreSynchronization')
    return undefined;
  const receiver = cx.expr(left.expression);
  if (receiver.kind.type !== 'browser') return undefined;
  if (cx.synchronizesWithAngular && s.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    cx.useAngularHelper('waitForAngularEnabled');
    const right = s.expression.right;
    const enabled =
      right.kind === ts.SyntaxKind.TrueKeyword
        ? 'false'
        : right.kind === ts.SyntaxKind.FalseKeyword
          ? 'true'
          : `!(${cx.emit(right)})`;
    return { text: `waitForAngularEnabled(${enabled});`, consumed: 1 };
  }
  cx.diag(s, 'browser/wait-for-angular');
  return { text: '', consumed: 1 };
}

/** The frame locator for `switchTo().frame(x)`: an element, an index, or a name/id. */
function frameLocator(node: ts.CallExpression, cx: RuleContext, page: string): string | undefined {
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
function switchFrame(node: ts.CallExpression, cx: RuleContext, frame: string | undefined): Out {
  const current = ownerFrame(cx);
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
function switchWindow(node: ts.CallExpression, cx: RuleContext): Out {
  const target = node.arguments[0];
  if (!target) return todo(node, cx, 'browser/window-handles');
  const o = cx.expr(target);
  const text = cx.settle(o, target);
  if (o.kind.type !== 'page' && o.kind.type !== 'unknown')
    return todo(node, cx, 'browser/window-handles');
  cx.diag(node, 'browser/window-handles');
  const current = ownerFrame(cx);
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

/** The frame whose later statements a switch affects: the nearest non-callback function. */
function ownerFrame(cx: RuleContext): Frame {
  for (let i = cx.frames.length - 1; i >= 0; i--) {
    const frame = cx.frames[i];
    if (frame && frame.role !== 'callback') return frame;
  }
  return cx.frame;
}

/**
 * `executeScript(fn | 'body', ...args)` → `page.evaluate`. Playwright passes one argument to the
 * page function, so several are passed as an array (`args`) and WebDriver's `arguments[i]` reads
 * from it; a string script is a function body (WebDriver semantics); elements are passed as
 * element handles; `executeAsyncScript`'s callback resolves a promise.
 */
function evaluate(node: ts.CallExpression, cx: RuleContext, page: string, isAsync: boolean): Out {
  const [script, ...rest] = node.arguments;
  if (!script) return out(cx.original(node));
  const args = rest.map((a) => {
    const o = cx.expr(a);
    if (o.kind.type === 'finder' || o.kind.type === 'finders')
      return cx.awaitText(`${cx.locatorText(o)}.elementHandle()`);
    return cx.settle(o, a);
  });
  const argList = `[${args.join(', ')}]`;
  const literal = stringValue(script);
  if (literal !== undefined) {
    const body = withArgs(literal);
    if (body === undefined)
      return todo(
        node,
        cx,
        'browser/unsupported',
        'executeScript with a script that does not parse',
      );
    if (args.length) cx.diag(node, 'browser/execute-script-string');
    const usesArgs = body !== literal;
    if (isAsync)
      return out(
        `${page}.evaluate((args: any[]) => new Promise((resolve) => {\nargs.push(resolve);\n${body}\n}), ${argList})`,
        promise(value),
      );
    if (!usesArgs && args.length === 0)
      return out(`${page}.evaluate(() => {\n${body}\n})`, promise(value));
    return out(`${page}.evaluate((args: any[]) => {\n${body}\n}, ${argList})`, promise(value));
  }
  if (ts.isFunctionExpression(script) || ts.isArrowFunction(script)) {
    const params = script.parameters.map((p) => cx.original(p.name));
    const body = functionBodyWithArgs(script, cx);
    const usesArgs = body.usesArguments;
    if (isAsync) {
      const names = params.length > args.length ? params : [...params, '_callback'];
      const callbackName = names[names.length - 1] as string;
      const head = names.length > 1 ? `const [${names.slice(0, -1).join(', ')}] = args;\n` : '';
      const push = usesArgs ? 'args.push(resolve);\n' : '';
      return out(
        `${page}.evaluate((args: any[]) => new Promise((${usesArgs ? 'resolve' : callbackName}) => {\n${push}${head}${body.text}\n}), ${argList})`,
        promise(value),
      );
    }
    if (!usesArgs && args.length === 0)
      return out(`${page}.evaluate(${cx.original(script)})`, promise(value));
    if (!usesArgs && args.length === 1 && params.length <= 1)
      return out(`${page}.evaluate(${cx.original(script)}, ${args[0]})`, promise(value));
    const head = params.length ? `const [${params.join(', ')}] = args;\n` : '';
    return out(
      `${page}.evaluate((args: any[]) => {\n${head}${body.text}\n}, ${argList})`,
      promise(value),
    );
  }
  // A script held in a variable: a function is passed as is, a string is compiled in the page.
  const o = cx.expr(script);
  const text = cx.settle(o, script);
  const decl = ts.isIdentifier(script) ? cx.declarationOf(script) : undefined;
  const isFunction =
    decl &&
    (ts.isFunctionDeclaration(decl) ||
      (ts.isVariableDeclaration(decl) &&
        !!decl.initializer &&
        (ts.isFunctionExpression(decl.initializer) || ts.isArrowFunction(decl.initializer))));
  if (isFunction)
    return out(
      `${page}.evaluate(${text}${args.length === 1 ? `, ${args[0]}` : args.length ? `, ${argList}` : ''})`,
      promise(value),
    );
  return out(
    `${page}.evaluate(([script, args]: [string, any[]]) => new Function(script).apply(null, args), [${text}, ${argList}] as [string, any[]])`,
    promise(value),
  );
}

/** `arguments` in a script body → `args` (outside nested functions); undefined if it does not parse. */
function withArgs(body: string): string | undefined {
  const prefix = 'function f() {\n';
  const sf = ts.createSourceFile(
    'script.js',
    `${prefix}${body}\n}`,
    ts.ScriptTarget.ES2022,
    true,
    ts.ScriptKind.JS,
  );
  const diagnostics = (sf as unknown as { parseDiagnostics?: unknown[] }).parseDiagnostics ?? [];
  if (diagnostics.length) return undefined;
  const fn = sf.statements[0];
  if (!fn || !ts.isFunctionDeclaration(fn) || !fn.body) return undefined;
  const positions = argumentsPositions(fn.body);
  let text = body;
  for (const pos of positions.reverse()) {
    const at = pos - prefix.length;
    text = `${text.slice(0, at)}args${text.slice(at + 'arguments'.length)}`;
  }
  return text;
}

/** The body of a function literal as statements, with `arguments` → `args`. */
function functionBodyWithArgs(
  fn: ts.FunctionExpression | ts.ArrowFunction,
  cx: RuleContext,
): { text: string; usesArguments: boolean } {
  const body = fn.body;
  const positions = ts.isFunctionExpression(fn) ? argumentsPositions(body) : [];
  const start = ts.isBlock(body) ? body.getStart(cx.sf) + 1 : body.getStart(cx.sf);
  const end = ts.isBlock(body) ? body.end - 1 : body.end;
  let text = cx.text.slice(start, end);
  for (const pos of [...positions].reverse()) {
    const at = pos - start;
    text = `${text.slice(0, at)}args${text.slice(at + 'arguments'.length)}`;
  }
  return { text: ts.isBlock(body) ? text : `return ${text};`, usesArguments: positions.length > 0 };
}

function argumentsPositions(root: ts.Node): number[] {
  const positions: number[] = [];
  const sf = root.getSourceFile();
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionExpression(n) || ts.isFunctionDeclaration(n)) return;
    if (ts.isIdentifier(n) && n.text === 'arguments') positions.push(n.getStart(sf));
    n.forEachChild(visit);
  };
  root.forEachChild(visit);
  return positions.sort((a, b) => a - b);
}

// -------------------------------------------------------------------------------------------------
// browser.actions()

/** Steps chained on `browser.actions()`; `perform()` turns them into Playwright calls. */
export function actionsCall(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'actions') return undefined;
  if (name !== 'perform') {
    const args = node.arguments.map((a) => cx.expr(a));
    const steps: ActionStep[] = [...receiver.kind.steps, { name, args }];
    return out(cx.original(node), { type: 'actions', steps });
  }
  return performActions(node, receiver.kind.steps, cx);
}

function performActions(node: ts.CallExpression, steps: ActionStep[], cx: RuleContext): Out {
  const page = cx.pageRef();
  const ops: string[] = [];
  let target: string | undefined;
  let hovered = false;
  const loc = (o: { text: string; kind: Kind } | undefined): string | undefined =>
    o && (o.kind.type === 'finder' || o.kind.type === 'finders')
      ? cx.locatorText(o as Out)
      : undefined;
  const flushHover = (): void => {
    if (target && !hovered) {
      ops.push(`${target}.hover()`);
      hovered = true;
    }
  };
  for (const step of steps) {
    const first = step.args[0];
    const firstLoc = loc(first);
    switch (step.name) {
      case 'mouseMove': {
        if (firstLoc) {
          target = firstLoc;
          hovered = false;
          const offset = step.args[1];
          if (offset) {
            ops.push(`${target}.hover({ position: ${offset.text} })`);
            hovered = true;
          }
        } else {
          cx.todo(node, 'browser/actions', 'mouseMove by offset');
          return out(cx.original(node));
        }
        break;
      }
      case 'click':
      case 'doubleClick':
      case 'contextClick': {
        const method = step.name === 'doubleClick' ? 'dblclick' : 'click';
        const options = step.name === 'contextClick' ? "{ button: 'right' }" : '';
        const on = firstLoc ?? target;
        if (on) {
          ops.push(`${on}.${method}(${options})`);
          target = on;
          hovered = true;
        } else if (step.name === 'doubleClick') {
          ops.push(`${page}.mouse.dblclick(0, 0)`);
        } else {
          ops.push(`${page}.mouse.down(${options})`, `${page}.mouse.up(${options})`);
        }
        break;
      }
      case 'mouseDown':
      case 'mouseUp': {
        if (firstLoc) {
          target = firstLoc;
          hovered = false;
        }
        flushHover();
        ops.push(`${page}.mouse.${step.name === 'mouseDown' ? 'down' : 'up'}()`);
        break;
      }
      case 'dragAndDrop': {
        const to = loc(step.args[1]);
        if (!firstLoc || !to) {
          cx.todo(node, 'browser/actions', 'dragAndDrop by offset');
          return out(cx.original(node));
        }
        ops.push(`${firstLoc}.dragTo(${to})`);
        break;
      }
      case 'keyDown':
      case 'keyUp': {
        const key = first?.kind.type === 'key' ? `'${first.kind.name}'` : first?.text;
        ops.push(`${page}.keyboard.${step.name === 'keyDown' ? 'down' : 'up'}(${key})`);
        break;
      }
      case 'sendKeys': {
        for (const a of step.args) {
          if (a.kind.type === 'key') ops.push(`${page}.keyboard.press('${a.kind.name}')`);
          else ops.push(`${page}.keyboard.type(${a.text})`);
        }
        break;
      }
      case 'pause':
        ops.push(`${page}.waitForTimeout(${first?.text ?? '0'})`);
        break;
      default:
        cx.todo(node, 'browser/actions', step.name);
        return out(cx.original(node));
    }
  }
  flushHover();
  if (ops.length === 1) return out(ops[0] as string, promise());
  return out(ops.map((op) => `${cx.awaitText(op)};`).join('\n'), statements);
}
