/**
 * Selenium 4's `Select` helper (`new Select(element)`): its methods are Playwright's
 * `selectOption` and option locators of the `<select>`.
 */
import type ts from 'typescript';
import { method, object, str, text, type Code } from '../../playwright/code.js';
import { locatorCode, value, type Value } from '../../playwright/values.js';
import { isSelenium } from './analysis.js';
import type { RuleContext } from './context.js';

interface SelectData {
  select: Code;
}

/** `new Select(element)`, or undefined when the expression is not one. */
export function newSelect(node: ts.NewExpression, cx: RuleContext): Value | undefined {
  if (!isSelenium(cx.facts.checker, node.expression, 'Select')) return undefined;
  const element = node.arguments?.[0] ? cx.expr(node.arguments[0]) : undefined;
  if (!element || element.shape.t !== 'locator')
    return cx.todo(
      node,
      'selenium/unsupported-command',
      'Select of a value that is not an element',
    );
  const select = locatorCode(element);
  return value(select, { t: 'source', what: 'select', data: { select } satisfies SelectData });
}

export function selectMethod(
  receiver: Value,
  name: string,
  node: ts.CallExpression,
  cx: RuleContext,
): Value | undefined {
  if (receiver.shape.t !== 'source' || receiver.shape.what !== 'select') return undefined;
  const select = receiver.code;
  const arg = node.arguments[0] ? cx.settle(node.arguments[0]) : str('');
  const choose = (option: Code) => value(method(select, 'selectOption', option), { t: 'promise' });
  switch (name) {
    case 'selectByVisibleText':
      return choose(object({ label: arg }));
    case 'selectByValue':
      return choose(object({ value: arg }));
    case 'selectByIndex':
      return choose(object({ index: arg }));
    case 'deselectAll':
      return choose(text('[]'));
    case 'getFirstSelectedOption':
      return value(method(select, 'locator', str('option:checked')), {
        t: 'locator',
        firstMatch: true,
        leaf: true,
      });
    case 'getAllSelectedOptions':
      return value(method(select, 'locator', str('option:checked')), { t: 'locators', leaf: true });
    case 'getOptions':
      return value(method(select, 'locator', str('option')), { t: 'locators', leaf: true });
    case 'isMultiple':
      return value(method(select, 'evaluate', text('(el) => (el as HTMLSelectElement).multiple')), {
        t: 'promise',
      });
    default:
      return cx.todo(node, 'selenium/unsupported-command', `Select.${name}`);
  }
}
