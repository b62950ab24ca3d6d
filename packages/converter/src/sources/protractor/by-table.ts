/**
 * Every `by.*` method and the Playwright locator it becomes, written against Protractor's own
 * definitions (`built/locators.js`, `clientsidescripts.js`): WebDriver strategies keep their
 * CSS/XPath meaning, Angular's `by.model`/`by.options` are attribute selectors over AngularJS's
 * prefixes, and `by.binding`/`by.repeater` use the selector engines of `rewright-angular.ts`.
 */
import type ts from 'typescript';
import { type ByLocator } from './kinds.js';
import { type RuleContext } from './context.js';
import {
  isCssIdentifier,
  isLeafCss,
  locatorStrategies,
  type LocatorArg,
} from '../../webdriver/locators.js';
import {
  type Code,
  id,
  method,
  object,
  print,
  str,
  template as templateOf,
  text as code,
} from '../../playwright/code.js';
import { quote, stringValue, template } from './text.js';

export interface Located {
  /** Locator expression, relative to `base`. */
  text: string;
  /** The elements are `<option>`s (WebDriver selects them on click). */
  options?: boolean;
  fileInput?: boolean;
  /** The selector can only match one element: no `.first()` needed. */
  unique?: boolean;
  /** The element's own text is what Protractor's getText sees (no hidden or block children). */
  leaf?: boolean;
}

export interface ByEntry {
  from: string;
  /** How the locator is written from a page or a parent locator. */
  to: (by: ByLocator, base: string, cx: RuleContext, node: ts.Node) => Located | undefined;
  /** The same locator as a selector string, for `by` values stored in variables. */
  selector: (by: ByLocator, cx: RuleContext, node: ts.Node) => string | undefined;
}

/** A CSS selector's literal value, if its argument is a literal. */
export const literal = (by: ByLocator, i = 0): string | undefined => stringValue(by.nodes[i]);

/** Escapes a value for a double-quoted CSS attribute value. */
export function cssString(value: string): string {
  return value.split('\\').join('\\\\').split('"').join('\\"');
}

export function attributeSelector(attribute: string, by: ByLocator, suffix = ''): string {
  const v = literal(by);
  if (v !== undefined) return quote(`[${attribute}="${cssString(v)}"]${suffix}`);
  return template(`[${attribute}="`, by.args[0] ?? "''", `"]${suffix}`);
}

/** AngularJS testability's prefixes for `ng-model` (see `$$testability.findModels`). */
export const angularPrefixes = ['ng-', 'data-ng-', 'ng\\:'];

export function angularAttributeSelector(directive: string, by: ByLocator, suffix = ''): Code {
  const v = literal(by);
  if (v !== undefined)
    return str(
      angularPrefixes.map((p) => `[${p}${directive}="${cssString(v)}"]${suffix}`).join(', '),
    );
  const arg = code(by.args[0] ?? "''");
  return templateOf(
    ...angularPrefixes.flatMap((p, i) => [
      `${i ? ', ' : ''}[${p}${directive}="`,
      arg,
      `"]${suffix}`,
    ]),
  );
}

export function engineSelector(engine: string, by: ByLocator, cx: RuleContext): Code {
  cx.useAngular();
  const v = literal(by);
  if (v !== undefined) return str(`${engine}=${v}`);
  return templateOf(`${engine}=`, code(by.args[0] ?? "''"));
}

/** A selector whose last part is an `option` element. */
export function isOptionCss(selector: string | undefined): boolean {
  if (selector === undefined || selector.includes(',')) return false;
  const parts = selector.trim().split(' ');
  const last = parts[parts.length - 1] ?? '';
  return (
    last === 'option' ||
    last.startsWith('option:') ||
    last.startsWith('option[') ||
    last.startsWith('option.')
  );
}

export function isIdCss(selector: string | undefined): boolean {
  return selector !== undefined && selector.startsWith('#') && isCssIdentifier(selector.slice(1));
}

export function roleOptions(name: string, exact: boolean): Code {
  return object({ name: code(name), exact: exact ? id('true') : undefined });
}

export function textIsSelector(
  prefix: string,
  by: ByLocator,
  pseudo: 'text-is' | 'has-text',
): string {
  const v = literal(by);
  if (v !== undefined) return quote(`${prefix}:${pseudo}(${JSON.stringify(v)})`);
  return `\`${prefix}:${pseudo}(\${JSON.stringify(${by.args[0] ?? "''"})})\``;
}

/** A WebDriver strategy's argument as the shared table reads it. */
function strategyArg(by: ByLocator): LocatorArg {
  const value = literal(by);
  return { ...(value !== undefined ? { literal: value } : {}), code: code(by.args[0] ?? "''") };
}

/**
 * A strategy Protractor shares with WebDriver (`by.css`, `by.id`, `by.xpath`…): the shared table
 * (`webdriver/locators.ts`) says its locator and selector string; `extra` adds what Protractor
 * knows beyond it (a CSS `#id` names one element, `option`s are selected through their select).
 */
/**
 * The page, frame or locator a `by` is found from: always a primary expression, printed as it is.
 * As a `text` node the printer would test the whole text for needing parentheses at every link of
 * a chain: quadratic down a 10,000-link `element(…).element(…)` chain.
 */
function primary(base: string): Code {
  return { k: 'id', name: base };
}

/** `base.locator(selector)`. */
function locate(base: string, selector: Code): string {
  return print(method(primary(base), 'locator', selector));
}

function webdriverEntry(
  strategy: string,
  extra: (by: ByLocator) => Partial<Located> = () => ({}),
): ByEntry {
  const formOf = (by: ByLocator) => locatorStrategies[strategy]?.(strategyArg(by));
  return {
    from: `by.${strategy}`,
    to: (by, base) => {
      const form = formOf(by);
      if (!form) return undefined;
      const located: Located = {
        text: print(form.build(primary(base))),
        ...(form.firstMatch ? {} : { unique: true }),
        ...(form.leaf ? { leaf: true } : {}),
        ...(form.option ? { options: true } : {}),
        ...(form.fileInput ? { fileInput: true } : {}),
      };
      return { ...located, ...extra(by) };
    },
    selector: (by) => {
      const form = formOf(by);
      return form && print(form.selector);
    },
  };
}

export const byTable: ByEntry[] = [
  webdriverEntry('css', (by) => ({
    ...(isIdCss(literal(by)) ? { unique: true } : {}),
    ...(isOptionCss(literal(by)) ? { options: true } : {}),
  })),
  {
    from: 'by.deepCss',
    // Playwright's CSS pierces open shadow roots, which is what Protractor's `/deep/` did.
    to: (by, base) => ({
      text: print(method(primary(base), 'locator', code(by.args[0] ?? "''"))),
      leaf: isLeafCss(literal(by)),
    }),
    selector: (by) => by.args[0],
  },
  webdriverEntry('id'),
  webdriverEntry('name'),
  webdriverEntry('className'),
  webdriverEntry('tagName'),
  webdriverEntry('xpath'),
  webdriverEntry('linkText'),
  webdriverEntry('partialLinkText'),
  {
    from: 'by.buttonText',
    to: (by, base, cx, node) => {
      cx.diag(node, 'protractor/locators/button-text-semantics');
      return {
        text: print(
          method(primary(base), 'getByRole', str('button'), roleOptions(by.args[0] ?? "''", true)),
        ),
        leaf: true,
      };
    },
    selector: (by) => textIsSelector('button', by, 'text-is'),
  },
  {
    from: 'by.partialButtonText',
    to: (by, base, cx, node) => {
      cx.diag(node, 'protractor/locators/button-text-semantics');
      return {
        text: print(
          method(primary(base), 'getByRole', str('button'), roleOptions(by.args[0] ?? "''", false)),
        ),
        leaf: true,
      };
    },
    selector: (by) => textIsSelector('button', by, 'has-text'),
  },
  {
    from: 'by.model',
    to: (by, base) => ({ text: locate(base, angularAttributeSelector('model', by)) }),
    selector: (by) => print(angularAttributeSelector('model', by)),
  },
  {
    from: 'by.options',
    to: (by, base) => ({
      text: locate(base, angularAttributeSelector('options', by, ' option')),
      leaf: true,
      options: true,
    }),
    selector: (by) => print(angularAttributeSelector('options', by, ' option')),
  },
  {
    from: 'by.binding',
    to: (by, base, cx) => ({
      text: locate(base, engineSelector('ng-binding', by, cx)),
      leaf: true,
    }),
    selector: (by, cx) => print(engineSelector('ng-binding', by, cx)),
  },
  {
    from: 'by.exactBinding',
    to: (by, base, cx) => ({
      text: locate(base, engineSelector('ng-exact-binding', by, cx)),
      leaf: true,
    }),
    selector: (by, cx) => print(engineSelector('ng-exact-binding', by, cx)),
  },
  {
    from: 'by.repeater',
    to: (by, base, cx) => repeater('ng-repeater', by, base, cx),
    selector: (by, cx) => repeaterSelector('ng-repeater', by, cx),
  },
  {
    from: 'by.exactRepeater',
    to: (by, base, cx) => repeater('ng-exact-repeater', by, base, cx),
    selector: (by, cx) => repeaterSelector('ng-exact-repeater', by, cx),
  },
  {
    from: 'by.cssContainingText',
    to: (by, base) => {
      const located = method(
        primary(base),
        'locator',
        code(by.args[0] ?? "''"),
        object({ hasText: code(by.args[1] ?? "''") }),
      );
      return {
        text: print(located),
        options: isOptionCss(literal(by)),
      };
    },
    selector: (by) => {
      const css = literal(by);
      const text = literal(by, 1);
      if (css !== undefined && text !== undefined && !css.includes(',')) {
        return quote(`${css}:has-text(${JSON.stringify(text)})`);
      }
      return undefined;
    },
  },
  {
    from: 'by.js',
    to: () => undefined,
    selector: () => undefined,
  },
];

export function repeater(engine: string, by: ByLocator, base: string, cx: RuleContext): Located {
  // A row is one element of an `ng-repeat`, but every element of an `ng-repeat-start` group.
  let located = method(
    primary(base),
    'locator',
    by.row !== undefined ? rowSelector(engine, by, cx) : engineSelector(engine, by, cx),
  );
  const unique = false;
  if (by.column !== undefined) {
    // A column is the rows' descendants bound to the expression (Protractor's findRepeaterColumn).
    const column = by.columnLiteral;
    located = method(
      located,
      'locator',
      column !== undefined
        ? str(`ng-binding=${column}`)
        : templateOf('ng-binding=', code(by.column)),
    );
  }
  return { text: print(located), unique, leaf: by.column !== undefined };
}

/** `ng-repeater-row=<row>:<repeater>`: the elements of one row. */
export function rowSelector(engine: string, by: ByLocator, cx: RuleContext): Code {
  cx.useAngular();
  const v = literal(by);
  const row = by.row ?? '0';
  if (v !== undefined && /^\d+$/.test(row)) return str(`${engine}-row=${row}:${v}`);
  return templateOf(`${engine}-row=`, code(row), ':', v ?? code(by.args[0] ?? "''"));
}

export function repeaterSelector(engine: string, by: ByLocator, cx: RuleContext): string {
  const selector = print(
    by.row !== undefined ? rowSelector(engine, by, cx) : engineSelector(engine, by, cx),
  );
  if (by.column === undefined) return selector;
  const tail = ' >> ng-binding=';
  const value = stringValue(by.nodes[0]);
  const row = by.row === undefined ? undefined : /^\d+$/.test(by.row) ? by.row : null;
  if (value !== undefined && row !== null && by.columnLiteral !== undefined) {
    const head = row === undefined ? `${engine}=${value}` : `${engine}-row=${row}:${value}`;
    return quote(`${head}${tail}${by.columnLiteral}`);
  }
  return `${selector} + ${JSON.stringify(tail)} + ${by.column}`;
}

export const byByName = new Map(byTable.map((e) => [e.from.slice(3), e]));

/** The `by.*` method names Protractor and selenium-webdriver (`By.css`) provide. */
export function isByMethod(name: string): boolean {
  return byByName.has(name);
}
