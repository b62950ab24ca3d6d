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
import { subject, subjectOf, textArgument, type Wait } from './condition-subjects.js';

/** Translates one condition of a wait (its assertion goes to `ctx.before`). */
export type Until = (condition: JNode, negated: boolean) => Val;

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
const countMatchers: Record<string, [string, string]> = {
  numberOfElementsToBeMoreThan: ['toBeGreaterThan', 'toBeLessThanOrEqual'],
  numberOfElementsToBeLessThan: ['toBeLessThan', 'toBeGreaterThanOrEqual'],
};

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
  const poll = (read: string, matcher: string, expected = ''): void => {
    ctx.before.push(
      `await expect.poll(${read}${pollOptions(wait)}).${not}${matcher}(${expected});`,
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
      ctx.before.push(
        `await expect.poll(() => ${code}.count()${pollOptions(wait)}).${negated ? opposite : matcher}(${ctx.value(arg(1), scope)});`,
      );
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
      poll(`() => ${scope.page}.context().pages().length`, 'toBe', ctx.value(arg(0), scope));
      return js('true', 'boolean');
    case 'jsReturnsValue': {
      const evaluate = script(ctx, arg(0), scope);
      if (!call.used || negated) {
        poll(`() => ${evaluate}`, 'toBeTruthy');
        return js('true', 'boolean');
      }
      // Selenium's wait answers the value the script returned once it was one.
      const value = ctx.fresh('returned');
      ctx.before.push(`let ${value}: unknown;`);
      poll(`async () => (${value} = await ${evaluate})`, 'toBeTruthy');
      return js(value, 'Object');
    }
    case 'javaScriptThrowsNoExceptions':
      poll(`() => ${script(ctx, arg(0), scope)}.then(() => true, () => false)`, 'toBe', 'true');
      return js('true', 'boolean');
    default:
      return undefined;
  }
}

function pollOptions(wait: Wait): string {
  const entries = [
    ...(wait.message ? [`message: ${wait.message}`] : []),
    ...(wait.timeout ? [`timeout: ${wait.timeout}`] : []),
    ...(wait.intervals ? [`intervals: [${wait.intervals}]`] : []),
  ];
  return entries.length ? `, { ${entries.join(', ')} }` : '';
}

/**
 * `or(a, b)`: the first assertion that holds ends the wait. Each condition's assertion waits with
 * the wait's timeout; `Promise.any` fails only when every one of them failed.
 */
function anyOf(call: ConditionCall, conditions: JNode[], negated: boolean): Val {
  const { ctx } = call;
  const assertions: string[] = [];
  for (const condition of conditions) {
    const start = ctx.before.length;
    call.until(condition, negated);
    const lines = ctx.before.splice(start);
    const only = lines.length === 1 ? /^await (.+);$/.exec(lines[0] as string) : null;
    if (!only?.[1])
      throw new Unconvertible(condition, 'selenium-java/unknown-condition', condition.text);
    assertions.push(only[1]);
  }
  ctx.before.push(`await Promise.any([${assertions.join(', ')}]);`);
  return js('true', 'boolean');
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
  const given =
    literal !== undefined ? { k: 'str' as const, value: literal } : text(ctx.value(node, scope));
  const command = driverCommands.executeScript;
  if (command?.kind !== 'call') throw new Unconvertible(node, 'selenium-java/unknown-condition');
  return print(command.to(text(scope.page), [given])).replace(
    /\(function \(\) \{/g,
    '(function (..._args: unknown[]) {',
  );
}
