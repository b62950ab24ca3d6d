/**
 * `java.awt.Robot`: the keyboard and mouse it simulates, through Playwright's (keys pressed and
 * released, the mouse moved, pressed and released, pauses). Robot acts on the screen, Playwright
 * on the page: coordinates become the page's. A Robot that answers a native file dialog (the path
 * pasted from the clipboard) has no Playwright equivalent — the page's file input takes the file
 * (`setInputFiles`) — so it stays a TODO that says so.
 */
import { Unconvertible, type RuleContext, type Scope, type Val } from './context.js';
import type { JNode } from './parser.js';
import { argument } from './arguments.js';
import { awaitedJs } from './values.js';
import { lookupTable } from '../../core/lookup-table.js';

/** `KeyEvent.VK_…` → Playwright's key names. */
const named = lookupTable<Record<string, string>>({
  ENTER: 'Enter', TAB: 'Tab', ESCAPE: 'Escape', SPACE: 'Space', BACK_SPACE: 'Backspace',
  DELETE: 'Delete', SHIFT: 'Shift', CONTROL: 'Control', ALT: 'Alt', META: 'Meta', UP: 'ArrowUp',
  DOWN: 'ArrowDown', LEFT: 'ArrowLeft', RIGHT: 'ArrowRight', HOME: 'Home', END: 'End',
  PAGE_UP: 'PageUp', PAGE_DOWN: 'PageDown', INSERT: 'Insert', COMMA: 'Comma', PERIOD: 'Period',
  SLASH: 'Slash', SEMICOLON: 'Semicolon', EQUALS: 'Equal', MINUS: 'Minus',
}); // prettier-ignore

export function keyEventName(text: string): string | undefined {
  const vk = /^KeyEvent\s*\.\s*VK_(\w+)$/.exec(text.trim())?.[1];
  if (!vk) return undefined;
  if (/^[A-Z]$/.test(vk)) return `Key${vk}`;
  if (/^\d$/.test(vk)) return `Digit${vk}`;
  if (/^F([1-9]|1[0-2])$/.test(vk)) return vk;
  return named[vk];
}

/** `InputEvent.BUTTON1_DOWN_MASK` and friends → the Playwright button. */
function button(text: string): string | undefined {
  const n = /BUTTON(\d)_(DOWN_)?MASK/.exec(text)?.[1];
  return n === '1'
    ? ''
    : n === '3'
      ? "{ button: 'right' }"
      : n === '2'
        ? "{ button: 'middle' }"
        : undefined;
}

/** A file chosen in the operating system's dialog: the clipboard and Robot paste its path. */
export function answersNativeDialog(node: JNode): boolean {
  let method: JNode | null = node;
  while (method && !/^(method|constructor)_declaration$/.test(method.type)) method = method.parent;
  const text = (method ?? node).text;
  return /StringSelection|getSystemClipboard|setContents\s*\(/.test(text);
}

export function robotCall(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  name: string,
  args: JNode[],
): Val {
  if (answersNativeDialog(node)) throw new Unconvertible(node, 'selenium-java/native-file-dialog');
  if (!scope.page) throw new Unconvertible(node, 'selenium-java/unknown-call', `Robot.${name}()`);
  const keyboard = `${scope.page}.keyboard`;
  const mouse = `${scope.page}.mouse`;
  const arg = (i: number): string => argument(ctx, args[i] as JNode, scope);
  switch (name) {
    case 'keyPress':
    case 'keyRelease': {
      const key = args[0] ? keyEventName(args[0].text) : undefined;
      if (!key) throw new Unconvertible(node, 'selenium-java/send-keys', node.text);
      return awaitedJs(
        `${keyboard}.${name === 'keyPress' ? 'down' : 'up'}(${JSON.stringify(key)})`,
      );
    }
    case 'mouseMove':
      ctx.report(node, 'selenium-java/robot-input');
      return awaitedJs(`${mouse}.move(${arg(0)}, ${arg(1)})`);
    case 'mousePress':
    case 'mouseRelease': {
      const options = args[0] ? button(args[0].text) : undefined;
      if (options === undefined)
        throw new Unconvertible(node, 'selenium-java/unknown-call', `Robot.${name}()`);
      return awaitedJs(`${mouse}.${name === 'mousePress' ? 'down' : 'up'}(${options})`);
    }
    case 'delay':
      return awaitedJs(`${scope.page}.waitForTimeout(${arg(0)})`);
    default:
      throw new Unconvertible(node, 'selenium-java/unknown-call', `Robot.${name}()`);
  }
}

/** `new StringSelection(path)` and the clipboard it goes to: a native file dialog's answer. */
export function clipboardUse(node: JNode): never {
  throw new Unconvertible(node, 'selenium-java/native-file-dialog');
}
