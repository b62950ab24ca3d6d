/**
 * Finding elements: `By.*` and `@FindBy` strategies through the shared locator table
 * (`webdriver/locators.ts`), from the page, the frame switched to, or an element.
 */
import { locatorStrategies, type LocatorForm } from '../../webdriver/locators.js';
import { print, text } from '../../playwright/code.js';
import { existenceCheck, listQuery } from '../../webdriver/elements.js';
import {
  annotationName,
  annotationValue,
  field,
  named,
  stringLiteral,
  type JNode,
} from './parser.js';
import type { Val } from './context.js';
import { lookupTable } from '../../core/lookup-table.js';

/** Java's `By` factory methods and `@FindBy`/`How` names → the shared table's strategy names. */
const strategies = lookupTable<Record<string, string>>({
  id: 'id', cssSelector: 'css', css: 'css', xpath: 'xpath', name: 'name', className: 'className',
  tagName: 'tagName', linkText: 'linkText', partialLinkText: 'partialLinkText',
  ID: 'id', CSS: 'css', XPATH: 'xpath', NAME: 'name', CLASS_NAME: 'className', TAG_NAME: 'tagName',
  LINK_TEXT: 'linkText', PARTIAL_LINK_TEXT: 'partialLinkText', ID_OR_NAME: 'idOrName',
}); // prettier-ignore

export function strategyNamed(name: string): string | undefined {
  return strategies[name];
}

/** `@FindBy(id = "x")`, `@FindBy(how = How.CSS, using = "x")` → strategy and literal. */
export function findByStrategy(
  annotation: JNode,
): { strategy: string; literal: string } | undefined {
  if (annotationName(annotation) !== 'FindBy') return undefined;
  const args = field(annotation, 'arguments');
  let how: string | undefined;
  let using: string | undefined;
  for (const pair of args ? named(args) : []) {
    if (pair.type !== 'element_value_pair') continue;
    const key = field(pair, 'key')?.text ?? '';
    const value = field(pair, 'value');
    if (key === 'how') how = value?.text.replace(/^How\./, '');
    else if (key === 'using') using = stringLiteral(value);
    else if (strategies[key] && stringLiteral(value) !== undefined)
      return { strategy: strategies[key], literal: stringLiteral(value) as string };
  }
  const strategy = how ? strategies[how] : undefined;
  return strategy && using !== undefined ? { strategy, literal: using } : undefined;
}

/** `By.id("x")` written with a literal → strategy and literal. */
export function byCallStrategy(node: JNode): { strategy: string; literal: string } | undefined {
  if (node.type !== 'method_invocation' || field(node, 'object')?.text !== 'By') return undefined;
  const strategy = strategies[field(node, 'name')?.text ?? ''];
  const args = field(node, 'arguments');
  const literal = args ? stringLiteral(named(args)[0]) : undefined;
  return strategy && literal !== undefined ? { strategy, literal } : undefined;
}

/** The shared table's form for a strategy and its argument (literal or emitted code). */
export function locatorForm(
  strategy: string,
  arg: { literal?: string; code: string },
): LocatorForm | undefined {
  if (strategy === 'idOrName') {
    const literal = arg.literal;
    if (literal === undefined) return undefined;
    const selector = `[id="${literal}"], [name="${literal}"]`;
    return locatorStrategies.css?.({ literal: selector, code: text(JSON.stringify(selector)) });
  }
  const table = locatorStrategies[strategy];
  return table?.({
    ...(arg.literal !== undefined ? { literal: arg.literal } : {}),
    code: text(arg.code),
  });
}

/** The locator a form finds from `root`, the first match when `many` is false and it can be several. */
export function found(form: LocatorForm, root: string, many: boolean): string {
  const built = print(form.build(text(root)));
  return !many && form.firstMatch ? `${built}.first()` : built;
}

/** `@FindBys` (a chain) / `@FindAll` (any of): the inner `@FindBy`s. */
export function innerFindBys(annotation: JNode): JNode[] {
  const value = annotationValue(annotation, 'value');
  if (!value) return [];
  const items = value.type === 'element_value_array_initializer' ? named(value) : [value];
  return items.filter((i) => i.type === 'annotation');
}

/**
 * `driver.findElement(…);` (or an element's) with nothing reading it checks the element exists:
 * WebDriver throws `NoSuchElementException` when it does not. `findElements(…);` finds none
 * without failing; it stays the query it was (the shared forms JS and Python use too).
 */
export function bareFind(expr: JNode, v: Val): string[] | undefined {
  if (expr.type !== 'method_invocation') return undefined;
  const name = field(expr, 'name')?.text;
  if (name === 'findElement' && v.t === 'loc') return [`${print(existenceCheck(text(v.code)))};`];
  if (name === 'findElements' && v.t === 'locs') return [`${print(listQuery(text(v.code)))};`];
  return undefined;
}
