/**
 * Reads one step: splits it into clauses ("type 'milk' and press Enter"), reduces each to what
 * it asks (`text.ts`) and looks it up in the phrasing tables (`phrases.ts`,
 * `assertion-phrases.ts`). What no phrasing reads is vague, a misspelled verb, or unreadable —
 * each a diagnostic, never a guess.
 */
import type { Action, StepReading } from './actions.js';
import { assertionPhrases, checkLeadIn } from './assertion-phrases.js';
import type { Phrase, PhraseContext } from './phrase-kit.js';
import { actionPhrases } from './phrases.js';
import { distance, reduce, setQuotesAside } from './text.js';

export const knownVerbs: ReadonlySet<string> = new Set([
  ...[...actionPhrases, ...assertionPhrases].flatMap((p) => p.verbs),
  'verify',
  'assert',
  'check',
  'confirm',
  'ensure',
  'validate',
  'expect',
  'observe',
  'should',
  'there',
  'repeat',
  'for',
]);

/** Steps that say nothing precise enough to do or check. */
const vague = [
  /^(?:check|verify|test|ensure|make sure|confirm|validate|see)?(?: that| if| whether)? ?(?:everything|all|it all|it|things|the (?:page|app|application|site|website|feature|form|functionality|flow|system|screen|ui|result|results|output|behaviou?r))? ?(?:works|is working|work|looks? (?:good|fine|ok|okay|right|correct|nice)|is (?:correct|fine|ok|okay|good|right|as expected)|behaves (?:correctly|as expected)|functions|went well|is displayed correctly|displays correctly)(?: correctly| properly| fine| as expected| ok| okay| well)?$/i,
  /^(?:check|verify|test|validate|review|inspect|explore|play with|look at|try) (?:everything|all (?:the )?(?:things|features|functionality|pages)|the (?:functionality|feature|ui|layout|design|page|app|application)|it)$/i,
  /^(?:everything|all|it) (?:should )?(?:work|works|be fine|is fine|is ok|looks good)(?: as expected| correctly| properly)?$/i,
];

/** Where one step holds several clauses: before a known verb after "and", "then", ";". */
const verbAlternation = [...knownVerbs].sort((a, b) => b.length - a.length).join('|');
let splitter: RegExp | undefined;

function clauses(marked: string): string[] {
  const verbs = verbAlternation;
  const split = (splitter ??= new RegExp(
    `(?:,\\s*and then\\s+|,\\s*then\\s+|\\s+and then\\s+|;\\s*|,?\\s+then\\s+|,?\\s+and\\s+(?=(?:(?:the user|i|we|they|he|she)\\s+)?(?:${verbs})(?:s|es|ies)?\\b)|,\\s+(?=(?:(?:the user|i|we|they|he|she)\\s+)?(?:${verbs})(?:s|es|ies)?\\s)|,?\\s+and\\s+(?=(?:the|a|an)\\s[^;]*?\\b(?:should|must)\\b))`,
    'i',
  ));
  // "After clicking Continue, the user sees …": the clause the gerund names comes first.
  const ordered = marked.replace(
    /^(?:after|once|when|upon)\s+(?:(?:the user|i|we|they)\s+)?(\p{L}+ing)\b([^,]*),\s*/iu,
    '$1$2; ',
  );
  return ordered
    .split(split)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

function lookUp(
  phrases: readonly Phrase[],
  text: string,
  context: PhraseContext,
): Action[] | 'target' | undefined {
  for (const phrase of phrases) {
    const m = phrase.pattern.exec(text);
    if (!m) continue;
    const read = phrase.read(m, context);
    if (read === undefined) return 'target';
    return Array.isArray(read) ? read : [read];
  }
  return undefined;
}

/** The nearest verb the grammar knows, when the step's first word is a misspelling of one. */
export function nearestVerb(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 3 || knownVerbs.has(lower)) return undefined;
  let best: { verb: string; d: number } | undefined;
  for (const verb of knownVerbs) {
    if (verb.length < 3) continue;
    const d = distance(lower, verb);
    if (d <= (verb.length > 5 ? 2 : 1) && (!best || d < best.d)) best = { verb, d };
  }
  return best?.verb;
}

/** Reads one clause (quotes already set aside as `«n»`). */
function readClause(marked: string, context: PhraseContext): StepReading {
  const text = reduce(marked, knownVerbs);
  if (!text.includes('«') && vague.some((p) => p.test(text)))
    return { unread: { code: 'natural-language/vague-step' } };
  const leadIn = checkLeadIn.exec(text);
  const checked = leadIn ? text.slice(leadIn[0].length) : text;
  const order =
    leadIn || context.expectation || /\b(?:should|see|sees)\b/i.test(text)
      ? [assertionPhrases, actionPhrases]
      : [actionPhrases, assertionPhrases];
  let missingTarget = false;
  for (const phrases of order) {
    const found = lookUp(phrases, phrases === assertionPhrases ? checked : text, context);
    if (found === 'target') missingTarget = true;
    else if (found) return { actions: found };
  }
  if (leadIn) {
    // "verify the Save button": a check that names only an element means it is shown.
    const seen = lookUp(assertionPhrases, `see ${checked}`, context);
    if (seen && seen !== 'target') return { actions: seen };
  }
  const first = text.split(/\s+/)[0] ?? '';
  const suggestion = nearestVerb(first);
  if (missingTarget && !suggestion) return { unread: { code: 'natural-language/missing-target' } };
  if (suggestion)
    return {
      unread: {
        code: 'natural-language/misspelled-verb',
        detail: `"${first}": did you mean "${suggestion}"?`,
      },
    };
  return { unread: { code: 'natural-language/unreadable-step' } };
}

/**
 * Reads a step. A doc string stands where the step says "the following" (or after its colon); a
 * step that repeats "for each row" reads its inner clause once, the emitter runs it per row.
 */
export function readStepText(
  step: string,
  options: { expectation: boolean; docString?: string; table?: boolean },
): StepReading {
  const { text: marked0, quoted } = setQuotesAside(step.trim());
  let marked = marked0;
  const values = [...quoted];
  if (options.docString !== undefined) {
    const slot = `«${values.length}»`;
    values.push('{docString}');
    const replaced = marked.replace(
      /\b(?:the following(?: text| message| content| value)?|this text|this)\b:?/i,
      slot,
    );
    marked = replaced !== marked ? replaced : `${marked.replace(/:\s*$/, '')} ${slot}`;
  }
  const context: PhraseContext = { quoted: values, expectation: options.expectation };
  const forEach =
    /^(?:and |then |also )?(?:repeat )?for (?:each|every) (?:row|line|entry|item|record|one)(?: (?:of|in) the (?:table|list|data|following))?(?: below)?\s*[,:]?\s*(?<inner>.+)$/i.exec(
      marked,
    );
  if (forEach && options.table) {
    const inner = readClauses(forEach.groups!.inner!, context);
    return 'unread' in inner ? inner : { actions: [{ do: 'for-each-row', inner: inner.actions }] };
  }
  const read = readClauses(marked.replace(/:\s*$/, ''), context);
  // A step whose values name the table's columns runs once per row.
  if (options.table && 'actions' in read && /<[^>]+>/.test(JSON.stringify(read.actions)))
    return { actions: [{ do: 'for-each-row', inner: read.actions }] };
  return read;
}

function readClauses(marked: string, context: PhraseContext): StepReading {
  const actions: Action[] = [];
  for (const clause of clauses(marked)) {
    const read = readClause(clause, context);
    if ('unread' in read) return read;
    actions.push(...read.actions);
  }
  return actions.length ? { actions } : { unread: { code: 'natural-language/unreadable-step' } };
}
