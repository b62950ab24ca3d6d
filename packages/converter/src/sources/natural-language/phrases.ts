/**
 * The grammar's phrasings for what a user does, as one table: the first phrasing whose pattern
 * matches the reduced step (`text.ts`) reads it. A newcomer adds a phrasing here (or, for checks,
 * in `assertion-phrases.ts`) with a fixture under `fixtures/natural-language/`.
 */
import type { Action } from './actions.js';
import { namedPagePath, targetOf, V, valueOf, type Phrase } from './phrase-kit.js';
import { lookupTable } from '../../core/lookup-table.js';

const KEY =
  '(?:enter|return|tab|escape|esc|backspace|delete|del|space|spacebar|arrow ?up|arrow ?down|arrow ?left|arrow ?right|up arrow|down arrow|left arrow|right arrow|home|end|page ?up|page ?down|f\\d{1,2}|(?:ctrl|control|shift|alt|meta|cmd|command)\\s*\\+\\s*\\w+)';

const keyNames = lookupTable<Record<string, string>>({
  enter: 'Enter',
  return: 'Enter',
  tab: 'Tab',
  escape: 'Escape',
  esc: 'Escape',
  backspace: 'Backspace',
  delete: 'Delete',
  del: 'Delete',
  space: 'Space',
  spacebar: 'Space',
  home: 'Home',
  end: 'End',
  arrowup: 'ArrowUp',
  uparrow: 'ArrowUp',
  arrowdown: 'ArrowDown',
  downarrow: 'ArrowDown',
  arrowleft: 'ArrowLeft',
  leftarrow: 'ArrowLeft',
  arrowright: 'ArrowRight',
  rightarrow: 'ArrowRight',
  pageup: 'PageUp',
  pagedown: 'PageDown',
});

const modifiers = lookupTable<Record<string, string>>({
  ctrl: 'Control',
  control: 'Control',
  shift: 'Shift',
  alt: 'Alt',
  meta: 'Meta',
  cmd: 'Meta',
  command: 'Meta',
});

/** A key as Playwright names it ("arrow down" → `ArrowDown`, "ctrl+a" → `Control+a`). */
function keyOf(words: string): string {
  const lower = words.toLowerCase().replace(/\s+/g, '');
  const combo = /^(\w+)\+(\w+)$/.exec(lower);
  if (combo)
    return `${modifiers[combo[1]!] ?? combo[1]}+${combo[2]!.length === 1 ? combo[2] : (keyNames[combo[2]!] ?? combo[2])}`;
  if (/^f\d+$/.test(lower)) return lower.toUpperCase();
  return keyNames[lower] ?? words;
}

const URLISH = /^(?:https?:\/\/|\/|\.\/|www\.|[\w-]+\.[a-z]{2,}(?:\/|$))/i;

/** Where "open X" goes: a URL or path, or a named page ("the login page"). */
function destination(words: string, context: Parameters<Phrase['read']>[1]): Action | undefined {
  const value = valueOf(words.trim(), context).trim();
  // A table cell or a step definition's parameter: a URL known when the test runs.
  if (/^<[^>]+>$/.test(value)) return { do: 'goto', url: value };
  if (URLISH.test(value)) {
    return { do: 'goto', url: value.startsWith('www.') ? `https://${value}` : value };
  }
  if (
    /^(?:the |a |an |our |my )?[\p{L}\p{N} '-]*?(?:page|screen|view|homepage|home page|site|website|app|application)$/iu.test(
      value,
    )
  )
    return { do: 'goto', url: namedPagePath(value), named: value };
  return undefined;
}

export const actionPhrases: readonly Phrase[] = [
  {
    verbs: ['go', 'navigate'],
    pattern:
      /^(?:go|navigate) (?<dir>back|forward)(?: (?:to the previous page|in the browser|a page))?$/i,
    read: (m) => ({ do: m.groups!.dir!.toLowerCase() === 'back' ? 'back' : 'forward' }),
  },
  {
    verbs: ['open', 'go', 'navigate', 'visit', 'browse', 'load', 'launch', 'access'],
    pattern:
      /^(?:open(?: up)?|go(?: to| back to)?|navigate(?: to)?|visit|browse(?: to)?|load|launch|access|(?:am|is|are|be|start) (?:on|at)|land on|point the browser (?:at|to))\s+(?<dest>.+)$/i,
    read: (m, c) => destination(m.groups!.dest!, c),
  },
  {
    verbs: ['reload', 'refresh'],
    pattern: /^(?:reload|refresh)(?: the)?(?: page| browser| screen)?$/i,
    read: () => ({ do: 'reload' }),
  },
  {
    verbs: ['accept', 'confirm', 'dismiss', 'cancel', 'close'],
    pattern:
      /^(?<how>accept|confirm|ok|dismiss|cancel|close|reject) the (?:browser |javascript |js )?(?:dialog|alert|confirmation|confirm box|confirmation dialog|popup|pop-up|prompt)(?: with (?<text>«\d+»))?$/i,
    read: (m, c) => ({
      do: 'dialog',
      accept: /^(?:accept|confirm|ok)$/i.test(m.groups!.how!),
      ...(m.groups!.text ? { promptText: valueOf(m.groups!.text, c) } : {}),
    }),
  },
  {
    verbs: ['switch'],
    pattern:
      /^switch (?:back )?to (?:the )?(?<which>new|newly opened|second|other|latest|last|next|original|main|first|previous|old) (?:browser )?(?:tab|window)$/i,
    read: (m) => ({
      do: 'switch-tab',
      to: /^(?:original|main|first|previous|old)$/i.test(m.groups!.which!) ? 'original' : 'new',
    }),
  },
  {
    verbs: ['switch', 'leave', 'exit'],
    pattern:
      /^(?:switch (?:back )?to (?:the )?(?:main|default|parent|top) (?:content|page|document|frame)|(?:leave|exit) the (?:i?frame))$/i,
    read: () => ({ do: 'switch-frame' }),
  },
  {
    verbs: ['switch'],
    pattern: /^switch (?:in)?to (?<frame>.+?(?:i?frame|«\d+»))$/i,
    read: (m, c) => {
      const words = m
        .groups!.frame!.replace(/^(?:the )?i?frame (?=«)/i, '')
        .replace(/ i?frame$/i, '');
      const frame = targetOf(words, c, 'frame');
      return frame ? { do: 'switch-frame', frame } : undefined;
    },
  },
  {
    verbs: ['remember', 'save', 'store', 'note', 'keep', 'capture', 'record'],
    pattern:
      /^(?:remember|save|store|note(?: down)?|keep|capture|record) (?:the )?(?:(?<read>text|value|content|number|contents)(?: shown)? (?:of|in) )?(?<what>.+?) as (?<name>«\d+»|\{[\w ]+\}|[\w -]+)$/i,
    read: (m, c) => {
      const name = valueOf(m.groups!.name!, c)
        .replace(/^\{|\}$/g, '')
        .trim();
      const what = m.groups!.what!;
      if (/^«\d+»$/.test(what))
        return { do: 'remember', name, read: 'text', value: valueOf(what, c) };
      const target = targetOf(what, c, 'text');
      if (!target) return undefined;
      const read =
        m.groups!.read?.toLowerCase() === 'value' || target.kind === 'field' ? 'value' : 'text';
      return { do: 'remember', name, target, read };
    },
  },
  {
    verbs: ['fill', 'complete'],
    pattern:
      /^(?:fill (?:in|out)|complete) the (?:form|fields|following fields|details)(?: with(?: the following)?(?: values| data| details)?)?:?$/i,
    read: () => ({ do: 'fill-form' }),
  },
  {
    verbs: ['wait', 'pause', 'sleep'],
    pattern:
      /^(?:wait|pause|sleep)(?: for)? (?<n>\d+(?:\.\d+)?) ?(?<unit>seconds?|secs?|s|milliseconds?|ms)$/i,
    read: (m) => ({
      do: 'wait',
      ms: Math.round(Number(m.groups!.n) * (/^m/i.test(m.groups!.unit!) ? 1 : 1000)),
    }),
  },
  {
    verbs: ['wait'],
    pattern: /^wait (?:for|until) the page (?:to )?(?:load|finish loading|loads|is loaded)(?:s)?$/i,
    read: () => ({ do: 'wait-load' }),
  },
  {
    verbs: ['wait'],
    pattern:
      /^wait (?:for|until) (?<t>.+?) (?:to )?(?<s>appear|appears|is visible|be visible|to be visible|is displayed|be displayed|shows?(?: up)?|is shown|disappear|disappears|vanish|vanishes|is hidden|be hidden|goes away|go away|is gone|is not visible|be enabled|is enabled)$/i,
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c, 'text');
      if (!target) return undefined;
      const s = m.groups!.s!.toLowerCase();
      const state = /enabled/.test(s)
        ? 'enabled'
        : /disappear|vanish|hidden|away|gone|not/.test(s)
          ? 'hidden'
          : 'visible';
      return { do: 'expect-state', target, state };
    },
  },
  {
    verbs: ['upload', 'attach'],
    pattern:
      /^(?:upload|attach|choose the file|select the file) (?:the file )?(?<file>«\d+»|\S+\.\w+)(?: (?:to|into|in|using|with|via|through) (?<t>.+))?$/i,
    read: (m, c) => {
      const file = valueOf(m.groups!.file!, c);
      if (!m.groups!.t) return { do: 'upload', file };
      const target = targetOf(m.groups!.t, c, 'field');
      return target ? { do: 'upload', file, target } : undefined;
    },
  },
  {
    verbs: ['select', 'choose', 'pick'],
    pattern: new RegExp(
      `^(?:select|choose|pick) (?:the option )?(?<opt>${V}|[^«»]+?) (?:from|in|on) (?<t>.+)$`,
      'i',
    ),
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c, 'select');
      return target ? { do: 'select', target, option: valueOf(m.groups!.opt!, c) } : undefined;
    },
  },
  {
    verbs: ['mark'],
    pattern:
      /^mark (?<t>.+?) as (?<how>complete|completed|done|finished|active|not done|incomplete|uncompleted)$/i,
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c, 'item');
      if (!target?.name) return undefined;
      const check = !/active|not|incomplete|uncompleted/i.test(m.groups!.how!);
      return { do: check ? 'check' : 'uncheck', target: { ...target, kind: 'item-checkbox' } };
    },
  },
  {
    verbs: ['check', 'tick', 'enable', 'uncheck', 'untick', 'disable', 'select'],
    pattern:
      /^(?<how>check|tick|uncheck|untick|select|deselect|unselect)(?: the)? (?<t>.+? (?:check ?box|tick ?box|box|radio(?: button)?|option|toggle|switch))$/i,
    read: (m, c) => {
      const words = m.groups!.t!.replace(/ (?:box|option|toggle|switch)$/i, ' checkbox');
      const target = targetOf(words, c, 'checkbox');
      if (!target) return undefined;
      return {
        do: /^(?:uncheck|untick|deselect|unselect)$/i.test(m.groups!.how!) ? 'uncheck' : 'check',
        target,
      };
    },
  },
  {
    verbs: ['check', 'tick', 'uncheck', 'untick'],
    pattern:
      /^(?<how>check|tick|uncheck|untick) (?:the )?(?:check ?box|tick ?box|option|toggle|switch)(?: (?:named|labell?ed|called))? (?<t>«\d+»)$/i,
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c, 'checkbox');
      return target && { do: /^un/i.test(m.groups!.how!) ? 'uncheck' : 'check', target };
    },
  },
  {
    verbs: ['check', 'tick', 'uncheck', 'untick'],
    pattern: /^(?<how>check|tick|uncheck|untick) (?<t>«\d+»)$/i,
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c, 'checkbox');
      return target && { do: /^un/i.test(m.groups!.how!) ? 'uncheck' : 'check', target };
    },
  },
  {
    verbs: ['clear', 'empty'],
    pattern: /^(?:clear|empty|erase)(?: out)?(?: the (?:contents|text|value) of)? (?<t>.+)$/i,
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c, 'field');
      return target && { do: 'clear', target };
    },
  },
  {
    verbs: ['type', 'enter', 'fill', 'input', 'write', 'put', 'key', 'provide', 'paste'],
    pattern: new RegExp(
      `^(?:type|enter|fill(?: in)?|input|write|put|key in|provide|paste|insert) (?:the (?:text|value) )?(?<v>${V}) (?:into|in|to|on|inside|in to) (?<t>.+)$`,
      'i',
    ),
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c, 'field');
      return target && { do: 'fill', target, value: valueOf(m.groups!.v!, c) };
    },
  },
  {
    verbs: ['fill', 'set', 'populate', 'complete'],
    pattern: new RegExp(
      `^(?:fill(?: in| out)?|set|populate|complete) (?<t>.+?) (?:with|to|as) (?<v>${V})$`,
      'i',
    ),
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c, 'field');
      return target && { do: 'fill', target, value: valueOf(m.groups!.v!, c) };
    },
  },
  {
    verbs: ['type', 'enter', 'input', 'provide', 'use'],
    pattern: new RegExp(
      `^(?:type|enter|input|provide|use) (?:the |a |an |my |valid |invalid )*(?<t>[\\p{L}][\\p{L}\\p{N} -]*?)(?::| of| as)? (?<v>«\\d+»|\\{[\\w ]+\\}|<[^>]+>)$`,
      'iu',
    ),
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c, 'field');
      return target && { do: 'fill', target, value: valueOf(m.groups!.v!, c) };
    },
  },
  {
    verbs: ['type', 'enter'],
    pattern: /^(?:type|enter) (?<v>«\d+»|\{[\w ]+\}|<[^>]+>)$/i,
    read: (m, c) => ({ do: 'type', value: valueOf(m.groups!.v!, c) }),
  },
  {
    verbs: ['press', 'hit', 'push', 'tap'],
    pattern: new RegExp(
      `^(?:press|hit|push|tap|strike)(?: the)? (?<key>${KEY})(?: key| button)?(?: (?:in|on|into|inside) (?<t>.+))?$`,
      'i',
    ),
    read: (m, c) => {
      const key = keyOf(m.groups!.key!);
      if (!m.groups!.t) return { do: 'press', key };
      const target = targetOf(m.groups!.t, c, 'field');
      return target && { do: 'press', key, target };
    },
  },
  {
    verbs: ['double-click', 'right-click', 'doubleclick'],
    pattern: /^(?<how>double[- ]?click|right[- ]?click)(?: on)? (?<t>.+)$/i,
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c);
      return target && { do: /^d/i.test(m.groups!.how!) ? 'dblclick' : 'rightclick', target };
    },
  },
  {
    verbs: [
      'click',
      'press',
      'tap',
      'hit',
      'push',
      'select',
      'choose',
      'follow',
      'submit',
      'activate',
    ],
    pattern:
      /^(?:click|press|tap|hit|push|select|choose|follow|activate)(?: on| the button| the link)? (?<t>.+)$/i,
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c);
      return target && { do: 'click', target };
    },
  },
  {
    verbs: ['submit'],
    pattern: /^submit(?: the)? (?<t>[\p{L} ]*?)(?: form)?$/iu,
    read: (m, c) => {
      const name = m.groups!.t!.trim();
      const target = targetOf(name ? `${name} button` : 'Submit button', c);
      return target && { do: 'click', target };
    },
  },
  {
    verbs: ['hover', 'mouse', 'move', 'point'],
    pattern:
      /^(?:hover(?: the mouse)?(?: over| on| above)?|mouse ?over|move the (?:mouse|cursor|pointer) (?:over|to|onto)|point (?:at|to))(?: the mouse over)? (?<t>.+)$/i,
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c);
      return target && { do: 'hover', target };
    },
  },
  {
    verbs: ['focus'],
    pattern: /^(?:focus(?: on)?|put the (?:cursor|focus) (?:in|on)) (?<t>.+)$/i,
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c, 'field');
      return target && { do: 'focus', target };
    },
  },
];
