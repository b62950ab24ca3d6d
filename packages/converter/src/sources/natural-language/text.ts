/**
 * The wording around a step's meaning, taken off before the grammar reads it: quoting styles,
 * who does it ("the user", "I"), politeness, third-person verbs. Quoted values are set aside as
 * `«n»` so that nothing inside quotes is ever read as grammar.
 */
import { lookupTable } from '../../core/lookup-table.js';

/** A step with its quoted values set aside. */
export interface Reading {
  /** Each quoted value as written, quotes included (to put a sentence back together). */
  spans?: string[];
  /** The step with each quoted value replaced by `«n»`, subject and politeness removed. */
  text: string;
  quoted: string[];
}

const quotePairs: Record<string, string> = {
  '"': '"',
  "'": "'",
  '“': '”',
  '‘': '’',
  '„': '“',
  '«': '»',
  '`': '`',
};

/**
 * Sets quoted values aside. A quote opens only after a space, a bracket or the start (so the
 * apostrophe of "user's" stays text) and closes before a space, punctuation or the end.
 */
export function setQuotesAside(step: string): Reading {
  const quoted: string[] = [];
  const spans: string[] = [];
  let out = '';
  let i = 0;
  while (i < step.length) {
    const ch = step[i]!;
    const close = quotePairs[ch];
    const opens = close !== undefined && (i === 0 || /[\s([{:=,]/.test(step[i - 1]!));
    if (opens) {
      let end = -1;
      for (let j = i + 1; j < step.length; j++) {
        if (step[j] === close && (j + 1 === step.length || /[\s.,;:!?)\]}]/.test(step[j + 1]!))) {
          end = j;
          break;
        }
      }
      if (end > i) {
        out += `«${quoted.length}»`;
        quoted.push(step.slice(i + 1, end));
        spans.push(step.slice(i, end + 1));
        i = end + 1;
        continue;
      }
    }
    out += ch;
    i += 1;
  }
  return { text: out, quoted, spans };
}

/** Who performs the step, in the ways test cases say it. */
const subjects =
  /^(?:(?:given|when|then|and|but|also|next|now|finally|first|afterwards|after that|once done)[, ]+)*(?:(?:the |a )?(?:user|users|customer|visitor|tester|admin|administrator|shopper|guest|person)|i|we|you|they|he|she)\b\s*/i;
const politeness = /^(?:please|kindly|just|simply|try to|attempt to|go ahead and|proceed to)\s+/i;
const ability =
  /^(?:(?:can|could|is able to|are able to|am able to|should be able to|must be able to|will be able to|shall|will|must|need to|needs to|has to|have to|wants? to|would like to)\s+)/i;

/** Third-person and gerund forms the grammar reads as its base verbs. */
const irregular = lookupTable<Record<string, string>>({
  goes: 'go',
  sees: 'see',
  does: 'do',
  has: 'have',
  verifies: 'verify',
  'double-clicks': 'double-click',
  'right-clicks': 'right-click',
});

/** The base form of a verb the grammar may know ("clicks" → "click", "presses" → "press"). */
export function baseVerb(word: string, known: ReadonlySet<string>): string {
  const lower = word.toLowerCase();
  if (known.has(lower)) return lower;
  if (irregular[lower]) return irregular[lower];
  for (const [suffix, replacement] of [
    ['ies', 'y'],
    ['es', ''],
    ['s', ''],
    ['ing', ''],
    ['ing', 'e'],
  ] as const) {
    if (lower.endsWith(suffix)) {
      const stem = lower.slice(0, -suffix.length) + replacement;
      if (known.has(stem)) return stem;
    }
  }
  return lower;
}

/**
 * The step reduced to what it asks: quotes set aside, list markers, subjects and politeness off,
 * the first verb in its base form, trailing punctuation gone.
 */
export function readStep(step: string, known: ReadonlySet<string>): Reading {
  const { text, quoted } = setQuotesAside(step.trim());
  return { text: reduce(text, known), quoted };
}

/** `readStep` on a text whose quotes are already set aside. */
export function reduce(text: string, known: ReadonlySet<string>): string {
  let rest = text
    .replace(/^(?:step\s*\d+\s*[:.)-]\s*)/i, '')
    .replace(/\s*\([^()«»]*\)/g, '')
    .replace(/[.!;]+\s*$/, '')
    .replace(/\s+(?:again|as well|too|once more)$/i, '')
    .trim();
  for (let changed = true; changed;) {
    const before = rest;
    rest = rest.replace(subjects, '').replace(politeness, '').replace(ability, '');
    changed = rest !== before && rest.length > 0;
    if (!rest) rest = before;
  }
  const [first = '', ...others] = rest.split(/\s+/);
  const verb = baseVerb(first, known);
  return [verb, ...others].join(' ');
}

/** A value written back with its quoted parts restored. */
export function restore(text: string, quoted: readonly string[]): string {
  return text.replace(/«(\d+)»/g, (_, n: string) => quoted[Number(n)] ?? '');
}

/**
 * Edit distance counting a swap of two neighbouring letters as one edit ("clikc" is one from
 * "click"), for "did you mean" suggestions on misspelled verbs.
 */
export function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}
