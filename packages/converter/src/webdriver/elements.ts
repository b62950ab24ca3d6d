/**
 * WebElement methods → Playwright: actions and reads, with the web-first assertion each read
 * becomes when the source asserted its value (`getText` checked for equality →
 * `toHaveText`). Shared by every WebDriver-based front end.
 */
import { arrow, awaited, method, object, str, text, type Code } from '../playwright/code.js';
import { lookupTable } from '../core/lookup-table.js';

export type ReadKind =
  | 'text'
  | 'attribute'
  | 'value'
  | 'property'
  | 'domProperty'
  | 'css'
  | 'tagName'
  | 'rect'
  | 'accessibleName'
  | 'role'
  | 'displayed'
  | 'enabled'
  | 'selected'
  | 'title'
  | 'url'
  | 'source'
  | 'count';

export interface ReadForm {
  /** The Playwright read on `target` (a locator, or the page for page reads). */
  read(target: Code, args: Code[]): Code;
  /** Playwright returns it directly, not as a promise (`page.url()`). */
  sync?: boolean;
  /** No Playwright read answers the same: only its web-first assertion says it (else a TODO). */
  unreadable?: boolean;
  /**
   * The web-first assertion that checks the read's value against `expected`, where one exists
   * with the same meaning. `exact`: equality (`toBe`), else substring (`toContain`) or pattern.
   */
  webFirst?: (
    args: Code[],
    expected: Code | undefined,
    how: 'equal' | 'contain' | 'match' | 'truthy',
    leaf: boolean,
  ) => { matcher: string; args: Code[]; negate?: boolean } | undefined;
}

const isNull = (code: Code): boolean =>
  (code.k === 'text' && code.text === 'null') || (code.k === 'id' && code.name === 'null');

/** `toHaveText` compares `textContent`; WebDriver's text is the rendered `innerText`. */
const innerTextOption = (leaf: boolean): Code[] =>
  leaf ? [] : [object({ useInnerText: text('true') })];

/**
 * Properties `getAttribute` reads whose element type says them: read typed
 * (`(el as HTMLAnchorElement).href`) when the name is a literal (`str`), else by name.
 */
const typedProperties = lookupTable<Record<string, string>>({
  href: '(el) => (el as HTMLAnchorElement).href',
  src: '(el) => (el as HTMLImageElement).src',
  checked: "(el) => ((el as HTMLInputElement).checked ? 'true' : null)",
  selected: "(el) => ((el as HTMLOptionElement).selected ? 'true' : null)",
});

export const reads: Record<ReadKind, ReadForm> = {
  text: {
    read: (t) => method(t, 'innerText'),
    webFirst: (_args, expected, how, leaf) =>
      expected === undefined
        ? undefined
        : how === 'contain'
          ? { matcher: 'toContainText', args: [expected, ...innerTextOption(leaf)] }
          : how === 'truthy'
            ? undefined
            : { matcher: 'toHaveText', args: [expected, ...innerTextOption(leaf)] },
  },
  attribute: {
    read: (t, args) => method(t, 'getAttribute', ...args),
    webFirst: (args, expected, how) => {
      if (!expected || how === 'truthy' || how === 'contain' || !args[0]) return undefined;
      // Equal to null: the attribute is absent.
      if (isNull(expected)) return { matcher: 'toHaveAttribute', args: [args[0]], negate: true };
      return { matcher: 'toHaveAttribute', args: [args[0], expected] };
    },
  },
  /** `getAttribute('value')`: WebDriver reads the property, the current value of a field. */
  value: {
    read: (t) => method(t, 'inputValue'),
    webFirst: (_args, expected, how) =>
      expected && (how === 'equal' || how === 'match')
        ? { matcher: 'toHaveValue', args: [expected] }
        : undefined,
  },
  /**
   * `getAttribute('href' | 'src' | 'checked' …)`: WebDriver returns the property (an absolute URL),
   * and for a boolean one `"true"` or null.
   */
  property: {
    read: (t, args) => {
      const name = args[0]?.k === 'str' ? args[0].value : undefined;
      const typed = name !== undefined ? typedProperties[name] : undefined;
      if (typed) return method(t, 'evaluate', text(typed));
      return method(
        t,
        'evaluate',
        text(
          "(el, name) => { const value = (el as any)[name]; return typeof value === 'boolean' ? (value ? 'true' : null) : String(value ?? '') || null; }",
        ),
        ...args,
      );
    },
  },
  /** `getProperty(name)`: the element's property as it is (a boolean, a number, a string). */
  domProperty: {
    read: (t, args) => method(t, 'evaluate', text('(el, name) => (el as any)[name]'), ...args),
  },
  /**
   * WebDriver answers colours as `rgba(r, g, b, a)` where the browser's computed style says
   * `rgb(r, g, b)`: the read does the same, and is not `toHaveCSS` (which compares the browser's).
   */
  css: {
    read: (t, args) =>
      method(
        t,
        'evaluate',
        text(
          "(el, name) => getComputedStyle(el).getPropertyValue(name).replace(/^rgb\\((\\d+), (\\d+), (\\d+)\\)$/, 'rgba($1, $2, $3, 1)')",
        ),
        ...args,
      ),
  },
  tagName: { read: (t) => method(t, 'evaluate', arrow(['el'], text('el.tagName.toLowerCase()'))) },
  /**
   * `getRect`/`getSize`/`getLocation`: WebDriver measures from the document's corner and always
   * answers; `boundingBox()` measures from the viewport and answers null for a hidden element.
   */
  rect: {
    read: (t) =>
      method(
        t,
        'evaluate',
        text(
          '(el) => { const r = el.getBoundingClientRect(); return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height }; }',
        ),
      ),
  },
  /**
   * `getAccessibleName`/`getAriaRole`: the browser's accessibility tree, which a page script cannot
   * read; Playwright computes the same name and role in its assertions only.
   */
  accessibleName: {
    read: (t) => method(t, 'getAccessibleName'),
    unreadable: true,
    webFirst: (_a, expected, how) =>
      expected && (how === 'equal' || how === 'match')
        ? { matcher: 'toHaveAccessibleName', args: [expected] }
        : undefined,
  },
  role: {
    read: (t) => method(t, 'getAriaRole'),
    unreadable: true,
    webFirst: (_a, expected, how) =>
      expected && how === 'equal' ? { matcher: 'toHaveRole', args: [expected] } : undefined,
  },
  displayed: {
    read: (t) => method(t, 'isVisible'),
    webFirst: (_a, _e, how) =>
      how === 'truthy' ? { matcher: 'toBeVisible', args: [] } : undefined,
  },
  enabled: {
    read: (t) => method(t, 'isEnabled'),
    webFirst: (_a, _e, how) =>
      how === 'truthy' ? { matcher: 'toBeEnabled', args: [] } : undefined,
  },
  selected: {
    read: (t) => method(t, 'isChecked'),
    webFirst: (_a, _e, how) =>
      how === 'truthy' ? { matcher: 'toBeChecked', args: [] } : undefined,
  },
  title: {
    read: (t) => method(t, 'title'),
    webFirst: (_a, expected, how) =>
      expected && (how === 'equal' || how === 'match')
        ? { matcher: 'toHaveTitle', args: [expected] }
        : undefined,
  },
  url: {
    read: (t) => method(t, 'url'),
    sync: true,
    webFirst: (_a, expected, how) =>
      expected && (how === 'equal' || how === 'match')
        ? { matcher: 'toHaveURL', args: [expected] }
        : undefined,
  },
  source: { read: (t) => method(t, 'content') },
  count: {
    read: (t) => method(t, 'count'),
    webFirst: (_a, expected, how) =>
      expected && how === 'equal' ? { matcher: 'toHaveCount', args: [expected] } : undefined,
  },
};

/** Attributes WebDriver's `getAttribute` answers from the element's property. */
const propertyAttributes = new Set(['href', 'src', 'checked', 'selected', 'disabled', 'readonly']);

/** The read `getAttribute(name)` is, given the name's literal value. */
export function attributeRead(name: string | undefined): ReadKind {
  if (name === 'value') return 'value';
  if (name !== undefined && propertyAttributes.has(name)) return 'property';
  return 'attribute';
}

export type ElementMethod =
  | { kind: 'action'; playwright: 'click' | 'clear' | 'dblclick' | 'hover' }
  | { kind: 'type' }
  | { kind: 'submit' }
  | { kind: 'read'; read: ReadKind | 'getAttribute' }
  | { kind: 'find'; many: boolean }
  | { kind: 'shadow-root' }
  | { kind: 'screenshot' };

/** WebElement methods by name (Selenium's; Protractor's ElementFinder shares most of them). */
export const elementMethods = lookupTable<Record<string, ElementMethod>>({
  click: { kind: 'action', playwright: 'click' },
  clear: { kind: 'action', playwright: 'clear' },
  sendKeys: { kind: 'type' },
  submit: { kind: 'submit' },
  getText: { kind: 'read', read: 'text' },
  getAttribute: { kind: 'read', read: 'getAttribute' },
  // `getDomAttribute` never falls back to the property: Playwright's `getAttribute` exactly.
  getDomAttribute: { kind: 'read', read: 'attribute' },
  getProperty: { kind: 'read', read: 'domProperty' },
  getCssValue: { kind: 'read', read: 'css' },
  getTagName: { kind: 'read', read: 'tagName' },
  getRect: { kind: 'read', read: 'rect' },
  getAccessibleName: { kind: 'read', read: 'accessibleName' },
  getAriaRole: { kind: 'read', read: 'role' },
  getSize: { kind: 'read', read: 'rect' },
  getLocation: { kind: 'read', read: 'rect' },
  isDisplayed: { kind: 'read', read: 'displayed' },
  isEnabled: { kind: 'read', read: 'enabled' },
  isSelected: { kind: 'read', read: 'selected' },
  findElement: { kind: 'find', many: false },
  findElements: { kind: 'find', many: true },
  getShadowRoot: { kind: 'shadow-root' },
  takeScreenshot: { kind: 'screenshot' },
});

/**
 * `submit()`: WebDriver submits the element's form (firing `submit`, as the browser does when a
 * user submits), which no Playwright action does. The Selenium clients' script (JavaScript, Java
 * and Python alike) walks up from the element to the closest form (`closestForm`: a descendant
 * that is not a form control submits too, and a control's `form=` attribute is not followed);
 * without it, the form of a form control only.
 */
export function submitForm(locator: Code, options: { closestForm?: boolean } = {}): Code {
  const form = options.closestForm
    ? "el.closest('form')"
    : '(el instanceof HTMLFormElement ? el : (el as HTMLInputElement).form)';
  return method(
    locator,
    'evaluate',
    text(
      `(el) => { const form = ${form}; if (form && form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }))) form.submit(); }`,
    ),
  );
}

/** A screenshot as WebDriver returns it: base64 PNG. */
export function screenshotBase64(target: Code): Code {
  return method(awaited(method(target, 'screenshot')), 'toString', str('base64'));
}

/** Whether the locator already narrows to its first match (`….first()`). */
function isFirst(locator: Code): boolean {
  if (locator.k === 'text') return /\.first\(\)$/.test(locator.text);
  return (
    locator.k === 'call' &&
    locator.args.length === 0 &&
    locator.callee.k === 'member' &&
    locator.callee.name === 'first'
  );
}

/**
 * A find on its own as a statement (`driver.findElement(x)`, `find_element(…)`): WebDriver throws
 * NoSuchElementError when nothing matches, and takes the first of several. `Locator.waitFor` is
 * strict (it throws when two elements match), so the first match is the one waited for.
 */
export function existenceCheck(locator: Code): Code {
  const first = isFirst(locator) ? locator : method(locator, 'first');
  return awaited(method(first, 'waitFor', object({ state: str('attached') })));
}

/**
 * A list find on its own as a statement (`driver.findElements(x)`): WebDriver answers the list
 * (empty when nothing matches) and throws nothing; `all()` is the same query, kept so the
 * statement still reads as the find it was.
 */
export function listQuery(locators: Code): Code {
  return awaited(method(locators, 'all'));
}
