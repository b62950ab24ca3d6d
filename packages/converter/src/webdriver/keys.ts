/**
 * WebDriver's `Key` constants (Selenium's `Key.ENTER`, Protractor's `protractor.Key.ENTER`) →
 * Playwright key names, and a `sendKeys` argument list → the Playwright calls that type it.
 */
import { method, str, type Code } from '../playwright/code.js';
import { lookupTable } from '../core/lookup-table.js';

export const keyNames = lookupTable<Record<string, string>>({
  NULL: '', CANCEL: 'Cancel', HELP: 'Help', BACK_SPACE: 'Backspace', TAB: 'Tab', CLEAR: 'Clear',
  RETURN: 'Enter', ENTER: 'Enter', SHIFT: 'Shift', LEFT_SHIFT: 'Shift', CONTROL: 'Control',
  LEFT_CONTROL: 'Control', ALT: 'Alt', LEFT_ALT: 'Alt', PAUSE: 'Pause', ESCAPE: 'Escape',
  SPACE: ' ', PAGE_UP: 'PageUp', PAGE_DOWN: 'PageDown', END: 'End', HOME: 'Home',
  LEFT: 'ArrowLeft', ARROW_LEFT: 'ArrowLeft', UP: 'ArrowUp', ARROW_UP: 'ArrowUp',
  RIGHT: 'ArrowRight', ARROW_RIGHT: 'ArrowRight', DOWN: 'ArrowDown', ARROW_DOWN: 'ArrowDown',
  INSERT: 'Insert', DELETE: 'Delete', SEMICOLON: ';', EQUALS: '=', NUMPAD0: 'Numpad0',
  NUMPAD1: 'Numpad1', NUMPAD2: 'Numpad2', NUMPAD3: 'Numpad3', NUMPAD4: 'Numpad4',
  NUMPAD5: 'Numpad5', NUMPAD6: 'Numpad6', NUMPAD7: 'Numpad7', NUMPAD8: 'Numpad8',
  NUMPAD9: 'Numpad9', MULTIPLY: 'NumpadMultiply', ADD: 'NumpadAdd', SEPARATOR: 'NumpadDecimal',
  SUBTRACT: 'NumpadSubtract', DECIMAL: 'NumpadDecimal', DIVIDE: 'NumpadDivide', F1: 'F1', F2: 'F2',
  F3: 'F3', F4: 'F4', F5: 'F5', F6: 'F6', F7: 'F7', F8: 'F8', F9: 'F9', F10: 'F10', F11: 'F11',
  F12: 'F12', META: 'Meta', COMMAND: 'Meta',
}); // prettier-ignore

/** Playwright's modifier keys: held down until the end of a `sendKeys` (or a chord). */
export const modifierKeys: ReadonlySet<string> = new Set(['Shift', 'Control', 'Alt', 'Meta']);

/** One `sendKeys` argument: literal text, a key, a chord (`Key.chord(…)`), or a dynamic value. */
export type KeyInput =
  | { t: 'text'; value: string }
  | { t: 'key'; name: string }
  | { t: 'chord'; parts: KeyInput[] }
  | { t: 'dynamic'; code: Code };

/** The US layout's characters typed with Shift held (what ChromeDriver types). */
export const usUnshifted = "`1234567890-=[]\\;',./";
export const usShifted = '~!@#$%^&*()_+{}|:"<>?';

/**
 * Text as it comes out typed with Shift held (US layout), as WebDriver types it: `ab1` is `AB!`.
 * Playwright does not shift for a held Shift (`press('Shift+a')`, or `keyboard.type('a')` after
 * `keyboard.down('Shift')`, both type `a`), so the converted code types the shifted characters.
 */
export function shiftedText(text: string): string {
  return [...text.toUpperCase()]
    .map((ch) => {
      const at = usUnshifted.indexOf(ch);
      return at === -1 ? ch : (usShifted[at] as string);
    })
    .join('');
}

/**
 * The Playwright calls on `target` (a locator, or `page.keyboard` for actions) that type `inputs`
 * as WebDriver does: text key by key (`pressSequentially`; `fill` when the field was just cleared),
 * a key with the modifiers held before it (`press('Control+a')`, WebDriver keeps modifiers down
 * until the end of the call), text typed with Shift held shifted (`press('Shift+A')`), a modifier
 * never used pressed alone. `shiftHeld`: the keyboard holds Shift already (an actions chain's
 * `keyDown(SHIFT)`). Undefined when the sequence cannot be said in Playwright.
 */
export function typeKeys(
  target: Code,
  inputs: readonly KeyInput[],
  options: {
    cleared: boolean;
    typeMethod: 'pressSequentially' | 'type';
    shiftHeld?: boolean;
    /** A dynamic value typed while Shift is held, shifted when the test runs; else untyped. */
    shiftAtRun?: (code: Code) => Code;
  },
): Code[] | undefined {
  // A chord releases its modifiers at its end (WebDriver appends `Key.NULL`).
  const flat: KeyInput[] = inputs.flatMap((i) =>
    i.t === 'chord' ? [...i.parts, { t: 'key', name: 'NULL' } as const] : [i],
  );
  const calls: Code[] = [];
  const held: string[] = [];
  // WebDriver presses a modifier down when it is sent, so one nothing was typed with still fires.
  let heldUnused = false;
  const release = (): void => {
    if (heldUnused) calls.push(method(target, 'press', str(held.join('+'))));
    held.length = 0;
    heldUnused = false;
  };
  const shifted = (): boolean => options.shiftHeld === true || held.includes('Shift');
  let fillable = options.cleared && flat.every((i) => i.t === 'text' || i.t === 'dynamic');
  for (const input of flat) {
    if (input.t === 'key') {
      const name = keyNames[input.name];
      if (name === undefined) return undefined;
      if (name === '') {
        release();
        continue;
      }
      if (modifierKeys.has(name)) {
        held.push(name);
        heldUnused = true;
        continue;
      }
      calls.push(method(target, 'press', str([...held, name].join('+'))));
      heldUnused = false;
      continue;
    }
    if (input.t === 'chord') return undefined;
    if (held.length) {
      if (input.t !== 'text') return undefined;
      for (const ch of shifted() ? shiftedText(input.value) : input.value) {
        calls.push(method(target, 'press', str([...held, ch].join('+'))));
        heldUnused = false;
      }
      continue;
    }
    if (shifted() && input.t !== 'text' && !options.shiftAtRun) return undefined;
    const value =
      input.t === 'text'
        ? str(shifted() ? shiftedText(input.value) : input.value)
        : shifted() && options.shiftAtRun
          ? options.shiftAtRun(input.code)
          : input.code;
    if (fillable) {
      calls.push(method(target, 'fill', value));
      fillable = false;
      continue;
    }
    if (input.t === 'text' && input.value === '') continue;
    calls.push(method(target, options.typeMethod, value));
  }
  release();
  return calls;
}
