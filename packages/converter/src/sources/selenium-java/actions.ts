/**
 * `Actions` chains (hover, drag and drop, key chords, context and double clicks) as the Playwright
 * mouse and keyboard calls that do the same, emitted when the chain is performed; and the alert a
 * statement reads, answered through the dialog listened for before the action that opened it.
 */
import { keyNames, typeKeys } from '../../webdriver/keys.js';
import { print, text } from '../../playwright/code.js';
import { Unconvertible, type RuleContext, type Scope, type Val } from './context.js';
import type { JNode } from './parser.js';
import { argument } from './arguments.js';
import { charSequenceArgs, keyInputs } from './selenium.js';
import { awaitedJs, js } from './values.js';
import { shiftedAtRun } from './keys.js';
import { importMouse, moveToElementCall, tracksMouse } from './mouse.js';

export function actionsCall(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  chain: Extract<Val, { t: 'actions' }>,
  name: string,
  args: JNode[],
): Val {
  const el = (i: number): string => {
    const v = args[i] ? ctx.expr(args[i] as JNode, scope) : undefined;
    if (v?.t !== 'loc')
      throw new Unconvertible(
        node,
        'selenium-java/unsupported-command',
        `Actions.${name}() on a computed element`,
      );
    return v.code;
  };
  const held = chain.held ?? [];
  const step = (...lines: string[]): Val => ({
    t: 'actions',
    steps: [...chain.steps, ...lines],
    ...(held.length ? { held } : {}),
  });
  const mouse = `${scope.page}.mouse`;
  // Where moves by offsets follow, the pointer goes to an element through the generated module,
  // which remembers where it is.
  const tracked = tracksMouse(ctx);
  const moveTo = (i: number): string => {
    importMouse(ctx, 'moveToElement');
    return moveToElementCall(scope.page, el(i));
  };
  /** A click on the element, or (`args` empty, or moves tracked) with the mouse where it is. */
  const atElement = (elementLine: () => string, ...atMouse: string[]): Val =>
    !args.length ? step(...atMouse) : tracked ? step(moveTo(0), ...atMouse) : step(elementLine());
  switch (name) {
    case 'build':
      return chain;
    case 'perform':
      return js(chain.steps.join('\n'), 'statements');
    case 'moveToElement':
      if (args.length === 3) {
        importMouse(ctx, 'moveToElement');
        const offsets = args.slice(1).map((a) => argument(ctx, a, scope));
        return step(moveToElementCall(scope.page, el(0), offsets));
      }
      return step(tracked ? moveTo(0) : `await ${el(0)}.hover();`);
    case 'moveByOffset':
      importMouse(ctx, 'moveByOffset');
      return step(
        `await moveByOffset(${[scope.page, ...args.map((a) => argument(ctx, a, scope))].join(', ')});`,
      );
    case 'click':
      return atElement(
        () => `await ${el(0)}.click();`,
        `await ${mouse}.down();`,
        `await ${mouse}.up();`,
      );
    case 'doubleClick':
      return atElement(
        () => `await ${el(0)}.dblclick();`,
        `await ${mouse}.down();`,
        `await ${mouse}.up();`,
        `await ${mouse}.down({ clickCount: 2 });`,
        `await ${mouse}.up({ clickCount: 2 });`,
      );
    case 'contextClick':
      return atElement(
        () => `await ${el(0)}.click({ button: 'right' });`,
        `await ${mouse}.down({ button: 'right' });`,
        `await ${mouse}.up({ button: 'right' });`,
      );
    case 'clickAndHold':
      return args.length
        ? step(tracked ? moveTo(0) : `await ${el(0)}.hover();`, `await ${mouse}.down();`)
        : step(`await ${mouse}.down();`);
    case 'release':
      return args.length
        ? step(tracked ? moveTo(0) : `await ${el(0)}.hover();`, `await ${mouse}.up();`)
        : step(`await ${mouse}.up();`);
    case 'dragAndDrop':
      return step(`await ${el(0)}.dragTo(${el(1)});`);
    case 'scrollToElement':
      return step(`await ${el(0)}.scrollIntoViewIfNeeded();`);
    case 'pause':
      return step(`await ${scope.page}.waitForTimeout(${durationArg(ctx, args[0], scope)});`);
    case 'keyDown':
    case 'keyUp': {
      const key = keyInputs(ctx, args.slice(-1), scope)[0];
      if (key?.t !== 'key') throw new Unconvertible(node, 'selenium-java/send-keys', node.text);
      const modifier = keyNames[key.name];
      if (!modifier) throw new Unconvertible(node, 'selenium-java/send-keys', node.text);
      // `keyDown(element, key)` clicks the element first, to focus it.
      const lines = [
        ...(args.length > 1 ? [`await ${el(0)}.click();`] : []),
        `await ${scope.page}.keyboard.${name === 'keyDown' ? 'down' : 'up'}(${JSON.stringify(modifier)});`,
      ];
      const now = name === 'keyDown' ? [...held, modifier] : held.filter((k) => k !== modifier);
      return {
        t: 'actions',
        steps: [...chain.steps, ...lines],
        ...(now.length ? { held: now } : {}),
      };
    }
    case 'sendKeys': {
      // `sendKeys(element, keys…)` types into the element; `sendKeys(keys…)` at the focus.
      const onElement = !!args[0] && args.length > 1 && ctx.expr(args[0], scope).t === 'loc';
      const target = onElement ? el(0) : `${scope.page}.keyboard`;
      const keys = onElement ? args.slice(1) : args;
      const sequences = charSequenceArgs(ctx, target, keys, scope);
      if (sequences?.t === 'js') return step(`${sequences.code};`);
      // Text typed while the chain holds Shift comes out shifted, as WebDriver types it.
      const calls = typeKeys(text(target), keyInputs(ctx, keys, scope), {
        cleared: false,
        typeMethod: onElement ? 'pressSequentially' : 'type',
        shiftHeld: held.includes('Shift'),
        shiftAtRun: shiftedAtRun(ctx),
      });
      if (!calls) throw new Unconvertible(node, 'selenium-java/send-keys', node.text);
      return step(...calls.map((c) => `await ${print(c)};`));
    }
    default:
      throw new Unconvertible(node, 'selenium-java/unsupported-command', `Actions.${name}()`);
  }
}

function durationArg(ctx: RuleContext, node: JNode | undefined, scope: Scope): string {
  if (!node) return '0';
  const m = /^Duration\s*\.\s*ofSeconds\s*\(\s*(\d+)\s*\)$/.exec(node.text);
  return m ? String(Number(m[1]) * 1000) : argument(ctx, node, scope);
}

export function alertCall(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  name: string,
  args: JNode[],
  of = scope.dialog,
): Val {
  if (!of) throw new Unconvertible(node, 'selenium-java/alert-without-action');
  switch (name) {
    case 'getText':
      return js(`${of}.message()`, 'String');
    case 'accept':
      // Selenium accepts a prompt with the text it shows; Playwright's accept() sends none.
      return awaitedJs(`${of}.accept(${scope.promptText ?? `${of}.defaultValue()`})`);
    case 'dismiss':
      return awaitedJs(`${of}.dismiss()`);
    case 'sendKeys':
      scope.promptText = argument(ctx, args[0] as JNode, scope);
      return js('');
    default:
      throw new Unconvertible(node, 'selenium-java/unsupported-command', `Alert.${name}()`);
  }
}
