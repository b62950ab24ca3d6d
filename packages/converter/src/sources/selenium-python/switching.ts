/**
 * `driver.switch_to`: frames change where later finds look (a frame locator), windows change
 * which page the code drives, `new_window` opens a page.
 */
import { Unconvertible, type RuleContext, type Scope } from './context.js';
import type { CallArgs } from './call-args.js';
import type { PyNode } from './parser.js';
import { literalValue } from './strings.js';
import { quote } from '../../playwright/code.js';
import { js, type Val } from './values.js';

/** The frame locator for `switch_to.frame(x)`: a name or id, an index, or an element. */
export function switchToFrame(ctx: RuleContext, node: PyNode, scope: Scope): void {
  const literal = literalValue(node);
  let frame: string;
  if (literal !== undefined) {
    frame = `${scope.root}.frameLocator(${quote(`iframe[name="${literal}"], iframe[id="${literal}"], frame[name="${literal}"], frame[id="${literal}"]`)}).first()`;
  } else if (node.type === 'integer') {
    frame = `${scope.root}.frameLocator('iframe, frame').nth(${node.text})`;
  } else {
    const v = ctx.expr(node, scope);
    if (v.t === 'loc') frame = `${v.code}.contentFrame()`;
    else if (v.t === 'by')
      frame = `${v.build ? v.build(scope.root) : `${scope.root}.locator(${v.selector})`}.first().contentFrame()`;
    else
      frame = `${scope.root}.frameLocator(\`iframe[name="\${${ctx.materialize(v)}}"], iframe[id="\${${ctx.materialize(v)}}"]\`).first()`;
  }
  scope.frames.push(scope.root);
  scope.root = frame;
}

export function switchCall(
  ctx: RuleContext,
  page: string,
  name: string,
  args: CallArgs,
  scope: Scope,
): Val {
  const first = args.positional[0];
  switch (name) {
    case 'frame':
      if (!first)
        throw new Unconvertible(
          args.node,
          'selenium-python/unsupported-command',
          'switch_to.frame()',
        );
      switchToFrame(ctx, first, scope);
      return js('');
    case 'default_content':
      scope.frames = [];
      scope.root = scope.page;
      return js('');
    case 'parent_frame':
      scope.root = scope.frames.pop() ?? scope.page;
      return js('');
    case 'window': {
      if (!first)
        throw new Unconvertible(
          args.node,
          'selenium-python/unsupported-command',
          'switch_to.window()',
        );
      const target = ctx.value(first, scope);
      if (!/^[\w.]+$/.test(page))
        throw new Unconvertible(
          args.node,
          'selenium-python/unsupported-command',
          'switch_to.window()',
        );
      scope.root = page;
      scope.frames = [];
      ctx.before.push(`${page} = ${target};`);
      return js(`await ${page}.bringToFront()`);
    }
    case 'new_window':
      ctx.before.push(`${page} = await ${page}.context().newPage();`);
      scope.root = page;
      return js('');
    case 'alert':
      return alertOf(ctx, args.node, scope);
    default:
      throw new Unconvertible(
        args.node,
        'selenium-python/unsupported-command',
        `switch_to.${name}()`,
      );
  }
}

/** `driver.switch_to.alert`: the dialog the block listened for before the action that opened it. */
export function alertOf(_ctx: RuleContext, node: PyNode, scope: Scope): Val {
  if (!scope.dialog) throw new Unconvertible(node, 'selenium-python/alert-without-action');
  return { t: 'alert', code: scope.dialog };
}
