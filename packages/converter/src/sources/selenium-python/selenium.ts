/**
 * The WebDriver API as Python spells it → Playwright, through the shared tables: driver commands
 * (`webdriver/driver.ts`), element methods and reads (`webdriver/elements.ts`), keys.
 */
import { driverCommands } from '../../webdriver/driver.js';
import { attributeRead, submitForm, type ReadKind } from '../../webdriver/elements.js';
import { print, str, text } from '../../playwright/code.js';
import { Unconvertible, type RuleContext, type Scope } from './context.js';
import { argAt, type CallArgs } from './call-args.js';
import type { PyNode } from './parser.js';
import { literalValue } from './strings.js';
import { findFrom, legacyFind } from './locate.js';
import { js, type Val } from './values.js';
import { sendKeys } from './keys.js';
import { actionsCall } from './actions.js';
import { waitCall } from './waits.js';
import { alertOf, switchCall } from './switching.js';
import { pythonSupportSpecifier } from './support.js';
import { lookupTable } from '../../core/lookup-table.js';

function command(
  name: string,
  page: string,
  args: string[],
  literals: (string | undefined)[] = [],
): string {
  const entry = driverCommands[name];
  if (!entry || entry.kind !== 'call') throw new Error(`no driver command ${name}`);
  const code = print(
    entry.to(
      text(page),
      args.map((a, i) => (literals[i] !== undefined ? str(literals[i] as string) : text(a))),
    ),
  );
  return entry.sync ? code : `await ${code}`;
}

const pageReads = lookupTable<Record<string, 'title' | 'url' | 'source'>>({
  title: 'title',
  current_url: 'url',
  page_source: 'source',
});

const elementReads = lookupTable<Record<string, 'text' | 'tagName' | 'rect'>>({
  text: 'text',
  tag_name: 'tagName',
  size: 'rect',
  location: 'rect',
  rect: 'rect',
  location_once_scrolled_into_view: 'rect',
});

export function seleniumAttribute(
  ctx: RuleContext,
  object: Val,
  name: string,
  node: PyNode,
  scope: Scope,
): Val | undefined {
  switch (object.t) {
    case 'page': {
      const read = pageReads[name];
      if (read) return { t: 'read', target: object.code, read, args: [], leaf: false };
      if (name === 'switch_to') return { t: 'switch', page: object.code };
      if (name === 'window_handles') return js(`${object.code}.context().pages()`, 'list');
      if (name === 'current_window_handle') return js(object.code, 'window');
      if (name === 'name') return js("'chrome'", 'str');
      throw new Unconvertible(node, 'selenium-python/unsupported-command', `driver.${name}`);
    }
    case 'loc': {
      const read = elementReads[name];
      if (read) return { t: 'read', target: object.code, read, args: [], leaf: object.leaf };
      if (name === 'parent') return { t: 'page', code: scope.page };
      if (name === 'id') return js(object.code);
      if (name === 'shadow_root') return object;
      if (name === 'screenshot_as_png') return js(`(await ${object.code}.screenshot())`);
      if (name === 'screenshot_as_base64')
        return js(`(await ${object.code}.screenshot()).toString('base64')`, 'str');
      throw new Unconvertible(node, 'selenium-python/unsupported-command', `element.${name}`);
    }
    case 'select':
      if (name === 'options')
        return { t: 'locs', code: `${object.code}.locator('option')`, leaf: true };
      if (name === 'all_selected_options')
        return { t: 'locs', code: `${object.code}.locator('option:checked')`, leaf: true };
      if (name === 'first_selected_option')
        return { t: 'loc', code: `${object.code}.locator('option:checked').first()`, leaf: true };
      if (name === 'is_multiple')
        return js(
          `(await ${object.code}.evaluate((el) => (el as HTMLSelectElement).multiple))`,
          'bool',
        );
      if (name === 'wrapped_element') return { t: 'loc', code: object.code, leaf: false };
      throw new Unconvertible(node, 'selenium-python/unsupported-command', `Select.${name}`);
    case 'switch':
      if (name === 'alert') return alertOf(ctx, node, scope);
      if (name === 'active_element')
        return { t: 'loc', code: `${object.page}.locator('*:focus')`, leaf: false };
      return undefined;
    case 'alert':
      if (name === 'text') return js(`${object.code}.message()`, 'str');
      if (name === 'accept' || name === 'dismiss') return undefined;
      return undefined;
    case 'locs':
      return undefined;
    default:
      return undefined;
  }
}

function values(ctx: RuleContext, nodes: PyNode[], scope: Scope): string[] {
  return nodes.map((n) => ctx.value(n, scope));
}

export function seleniumCall(
  ctx: RuleContext,
  object: Val,
  name: string,
  args: CallArgs,
  scope: Scope,
): Val | undefined {
  const node = args.node;
  switch (object.t) {
    case 'page':
      return driverCall(ctx, object.code, name, args, scope);
    case 'loc':
      return elementCall(ctx, object, name, args, scope);
    case 'locs':
      return undefined;
    case 'select':
      return selectCall(ctx, object.code, name, args, scope);
    case 'actions':
      return actionsCall(ctx, object, name, args, scope);
    case 'wait':
      return waitCall(ctx, object, name, args, scope);
    case 'switch':
      return switchCall(ctx, object.page, name, args, scope);
    case 'alert': {
      if (name === 'accept') {
        const prompt = scope.promptText;
        scope.promptText = undefined;
        scope.dialog = undefined;
        return js(`await ${object.code}.accept(${prompt ?? ''})`);
      }
      if (name === 'dismiss') {
        scope.dialog = undefined;
        return js(`await ${object.code}.dismiss()`);
      }
      if (name === 'send_keys') {
        scope.promptText = ctx.value(args.positional[0] as PyNode, scope);
        return js('');
      }
      throw new Unconvertible(node, 'selenium-python/unsupported-command', `alert.${name}`);
    }
    case 'by':
      return undefined;
    default:
      return undefined;
  }
}

function driverCall(
  ctx: RuleContext,
  page: string,
  name: string,
  args: CallArgs,
  scope: Scope,
): Val {
  const node = args.node;
  const legacy = legacyFind(ctx, scope.root, name, args, scope);
  if (legacy) return legacy;
  const a = () => values(ctx, args.positional, scope);
  switch (name) {
    case 'find_element':
      return findFrom(ctx, scope.root, args, false, scope);
    case 'find_elements':
      return findFrom(ctx, scope.root, args, true, scope);
    case 'get':
      return js(command('get', page, a()));
    case 'back':
      return js(command('navigate.back', page, []));
    case 'forward':
      return js(command('navigate.forward', page, []));
    case 'refresh':
      return js(command('navigate.refresh', page, []));
    case 'execute_script':
    case 'execute_async_script': {
      const script = args.positional[0];
      if (!script) throw new Unconvertible(node, 'selenium-python/unsupported-command', name);
      const rest = [...args.positional.slice(1)].map((n) => {
        const v = ctx.expr(n, scope);
        return v.t === 'loc' ? `await ${v.code}.elementHandle()` : ctx.materialize(v);
      });
      return js(
        `(${command(name === 'execute_script' ? 'executeScript' : 'executeAsyncScript', page, [ctx.value(script, scope), ...rest], [literalValue(script)])})`,
      );
    }
    case 'implicitly_wait':
    case 'set_page_load_timeout':
    case 'set_script_timeout':
      ctx.report(node, 'selenium-python/implicit-wait');
      return js('');
    case 'maximize_window':
    case 'minimize_window':
    case 'fullscreen_window':
    case 'set_window_position':
      ctx.report(node, 'selenium-python/window-size');
      return js('');
    case 'set_window_size':
      return js(command('manage.window.setSize', page, a().slice(0, 2)));
    case 'get_window_size':
      return js(command('manage.window.getSize', page, []));
    // The window's place on the screen, as the page sees it (Playwright cannot move it).
    case 'get_window_position':
      return js(`(await ${page}.evaluate(() => ({ x: window.screenX, y: window.screenY })))`);
    case 'get_window_rect':
      return js(
        `{ ...(await ${page}.evaluate(() => ({ x: window.screenX, y: window.screenY }))), ...${command('manage.window.getSize', page, [])} }`,
      );
    case 'add_cookie':
      return js(command('manage.addCookie', page, a()));
    case 'get_cookies':
      return js(`(${command('manage.getCookies', page, [])})`, 'list');
    case 'get_cookie':
      return js(`(${command('manage.getCookie', page, a())})`);
    case 'delete_cookie':
      return js(command('manage.deleteCookie', page, a()));
    case 'delete_all_cookies':
      return js(command('manage.deleteAllCookies', page, []));
    case 'save_screenshot':
    case 'get_screenshot_as_file':
      return js(`await ${page}.screenshot({ path: ${a()[0] ?? "'screenshot.png'"} })`);
    case 'get_screenshot_as_png':
      return js(`(await ${page}.screenshot())`);
    case 'get_screenshot_as_base64':
      return js(`(await ${page}.screenshot()).toString('base64')`, 'str');
    case 'quit':
      // Playwright Test closes the page and its browser after the test.
      ctx.report(node, 'selenium-python/driver-fixture');
      return js('');
    case 'close':
      return js(`await ${page}.close()`);
    case 'switch_to_window':
      return switchCall(ctx, page, 'window', args, scope);
    case 'switch_to_frame':
      return switchCall(ctx, page, 'frame', args, scope);
    case 'switch_to_default_content':
      return switchCall(ctx, page, 'default_content', args, scope);
    case 'switch_to_alert':
      return alertOf(ctx, node, scope);
    default:
      throw new Unconvertible(node, 'selenium-python/unsupported-command', `driver.${name}()`);
  }
}

/** Element methods that read, with the keyword their argument may be passed by. */
const elementMethodReads = lookupTable<Record<string, { read: ReadKind; keyword?: string }>>({
  get_dom_attribute: { read: 'attribute', keyword: 'name' },
  get_property: { read: 'domProperty', keyword: 'name' },
  value_of_css_property: { read: 'css', keyword: 'property_name' },
  is_displayed: { read: 'displayed' },
  is_enabled: { read: 'enabled' },
  is_selected: { read: 'selected' },
});

function elementCall(
  ctx: RuleContext,
  el: Extract<Val, { t: 'loc' }>,
  name: string,
  args: CallArgs,
  scope: Scope,
): Val {
  const node = args.node;
  const methodRead = elementMethodReads[name];
  if (methodRead) {
    const arg = methodRead.keyword ? argAt(args, 0, methodRead.keyword) : undefined;
    return {
      t: 'read',
      target: el.code,
      read: methodRead.read,
      args: arg ? [ctx.value(arg, scope)] : [],
      leaf: el.leaf,
      ...(methodRead.read === 'displayed' && !scope.polling ? { attached: true } : {}),
    };
  }
  const legacy = legacyFind(ctx, el.code, name, args, scope);
  if (legacy) return legacy;
  switch (name) {
    case 'click':
      return js(`await ${el.code}.click()`);
    case 'clear':
      return js(`await ${el.code}.clear()`);
    case 'submit':
      return js(`await ${print(submitForm(text(el.code), { closestForm: true }))}`);
    case 'send_keys':
      return js(sendKeys(ctx, el.code, args, scope).join(';\n'));
    case 'get_attribute': {
      const attr = argAt(args, 0, 'name') as PyNode;
      const literal = literalValue(attr);
      // An `<option>`'s value is no input's value (`inputValue` refuses it): its property is.
      const onOption = /\.locator\('option(:checked)?'\)(\.first\(\)|\.nth\([^()]*\))?$/.test(
        el.code,
      );
      return {
        t: 'read',
        target: el.code,
        read: onOption && literal === 'value' ? 'property' : attributeRead(literal),
        args: literal === 'value' && !onOption ? [] : [ctx.value(attr, scope)],
        leaf: el.leaf,
      };
    }
    case 'find_element':
      return findFrom(ctx, el.code, args, false, scope);
    case 'find_elements':
      return findFrom(ctx, el.code, args, true, scope);
    case 'screenshot':
      return js(
        `await ${el.code}.screenshot({ path: ${ctx.value(args.positional[0] as PyNode, scope)} })`,
      );
    default:
      throw new Unconvertible(node, 'selenium-python/unsupported-command', `element.${name}()`);
  }
}

function selectCall(
  ctx: RuleContext,
  select: string,
  name: string,
  args: CallArgs,
  scope: Scope,
): Val {
  const by = /^(de)?select_by_(visible_text|value|index)$/.exec(name);
  if (by) {
    const helper = by[1] ? 'deselectOption' : 'selectOption';
    const key = { visible_text: 'label', value: 'value', index: 'index' }[by[2] as string];
    const keyword = by[2] === 'visible_text' ? 'text' : by[2] === 'index' ? 'index' : 'value';
    const arg = argAt(args, 0, keyword);
    if (!arg)
      throw new Unconvertible(args.node, 'selenium-python/unsupported-command', `Select.${name}()`);
    ctx.importName(pythonSupportSpecifier(ctx.path), helper);
    return js(`await ${helper}(${select}, { ${key}: ${ctx.value(arg, scope)} })`);
  }
  if (name === 'deselect_all') return js(`await ${select}.selectOption([])`);
  throw new Unconvertible(args.node, 'selenium-python/unsupported-command', `Select.${name}()`);
}
