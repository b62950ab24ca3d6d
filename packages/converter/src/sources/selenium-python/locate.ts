/**
 * Finding elements: `By.*` strategies (and the legacy `find_element_by_*` methods) through the
 * shared locator table, from the page or the frame the code switched to.
 */
import { locatorStrategies } from '../../webdriver/locators.js';
import { print, text } from '../../playwright/code.js';
import { Unconvertible, type RuleContext, type Scope } from './context.js';
import type { CallArgs } from './call-args.js';
import type { PyNode } from './parser.js';
import { literalValue } from './strings.js';
import type { Val } from './values.js';
import { lookupTable } from '../../core/lookup-table.js';

/** Python's `By` constants and their string values → the shared table's strategy names. */
const strategies = lookupTable<Record<string, string>>({
  ID: 'id', CSS_SELECTOR: 'css', XPATH: 'xpath', NAME: 'name', CLASS_NAME: 'className',
  TAG_NAME: 'tagName', LINK_TEXT: 'linkText', PARTIAL_LINK_TEXT: 'partialLinkText',
  id: 'id', 'css selector': 'css', xpath: 'xpath', name: 'name', 'class name': 'className',
  'tag name': 'tagName', 'link text': 'linkText', 'partial link text': 'partialLinkText',
}); // prettier-ignore

/** `find_element_by_css_selector` and friends (Selenium 3). */
const legacyFinders = lookupTable<Record<string, { strategy: string; many: boolean }>>(
  Object.fromEntries(
    Object.entries({
      id: 'id', css_selector: 'css', xpath: 'xpath', name: 'name', class_name: 'className',
      tag_name: 'tagName', link_text: 'linkText', partial_link_text: 'partialLinkText',
    }).flatMap(([suffix, strategy]) => [
      [`find_element_by_${suffix}`, { strategy, many: false }],
      [`find_elements_by_${suffix}`, { strategy, many: true }],
    ]),
  ),
); // prettier-ignore

/**
 * How a strategy argument names its strategy: a string's value (`"css selector"`, whose space
 * matters) or the dotted name without whitespace (`By . ID`).
 */
export function strategyKey(node: PyNode): string {
  return literalValue(node) ?? node.text.replace(/\s+/g, '');
}

/** The strategy named by `By.ID`, `"css selector"`, … */
export function strategyOf(by: string): string | undefined {
  const key = by.replace(/^(webdriver\.common\.by\.)?By\./, '');
  return strategies[key] ?? strategies[key.replace(/^['"]|['"]$/g, '')];
}

export function locatorValue(
  ctx: RuleContext,
  by: string,
  arg: PyNode,
  scope: Scope,
): Val | undefined {
  const strategy = strategyOf(by);
  return strategy ? strategyLocator(ctx, strategy, arg, scope) : undefined;
}

/** A strategy of the shared table (`id`, `css`, …) with its argument, as a locator value. */
function strategyLocator(
  ctx: RuleContext,
  strategy: string,
  arg: PyNode,
  scope: Scope,
): Val | undefined {
  const table = locatorStrategies[strategy];
  if (!table) return undefined;
  const literal = literalValue(arg);
  const form = table({
    ...(literal !== undefined ? { literal } : {}),
    code: text(ctx.value(arg, scope)),
  });
  if (!form) return undefined;
  return {
    t: 'by',
    selector: print(form.selector),
    build: (root) => print(form.build(text(root))),
    firstMatch: form.firstMatch,
    leaf: form.leaf,
  };
}

/** `find_element_by_id(v)` and friends from `root`, or undefined for another method. */
export function legacyFind(
  ctx: RuleContext,
  root: string,
  name: string,
  args: CallArgs,
  scope: Scope,
): Val | undefined {
  const legacy = legacyFinders[name];
  if (!legacy) return undefined;
  const arg = args.positional[0];
  const value = arg ? strategyLocator(ctx, legacy.strategy, arg, scope) : undefined;
  if (value?.t !== 'by')
    throw new Unconvertible(args.node, 'selenium-python/unknown-locator', name);
  return found(value, root, legacy.many);
}

/** A locator value found from `root`: one element (`.first()` where several may match) or all. */
export function found(value: Extract<Val, { t: 'by' }>, root: string, many: boolean): Val {
  const base = value.build ? value.build(root) : `${root}.locator(${value.selector})`;
  if (many) return { t: 'locs', code: base, leaf: value.leaf };
  return { t: 'loc', code: value.firstMatch ? `${base}.first()` : base, leaf: value.leaf };
}

/** `find_element(By.X, v)`, `find_element(*LOCATOR)`, `find_element(LOCATOR_TUPLE)`. */
export function findFrom(
  ctx: RuleContext,
  root: string,
  args: CallArgs,
  many: boolean,
  scope: Scope,
): Val {
  const byNode = args.positional[0] ?? args.keywords.get('by');
  const valueNode = args.positional[1] ?? args.keywords.get('value');
  let value: Val | undefined;
  if (args.splat && !byNode) value = ctx.expr(args.splat, scope);
  else if (byNode && valueNode) value = ctx.locator(strategyKey(byNode), valueNode, scope);
  else if (byNode && !valueNode) value = ctx.expr(byNode, scope);
  if (value?.t !== 'by')
    throw new Unconvertible(
      args.node,
      'selenium-python/unknown-locator',
      byNode?.text ?? args.splat?.text,
    );
  return found(value, root, many);
}
