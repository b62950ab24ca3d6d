/**
 * `wait.until(d -> …)`: Selenium's `FluentWait.until` returns as soon as the function answers a
 * value that is not null and not `Boolean.FALSE` — an empty string or a 0 is a value, and the
 * wait is over. `not(…)` of it holds while the answer is null or false.
 */
import { childScope, Unconvertible, type RuleContext, type Scope, type Val } from './context.js';
import { field, named, type JNode } from './parser.js';
import type { ReadKind } from '../../webdriver/elements.js';
import { typedLambda } from './lambdas.js';
import { js } from './values.js';
import { rawType, roleOf, tsType, typeArgument } from './types.js';
import { options, pollOptions, subjectOf, untilReady, type Wait } from './condition-subjects.js';

const ready = (v: string): string => `${v} != null && ${v} !== false`;

/** The Java type of what a read of an element or the page answers, where it is one type. */
function readType(kind: ReadKind): string | undefined {
  if (kind === 'displayed' || kind === 'enabled' || kind === 'selected') return 'boolean';
  if (kind === 'count') return 'int';
  if (kind === 'rect' || kind === 'property' || kind === 'domProperty') return undefined;
  return 'String';
}

export function lambdaWait(
  ctx: RuleContext,
  condition: JNode,
  scope: Scope,
  wait: Wait,
  negated: boolean,
  used: boolean,
): Val {
  if (condition.type === 'lambda_expression') answersFoundElements(condition);
  const made: { code: string; value?: Val; declared?: string } =
    condition.type === 'lambda_expression'
      ? typedLambda(ctx, condition, scope, true)
      : anonymousCondition(ctx, condition, scope);
  const { code: fn, value: answer, declared } = made;
  const type =
    declared ??
    (answer?.t === 'js' ? answer.type : answer?.t === 'read' ? readType(answer.kind) : undefined);
  const isBoolean = type === 'boolean' || type === 'Boolean';
  // `d -> d.findElement(…)`: the element, once it is there (Java's find throws until then).
  if (answer?.t === 'loc' && !negated) {
    const first = answer.code.endsWith('.first()') ? answer.code : `${answer.code}.first()`;
    ctx.before.push(`await expect(${subjectOf(first, wait)}).toBeAttached(${options(wait)});`);
    return wait.once ? js('') : answer;
  }
  // `d -> d.findElements(…)`: a list, empty or not, is a value: the wait is over at once.
  if (answer?.t === 'locs' && !negated && !wait.once) return answer;
  // The lambda's expression itself, or its block called once.
  const body = /^(?:async )?\(\) => (?!\{)(.*)$/s.exec(fn)?.[1];
  const once = body ?? `${fn.startsWith('async ') ? 'await ' : ''}(${fn})()`;
  if (wait.once && isBoolean) {
    ctx.before.push(`expect(${once}).${negated ? 'toBeFalsy' : 'toBeTruthy'}();`);
    return js('');
  }
  // A boolean answer is ready when true: the poll's own truthiness says it.
  if (isBoolean) {
    ctx.before.push(
      `await expect.poll(${fn}${pollOptions(wait)}).${negated ? 'toBeFalsy' : 'toBeTruthy'}();`,
    );
    return used ? js('true', 'boolean') : js('');
  }
  // The wait answers what the function answered once it was ready.
  const kept = used && !negated && !wait.once;
  const name = ctx.fresh(kept ? 'returned' : 'value');
  const ts = type ? tsType(type) : 'any';
  const typed = kept && ts !== 'any';
  untilReady(ctx, {
    wait,
    negated,
    read: once,
    // A value typed other than boolean is never `false`: TypeScript refuses the comparison.
    ready: typed ? (v) => `${v} != null` : ready,
    name,
    ...(kept ? { kept: typed ? { type: ts } : {} } : {}),
  });
  if (wait.once) return js('');
  if (!kept) return used ? js('true', 'boolean') : js('');
  return ts === 'any' ? js(name, 'Object') : js(`${name}!`, type);
}

/**
 * `new ExpectedCondition<Boolean>() { public Boolean apply(WebDriver d) { … } }` (or a
 * `Function<WebDriver, T>`): its `apply` is the lambda's block, typed by the class's argument. An
 * element or a list answered from a block is not one a wait can see found: left as the original.
 */
function anonymousCondition(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
): { code: string; value?: Val; declared?: string } {
  const unsupported = (): never => {
    throw new Unconvertible(node, 'selenium-java/unsupported-syntax', 'anonymous class');
  };
  const written = field(node, 'type')?.text ?? '';
  const raw = rawType(written);
  const args = typeArgument(written)?.split(',') ?? [];
  const declared =
    raw === 'ExpectedCondition'
      ? args[0]?.trim()
      : raw === 'Function'
        ? args[1]?.trim()
        : undefined;
  const body = named(node).find((c) => c.type === 'class_body');
  const members = body ? named(body).filter((m) => !m.type.endsWith('comment')) : [];
  const apply = members[0];
  if (!declared || members.length !== 1 || apply?.type !== 'method_declaration') unsupported();
  const method = apply as JNode;
  const block = field(method, 'body');
  if (field(method, 'name')?.text !== 'apply' || !block) unsupported();
  if (roleOf(declared as string) || rawType(declared as string) === 'WebElement') unsupported();
  const params = field(method, 'parameters');
  const driver = params ? field(named(params)[0] as JNode, 'name')?.text : undefined;
  const inner = childScope(scope, { isAsync: true });
  if (driver) inner.vars.set(driver, { t: 'page', code: scope.page });
  const lines = ctx.block(block as JNode, inner);
  const isAsync = lines.some((l) => /\bawait\b/.test(l));
  return { code: `${isAsync ? 'async ' : ''}() => {\n${lines.join('\n')}\n}`, declared };
}

/**
 * `d -> { …; return d.findElement(…); }`: Java's find throws until the element is there, so the
 * wait waits for it; the converted block answers a locator, which is there at once. Left as the
 * original, as an anonymous class answering an element is.
 */
function answersFoundElements(lambda: JNode): void {
  const body = field(lambda, 'body');
  if (body?.type !== 'block') return;
  const visit = (node: JNode): void => {
    if (node.type === 'lambda_expression' || node.type === 'class_body') return;
    if (node.type === 'return_statement') {
      const value = named(node)[0];
      const name = value?.type === 'method_invocation' ? field(value, 'name')?.text : undefined;
      if (name === 'findElement' || name === 'findElements')
        throw new Unconvertible(
          lambda,
          'selenium-java/unsupported-syntax',
          'a block lambda answering a found element',
        );
    }
    for (const child of named(node)) visit(child);
  };
  visit(body);
}
