/**
 * WebDriver locator strategies (`By.*`, the `{ css: … }` object form, Protractor's `by.*` of the
 * same names) → Playwright locators. One table for every front end: a front end reads the
 * strategy and its argument from its source; this table decides the Playwright form.
 */
import { method, object, str, template, text, type Code } from '../playwright/code.js';
import { lookupTable } from '../core/lookup-table.js';

/** A strategy's argument: its literal value when the source wrote one, and its emitted code. */
export interface LocatorArg {
  literal?: string;
  code: Code;
}

export interface LocatorForm {
  /** The locator from `root` (a page, frame or element locator). */
  build(root: Code): Code;
  /**
   * The source found the first of several possible matches (WebDriver's `findElement`), which a
   * strict Playwright locator must say with `.first()`. False where the strategy names one
   * element (an id).
   */
  firstMatch: boolean;
  /** The element carries its own text (a link, a heading), so `textContent` is its visible text. */
  leaf: boolean;
  /**
   * The same locator as one Playwright selector string, for where the source keeps a locator as
   * a value (`this.heading = By.id('heading')`, a constant) and finds with it later.
   */
  selector: Code;
  /** The locator finds `<option>`s (selected through their `<select>`, not clicked). */
  option?: boolean;
  /** The locator finds `<input type="file">`s (typing a path into one uploads the file). */
  fileInput?: boolean;
}

/** What a literal selector says about the elements it finds. */
interface SelectorFacts {
  option?: boolean;
  fileInput?: boolean;
}

export type LocatorStrategy = (arg: LocatorArg) => LocatorForm | undefined;

/** Tags whose text is their own (no hidden descendants in practice): `toHaveText` needs no `useInnerText`. */
const leafTags = new Set([
  'a', 'button', 'label', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'span', 'li', 'td', 'th',
  'option', 'title', 'strong', 'em', 'b', 'i', 'small', 'code', 'pre', 'dt', 'dd', 'legend',
]); // prettier-ignore

/** Whether a CSS selector's last compound names a leaf tag (`#menu > li.active`). */
export function isLeafCss(selector: string | undefined): boolean {
  if (selector === undefined || selector.includes(',')) return false;
  const last =
    selector
      .trim()
      .split(/[\s>+~]+/)
      .pop() ?? '';
  return leafTags.has(last.match(/^[a-z][a-z0-9]*/i)?.[0]?.toLowerCase() ?? '');
}

/** The tag a CSS selector's last compound names (`select > option.x` is `option`). */
function lastCssTag(selector: string): string | undefined {
  if (selector.includes(',')) return undefined;
  const last =
    selector
      .trim()
      .split(/[\s>+~]+/)
      .pop() ?? '';
  return last.match(/^[a-z][a-z0-9]*/i)?.[0]?.toLowerCase();
}

const noFacts = (): SelectorFacts => ({});

/** What a CSS selector written in the source finds: `<option>`s, file inputs. */
export function cssSelectorFacts(selector: string | undefined): SelectorFacts {
  if (selector === undefined) return {};
  return {
    option: lastCssTag(selector) === 'option',
    fileInput: /\[\s*type\s*=\s*["']?file["']?\s*i?\s*\]/i.test(selector),
  };
}

const cssFacts = (arg: LocatorArg): SelectorFacts => cssSelectorFacts(arg.literal);

function xpathFacts(arg: LocatorArg): SelectorFacts {
  if (arg.literal === undefined) return {};
  const last = arg.literal.slice(arg.literal.lastIndexOf('/') + 1);
  return {
    option: /^option\b(?![-\w])/i.test(last),
    fileInput: /@type\s*=\s*["']file["']/i.test(last),
  };
}

/** Whether `name` can be written as `#name` in CSS. */
export function isCssIdentifier(name: string): boolean {
  return /^-?[A-Za-z_][\w-]*$/.test(name);
}

/** `[attr="value"]`, with the value's quotes and backslashes escaped, or a template when dynamic. */
function attributeSelector(attr: string, arg: LocatorArg): Code {
  if (arg.literal !== undefined)
    return str(`[${attr}="${arg.literal.replace(/["\\]/g, (m) => `\\${m}`)}"]`);
  return template(`[${attr}="`, arg.code, '"]');
}

/** A selector made of a literal prefix and the argument (`xpath=…`, `.cls`). */
function prefixed(prefix: string, arg: LocatorArg): Code {
  if (arg.literal !== undefined) return str(`${prefix}${arg.literal}`);
  // a template literal argument takes the prefix inside: `xpath=//tr[…${name}…]`
  if (prefix && arg.code.k === 'text' && arg.code.text.startsWith('`'))
    return text(`\`${prefix}${arg.code.text.slice(1)}`);
  return prefix ? template(prefix, arg.code) : arg.code;
}

const css =
  (
    selector: (arg: LocatorArg) => Code,
    firstMatch: boolean,
    leaf: (arg: LocatorArg) => boolean,
    facts: (arg: LocatorArg) => SelectorFacts = noFacts,
  ) =>
  (arg: LocatorArg): LocatorForm => {
    const { option, fileInput } = facts(arg);
    return {
      build: (root) => method(root, 'locator', selector(arg)),
      firstMatch,
      leaf: leaf(arg),
      selector: selector(arg),
      ...(option ? { option } : {}),
      ...(fileInput ? { fileInput } : {}),
    };
  };

/** `a:text-is("Help")` (exact) or `a:has-text("Hel")`: a link by its text as a selector string. */
function linkSelector(arg: LocatorArg, exact: boolean): Code {
  const pseudo = exact ? 'text-is' : 'has-text';
  if (arg.literal !== undefined) return str(`a:${pseudo}(${JSON.stringify(arg.literal)})`);
  return template(
    `a:${pseudo}(`,
    { k: 'call', callee: text('JSON.stringify'), args: [arg.code] },
    ')',
  );
}

function link(exact: boolean): LocatorStrategy {
  return (arg) => ({
    build: (root) =>
      method(
        root,
        'getByRole',
        str('link'),
        object({
          name: arg.literal !== undefined ? str(arg.literal) : arg.code,
          ...(exact ? { exact: text('true') } : {}),
        }),
      ),
    firstMatch: true,
    leaf: true,
    selector: linkSelector(arg, exact),
  });
}

export const locatorStrategies = lookupTable<Record<string, LocatorStrategy>>({
  id: (arg) =>
    css(
      () =>
        arg.literal !== undefined && isCssIdentifier(arg.literal)
          ? str(`#${arg.literal}`)
          : attributeSelector('id', arg),
      false,
      () => false,
    )(arg),
  css: css(
    (arg) => arg.code,
    true,
    (arg) => isLeafCss(arg.literal),
    cssFacts,
  ),
  xpath: css(
    (arg) => prefixed('xpath=', arg),
    true,
    () => false,
    xpathFacts,
  ),
  name: css(
    (arg) => attributeSelector('name', arg),
    true,
    () => false,
  ),
  // selenium-webdriver (and Protractor's `by.className`) find every class of `'a b'`: `.a.b`.
  className: css(
    (arg) => {
      const names = arg.literal?.trim().split(/\s+/).filter(Boolean);
      return names?.length && names.every(isCssIdentifier)
        ? str(names.map((name) => `.${name}`).join(''))
        : prefixed('.', arg);
    },
    true,
    () => false,
  ),
  tagName: css(
    (arg) => arg.code,
    true,
    (arg) => isLeafCss(arg.literal),
    cssFacts,
  ),
  linkText: link(true),
  partialLinkText: link(false),
  /** `By.js` runs a script to find elements: no Playwright locator does that. */
  js: () => undefined,
});

/** Legacy and object-form names (`{ className: … }`, `By.class_name` in older bindings). */
export const strategyAliases = lookupTable<Record<string, string>>({
  'class name': 'className',
  'css selector': 'css',
  'link text': 'linkText',
  'partial link text': 'partialLinkText',
  'tag name': 'tagName',
});

export function locatorStrategy(name: string): LocatorStrategy | undefined {
  return locatorStrategies[strategyAliases[name] ?? name];
}
