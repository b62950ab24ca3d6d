/**
 * The `ExpectedConditions` members the shared conditions table has no row for, because no other
 * source has them: attributes, counts above or below a number, an element's selection state, text
 * that must be gone, scripts, the number of windows, and the combinators `and`, `or`, `refreshed`.
 */
import { driverCommands } from '../../webdriver/driver.js';
import { print, text } from '../../playwright/code.js';
import { Unconvertible, type RuleContext, type Scope, type Val } from './context.js';
import { stringLiteral, type JNode } from './parser.js';
import { js } from './values.js';
import { textScript } from './scripts.js';
import {
  pollOptions,
  subject,
  subjectOf,
  textArgument,
  untilReady,
  type Wait,
} from './condition-subjects.js';
import { lookupTable } from '../../core/lookup-table.js';

/**
 * Translates one condition of a wait (its assertion goes to `ctx.before`); `wait`: another wait's
 * timeout and options than the call's own (a condition of `or`).
 */
export type Until = (condition: JNode, negated: boolean, wait?: Wait) => Val;

export interface ConditionCall {
  readonly ctx: RuleContext;
  readonly node: JNode;
  readonly scope: Scope;
  readonly wait: Wait;
  readonly negated: boolean;
  /** Whether the code reads the wait's value (it is not a statement of its own). */
  used: boolean;
  until: Until;
}

/** Selenium's comparisons of a count, and what each is when negated. */
const countMatchers = lookupTable<Record<string, [string, string]>>({
  numberOfElementsToBeMoreThan: ['toBeGreaterThan', 'toBeLessThanOrEqual'],
  numberOfElementsToBeLessThan: ['toBeLessThan', 'toBeGreaterThanOrEqual'],
});

/** The condition's translation, or undefined when it is one of the shared table's. */
export function javaOnlyCondition(
  call: ConditionCall,
  name: string,
  args: JNode[],
): Val | undefined {
  const { ctx, scope, wait, negated } = call;
  const not = negated ? 'not.' : '';
  const timeout = wait.timeout ? `timeout: ${wait.timeout}` : '';
  const withTimeout = (...given: string[]): string =>
    [...given, ...(timeout ? [`{ ${timeout} }`] : [])].join(', ');
  const assert = (target: string, matcher: string, ...given: string[]): Val => {
    ctx.before.push(
      `await expect(${subjectOf(target, wait)}).${not}${matcher}(${withTimeout(...given)});`,
    );
    return js('true', 'boolean');
  };
  /**
   * A value read again until its matcher holds (`async`: it is a promise); in a tick of `or`'s
   * poll, read once. `compare`: the whole matcher call's start when negation is its own matcher.
   */
  const poll = (
    value: string,
    async: boolean,
    matcher: string,
    expected = '',
    compare = `${not}${matcher}(`,
  ): void => {
    ctx.before.push(
      wait.once
        ? `expect(${async ? 'await ' : ''}${value}).${compare}${expected});`
        : `await expect.poll(() => ${value}${pollOptions(wait)}).${compare}${expected});`,
    );
  };
  const arg = (i: number): JNode => {
    const node = args[i];
    if (!node) throw new Unconvertible(call.node, 'selenium-java/unknown-condition', name);
    return node;
  };
  switch (name) {
    // A locator finds its element again each time it is used: it is never stale.
    case 'refreshed':
      return call.until(arg(0), negated);
    case 'and':
      // Not all of them holds: one of them does not.
      if (negated) return anyOf(call, args, true);
      for (const condition of args) call.until(condition, false);
      return js('true', 'boolean');
    case 'or':
      if (negated) {
        for (const condition of args) call.until(condition, true);
        return js('true', 'boolean');
      }
      return anyOf(call, args, false);
    case 'attributeToBe':
    case 'attributeContains': {
      const el = subject(ctx, arg(0), scope);
      const value = textArgument(
        ctx,
        arg(2),
        scope,
        name === 'attributeToBe' ? 'exact' : 'substring',
      );
      return assert(el.code, 'toHaveAttribute', ctx.value(arg(1), scope), value);
    }
    case 'textMatches':
      return assert(
        subject(ctx, arg(0), scope).code,
        'toHaveText',
        patternArgument(ctx, arg(1), scope),
      );
    case 'numberOfElementsToBeMoreThan':
    case 'numberOfElementsToBeLessThan': {
      const els = subject(ctx, arg(0), scope);
      const code = els.code.replace(/\.first\(\)$/, '');
      const [matcher, opposite] = countMatchers[name] as [string, string];
      // Negated, the opposite comparison (not `.not.`, which the matcher would already say).
      const compare = negated ? `${opposite}(` : `${matcher}(`;
      poll(`${code}.count()`, true, '', `${ctx.value(arg(1), scope)}`, compare);
      return { t: 'locs', code, leaf: els.leaf };
    }
    case 'elementSelectionStateToBe': {
      const el = subject(ctx, arg(0), scope);
      const state = arg(1).text;
      if (state === 'true' || state === 'false') {
        const checked = (state === 'true') !== negated;
        ctx.before.push(
          `await expect(${subjectOf(el.code, wait)}).${checked ? '' : 'not.'}toBeChecked(${withTimeout()});`,
        );
        return js('true', 'boolean');
      }
      return assert(el.code, 'toBeChecked', `{ checked: ${ctx.value(arg(1), scope)} }`);
    }
    case 'invisibilityOfElementWithText': {
      // Selenium reads the first element's visible text: a hidden element's is empty.
      const el = subject(ctx, arg(0), scope);
      const visible = `${el.code}.filter({ visible: true })`;
      ctx.before.push(
        `await expect(${subjectOf(visible, wait)}).${negated ? '' : 'not.'}toHaveText(${withTimeout(ctx.value(arg(1), scope))});`,
      );
      return js('true', 'boolean');
    }
    case 'numberOfWindowsToBe':
      poll(`${scope.page}.context().pages().length`, false, 'toBe', ctx.value(arg(0), scope));
      return js('true', 'boolean');
    case 'jsReturnsValue':
      return jsReturnsValue(call, script(ctx, arg(0), scope));
    case 'javaScriptThrowsNoExceptions':
      poll(`${script(ctx, arg(0), scope)}.then(() => true, () => false)`, true, 'toBe', 'true');
      return js('true', 'boolean');
    default:
      return undefined;
  }
}

/**
 * Selenium's `jsReturnsValue`: the script's result once it is one — not null (JavaScript's
 * `undefined` too), not an empty string or array, and not `false` (`FluentWait` goes on waiting
 * for a `Boolean` false); `0` or `{}` is a value. A script that throws is not ready yet.
 */
function jsReturnsValue(call: ConditionCall, evaluate: string): Val {
  const { ctx, wait, negated } = call;
  const read = `await ${evaluate}.catch(() => null)`;
  const ready = (v: string): string =>
    `${v} != null && ${v} !== false && ${v} !== '' && !(Array.isArray(${v}) && ${v}.length === 0)`;
  // `value` names the result unless the script's own code reads a `value` of the test's.
  const local = (): string => {
    let name = 'value';
    for (let i = 2; new RegExp(`\\b${name}\\b`).test(evaluate); i++) name = `value${i}`;
    return name;
  };
  // Selenium's wait answers the value the script returned once it was one.
  const kept = call.used && !negated && !wait.once;
  const name = kept ? ctx.fresh('returned') : local();
  untilReady(ctx, { wait, negated, read, ready, name, ...(kept ? { kept: {} } : {}) });
  return kept ? js(name, 'Object') : js('true', 'boolean');
}

/**
 * `or(a, b)` (and a negated `and`): retried until, in one try, one of the conditions holds. A try
 * checks each condition once — a web-first assertion with a 1 ms timeout (Playwright checks once
 * before it would retry), a polled value read once — so no assertion goes on retrying after the
 * wait is over, as none does after Selenium's `or` returned.
 */
function anyOf(call: ConditionCall, conditions: JNode[], negated: boolean): Val {
  const { ctx, scope, wait } = call;
  const once: Wait = { t: 'wait', timeout: '1', once: true };
  const checks: string[] = [];
  for (const condition of conditions) {
    const start = ctx.before.length;
    const root = scope.root;
    const result = call.until(condition, negated, once);
    const lines = ctx.before.splice(start);
    // A frame to switch to or an alert to answer is not a condition to check among others.
    if (!lines.length || scope.root !== root || result.t === 'alert') {
      scope.root = root;
      throw new Unconvertible(condition, 'selenium-java/unknown-condition', condition.text);
    }
    const only = lines.length === 1 ? /^await (expect\(.*\));$/s.exec(lines[0] as string) : null;
    checks.push(
      only?.[1] && !/\bawait\b/.test(only[1])
        ? only[1]
        : `(async () => {\n${lines.join('\n')}\n})()`,
    );
  }
  const any = `await Promise.any([${checks.join(', ')}]);`;
  if (wait.once) {
    ctx.before.push(any);
    return js('true', 'boolean');
  }
  const options = [
    ...(wait.timeout ? [`timeout: ${wait.timeout}`] : []),
    ...(wait.intervals ? [`intervals: [${wait.intervals}]`] : []),
  ];
  ctx.before.push(
    `await expect(${subjectOf(`async () => {\n${any}\n}`, { ...wait, message: wait.message ?? anyOfMessage(conditions, negated) })}).toPass(${options.length ? `{ ${options.join(', ')} }` : ''});`,
  );
  return js('true', 'boolean');
}

/**
 * What Selenium's timeout says the combined condition waited for (`Promise.any` alone fails with
 * "All promises were rejected"), each condition as the suite wrote it.
 */
function anyOfMessage(conditions: JNode[], negated: boolean): string {
  const written = conditions.map((c) =>
    c.text
      .replace(/\s+/g, ' ')
      .replace(/\bExpectedConditions\s*\.\s*/g, '')
      .replace(/\( | (?=\))/g, (m) => m.trim()),
  );
  return JSON.stringify(
    negated
      ? `Expected condition failed: waiting for condition to not be valid: all conditions to be valid: ${written.join(' && ')}`
      : `Expected condition failed: waiting for at least one condition to be valid: ${written.join(' || ')}`,
  );
}

/** `Pattern.compile("…")` or a pattern string → a regular expression. */
function patternArgument(ctx: RuleContext, node: JNode, scope: Scope): string {
  const compiled = /^Pattern\s*\.\s*compile\s*\(\s*("(?:[^"\\]|\\.)*")\s*\)$/s.exec(node.text);
  if (compiled) {
    const literal = JSON.parse(compiled[1] as string) as string;
    return `/${literal.replace(/\//g, '\\/')}/`;
  }
  return textArgument(ctx, node, scope, 'pattern');
}

/** A script a condition runs in the page, as `executeScript` runs it. */
function script(ctx: RuleContext, node: JNode, scope: Scope): string {
  const literal = stringLiteral(node);
  if (literal === undefined) return textScript(scope.page, ctx.value(node, scope), [], false);
  const given = { k: 'str' as const, value: literal };
  const command = driverCommands.executeScript;
  if (command?.kind !== 'call') throw new Unconvertible(node, 'selenium-java/unknown-condition');
  return print(command.to(text(scope.page), [given])).replace(
    /\(function \(\) \{/g,
    '(function (..._args: unknown[]) {',
  );
}
