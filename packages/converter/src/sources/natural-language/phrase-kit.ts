/**
 * What each phrasing of the grammar gets to read its match: the step's quoted values, and helpers
 * to turn the matched words into a value or an element description.
 */
import type { Action } from './actions.js';
import { describeTarget, type TargetDescription } from './targets.js';

export interface PhraseContext {
  quoted: readonly string[];
  /** The step was written as an expectation (`Then`, "Expected result"). */
  expectation: boolean;
}

/**
 * One phrasing: the verbs it starts with (for "did you mean" on a misspelled verb) and the
 * pattern over the reduced step (`text.ts`). `read` answers the actions, or undefined when the
 * words that should name an element do not.
 */
export interface Phrase {
  verbs: readonly string[];
  pattern: RegExp;
  read(m: RegExpMatchArray, context: PhraseContext): Action | Action[] | undefined;
}

/** A value in a pattern: a quoted value, a remembered `{name}`, a row's `<column>`, or one word. */
export const V = '(?:«\\d+»|\\{[\\w ]+\\}|<[^>]+>|[^\\s«»]+)';

/** The matched value with its quotes restored. */
export function valueOf(raw: string, context: PhraseContext): string {
  return raw.replace(/«(\d+)»/g, (_, n: string) => context.quoted[Number(n)] ?? '');
}

/**
 * The element the words name; `kind` is the kind assumed when the words name none (a value is
 * typed into a field, a bare text is seen).
 */
export function targetOf(
  words: string,
  context: PhraseContext,
  kind?: string,
): TargetDescription | undefined {
  const description = describeTarget(words, context.quoted);
  // "enter username 'bob'": a field may be named in lower case, as people write labels in prose.
  if (!description && (kind === 'field' || kind === 'frame')) {
    const plain = words.trim().replace(/^(?:the|a|an|your|my) /i, '');
    if (/^[\p{L}][\p{L}\p{N} -]{0,40}$/u.test(plain)) return { words: plain, kind, name: plain };
  }
  if (!description) return undefined;
  if (kind && !description.kind && !description.via) return { ...description, kind };
  return description;
}

/** Named pages ("the login page") and the path assumed for each. */
export function namedPagePath(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/^(?:the|a|an|our|my) /, '')
    .replace(/ (?:page|screen|view)$/, '')
    .trim();
  if (
    /^(?:home|homepage|home page|start|landing|main|index|app|application|site|website)$/.test(
      words,
    )
  )
    return '/';
  return `/${words.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}`;
}

/** Number words up to twenty, as test cases write counts. */
const numberWords = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
export const COUNT = `(?:\\d+|${numberWords.join('|')}|no)`;

export function countOf(word: string): number {
  const lower = word.toLowerCase();
  if (lower === 'no') return 0;
  const index = numberWords.indexOf(lower);
  return index >= 0 ? index : Number(lower);
}
