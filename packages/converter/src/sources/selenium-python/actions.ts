/**
 * `ActionChains(driver)`: the chained steps are collected and emitted at `perform()`, each as the
 * Playwright input it simulates (hover, mouse down/up, drag, keyboard).
 */
import { keyNames } from '../../webdriver/keys.js';
import { Unconvertible, type RuleContext, type Scope } from './context.js';
import type { CallArgs } from './call-args.js';
import type { PyNode } from './parser.js';
import { pythonKeyAliases, sendKeys } from './keys.js';
import { js, type Val } from './values.js';
import { millis } from './waits.js';

type Chain = Extract<Val, { t: 'actions' }>;

function element(ctx: RuleContext, node: PyNode | undefined, scope: Scope): string | undefined {
  if (!node) return undefined;
  const v = ctx.expr(node, scope);
  // What ActionChains is given is an element, whatever computed it (a page object's method).
  if (v.t === 'js') return v.code;
  if (v.t !== 'loc')
    throw new Unconvertible(
      node,
      'selenium-python/unsupported-command',
      'an action on something that is not an element',
    );
  return v.code;
}

function keyName(ctx: RuleContext, node: PyNode | undefined): string {
  const match = node?.text.replace(/\s+/g, '').match(/Keys\.([A-Z_0-9]+)$/);
  const key = match?.[1];
  const name = key ? keyNames[pythonKeyAliases[key] ?? key] : undefined;
  if (!name)
    throw new Unconvertible(node ?? ({} as PyNode), 'selenium-python/send-keys', node?.text);
  return name;
}

export function actionsCall(
  ctx: RuleContext,
  chain: Chain,
  name: string,
  args: CallArgs,
  scope: Scope,
): Val {
  const page = chain.page;
  const [a0, a1, a2] = args.positional;
  const steps = [...chain.steps];
  const add = (...s: string[]) => steps.push(...s);
  switch (name) {
    case 'perform': {
      const all = steps.filter(Boolean);
      if (all.length === 0) return js('');
      ctx.before.push(...all.slice(0, -1).map((s) => `${s};`));
      return js(all[all.length - 1] as string);
    }
    case 'reset_actions':
      return { ...chain, steps: [] };
    case 'move_to_element':
      add(`await ${element(ctx, a0, scope)}.hover()`);
      break;
    case 'move_to_element_with_offset': {
      const el = element(ctx, a0, scope);
      add(
        `await ${el}.hover({ position: { x: ${ctx.value(a1 as PyNode, scope)}, y: ${ctx.value(a2 as PyNode, scope)} } })`,
      );
      break;
    }
    case 'click':
      add(
        a0 ? `await ${element(ctx, a0, scope)}.click()` : `await ${page}.mouse.down()`,
        ...(a0 ? [] : [`await ${page}.mouse.up()`]),
      );
      break;
    case 'double_click':
      add(
        a0 ? `await ${element(ctx, a0, scope)}.dblclick()` : `await ${page}.mouse.dblclick(0, 0)`,
      );
      if (!a0)
        throw new Unconvertible(
          args.node,
          'selenium-python/unsupported-command',
          'double_click() without an element',
        );
      break;
    case 'context_click':
      if (!a0)
        throw new Unconvertible(
          args.node,
          'selenium-python/unsupported-command',
          'context_click() without an element',
        );
      add(`await ${element(ctx, a0, scope)}.click({ button: 'right' })`);
      break;
    case 'click_and_hold':
      if (a0) add(`await ${element(ctx, a0, scope)}.hover()`);
      add(`await ${page}.mouse.down()`);
      break;
    case 'release':
      if (a0) add(`await ${element(ctx, a0, scope)}.hover()`);
      add(`await ${page}.mouse.up()`);
      break;
    case 'drag_and_drop':
      add(`await ${element(ctx, a0, scope)}.dragTo(${element(ctx, a1, scope)})`);
      break;
    case 'drag_and_drop_by_offset': {
      const el = element(ctx, a0, scope) as string;
      const box = ctx.fresh('box');
      add(
        `const ${box} = (await ${el}.boundingBox())!`,
        `await ${page}.mouse.move(${box}.x + ${box}.width / 2, ${box}.y + ${box}.height / 2)`,
        `await ${page}.mouse.down()`,
        `await ${page}.mouse.move(${box}.x + ${box}.width / 2 + ${ctx.value(a1 as PyNode, scope)}, ${box}.y + ${box}.height / 2 + ${ctx.value(a2 as PyNode, scope)})`,
        `await ${page}.mouse.up()`,
      );
      break;
    }
    // Given an element, Selenium clicks it first (not only focuses it).
    case 'key_down':
      if (a1) add(`await ${element(ctx, a1, scope)}.click()`);
      add(`await ${page}.keyboard.down('${keyName(ctx, a0)}')`);
      break;
    case 'key_up':
      if (a1) add(`await ${element(ctx, a1, scope)}.click()`);
      add(`await ${page}.keyboard.up('${keyName(ctx, a0)}')`);
      break;
    case 'send_keys':
      add(...sendKeys(ctx, `${page}.keyboard`, args, scope, true));
      break;
    case 'send_keys_to_element': {
      const el = element(ctx, a0, scope) as string;
      add(
        `await ${el}.click()`,
        ...sendKeys(
          ctx,
          `${page}.keyboard`,
          { ...args, positional: args.positional.slice(1) },
          scope,
          true,
        ),
      );
      break;
    }
    case 'pause':
      add(`await ${page}.waitForTimeout(${millis(ctx.value(a0 as PyNode, scope))})`);
      break;
    case 'scroll_to_element':
      add(`await ${element(ctx, a0, scope)}.scrollIntoViewIfNeeded()`);
      break;
    case 'scroll_by_amount':
      add(
        `await ${page}.mouse.wheel(${ctx.value(a0 as PyNode, scope)}, ${ctx.value(a1 as PyNode, scope)})`,
      );
      break;
    default:
      throw new Unconvertible(
        args.node,
        'selenium-python/unsupported-command',
        `ActionChains.${name}()`,
      );
  }
  return { ...chain, steps };
}
