/**
 * From the words that name an element ("the Save button", "the Email field", "the link 'Docs'")
 * to a user-facing locator, behind one interface: `TargetResolver.resolveTarget(description,
 * pageContext)` answers a locator, candidates, or missing. The resolver here reads the words
 * alone; a live-app resolver (one that opens the page in Chromium and reads its accessibility
 * tree, `packages/workspace`) implements the same interface and answers from what is on the page.
 */
import type { NaturalLanguageCode } from './catalogue.js';

/** A user-facing locator, before it is printed against a page or frame. */
export type LocatorSpec =
  | { by: 'role'; role: string; name?: string; exact?: true }
  | { by: 'label' | 'placeholder' | 'text'; value: string; exact?: true }
  | { by: 'testid' | 'css'; value: string }
  | { by: 'item' | 'item-checkbox'; text: string }
  | { by: 'frame'; value: string };

/** Which of several matches: `.first()`, `.nth(n)`, `.last()`. */
export type Ordinal = number | 'last';

/** What the words said about the element. */
export interface TargetDescription {
  /** The words as written (quotes restored), for messages. */
  words: string;
  /** The element's kind when the words said one ("button", "field"). */
  kind?: string;
  /** Its name, label or text. */
  name?: string;
  /** Named by placeholder, test id, CSS, text or a pronoun rather than by kind and name. */
  via?: 'placeholder' | 'testid' | 'css' | 'text' | 'pronoun';
  ordinal?: Ordinal;
}

/** What the page is known to be when the step runs (a live resolver opens it). */
export interface PageContext {
  /** The path or URL last navigated to, when the steps said one. */
  url?: string;
  /** The element the previous step acted on ("it", "that field"). */
  previous?: LocatorSpec;
  /** The frame the steps switched into, if any. */
  frame?: LocatorSpec;
  /**
   * A step since the page was opened changed it or let time pass (a click, typing, a wait): what
   * it shows now may differ from the page as it loaded.
   */
  acted?: boolean;
  /** The steps work in a tab other than the one the page was opened in. */
  otherTab?: boolean;
  /** The step checks that the element is not shown (hidden, or not visible). */
  expectsAbsent?: boolean;
}

/** What a resolver adds to the step's diagnostics (a live-app resolver says what it found). */
export interface ResolutionNote {
  code: NaturalLanguageCode;
  detail?: string;
}

export type Resolution =
  | { kind: 'locator'; locator: LocatorSpec; ordinal?: Ordinal; note?: ResolutionNote }
  | { kind: 'candidates'; candidates: LocatorSpec[]; ordinal?: Ordinal; note?: ResolutionNote }
  | { kind: 'missing'; reason: string; code?: NaturalLanguageCode };

export interface TargetResolver {
  resolveTarget(description: TargetDescription, page: PageContext): Resolution;
  /** Set by a resolver that checks against a running app: the address it checked. */
  readonly liveApp?: string;
}

/** Element kinds in words, and the ARIA role (or label lookup) each means. */
const kindWords: readonly [RegExp, string][] = [
  [/^(?:button|btn|submit button)$/, 'button'],
  [/^(?:link|hyperlink|anchor)$/, 'link'],
  [/^(?:check ?box|tick ?box)$/, 'checkbox'],
  [/^(?:radio(?: button)?|radio option)$/, 'radio'],
  [/^(?:tab)$/, 'tab'],
  [/^(?:heading|header|headline)$/, 'heading'],
  [/^(?:menu ?item|menu option)$/, 'menuitem'],
  [/^(?:image|picture|icon|logo)$/, 'img'],
  [/^(?:row|table row)$/, 'row'],
  [/^(?:item|list item|entry|todo|todo item)$/, 'item'],
  [/^(?:text|message|label|error|error message|notification|banner|toast|alert message)$/, 'text'],
  [/^(?:field|input|input field|text ?box|text field|text ?area|box)$/, 'field'],
  [/^(?:dropdown|drop-down|drop down|select|select box|list ?box|combo ?box|picker)$/, 'select'],
  [/^(?:menu|control|element|option|tile|card)$/, 'clickable'],
];

const kindAlternation = [
  'submit button',
  'button',
  'btn',
  'hyperlink',
  'link',
  'anchor',
  'check ?box',
  'tick ?box',
  'radio button',
  'radio option',
  'radio',
  'tab',
  'heading',
  'header',
  'headline',
  'menu ?item',
  'menu option',
  'image',
  'picture',
  'icon',
  'logo',
  'table row',
  'row',
  'list item',
  'todo item',
  'item',
  'entry',
  'todo',
  'error message',
  'alert message',
  'text',
  'message',
  'label',
  'error',
  'notification',
  'banner',
  'toast',
  'input field',
  'text field',
  'text ?box',
  'text ?area',
  'field',
  'input',
  'box',
  'drop-?down',
  'drop down',
  'select box',
  'list ?box',
  'combo ?box',
  'select',
  'picker',
  'menu',
  'control',
  'element',
  'tile',
  'card',
].join('|');

export function kindOf(word: string): string | undefined {
  const lower = word.toLowerCase().trim();
  return kindWords.find(([pattern]) => pattern.test(lower))?.[1];
}

const ordinals: Record<string, Ordinal> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
  last: 'last',
};

const named = '(?:named|called|labell?ed|titled|with (?:the )?(?:text|label|name|title|caption))';
const patterns: readonly [RegExp, (m: RegExpMatchArray) => Partial<TargetDescription>][] = [
  [
    /^(?:it|this|that|them|this one|that one|the same (?:one|field|element))$/i,
    () => ({ via: 'pronoun' }),
  ],
  [
    /^(?:(?:element|item|field|button|input|the one) )?with (?:the )?(?:test ?id|data-test-?id|data-test|data-qa)(?: of)?[ =]?(?<v>«\d+»|\S+)$/i,
    (m) => ({ via: 'testid', name: m.groups!.v! }),
  ],
  [
    /^(?:test ?id|data-test-?id|data-test|data-qa)[ =]?(?<v>«\d+»|\S+)$/i,
    (m) => ({ via: 'testid', name: m.groups!.v! }),
  ],
  [/^\[data-test(?:id)?=(?<v>«\d+»|[^\]]+)\]$/i, (m) => ({ via: 'testid', name: m.groups!.v! })],
  [
    /^(?:(?:field|input|box|text ?box|element) )?with (?:the )?placeholder(?: text)? (?<v>«\d+»)$/i,
    (m) => ({ via: 'placeholder', name: m.groups!.v! }),
  ],
  [
    /^(?:field|input|box|text ?box) whose placeholder (?:is|says|reads) (?<v>«\d+»)$/i,
    (m) => ({ via: 'placeholder', name: m.groups!.v! }),
  ],
  [/^(?<v>«\d+») placeholder$/i, (m) => ({ via: 'placeholder', name: m.groups!.v! })],
  [/^(?<v>«\d+») (?:test ?id|data-test-?id)$/i, (m) => ({ via: 'testid', name: m.groups!.v! })],
  [/^(?:element|selector|css|locator) (?<v>«\d+»)$/i, (m) => ({ via: 'css', name: m.groups!.v! })],
  [/^(?<v>«\d+»)$/i, (m) => ({ name: m.groups!.v! })],
  [
    new RegExp(`^(?<kind>${kindAlternation}) (?:${named} )?(?<v>«\\d+»)$`, 'i'),
    (m) => ({ kind: m.groups!.kind!, name: m.groups!.v! }),
  ],
  [new RegExp(`^(?<kind>${kindAlternation})$`, 'i'), (m) => ({ kind: m.groups!.kind! })],
  [
    new RegExp(`^(?<v>«\\d+»|[\\p{L}\\p{N}][^«»]*?) (?<kind>${kindAlternation})$`, 'iu'),
    (m) => ({ kind: m.groups!.kind!, name: m.groups!.v! }),
  ],
  [/^(?<v>[#.[][^\s]*|\w+[#.[][^\s]*)$/, (m) => ({ via: 'css', name: m.groups!.v! })],
  [/^(?<v>\p{Lu}[\p{L}\p{N}' -]*)$/u, (m) => ({ name: m.groups!.v! })],
];

function looksLikeCss(value: string): boolean {
  return /^[#.[]|[#.[\]>:=]/.test(value);
}

/**
 * The description the words give, or undefined when they do not read as an element. `quoted`
 * are the step's values set aside by `setQuotesAside`.
 */
export function describeTarget(
  words: string,
  quoted: readonly string[],
): TargetDescription | undefined {
  let rest = words.trim().replace(/^(?:on|at|onto|over|in|into|inside) /i, '');
  rest = rest.replace(/^(?:the|a|an) /i, '');
  let ordinal: Ordinal | undefined;
  // Lower case only: "the First Name field" is named, not counted.
  const ord = /^(?<o>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last) /.exec(rest);
  if (ord) {
    ordinal = ordinals[ord.groups!.o!];
    rest = rest.slice(ord[0].length);
  }
  rest = rest.replace(/ (?:on|in|of) the (?:page|screen|form)$/i, '');
  const unquote = (v: string): string =>
    v.replace(/«(\d+)»/g, (_, n: string) => quoted[Number(n)] ?? '');
  for (const [pattern, read] of patterns) {
    const m = pattern.exec(rest);
    if (!m) continue;
    const found = read(m);
    // "the element 'Welcome'" names a text, not a CSS selector; "the '#result' element" one.
    if (found.via === 'css' && found.name && !looksLikeCss(unquote(found.name))) delete found.via;
    if (!found.via && found.name?.startsWith('«') && /^[#.[][\w-]/.test(unquote(found.name))) {
      found.via = 'css';
      delete found.kind;
    }
    return {
      words: unquote(words.trim()),
      ...(found.kind ? { kind: kindOf(found.kind) ?? 'field' } : {}),
      ...(found.name !== undefined ? { name: unquote(found.name).trim() } : {}),
      ...(found.via ? { via: found.via } : {}),
      ...(ordinal !== undefined ? { ordinal } : {}),
    };
  }
  return undefined;
}

/** What "click <name>" may mean when the words name no kind of element. */
const clickable = (name: string): LocatorSpec[] => [
  { by: 'role', role: 'button', name },
  { by: 'role', role: 'link', name },
];

/**
 * The resolver that reads the words alone (no app to look at): the kind of element the words
 * name decides the locator; words that name no kind give the candidates they could mean.
 */
export const wordingResolver: TargetResolver = {
  resolveTarget(description, page) {
    const { name, kind, via, ordinal } = description;
    const at = ordinal !== undefined ? { ordinal } : {};
    if (via === 'pronoun') {
      return page.previous
        ? { kind: 'locator', locator: page.previous }
        : {
            kind: 'missing',
            reason: `no earlier step names what "${description.words}" refers to`,
          };
    }
    if (via === 'testid' && name)
      return { kind: 'locator', locator: { by: 'testid', value: name }, ...at };
    if (via === 'placeholder' && name)
      return { kind: 'locator', locator: { by: 'placeholder', value: name }, ...at };
    if (via === 'css' && name)
      return { kind: 'locator', locator: { by: 'css', value: name }, ...at };
    // "the first image": a kind and a position, no name.
    if (
      !name &&
      ordinal !== undefined &&
      kind &&
      !['text', 'field', 'select', 'clickable'].includes(kind)
    )
      return {
        kind: 'locator',
        locator: { by: 'role', role: kind === 'item' ? 'listitem' : kind },
        ordinal,
      };
    if (!name) return { kind: 'missing', reason: `"${description.words}" names no element` };
    switch (kind) {
      case undefined:
      case 'clickable':
        return { kind: 'candidates', candidates: clickable(name), ...at };
      case 'field':
      case 'select':
        return { kind: 'locator', locator: { by: 'label', value: name }, ...at };
      case 'text':
        return { kind: 'locator', locator: { by: 'text', value: name }, ...at };
      case 'item':
        return { kind: 'locator', locator: { by: 'item', text: name }, ...at };
      case 'item-checkbox':
        return { kind: 'locator', locator: { by: 'item-checkbox', text: name }, ...at };
      case 'frame':
        return { kind: 'locator', locator: { by: 'frame', value: name }, ...at };
      default:
        return { kind: 'locator', locator: { by: 'role', role: kind, name }, ...at };
    }
  },
};
