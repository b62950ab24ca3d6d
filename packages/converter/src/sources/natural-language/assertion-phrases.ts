/**
 * The grammar's phrasings for what a test checks ("verify", "assert", "should see", "I see",
 * "<the element> should be disabled"), as one table read after the check's lead-in words are off.
 * Every check becomes a web-first assertion.
 */
import type { Action, ElementState } from './actions.js';
import {
  COUNT,
  countOf,
  namedPagePath,
  targetOf,
  V,
  valueOf,
  type Phrase,
  type PhraseContext,
} from './phrase-kit.js';
import type { TargetDescription } from './targets.js';

/** Words that open a check; what follows is read by the table below. */
export const checkLeadIn =
  /^(?:verify|assert|check|confirm|ensure|make sure|validate|expect|observe|notice)(?: that| whether| if)?\s+/i;

const STATE =
  '(?<state>visible|displayed|shown|present|hidden|invisible|gone|enabled|disabled|gr[ae]yed out|clickable|active|inactive|checked|selected|ticked|unchecked|unselected|unticked|empty|blank|focused|in focus|on the page|on screen)';

function stateOf(word: string): { state: ElementState; not?: boolean } {
  const w = word.toLowerCase();
  if (/^(?:visible|displayed|shown|present|on the page|on screen)$/.test(w))
    return { state: 'visible' };
  if (/^(?:hidden|invisible|gone)$/.test(w)) return { state: 'hidden' };
  if (/^(?:enabled|clickable|active)$/.test(w)) return { state: 'enabled' };
  if (/^(?:disabled|gr[ae]yed out|inactive)$/.test(w)) return { state: 'disabled' };
  if (/^(?:checked|selected|ticked)$/.test(w)) return { state: 'checked' };
  if (/^(?:unchecked|unselected|unticked)$/.test(w)) return { state: 'unchecked' };
  if (/^(?:empty|blank)$/.test(w)) return { state: 'empty' };
  return { state: 'focused' };
}

const opposite: Partial<Record<ElementState, ElementState>> = {
  visible: 'hidden',
  hidden: 'visible',
  enabled: 'disabled',
  disabled: 'enabled',
  checked: 'unchecked',
  unchecked: 'checked',
};

function stateAction(target: TargetDescription, word: string, not: boolean): Action {
  const { state } = stateOf(word);
  const flipped = not ? opposite[state] : undefined;
  if (flipped) return { do: 'expect-state', target, state: flipped };
  return { do: 'expect-state', target, state, ...(not ? { not: true } : {}) };
}

function isPlainContainer(words: string): boolean {
  return /^(?:the |my |your )?(?:[\p{Ll} ]+ )?(?:list|table|page|grid|results|cart|basket|inbox|screen|view)$/u.test(
    words,
  );
}

/** Things counted in a list: rows of a table, or list items of any name ("todos", "results"). */
function countedRole(things: string): string {
  return /^(?:rows?|table rows?|records?|lines?)$/i.test(things) ? 'row' : 'listitem';
}

/** "the error message should say 'x'": a text target with no name is the text itself. */
function textCheck(
  target: TargetDescription,
  value: string,
  exact: boolean,
  context: PhraseContext,
): Action {
  if (!target.name && !target.via && (target.kind === 'text' || target.kind === undefined)) {
    return {
      do: 'expect-state',
      target: { words: value, kind: 'text', name: value },
      state: 'visible',
    };
  }
  if (target.kind === 'field' || target.kind === 'select')
    return { do: 'expect-value', target, value, exact };
  void context;
  return { do: 'expect-text', target, value, exact };
}

export const assertionPhrases: readonly Phrase[] = [
  {
    verbs: ['see'],
    pattern: new RegExp(
      `^(?:the )?(?:page |browser |window )?title (?:should (?:be|equal|read)|is|equals|reads|will be) (?<v>${V})$`,
      'i',
    ),
    read: (m, c) => ({ do: 'expect-title', value: valueOf(m.groups!.v!, c), exact: true }),
  },
  {
    verbs: ['see'],
    pattern: new RegExp(
      `^(?:the )?(?:page |browser |window )?title (?:should (?:contain|include|mention)|contains|includes) (?<v>${V})$`,
      'i',
    ),
    read: (m, c) => ({ do: 'expect-title', value: valueOf(m.groups!.v!, c), exact: false }),
  },
  {
    verbs: ['see'],
    pattern: new RegExp(
      `^(?:the )?(?:current |page |browser )?(?:url|address|location|web address) (?:should (?:be|equal)|is|equals) (?<v>${V})$`,
      'i',
    ),
    read: (m, c) => ({ do: 'expect-url', value: valueOf(m.groups!.v!, c), exact: true }),
  },
  {
    verbs: ['see'],
    pattern: new RegExp(
      `^(?:the )?(?:current |page |browser )?(?:url|address|location|web address) (?:should (?:contain|include|end with)|contains|includes|ends with) (?<v>${V})$`,
      'i',
    ),
    read: (m, c) => ({ do: 'expect-url', value: valueOf(m.groups!.v!, c), exact: false }),
  },
  {
    verbs: ['be', 'see'],
    pattern:
      /^(?:should (?:be|get|land|end up)|am|is|are|be|get|land|end up|should now be) (?:now )?(?:on|at|redirected to|taken to|sent to|navigated to|returned to|brought to|forwarded to|back on) (?<dest>.+)$/i,
    read: (m, c) => {
      const dest = valueOf(m.groups!.dest!, c).trim();
      if (/^(?:https?:\/\/|\/)/.test(dest)) return { do: 'expect-url', value: dest, exact: false };
      return { do: 'expect-url', value: namedPagePath(dest), exact: false };
    },
  },
  {
    verbs: ['see'],
    pattern:
      /^(?:the )?(?<page>[\p{L}\p{N} '-]+ (?:page|screen)) (?:is|should be|gets|should get) (?:displayed|shown|opened|loaded|visible|open)$/iu,
    read: (m) => ({ do: 'expect-url', value: namedPagePath(m.groups!.page!), exact: false }),
  },
  {
    verbs: ['see', 'be', 'have'],
    pattern: new RegExp(
      `^(?:there (?:should be|are|is|must be)|should (?:see|have|now see|now have)|see|have|has) (?:exactly |only |now )?(?<n>${COUNT}) (?<things>[\\p{L}][\\p{L} -]*?)(?: (?:in|on|inside|under|listed in|shown in|displayed in) (?<t>.+?))?(?: (?:listed|shown|displayed|left|remaining|visible))?$`,
      'iu',
    ),
    read: (m, c) => {
      // "in the list", "in the cart": a container named by its kind alone is the page.
      const container = m.groups!.t && !isPlainContainer(m.groups!.t) ? m.groups!.t : undefined;
      const within = container ? targetOf(container, c) : undefined;
      if (container && !within) return undefined;
      return {
        do: 'expect-count',
        role: countedRole(m.groups!.things!),
        count: countOf(m.groups!.n!),
        ...(within ? { within } : {}),
      };
    },
  },
  {
    verbs: ['see'],
    pattern: new RegExp(
      `^(?<t>.+?) (?:should (?:have|contain|show|list|display)|has|contains|shows|lists|displays) (?:exactly |only )?(?<n>${COUNT}) (?<things>items?|rows?|entries|results|records|elements|todos?|products?|options)$`,
      'i',
    ),
    read: (m, c) => {
      const within = targetOf(m.groups!.t!, c);
      return (
        within && {
          do: 'expect-count',
          role: countedRole(m.groups!.things!),
          count: countOf(m.groups!.n!),
          within,
        }
      );
    },
  },
  {
    verbs: ['see', 'view', 'notice', 'find', 'get'],
    pattern:
      /^(?:should |can |do |does |will )?(?<not>not |no longer |never |cannot |can't |don't |doesn't )?(?:see|view|notice|find|get|be shown|be presented with|receive)(?: (?:a|an|the))?(?: (?:text|message|error|error message|notification|label|heading|title|confirmation|warning|toast|alert))?(?: (?:saying|reading|that says|with the text|with text|of))? (?<v>«\d+»|\{[\w ]+\}|<[^>]+>)(?: (?:message|text|displayed|shown|on the page|on screen|appear))?$/i,
    read: (m, c) => {
      const value = valueOf(m.groups!.v!, c);
      const target: TargetDescription = { words: value, kind: 'text', name: value };
      return { do: 'expect-state', target, state: m.groups!.not ? 'hidden' : 'visible' };
    },
  },
  {
    verbs: ['see'],
    pattern: new RegExp(
      `^(?:should )?(?:see|find) (?<v>«\\d+») (?:in|inside|within|under|on) (?<t>.+)$`,
      'i',
    ),
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c);
      return target && textCheck(target, valueOf(m.groups!.v!, c), false, c);
    },
  },
  {
    verbs: ['see'],
    pattern: new RegExp(
      `^(?<t>.+?) (?:should|must|will|to)(?: still)? (?<not>not |no longer )?(?:be|appear|remain|stay|become)(?: now| still)? ${STATE}$`,
      'i',
    ),
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c, 'text');
      return target && stateAction(target, m.groups!.state!, !!m.groups!.not);
    },
  },
  {
    verbs: ['see'],
    pattern: new RegExp(
      `^(?<t>.+?) (?:is|are|appears|remains|becomes|stays|gets)(?: now| still)? (?<not>not |no longer )?${STATE}$`,
      'i',
    ),
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c, 'text');
      return target && stateAction(target, m.groups!.state!, !!m.groups!.not);
    },
  },
  {
    verbs: ['see'],
    pattern:
      /^(?<t>.+?) (?:should (?<not>not )?(?:appear|show up|be there|exist)|appears|shows up|exists|should disappear|disappears|vanishes|is gone|should be gone)$/i,
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c, 'text');
      const hidden = !!m.groups!.not || /disappear|vanish|gone/i.test(m[0]);
      return target && { do: 'expect-state', target, state: hidden ? 'hidden' : 'visible' };
    },
  },
  {
    verbs: ['see'],
    pattern: new RegExp(
      `^(?<t>.+?) (?:should (?:have|contain|show|display|include)|has|contains|shows|displays|includes)(?: the)?(?: (?<what>text|value|message))? (?<v>${V})$`,
      'i',
    ),
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c);
      if (!target) return undefined;
      const value = valueOf(m.groups!.v!, c);
      if (m.groups!.what?.toLowerCase() === 'value')
        return { do: 'expect-value', target, value, exact: /\bhas|have\b/i.test(m[0]) };
      return textCheck(target, value, false, c);
    },
  },
  {
    verbs: ['see'],
    pattern: new RegExp(
      `^(?<t>.+?) (?:should (?:read|say|be|equal)|reads|says|equals|is)(?: exactly)? (?<v>«\\d+»|\\{[\\w ]+\\}|<[^>]+>|\\d+)$`,
      'i',
    ),
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c);
      return target && textCheck(target, valueOf(m.groups!.v!, c), true, c);
    },
  },
  {
    verbs: ['see'],
    pattern: /^(?:should )?see (?<t>.+)$/i,
    read: (m, c) => {
      const target = targetOf(m.groups!.t!, c, 'text');
      return target && { do: 'expect-state', target, state: 'visible' };
    },
  },
];
