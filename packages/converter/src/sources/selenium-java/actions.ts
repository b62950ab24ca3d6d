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
import { keyInputs } from './selenium.js';
import { awaitedJs, js } from './values.js';

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
  const step = (...lines: string[]): Val => ({ t: 'actions', steps: [...chain.steps, ...lines] });
  const mouse = `${scope.page}.mouse`;
  switch (name) {
    case 'build':
      return chain;
    case 'perform':
      return js(chain.steps.join('\n'), 'statements');
    case 'moveToElement':
      return step(`await ${el(0)}.hover();`);
    case 'click':
      return args.length
        ? step(`await ${el(0)}.click();`)
        : step(`await ${mouse}.down();`, `await ${mouse}.up();`);
    case 'doubleClick':
      return args.length
        ? step(`await ${el(0)}.dblclick();`)
        : step(
            `await ${mouse}.down();`,
            `await ${mouse}.up();`,
            `await ${mouse}.down({ clickCount: 2 });`,
            `await ${mouse}.up({ clickCount: 2 });`,
          );
    case 'contextClick':
      return args.length
        ? step(`await ${el(0)}.click({ button: 'right' });`)
        : step(
            `await ${mouse}.down({ button: 'right' });`,
            `await ${mouse}.up({ button: 'right' });`,
          );
    case 'clickAndHold':
      return args.length
        ? step(`await ${el(0)}.hover();`, `await ${mouse}.down();`)
        : step(`await ${mouse}.down();`);
    case 'release':
      return args.length
        ? step(`await ${el(0)}.hover();`, `await ${mouse}.up();`)
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
      const held = keyNames[key.name];
      if (!held) throw new Unconvertible(node, 'selenium-java/send-keys', node.text);
      return step(
        `await ${scope.page}.keyboard.${name === 'keyDown' ? 'down' : 'up'}(${JSON.stringify(held)});`,
      );
    }
    case 'sendKeys': {
      const target = args.length > 1 ? el(0) : `${scope.page}.keyboard`;
      const calls = typeKeys(
        text(target),
        keyInputs(ctx, args.length > 1 ? args.slice(1) : args, scope),
        { cleared: false, typeMethod: args.length > 1 ? 'pressSequentially' : 'type' },
      );
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
