/**
 * The WebDriver API as Playwright, through the shared tables (`webdriver/driver.ts`,
 * `webdriver/elements.ts`, `webdriver/keys.ts`): driver commands, element actions and reads,
 * `Select`, `Actions` chains and alerts. Frames change where later finds look.
 */
import { driverCommands } from '../../webdriver/driver.js';
import {
  attributeRead,
  elementMethods,
  screenshotBase64,
  submitForm,
} from '../../webdriver/elements.js';
import { typeKeys, type KeyInput } from '../../webdriver/keys.js';
import { print, text } from '../../playwright/code.js';
import { Unconvertible, type RuleContext, type Scope, type Val } from './context.js';
import { field, named, stringLiteral, type JNode } from './parser.js';
import { found } from './locate.js';
import { argument } from './arguments.js';
import { awaitedJs, js } from './values.js';
import { scriptArgument, textScriptCall } from './scripts.js';
import { holdsCharSequences, sendCharSequences } from './keys.js';
import { switchWindowStatement } from './windows.js';
import { findRoot, pageRoot, switchFrameStatement } from './frames.js';
import { lookupTable } from '../../core/lookup-table.js';

/** Java's names for commands the shared table knows by Selenium JavaScript's. */
const javaCommands = lookupTable<Record<string, string>>({
  getWindowHandles: 'getAllWindowHandles',
  'manage.getCookieNamed': 'manage.getCookie',
  'manage.deleteCookieNamed': 'manage.deleteCookie',
  'manage.deleteCookie': 'manage.deleteCookie',
  'manage.timeouts.scriptTimeout': 'manage.timeouts.setScriptTimeout',
  'manage.timeouts.pageLoadTimeout': 'manage.timeouts.pageLoadTimeout',
  'manage.window.setSize': 'manage.window.setSize',
});

const paths = new Set(['navigate', 'manage', 'switchTo', 'manage.window', 'manage.timeouts']);

export function driverCall(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  page: string,
  path: string,
  name: string,
  args: JNode[],
): Val {
  const key = path ? `${path}.${name}` : name;
  if (paths.has(key)) return { t: 'path', page, path: key };
  if (key === 'getScreenshotAs') return awaitedJs(`${page}.screenshot()`, 'byte[]');
  const command = driverCommands[javaCommands[key] ?? key];
  if (!command)
    throw new Unconvertible(node, 'selenium-java/unsupported-command', `driver.${key}()`);
  const fromText = textScriptCall(ctx, page, name, args, scope);
  if (fromText) return fromText;
  switch (command.kind) {
    case 'call': {
      const values =
        name === 'executeScript' || name === 'executeAsyncScript'
          ? args.map((a, i) =>
              i === 0 && stringLiteral(a) !== undefined
                ? { k: 'str' as const, value: stringLiteral(a) as string }
                : text(scriptArgument(ctx, a, scope)),
            )
          : name === 'setSize'
            ? dimension(ctx, args[0], scope)
            : args.map((a) => text(argument(ctx, a, scope)));
      // The shared form applies a function of no parameters to the script's arguments; typed
      // TypeScript (strict `apply`) needs it to declare them.
      const code = print(command.to(text(page), values)).replace(
        /\(function \(\) \{/g,
        '(function (..._args: unknown[]) {',
      );
      return command.sync ? js(code) : awaitedJs(code);
    }
    case 'read':
      return { t: 'read', kind: command.read, target: page, args: [], leaf: false };
    case 'none':
      ctx.report(
        node,
        command.note === 'window' ? 'selenium-java/window-size' : 'selenium-java/implicit-wait',
      );
      return js('');
    default:
      break;
  }
  switch (command.what) {
    case 'find':
    case 'find-all':
      return find(
        ctx,
        node,
        scope,
        findRoot(ctx, scope, page),
        args[0],
        command.what === 'find-all',
      );
    case 'frame':
      if (ctx.facts.framesOutliveMethods)
        return js(
          switchFrameStatement(
            ctx,
            page,
            frameRoot(ctx, node, scope, pageRoot(ctx, page), args[0]),
          ),
          'statements',
        );
      scope.root = frameRoot(ctx, node, scope, page, args[0]);
      return js('');
    case 'parent-frame':
    case 'default-content':
      scope.root = page;
      return ctx.facts.framesOutliveMethods
        ? js(switchFrameStatement(ctx, page), 'statements')
        : js('');
    case 'alert':
      return scope.dialog ? { t: 'alert', dialog: scope.dialog } : { t: 'alert' };
    case 'active-element':
      return { t: 'loc', code: `${page}.locator(':focus')`, leaf: false };
    case 'quit':
      ctx.report(node, 'selenium-java/driver-fixture');
      return js('');
    case 'implicit-wait':
    case 'timeouts':
      ctx.report(node, 'selenium-java/implicit-wait');
      return js('');
    case 'window':
      return switchWindow(ctx, node, scope, page, args[0]);
    case 'new-window':
      if (ctx.facts.windowsOutliveMethods)
        return js(
          switchWindowStatement(ctx, page, `await ${page}.context().newPage()`),
          'statements',
        );
      return js(`${page} = await ${page}.context().newPage();`, 'statements');
    default:
      throw new Unconvertible(node, 'selenium-java/window-switch', `driver.${key}()`);
  }
}

/**
 * `switchTo().window(handle)`: a handle is one of the context's pages (`getWindowHandle()` is the
 * page, `getWindowHandles()` the context's pages), so switching makes it the page the code drives.
 * A window named by a string (`window("help")`) has no page to name it.
 */
function switchWindow(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  page: string,
  arg: JNode | undefined,
): Val {
  const handle = arg ? ctx.expr(arg, scope) : undefined;
  if (!arg || handle?.t !== 'js' || stringLiteral(arg) !== undefined)
    throw new Unconvertible(node, 'selenium-java/window-switch', `driver.switchTo.window()`);
  scope.root = page;
  // Windows are driver state: the switch reaches the method's caller.
  if (ctx.facts.windowsOutliveMethods)
    return js(switchWindowStatement(ctx, page, handle.code), 'statements');
  // The driver is shared, the page is not: a method's switch would not reach its caller's page.
  if (scope.inHelper)
    throw new Unconvertible(node, 'selenium-java/window-switch', 'switchTo().window() in a method');
  return js(`${page} = ${handle.code};\nawait ${page}.bringToFront();`, 'statements');
}

function dimension(ctx: RuleContext, node: JNode | undefined, scope: Scope) {
  if (
    node?.type === 'object_creation_expression' &&
    /Dimension$/.test(field(node, 'type')?.text ?? '')
  ) {
    const args = named(field(node, 'arguments') ?? node).map((a) => text(argument(ctx, a, scope)));
    return args;
  }
  throw new Unconvertible(node ?? ({} as JNode), 'selenium-java/unsupported-command', 'setSize');
}

/** `switchTo().frame(x)`: later finds look in the frame (by name or id, index, or element). */
function frameRoot(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  page: string,
  arg: JNode | undefined,
): string {
  if (!arg) throw new Unconvertible(node, 'selenium-java/unsupported-command', 'frame()');
  const literal = stringLiteral(arg);
  if (literal !== undefined)
    return `${page}.frameLocator(${JSON.stringify(`[name="${literal}"], [id="${literal}"]`)})`;
  const v = ctx.expr(arg, scope);
  if (v.t === 'loc') return `${v.code}.contentFrame()`;
  if (v.t === 'js' && /^\d+$/.test(v.code))
    return `${page}.frameLocator('iframe, frame').nth(${v.code})`;
  if (v.t === 'js' && v.type === 'String')
    return `${page}.frameLocator(\`[name="\${${v.code}}"], [id="\${${v.code}}"]\`)`;
  throw new Unconvertible(node, 'selenium-java/unsupported-command', 'frame()');
}

export function find(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  root: string,
  arg: JNode | undefined,
  many: boolean,
): Val {
  if (!arg) throw new Unconvertible(node, 'selenium-java/unknown-locator', 'no locator');
  const by = ctx.expr(arg, scope);
  if (by.t === 'by')
    return { t: many ? 'locs' : 'loc', code: found(by.form, root, many), leaf: by.form.leaf };
  if (by.t === 'js' && by.type === 'By')
    return {
      t: many ? 'locs' : 'loc',
      code: `${root}.locator(${by.code})${many ? '' : '.first()'}`,
      leaf: false,
    };
  throw new Unconvertible(node, 'selenium-java/unknown-locator', arg.text);
}

/** A `sendKeys` argument list as key inputs (`"text"`, `Keys.ENTER`, `Keys.chord(…)`, `a + Keys.TAB`). */
export function keyInputs(ctx: RuleContext, args: JNode[], scope: Scope): KeyInput[] {
  const inputs: KeyInput[] = [];
  const add = (node: JNode): void => {
    const literal = stringLiteral(node);
    if (literal !== undefined) inputs.push({ t: 'text', value: literal });
    else if (node.type === 'field_access' && field(node, 'object')?.text === 'Keys')
      inputs.push({ t: 'key', name: field(node, 'field')?.text ?? '' });
    else if (
      node.type === 'binary_expression' &&
      node.children[1]?.text === '+' &&
      /Keys\./.test(node.text)
    ) {
      add(field(node, 'left') as JNode);
      add(field(node, 'right') as JNode);
    } else if (
      node.type === 'method_invocation' &&
      field(node, 'object')?.text === 'Keys' &&
      field(node, 'name')?.text === 'chord'
    ) {
      const parts = keyInputs(ctx, named(field(node, 'arguments') ?? node), scope);
      inputs.push({ t: 'chord', parts });
    } else inputs.push({ t: 'dynamic', code: text(argument(ctx, node, scope)) });
  };
  for (const a of args) add(a);
  return inputs;
}

/**
 * `sendKeys(keys)` with a `CharSequence[]` or a `CharSequence... keys` parameter (text and keys in
 * one array): typed by the generated `sendKeys`, which tells keys by WebDriver's characters.
 */
export function charSequenceArgs(
  ctx: RuleContext,
  target: string,
  args: JNode[],
  scope: Scope,
): Val | undefined {
  const values = args.map((a) =>
    a.type === 'identifier' || a.type === 'field_access' ? ctx.expr(a, scope) : js(''),
  );
  return holdsCharSequences(values)
    ? sendCharSequences(ctx, target, args, values, scope)
    : undefined;
}

/** A file input (its selector says so): `sendKeys(path)` chooses the file. */
const fileInput = /file|upload/i;

function typed(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  target: string,
  args: JNode[],
  typeMethod: 'pressSequentially' | 'type',
): Val {
  if (
    typeMethod === 'pressSequentially' &&
    args.length === 1 &&
    fileInput.test(target) &&
    !/Keys\./.test(args[0]?.text ?? '')
  )
    return awaitedJs(`${target}.setInputFiles(${argument(ctx, args[0] as JNode, scope)})`);
  // A `Keys` value (a `Keys key` parameter): callers pass Playwright's key name (`Keys.ESCAPE`
  // → 'Escape'), which is pressed, not typed.
  const only =
    args.length === 1 && args[0]?.type === 'identifier' ? ctx.expr(args[0], scope) : undefined;
  if (only?.t === 'js' && only.type === 'Keys') return awaitedJs(`${target}.press(${only.code})`);
  const sequences = charSequenceArgs(ctx, target, args, scope);
  if (sequences) return sequences;
  const calls = typeKeys(text(target), keyInputs(ctx, args, scope), { cleared: false, typeMethod });
  if (!calls) throw new Unconvertible(node, 'selenium-java/send-keys', node.text);
  return js(calls.map((c) => `await ${print(c)};`).join('\n'), 'statements');
}

export function elementCall(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  el: Extract<Val, { t: 'loc' }>,
  name: string,
  args: JNode[],
): Val {
  const method = elementMethods[name];
  if (!method)
    throw new Unconvertible(node, 'selenium-java/unsupported-command', `element.${name}()`);
  switch (method.kind) {
    case 'action':
      return awaitedJs(`${el.code}.${method.playwright}()`);
    case 'type':
      return typed(ctx, node, scope, el.code, args, 'pressSequentially');
    case 'submit':
      return awaitedJs(print(submitForm(text(el.code), { closestForm: true })));
    case 'read': {
      const values = args.map((a) => argument(ctx, a, scope));
      const kind =
        method.read === 'getAttribute' ? attributeRead(stringLiteral(args[0])) : method.read;
      return {
        t: 'read',
        kind,
        target: el.code,
        args: kind === 'value' ? [] : values,
        leaf: el.leaf,
      };
    }
    case 'find':
      return find(ctx, node, scope, el.code, args[0], method.many);
    case 'screenshot':
      return awaitedJs(print(screenshotBase64(text(el.code))).replace(/^await /, ''));
    default:
      throw new Unconvertible(node, 'selenium-java/unsupported-command', `element.${name}()`);
  }
}

export function elementsCall(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  els: Extract<Val, { t: 'locs' }>,
  name: string,
  args: JNode[],
): Val {
  const [first] = args.map((a) => argument(ctx, a, scope));
  switch (name) {
    case 'size':
      return { t: 'read', kind: 'count', target: els.code, args: [], leaf: false };
    case 'get':
      return { t: 'loc', code: `${els.code}.nth(${first})`, leaf: els.leaf };
    case 'isEmpty':
      return js(`(await ${els.code}.count()) === 0`, 'boolean');
    case 'stream':
      return js(els.code, 'ElementStream');
    default:
      throw new Unconvertible(
        node,
        'selenium-java/unsupported-command',
        `List<WebElement>.${name}()`,
      );
  }
}

export function selectCall(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  select: string,
  name: string,
  args: JNode[],
): Val {
  const [first] = args.map((a) => argument(ctx, a, scope));
  switch (name) {
    case 'selectByVisibleText':
      return awaitedJs(`${select}.selectOption({ label: ${first} })`);
    case 'selectByValue':
      return awaitedJs(`${select}.selectOption({ value: ${first} })`);
    case 'selectByIndex':
      return awaitedJs(`${select}.selectOption({ index: ${first} })`);
    case 'deselectAll':
      return awaitedJs(`${select}.selectOption([])`);
    case 'getFirstSelectedOption':
      return { t: 'loc', code: `${select}.locator('option:checked').first()`, leaf: true };
    case 'getAllSelectedOptions':
      return { t: 'locs', code: `${select}.locator('option:checked')`, leaf: true };
    case 'getOptions':
      return { t: 'locs', code: `${select}.locator('option')`, leaf: true };
    case 'isMultiple':
      return awaitedJs(`${select}.evaluate((el) => (el as HTMLSelectElement).multiple)`, 'boolean');
    default:
      throw new Unconvertible(node, 'selenium-java/unsupported-command', `Select.${name}()`);
  }
}
