/**
 * Keys held in `CharSequence` values. Selenium's `Keys` are `CharSequence`s of one private-use
 * character (WebDriver's key codes), so a `CharSequence[]` or a `CharSequence... keys` parameter
 * mixes text and keys in one array; once both are strings only those characters tell them apart.
 * Where keys meet such an array, the converted code keeps WebDriver's characters (`Keys.TAB` from
 * a generated module) and `sendKeys(target, ...keys)` types them as WebDriver does.
 */
import { keyNames, usShifted, usUnshifted } from '../../webdriver/keys.js';
import { print, text, type Code } from '../../playwright/code.js';
import { Unconvertible, type RuleContext, type Scope, type Val } from './context.js';
import { field, isComment, named, type JNode } from './parser.js';
import { argument } from './arguments.js';
import { supportImport } from './support.js';
import { awaitedJs } from './values.js';
import { lookupTable } from '../../core/lookup-table.js';

export const keysSupportFile = 'rewright-keys.ts';

/** WebDriver's key codes (the W3C spec's table), by Selenium's `Keys` name. */
const codes = lookupTable<Record<string, number>>({
  NULL: 0xe000, CANCEL: 0xe001, HELP: 0xe002, BACK_SPACE: 0xe003, TAB: 0xe004, CLEAR: 0xe005,
  RETURN: 0xe006, ENTER: 0xe007, SHIFT: 0xe008, LEFT_SHIFT: 0xe008, CONTROL: 0xe009,
  LEFT_CONTROL: 0xe009, ALT: 0xe00a, LEFT_ALT: 0xe00a, PAUSE: 0xe00b, ESCAPE: 0xe00c,
  SPACE: 0xe00d, PAGE_UP: 0xe00e, PAGE_DOWN: 0xe00f, END: 0xe010, HOME: 0xe011, LEFT: 0xe012,
  ARROW_LEFT: 0xe012, UP: 0xe013, ARROW_UP: 0xe013, RIGHT: 0xe014, ARROW_RIGHT: 0xe014,
  DOWN: 0xe015, ARROW_DOWN: 0xe015, INSERT: 0xe016, DELETE: 0xe017, SEMICOLON: 0xe018,
  EQUALS: 0xe019, NUMPAD0: 0xe01a, NUMPAD1: 0xe01b, NUMPAD2: 0xe01c, NUMPAD3: 0xe01d,
  NUMPAD4: 0xe01e, NUMPAD5: 0xe01f, NUMPAD6: 0xe020, NUMPAD7: 0xe021, NUMPAD8: 0xe022,
  NUMPAD9: 0xe023, MULTIPLY: 0xe024, ADD: 0xe025, SEPARATOR: 0xe026, SUBTRACT: 0xe027,
  DECIMAL: 0xe028, DIVIDE: 0xe029, F1: 0xe031, F2: 0xe032, F3: 0xe033, F4: 0xe034, F5: 0xe035,
  F6: 0xe036, F7: 0xe037, F8: 0xe038, F9: 0xe039, F10: 0xe03a, F11: 0xe03b, F12: 0xe03c,
  META: 0xe03d, COMMAND: 0xe03d,
}); // prettier-ignore

const hex = (n: number): string => `\\u${n.toString(16).toUpperCase()}`;

/**
 * A string literal as Prettier prints it (single quotes unless the text holds more of them than
 * double quotes): the module is written in Prettier's layout, not formatted per conversion.
 */
function literal(text: string): string {
  const quote = text.split("'").length > text.split('"').length ? '"' : "'";
  return quote + text.replace(/\\/g, '\\\\').replaceAll(quote, '\\' + quote) + quote;
}

function moduleSource(): string {
  const keys = Object.entries(codes)
    .map(([name, code]) => `  ${name}: '${hex(code)}',`)
    .join('\n');
  const names = [
    ...new Map(Object.entries(codes).map(([name, code]) => [code, keyNames[name] ?? ''] as const)),
  ]
    .map(([code, name]) => `  ['${hex(code)}', ${literal(name)}],`)
    .join('\n');
  return `import type { Keyboard, Locator } from '@playwright/test';

/** Selenium's Keys as the characters WebDriver sends for them. */
export const Keys = {
${keys}
  /** The keys pressed together, then released (WebDriver's NULL ends the chord). */
  chord: (...keys: string[]): string => keys.join('') + '\\uE000',
};

/** Each key character's Playwright key name ('' is NULL: release the modifiers held). */
const keyNames = new Map<string, string>([
${names}
]);

const modifiers = new Set(['Shift', 'Control', 'Alt', 'Meta']);

const unshifted = ${literal(usUnshifted)};
const shiftedKeys = ${literal(usShifted)};

/** Text as it comes out typed with Shift held (US layout), as WebDriver types it. */
export function shifted(text: string): string {
  return [...text.toUpperCase()]
    .map((ch) => (unshifted.includes(ch) ? shiftedKeys[unshifted.indexOf(ch)]! : ch))
    .join('');
}

/**
 * Types text and keys as WebDriver's sendKeys: into the element, focused once (a Tab moves on as
 * in the browser), or at the focus; text as typed, a key pressed with the modifiers held before
 * it, modifiers held until NULL or the end of the call; Shift types the shifted character.
 */
export async function sendKeys(target: Locator | Keyboard, ...values: string[]): Promise<void> {
  let keyboard: Keyboard;
  if ('page' in target) {
    await target.focus();
    keyboard = target.page().keyboard;
  } else keyboard = target;
  const held: string[] = [];
  let text = '';
  const flush = async (): Promise<void> => {
    if (text) await keyboard.type(text);
    text = '';
  };
  for (const ch of values.join('')) {
    const key = keyNames.get(ch);
    if (key === undefined && !held.length) {
      text += ch;
      continue;
    }
    await flush();
    if (key === '') held.length = 0;
    else if (key !== undefined && modifiers.has(key)) held.push(key);
    else if (key === undefined && held.includes('Shift'))
      await keyboard.press([...held, shifted(ch)].join('+'));
    else await keyboard.press([...held, key ?? ch].join('+'));
  }
  await flush();
}
`;
}

export const keysSupportSource = moduleSource();

/** Whether a Java type is an array of `CharSequence`s (or strings) as `sendKeys` takes them. */
export function isCharSequences(type: string | undefined): boolean {
  if (!type) return false;
  const t = type.replace(/\s+/g, '');
  return /^(CharSequence|String)(\[\]|\.\.\.)$/.test(t);
}

/** A value typed while Shift is held: shifted when the test runs (`shifted` of the module). */
export function shiftedAtRun(ctx: RuleContext): (code: Code) => Code {
  return (code) => {
    ctx.importName(supportImport(ctx, keysSupportFile), 'shifted');
    return text(`shifted(${print(code)})`);
  };
}

/** One element of a `CharSequence` array: a key as WebDriver's character, else the value. */
export function charSequence(ctx: RuleContext, node: JNode, scope: Scope): string {
  if (node.type === 'field_access' && field(node, 'object')?.text === 'Keys') {
    const name = field(node, 'field')?.text ?? '';
    if (codes[name] === undefined)
      throw new Unconvertible(node, 'selenium-java/send-keys', node.text);
    ctx.importName(supportImport(ctx, keysSupportFile), 'Keys');
    return `Keys.${name}`;
  }
  if (
    node.type === 'method_invocation' &&
    field(node, 'object')?.text === 'Keys' &&
    field(node, 'name')?.text === 'chord'
  ) {
    const parts = named(field(node, 'arguments') ?? node).filter((a) => !isComment(a));
    ctx.importName(supportImport(ctx, keysSupportFile), 'Keys');
    return `Keys.chord(${parts.map((p) => charSequence(ctx, p, scope)).join(', ')})`;
  }
  if (node.type === 'binary_expression' && /Keys\./.test(node.text)) {
    const [left, right] = [field(node, 'left'), field(node, 'right')];
    if (left && right && node.children[1]?.text === '+')
      return `${charSequence(ctx, left, scope)} + ${charSequence(ctx, right, scope)}`;
  }
  return argument(ctx, node, scope);
}

/** `{"x", Keys.TAB}` declared as a `CharSequence[]`. */
export function charSequenceArray(ctx: RuleContext, node: JNode, scope: Scope): string | undefined {
  const init =
    node.type === 'array_initializer'
      ? node
      : named(node).find((c) => c.type === 'array_initializer');
  if (!init) return undefined;
  return `[${named(init)
    .filter((c) => !isComment(c))
    .map((c) => charSequence(ctx, c, scope))
    .join(', ')}]`;
}

/** Whether a `sendKeys` argument list holds a `CharSequence` array (a variable or parameter). */
export function holdsCharSequences(args: Val[]): boolean {
  return args.some((a) => a.t === 'js' && isCharSequences(a.type));
}

/** `el.sendKeys(keys)` with a `CharSequence` array: the generated `sendKeys` types it. */
export function sendCharSequences(
  ctx: RuleContext,
  target: string,
  args: JNode[],
  values: Val[],
  scope: Scope,
): Val {
  ctx.importName(supportImport(ctx, keysSupportFile), 'sendKeys');
  const list = args.map((a, i) => {
    const v = values[i] as Val;
    return v.t === 'js' && isCharSequences(v.type)
      ? `...${ctx.materialize(v, a)}`
      : charSequence(ctx, a, scope);
  });
  return awaitedJs(`sendKeys(${[target, ...list].join(', ')})`);
}
