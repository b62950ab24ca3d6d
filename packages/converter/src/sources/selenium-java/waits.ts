/**
 * `new WebDriverWait(driver, timeout).until(condition)` → web-first assertions through the shared
 * conditions table (`webdriver/conditions.ts`); a lambda condition → `expect.poll`. The wait's
 * value (the element an `ExpectedConditions.*Located` condition finds) is the locator.
 */
import { conditions, type ConditionId } from '../../webdriver/conditions.js';
import { Unconvertible, type RuleContext, type Scope, type Val } from './context.js';
import { field, named, stringLiteral, type JNode } from './parser.js';
import { argument, callArgs } from './arguments.js';
import { durationMillis } from './fields.js';
import { lambdaWait } from './lambda-waits.js';
import { js } from './values.js';
import {
  foundFirst,
  options,
  subject,
  subjectOf,
  textArgument,
  type Wait,
} from './condition-subjects.js';
import { javaOnlyCondition } from './more-conditions.js';
import { lookupTable } from '../../core/lookup-table.js';

/** Java's `ExpectedConditions` → the shared table. */
const ecNames = lookupTable<Record<string, ConditionId>>({
  titleIs: 'title-is',
  titleContains: 'title-contains',
  urlToBe: 'url-is',
  urlContains: 'url-contains',
  urlMatches: 'url-matches',
  presenceOfElementLocated: 'located',
  presenceOfAllElementsLocatedBy: 'all-located',
  visibilityOfElementLocated: 'visible',
  visibilityOf: 'visible',
  visibilityOfAllElementsLocatedBy: 'visible',
  visibilityOfAllElements: 'visible',
  invisibilityOfElementLocated: 'hidden',
  invisibilityOf: 'hidden',
  elementToBeClickable: 'enabled',
  elementToBeSelected: 'selected',
  textToBePresentInElement: 'text-contains',
  textToBePresentInElementLocated: 'text-contains',
  textToBePresentInElementValue: 'value-contains',
  textToBe: 'text-is',
  stalenessOf: 'stale',
  frameToBeAvailableAndSwitchToIt: 'frame',
  alertIsPresent: 'alert',
});

/** Conditions whose Java value is a `Boolean`. */
const booleanConditions = new Set([
  'textToBe',
  'textToBePresentInElement',
  'textToBePresentInElementLocated',
  'textToBePresentInElementValue',
  'elementToBeSelected',
  'invisibilityOf',
  'invisibilityOfElementLocated',
  'stalenessOf',
]);

export function waitCall(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  wait: Wait,
  name: string,
  args: JNode[],
): Val {
  // `FluentWait` options. Its timeout and message go to the assertion; its poll interval to a
  // polled condition (a web-first assertion retries on its own); `ignoring(…)` says what
  // Playwright's retrying does anyway (an element not there yet is retried, not thrown).
  if (name === 'withTimeout') {
    const timeout = durationMillis(ctx, args[0], scope);
    return timeout ? { ...wait, timeout } : wait;
  }
  if (name === 'pollingEvery') {
    const intervals = durationMillis(ctx, args[0], scope);
    return intervals ? { ...wait, intervals } : wait;
  }
  if (name === 'withMessage' && args[0]) return { ...wait, message: argument(ctx, args[0], scope) };
  if (name === 'ignoring' || name === 'ignoreAll') return wait;
  if (name !== 'until')
    throw new Unconvertible(node, 'selenium-java/unsupported-command', `wait.${name}()`);
  const condition = args[0];
  if (!condition) throw new Unconvertible(node, 'selenium-java/unknown-condition', 'none');
  // `wait.until(…);` on its own: nothing reads the value the wait answers.
  const used = node.parent?.type !== 'expression_statement';
  return until(ctx, condition, scope, wait, false, used);
}

function until(
  ctx: RuleContext,
  condition: JNode,
  scope: Scope,
  wait: Wait,
  negated: boolean,
  used = false,
): Val {
  if (
    condition.type === 'lambda_expression' ||
    (condition.type === 'object_creation_expression' &&
      named(condition).some((c) => c.type === 'class_body'))
  )
    return lambdaWait(ctx, condition, scope, wait, negated, used);
  const object = field(condition, 'object')?.text;
  const name = field(condition, 'name')?.text ?? '';
  if (condition.type !== 'method_invocation' || (object && object !== 'ExpectedConditions'))
    throw new Unconvertible(condition, 'selenium-java/unknown-condition', condition.text);
  const args = callArgs(condition);
  if (name === 'not' && args[0]) return until(ctx, args[0], scope, wait, !negated);
  const javaOnly = javaOnlyCondition(
    {
      ctx,
      node: condition,
      scope,
      wait,
      negated,
      used,
      until: (inner, not, own) => until(ctx, inner, scope, own ?? wait, not),
    },
    name,
    args,
  );
  if (javaOnly) return javaOnly;
  if (name === 'numberOfElementsToBe' && args[0] && args[1]) {
    const els = subject(ctx, args[0], scope);
    const code = els.code.replace(/\.first\(\)$/, '');
    ctx.before.push(
      `await expect(${subjectOf(code, wait)}).${negated ? 'not.' : ''}toHaveCount(${ctx.value(args[1], scope)}${wait.timeout ? `, ${options(wait)}` : ''});`,
    );
    return { t: 'locs', code, leaf: els.leaf };
  }
  const id = ecNames[name];
  if (!id) throw new Unconvertible(condition, 'selenium-java/unknown-condition', name);
  const form = conditions[id];
  const opts = options(wait);
  const not = (form.negated ? !negated : negated) ? 'not.' : '';
  if (form.subject === 'page') {
    const arg = args[0] ? textArgument(ctx, args[0], scope, form.argument ?? 'exact') : '';
    ctx.before.push(
      `await expect(${subjectOf(scope.page, wait)}).${not}${form.matcher}(${[arg, opts].filter(Boolean).join(', ')});`,
    );
    return js('true', 'boolean');
  }
  if (form.subject === 'alert') {
    if (!scope.dialog) throw new Unconvertible(condition, 'selenium-java/alert-without-action');
    return { t: 'alert', dialog: scope.dialog };
  }
  if (form.subject === 'frame') {
    const target = args[0] ? ctx.expr(args[0], scope) : undefined;
    const literal = stringLiteral(args[0]);
    const frame =
      literal !== undefined
        ? `${scope.page}.locator(${JSON.stringify(`[name="${literal}"], [id="${literal}"]`)})`
        : target?.t === 'by'
          ? foundFirst(target, scope.page)
          : target?.t === 'loc'
            ? target.code
            : undefined;
    if (!frame) throw new Unconvertible(condition, 'selenium-java/unknown-condition', name);
    ctx.before.push(`await expect(${subjectOf(frame, wait)}).toBeAttached(${opts});`);
    scope.root = `${frame}.contentFrame()`;
    return js('');
  }
  const el = subject(ctx, args[0] as JNode, scope);
  const target =
    form.yields === 'elements' || /AllElements/.test(name)
      ? el.code.replace(/\.first\(\)$/, '')
      : el.code;
  const allVisible = /AllElements/.test(name) && form.matcher === 'toBeVisible';
  const assertTarget = allVisible ? `${target}.first()` : el.code;
  const textArg =
    form.argument && args[1] ? textArgument(ctx, args[1], scope, form.argument) : undefined;
  const entries = [
    ...(textArg && /Text$/.test(form.matcher ?? '') && !el.leaf ? ['useInnerText: true'] : []),
    ...(wait.timeout ? [`timeout: ${wait.timeout}`] : []),
  ];
  const finalArgs = [
    ...(textArg ? [textArg] : []),
    ...(entries.length ? [`{ ${entries.join(', ')} }`] : []),
  ];
  ctx.before.push(
    `await expect(${subjectOf(assertTarget, wait)}).${not}${form.matcher}(${finalArgs.join(', ')});`,
  );
  // Selenium waits until there are elements and every one of them is visible: none left hidden.
  if (allVisible && !not)
    ctx.before.push(
      `await expect(${subjectOf(`${target}.filter({ visible: false })`, wait)}).toHaveCount(0${wait.timeout ? `, ${options(wait)}` : ''});`,
    );
  // Java's condition yields `true` (a `Boolean`), not the element, once it holds.
  if (booleanConditions.has(name)) return js('true', 'boolean');
  if (form.yields === 'elements' || /AllElements/.test(name))
    return { t: 'locs', code: target, leaf: el.leaf };
  return { t: 'loc', code: el.code, leaf: el.leaf };
}
