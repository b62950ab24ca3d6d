/**
 * `WebDriverWait(driver, t).until(condition)` → web-first assertions through the shared
 * conditions table (`webdriver/conditions.ts`); a lambda condition → `expect.poll`. The wait's
 * value (the element an `EC.*_located` condition finds) is the locator.
 */
import { conditions, type ConditionId } from '../../webdriver/conditions.js';
import { Unconvertible, type RuleContext, type Scope } from './context.js';
import type { CallArgs } from './call-args.js';
import { callArgs } from './call-args.js';
import { field, named, type PyNode } from './parser.js';
import { literalValue } from './strings.js';
import { found } from './locate.js';
import { textMatcherArgument } from '../../playwright/assertions.js';
import { js, paren, type Val } from './values.js';
import { switchToFrame } from './switching.js';
import { lookupTable } from '../../core/lookup-table.js';

type Wait = Extract<Val, { t: 'wait' }>;

/** Python's `expected_conditions` names → the shared table (and what the first argument is). */
const ecNames = lookupTable<Record<string, ConditionId>>({
  title_is: 'title-is',
  title_contains: 'title-contains',
  url_to_be: 'url-is',
  url_contains: 'url-contains',
  url_matches: 'url-matches',
  presence_of_element_located: 'located',
  presence_of_all_elements_located: 'all-located',
  visibility_of_element_located: 'visible',
  visibility_of: 'visible',
  visibility_of_all_elements_located: 'visible',
  visibility_of_any_elements_located: 'visible',
  invisibility_of_element_located: 'hidden',
  invisibility_of_element: 'hidden',
  element_to_be_clickable: 'enabled',
  element_to_be_selected: 'selected',
  element_located_to_be_selected: 'selected',
  text_to_be_present_in_element: 'text-contains',
  text_to_be_present_in_element_value: 'value-contains',
  staleness_of: 'stale',
  frame_to_be_available_and_switch_to_it: 'frame',
  alert_is_present: 'alert',
});

/** Seconds (a Python number) as milliseconds. */
export function millis(seconds: string): string {
  return /^\d+(\.\d+)?$/.test(seconds)
    ? String(Math.round(Number(seconds) * 1000))
    : `${paren(seconds)} * 1000`;
}

function timeoutOption(wait: Wait): string {
  return wait.timeout ? `{ timeout: ${wait.timeout} }` : '';
}

/** The element a condition is about: a locator tuple (found from the page) or an element. */
function subject(
  ctx: RuleContext,
  node: PyNode,
  scope: Scope,
  many = false,
): { code: string; leaf: boolean } {
  const v = ctx.expr(node, scope);
  if (v.t === 'by') {
    const f = found(v, scope.root, many);
    return { code: (f as { code: string }).code, leaf: v.leaf };
  }
  if (v.t === 'loc' || v.t === 'locs') return { code: v.code, leaf: v.leaf };
  throw new Unconvertible(node, 'selenium-python/unknown-condition', 'its element');
}

function textArgument(
  ctx: RuleContext,
  node: PyNode,
  scope: Scope,
  how: 'exact' | 'substring' | 'pattern',
): string {
  return textMatcherArgument(literalValue(node), () => ctx.value(node, scope), how);
}

export function waitCall(
  ctx: RuleContext,
  wait: Wait,
  name: string,
  args: CallArgs,
  scope: Scope,
): Val {
  if (name !== 'until' && name !== 'until_not')
    throw new Unconvertible(
      args.node,
      'selenium-python/unsupported-command',
      `WebDriverWait.${name}()`,
    );
  const negate = name === 'until_not';
  const conditionNode = args.positional[0] ?? args.keywords.get('method');
  const messageNode = args.positional[1] ?? args.keywords.get('message');
  if (!conditionNode) throw new Unconvertible(args.node, 'selenium-python/unknown-condition');
  const message = messageNode ? `, ${ctx.value(messageNode, scope)}` : '';
  const timeout = timeoutOption(wait);
  if (conditionNode.type === 'lambda')
    return lambdaWait(ctx, wait, negate, conditionNode, args, scope);
  const call = conditionNode.type === 'call' ? conditionNode : undefined;
  const ecName = call
    ? (field(call, 'function')
        ?.text.replace(/\s+/g, '')
        .replace(/^(EC|expected_conditions|ec)\./, '') ?? '')
    : '';
  const id = ecNames[ecName];
  const ecArgs = call ? callArgs(call) : undefined;
  if (!id || !ecArgs) {
    if (ecArgs && (ecName === 'all_of' || ecName === 'none_of' || ecName === 'any_of')) {
      return combined(ctx, wait, ecName, negate, ecArgs, scope, message);
    }
    if (ecArgs && ecName === 'url_changes') {
      ctx.importName('@playwright/test', 'expect');
      return js(
        `await expect.poll(() => ${wait.page}.url()${message}${timeout ? `, ${timeout}` : ''}).${negate ? 'toBe' : 'not.toBe'}(${ctx.value(ecArgs.positional[0] as PyNode, scope)})`,
      );
    }
    if (
      ecArgs &&
      (ecName === 'element_selection_state_to_be' ||
        ecName === 'element_located_selection_state_to_be')
    ) {
      const el = subject(ctx, ecArgs.positional[0] as PyNode, scope);
      const state = ecArgs.positional[1] ?? ecArgs.keywords.get('is_selected');
      const literal = state?.text;
      const checked =
        literal === 'True'
          ? negate
            ? 'false'
            : ''
          : literal === 'False'
            ? negate
              ? ''
              : 'false'
            : undefined;
      const option =
        checked === undefined
          ? `checked: ${negate ? '!' : ''}${paren(ctx.value(state as PyNode, scope))}`
          : checked
            ? 'checked: false'
            : '';
      const options = [option, wait.timeout ? `timeout: ${wait.timeout}` : '']
        .filter(Boolean)
        .join(', ');
      ctx.importName('@playwright/test', 'expect');
      return js(
        `await expect(${el.code}${message}).toBeChecked(${options ? `{ ${options} }` : ''})`,
      );
    }
    if (ecName === 'number_of_windows_to_be') {
      ctx.importName('@playwright/test', 'expect');
      return js(
        `await expect.poll(() => ${wait.page}.context().pages().length${timeout ? `, ${timeout}` : ''}).${negate ? 'not.toBe' : 'toBe'}(${ctx.value(ecArgs?.positional[0] as PyNode, scope)})`,
      );
    }
    if (ecName === 'new_window_is_opened') {
      ctx.importName('@playwright/test', 'expect');
      return js(
        `await expect.poll(() => ${wait.page}.context().pages().length${timeout ? `, ${timeout}` : ''}).toBeGreaterThan(${ctx.value(ecArgs?.positional[0] as PyNode, scope)}.length)`,
      );
    }
    if (ecName === 'text_to_be_present_in_element_attribute' && ecArgs) {
      const el = subject(ctx, ecArgs.positional[0] as PyNode, scope);
      ctx.importName('@playwright/test', 'expect');
      return js(
        `await expect(${el.code}${message}).${negate ? 'not.' : ''}toHaveAttribute(${ctx.value(ecArgs.positional[1] as PyNode, scope)}, ${textArgument(ctx, ecArgs.positional[2] as PyNode, scope, 'substring')}${timeout ? `, ${timeout}` : ''})`,
      );
    }
    if (ecName === 'element_attribute_to_include' && ecArgs) {
      const el = subject(ctx, ecArgs.positional[0] as PyNode, scope);
      ctx.importName('@playwright/test', 'expect');
      return js(
        `await expect(${el.code}${message}).${negate ? 'not.' : ''}toHaveAttribute(${ctx.value(ecArgs.positional[1] as PyNode, scope)}${timeout ? `, ${timeout}` : ''})`,
      );
    }
    throw new Unconvertible(
      conditionNode,
      'selenium-python/unknown-condition',
      ecName || conditionNode.text,
    );
  }
  const form = conditions[id];
  ctx.importName('@playwright/test', 'expect');
  const first = ecArgs.positional[0];
  switch (form.subject) {
    case 'alert': {
      if (!scope.dialog) throw new Unconvertible(args.node, 'selenium-python/alert-without-action');
      return { t: 'alert', code: scope.dialog };
    }
    case 'frame': {
      if (!first)
        throw new Unconvertible(conditionNode, 'selenium-python/unknown-condition', ecName);
      switchToFrame(ctx, first, scope);
      return js('true', 'bool');
    }
    case 'page': {
      const matcher = `${negate ? 'not.' : ''}${form.matcher}`;
      const expected = textArgument(ctx, first as PyNode, scope, form.argument ?? 'exact');
      return js(
        `await expect(${wait.page}${message}).${matcher}(${expected}${timeout ? `, ${timeout}` : ''})`,
      );
    }
    default: {
      const many =
        id === 'all-located' || ecName.includes('all_elements') || ecName.includes('any_elements');
      const el = subject(ctx, first as PyNode, scope, many);
      const target = many ? `${el.code}.first()` : el.code;
      const textArg =
        form.argument && ecArgs.positional[1]
          ? textArgument(ctx, ecArgs.positional[1], scope, form.argument)
          : undefined;
      const negated = (form.negated ?? false) !== negate;
      const useInner =
        form.matcher === 'toHaveText' || form.matcher === 'toContainText'
          ? el.leaf
            ? ''
            : 'useInnerText: true'
          : '';
      const options = [wait.timeout ? `timeout: ${wait.timeout}` : '', useInner]
        .filter(Boolean)
        .join(', ');
      const argsCode = [textArg, options ? `{ ${options} }` : ''].filter(Boolean).join(', ');
      const statement = `await expect(${target}${message}).${negated ? 'not.' : ''}${form.matcher}(${argsCode})`;
      if (id === 'enabled' && !negate)
        ctx.before.push(`await expect(${target}${message}).toBeVisible(${timeout});`);
      if (form.yields === 'element' || form.yields === 'elements') {
        ctx.before.push(`${statement};`);
        return many
          ? { t: 'locs', code: el.code, leaf: el.leaf }
          : { t: 'loc', code: el.code, leaf: el.leaf };
      }
      return js(statement);
    }
  }
}

/**
 * `until(lambda d: ...)`: an element or elements found → waiting for them (the wait's value),
 * `is_displayed()` → a visibility assertion, anything else → `expect.poll` of the lambda (whose
 * truthy answer is the wait's value where the code uses it).
 */
function lambdaWait(
  ctx: RuleContext,
  wait: Wait,
  negate: boolean,
  condition: PyNode,
  args: CallArgs,
  scope: Scope,
): Val {
  const messageNode = args.positional[1] ?? args.keywords.get('message');
  const messageCode = messageNode ? ctx.value(messageNode, scope) : undefined;
  const message = messageCode ? `, ${messageCode}` : '';
  const timeout = timeoutOption(wait);
  const polling: Scope = { ...scope, polling: true };
  const bodyScope: Scope = { ...polling, vars: new Map(scope.vars) };
  const params = field(condition, 'parameters');
  const driverParam = params ? named(params)[0] : undefined;
  if (driverParam?.type === 'identifier')
    bodyScope.vars.set(driverParam.text, { t: 'page', code: scope.page });
  const bodyValue = ctx.expr(field(condition, 'body') as PyNode, bodyScope);
  ctx.importName('@playwright/test', 'expect');
  // `until(lambda d: d.find_element(...))`: waits for the element, answers it.
  if (bodyValue.t === 'loc') {
    ctx.before.push(
      `await expect(${bodyValue.code}${message}).${negate ? 'not.' : ''}toBeAttached(${timeout});`,
    );
    return negate ? js('true', 'bool') : bodyValue;
  }
  // `find_elements` answers a list, which the wait takes once it is not empty.
  if (bodyValue.t === 'locs') {
    ctx.before.push(
      `await expect(${bodyValue.code}${message}).${negate ? '' : 'not.'}toHaveCount(${['0', timeout].filter(Boolean).join(', ')});`,
    );
    return negate ? js('true', 'bool') : bodyValue;
  }
  // A missing element is not displayed, and Selenium's wait asks again: a visibility assertion.
  if (bodyValue.t === 'read' && bodyValue.read === 'displayed')
    return js(
      `await expect(${bodyValue.target}${message}).${negate ? 'toBeHidden' : 'toBeVisible'}(${timeout})`,
    );
  const callback = ctx.lambda(condition, polling, true).replace(/^(async )?\([^)]*\)/, 'async ()');
  const options = [
    wait.timeout ? `timeout: ${wait.timeout}` : '',
    messageCode ? `message: ${messageCode}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const optionsArg = options ? `, { ${options} }` : '';
  const matcher = negate ? 'toBeFalsy' : 'toBeTruthy';
  if (args.node.parent?.type === 'expression_statement' || negate)
    return js(`await expect.poll(${callback}${optionsArg}).${matcher}()`);
  // The code uses what the condition answered: the poll keeps its last answer.
  const answer = ctx.fresh('answer');
  const body = callback.replace(/^async \(\) => /, '');
  ctx.before.push(
    `let ${answer};`,
    `await expect.poll(async () => (${answer} = ${body})${optionsArg}).${matcher}();`,
  );
  return js(answer);
}

/** `WebDriverWait(driver, timeout)`: the wait's page and timeout in milliseconds. */
export function waitOf(ctx: RuleContext, args: CallArgs, scope: Scope): Val {
  const timeoutNode = args.positional[1] ?? args.keywords.get('timeout');
  const driver = args.positional[0] ? ctx.expr(args.positional[0], scope) : undefined;
  const page = driver?.t === 'page' ? driver.code : scope.page;
  return {
    t: 'wait',
    page,
    root: scope.root,
    ...(timeoutNode ? { timeout: millis(ctx.value(timeoutNode, scope)) } : {}),
  };
}

/** A condition given as an argument (of `any_of`, `all_of`, `none_of`) as the wait's own argument. */
function nested(condition: PyNode): CallArgs {
  return { positional: [condition], keywords: new Map(), node: condition };
}

/**
 * `all_of`, `none_of`, `any_of` (and their `until_not`). Conditions that must all hold (or all
 * fail) are waited for in turn; "any" becomes each condition as a short assertion of its own,
 * retried together until one of them passes.
 */
function combined(
  ctx: RuleContext,
  wait: Wait,
  ecName: 'all_of' | 'none_of' | 'any_of',
  negate: boolean,
  ecArgs: CallArgs,
  scope: Scope,
  message: string,
): Val {
  // Each condition is checked as itself or as its opposite, and all of them or any one must pass.
  const opposite = negate ? ecName !== 'none_of' : ecName === 'none_of';
  const every = negate ? ecName === 'any_of' : ecName !== 'any_of';
  const how = opposite ? 'until_not' : 'until';
  if (every) {
    for (const each of ecArgs.positional) {
      const part = waitCall(ctx, wait, how, nested(each), scope);
      if (part.t === 'js' && part.code.startsWith('await ')) ctx.before.push(`${part.code};`);
    }
    return js('true', 'bool');
  }
  const short: Wait = { ...wait, timeout: '1000' };
  const checks = ecArgs.positional.map((each) => {
    const mark = ctx.before.length;
    const part = waitCall(ctx, short, how, nested(each), scope);
    const statements = ctx.before.splice(mark);
    if (part.t === 'js' && part.code.startsWith('await ')) statements.push(`${part.code};`);
    return `(async () => {\n${statements.join('\n')}\n})()`;
  });
  ctx.importName('@playwright/test', 'expect');
  return js(
    `await expect(async () => {\nawait Promise.any([${checks.join(', ')}]);\n}${message}).toPass(${wait.timeout ? `{ timeout: ${wait.timeout} }` : ''})`,
  );
}
