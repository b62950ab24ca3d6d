/**
 * Waits: `browser.wait(condition, timeout, message)` with every ExpectedConditions member, custom
 * condition functions and promises, and `browser.sleep`. A condition on an element or the page
 * becomes the web-first assertion that waits for the same thing (`visibilityOf` → `toBeVisible`,
 * `urlContains` → `toHaveURL(/…/)`); combinations and custom functions are polled with
 * `expect.poll`. Semantics follow `built/expectedConditions.js`: `invisibilityOf` also holds when
 * the element is absent, `textToBePresentInElement` is a substring test on the visible text.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { conditions, protractorExpectedConditions } from '../../webdriver/conditions.js';
import { out, statements, unknown, type Condition, type Out } from './kinds.js';
import { exactRegex, stringValue, substringRegex } from './text.js';

/** One web-first assertion: `expect(target).matcher(arg, { timeout })`. */
interface Wait {
  target: string;
  matcher: string;
  arg?: string;
}

interface ConditionEntry {
  from: string;
  /** Takes an element (first argument) rather than a value. */
  element: boolean;
  /** The web-first assertion(s) waiting for the condition: `[target, matcher][]`. */
  assert?: (c: Condition, cx: RuleContext) => Wait[] | undefined;
  /** The same condition as a boolean expression (inside an async function). */
  test: (c: Condition, cx: RuleContext) => Test | undefined;
}

/** A condition as a boolean expression; `awaited` when the whole test is `await awaited`. */
interface Test {
  text: string;
  awaited?: string;
}

const awaitTest = (operand: string): Test => ({ text: `await ${operand}`, awaited: operand });
const plainTest = (text: string): Test => ({ text });

const lit = (c: Condition): string | undefined => stringValue(c.argNode);

/**
 * The web-first assertion of a condition the shared table (`webdriver/conditions.ts`) knows: its
 * matcher on the page or the element, its argument as written, as a substring or as a pattern
 * (a substring needs a literal to become a regex).
 */
function shared(name: string): (c: Condition) => Wait[] | undefined {
  const id = protractorExpectedConditions[name];
  const form = id ? conditions[id] : undefined;
  if (!form?.matcher) throw new Error(`no shared condition for ExpectedConditions.${name}`);
  const matcher = `${form.negated ? 'not.' : ''}${form.matcher}`;
  return (c) => {
    const target = (form.subject === 'page' ? c.page : c.locator) ?? '';
    if (!form.argument) return [{ target, matcher }];
    if (form.argument !== 'substring') return [{ target, matcher, arg: `${c.arg}` }];
    const v = lit(c);
    return v !== undefined ? [{ target, matcher, arg: substringRegex(v) }] : undefined;
  };
}

export const conditionTable: ConditionEntry[] = [
  {
    from: 'ExpectedConditions.visibilityOf',
    element: true,
    assert: shared('visibilityOf'),
    test: (c) => awaitTest(`${c.locator}.isVisible()`),
  },
  {
    from: 'ExpectedConditions.invisibilityOf',
    element: true,
    assert: shared('invisibilityOf'),
    test: (c) => awaitTest(`${c.locator}.isHidden()`),
  },
  {
    from: 'ExpectedConditions.presenceOf',
    element: true,
    assert: shared('presenceOf'),
    test: (c) => plainTest(`(await ${c.locator}.count()) > 0`),
  },
  {
    from: 'ExpectedConditions.stalenessOf',
    element: true,
    assert: shared('stalenessOf'),
    test: (c) => plainTest(`(await ${c.locator}.count()) === 0`),
  },
  {
    from: 'ExpectedConditions.elementToBeClickable',
    element: true,
    // Protractor's own: visible and enabled (no single shared condition).
    assert: (c) => [
      { target: c.locator ?? '', matcher: 'toBeVisible' },
      { target: c.locator ?? '', matcher: 'toBeEnabled' },
    ],
    test: (c) => plainTest(`(await ${c.locator}.isVisible()) && (await ${c.locator}.isEnabled())`),
  },
  {
    from: 'ExpectedConditions.elementToBeSelected',
    element: true,
    assert: shared('elementToBeSelected'),
    test: (c) => plainTest(`(await ${c.locator}.count()) > 0 && (await ${c.locator}.isChecked())`),
  },
  {
    from: 'ExpectedConditions.textToBePresentInElement',
    element: true,
    assert: shared('textToBePresentInElement'),
    // WebDriver's visible text: a hidden (or absent) element has none.
    test: (c) =>
      plainTest(
        `(await ${c.locator}.isVisible()) && (await ${c.locator}.innerText()).includes(${c.arg})`,
      ),
  },
  {
    from: 'ExpectedConditions.textToBePresentInElementValue',
    element: true,
    assert: shared('textToBePresentInElementValue'),
    test: (c) =>
      plainTest(
        `(await ${c.locator}.count()) > 0 && (await ${c.locator}.inputValue()).includes(${c.arg})`,
      ),
  },
  {
    from: 'ExpectedConditions.titleIs',
    element: false,
    assert: shared('titleIs'),
    test: (c) => plainTest(`(await ${c.page}.title()) === ${c.arg}`),
  },
  {
    from: 'ExpectedConditions.titleContains',
    element: false,
    assert: shared('titleContains'),
    test: (c) => plainTest(`(await ${c.page}.title()).includes(${c.arg})`),
  },
  {
    from: 'ExpectedConditions.urlIs',
    element: false,
    assert: (c) => {
      const v = lit(c);
      // Protractor compares the absolute URL exactly; a regex keeps it from being resolved against baseURL.
      return v !== undefined
        ? [{ target: c.page ?? '', matcher: 'toHaveURL', arg: `${exactRegex(v)}` }]
        : [{ target: c.page ?? '', matcher: 'toHaveURL', arg: `${c.arg}` }];
    },
    test: (c) => plainTest(`${c.page}.url() === ${c.arg}`),
  },
  {
    from: 'ExpectedConditions.urlContains',
    element: false,
    assert: shared('urlContains'),
    test: (c) => plainTest(`${c.page}.url().includes(${c.arg})`),
  },
  {
    from: 'ExpectedConditions.alertIsPresent',
    element: false,
    test: () => undefined,
  },
  {
    from: 'ExpectedConditions.not',
    element: false,
    assert: (c, cx) => {
      const inner = c.operands?.[0];
      if (!inner) return undefined;
      const asserted = conditionAssertions(inner, cx);
      if (!asserted || asserted.length !== 1) return undefined;
      const only = asserted[0] as Wait;
      return [{ ...only, matcher: negate(only.matcher) }];
    },
    test: (c, cx) => {
      const inner = c.operands?.[0] && conditionTest(c.operands[0], cx);
      return inner ? plainTest(`!(${inner.text})`) : undefined;
    },
  },
  {
    from: 'ExpectedConditions.and',
    element: false,
    // Each condition in turn: they must all hold (Protractor checks them together on each poll).
    assert: (c, cx) => {
      const all = (c.operands ?? []).map((o) => conditionAssertions(o, cx));
      if (all.some((a) => !a)) return undefined;
      return all.flat() as Wait[];
    },
    test: (c, cx) => joinTests(c, cx, '&&'),
  },
  {
    from: 'ExpectedConditions.or',
    element: false,
    test: (c, cx) => joinTests(c, cx, '||'),
  },
];

const conditionByName = new Map(
  conditionTable.map((e) => [e.from.slice('ExpectedConditions.'.length), e]),
);

function negate(matcher: string): string {
  if (matcher === 'toBeVisible') return 'toBeHidden';
  if (matcher === 'toBeHidden') return 'toBeVisible';
  if (matcher.startsWith('not.')) return matcher.slice(4);
  return `not.${matcher}`;
}

function joinTests(c: Condition, cx: RuleContext, op: string): Test | undefined {
  const parts = (c.operands ?? []).map((o) => conditionTest(o, cx));
  if (parts.some((p) => !p)) return undefined;
  return plainTest(parts.map((p) => `(${p?.text})`).join(` ${op} `));
}

function conditionAssertions(c: Condition, cx: RuleContext): Wait[] | undefined {
  if (c.custom) return undefined;
  return conditionByName.get(c.name)?.assert?.(c, cx);
}

function conditionTest(c: Condition, cx: RuleContext): Test | undefined {
  if (c.custom) return awaitTest(`(${c.custom})()`);
  return conditionByName.get(c.name)?.test(c, cx);
}

/**
 * The other operands of `EC.or(EC.alertIsPresent(), …)` as one boolean test, for the dialog
 * sequence's race between the dialog and them; undefined when one cannot be tested.
 */
export function alternativeTest(
  operands: readonly ts.Expression[],
  cx: RuleContext,
): string | undefined {
  const tests: string[] = [];
  for (const operand of operands) {
    const o = cx.expr(operand);
    const test = o.kind.type === 'condition' ? conditionTest(o.kind.condition, cx) : undefined;
    if (!test) return undefined;
    tests.push(`(${test.text})`);
  }
  return tests.join(' || ');
}

/** `EC.visibilityOf(el)` and the other members: a symbolic condition. */
export function conditionCall(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'global' || receiver.kind.name !== 'EC') return undefined;
  const entry = conditionByName.get(name);
  if (!entry) {
    cx.todo(node, 'protractor/waits/unsupported-condition', name);
    return out(cx.original(node));
  }
  const condition: Condition = { name };
  if (name === 'not' || name === 'and' || name === 'or') {
    condition.operands = node.arguments.map((a) => asCondition(a, cx));
  } else if (entry.element) {
    const el = node.arguments[0];
    if (el) {
      const located = cx.expr(el);
      condition.locator = cx.locatorText(located);
    }
    const second = node.arguments[1];
    if (second) {
      condition.arg = cx.emit(second);
      condition.argNode = second;
    }
  } else {
    condition.page = cx.pageRef();
    const first = node.arguments[0];
    if (first) {
      condition.arg = cx.emit(first);
      condition.argNode = first;
    }
  }
  return out(cx.original(node), { type: 'condition', condition });
}

function asCondition(node: ts.Expression, cx: RuleContext): Condition {
  const o = cx.expr(node);
  if (o.kind.type === 'condition') return o.kind.condition;
  if (o.kind.type === 'promise') return { name: 'custom', custom: `() => ${o.text}` };
  return { name: 'custom', custom: cx.settle(o, node) };
}

/** A condition used as a value (passed to a helper): an async function like Protractor's. */
export function conditionAsFunction(c: Condition, cx: RuleContext): string {
  const test = conditionTest(c, cx);
  if (!test) return 'async () => false';
  return `async () => ${test.text}`;
}

/**
 * `condition.call()`: Protractor evaluates the condition once, a promise of a boolean (reads that
 * are polled when asserted, as Protractor waited for Angular before each).
 */
export function conditionMethod(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'condition' || name !== 'call' || node.arguments.length)
    return undefined;
  const c = receiver.kind.condition;
  const boolean = { type: 'promise', of: { type: 'value', of: 'boolean' } } as const;
  const test = conditionTest(c, cx);
  if (!test) {
    cx.todo(node, 'protractor/waits/unsupported-condition', c.name);
    return out(`(${conditionAsFunction(c, cx)})()`, boolean);
  }
  const callee = node.expression;
  const held = ts.isPropertyAccessExpression(callee) ? callee.expression : undefined;
  if (held && ts.isIdentifier(held) && heldAsFunction(held, cx))
    // The variable now holds the condition as an async function: call it.
    return out(`${held.text}()`, { ...boolean, pollable: true });
  const single = test.awaited;
  return out(single ?? `(async () => ${test.text})()`, { ...boolean, pollable: true });
}

/**
 * Whether `id` (whose kind is a condition) names a variable that keeps the condition it was
 * initialised with, now emitted as an async function.
 */
function heldAsFunction(id: ts.Identifier, cx: RuleContext): boolean {
  const decl = cx.declarationOf(id);
  if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer) return false;
  return !cx.isReassigned(decl);
}

/** `browser.wait(condition, timeout, message)`. */
export function browserWait(node: ts.CallExpression, cx: RuleContext): Out {
  const [conditionNode, timeoutNode, messageNode] = node.arguments;
  if (!conditionNode) return out(cx.original(node));
  const timeout = timeoutNode ? cx.emit(timeoutNode) : undefined;
  const message = messageNode ? cx.emit(messageNode) : undefined;
  const expect = cx.useExpect();
  const options = timeout ? `{ timeout: ${timeout} }` : '';
  const condition = cx.expr(conditionNode);

  if (condition.kind.type === 'condition') {
    const c = condition.kind.condition;
    if (c.name === 'alertIsPresent') {
      cx.todo(node, 'protractor/waits/alert-is-present');
      return out(cx.original(node));
    }
    const asserted = conditionAssertions(c, cx);
    // Protractor's wait resolves to the condition's value, true once an EC condition holds.
    const used = valueUsed(node);
    if (asserted) {
      const lines = asserted.map(({ target, matcher, arg }) => {
        const args = [arg, options].filter(Boolean).join(', ');
        return `${expect}(${target}${message ? `, ${message}` : ''}).${matcher}(${args})`;
      });
      if (lines.length === 1)
        return used
          ? out(`${lines[0] as string}.then(() => true)`, { type: 'promise', of: boolean })
          : out(lines[0] as string, { type: 'promise', of: unknown });
      if (used)
        return out(
          `(async () => {\n${lines.map((l) => `await ${l};`).join('\n')}\nreturn true;\n})()`,
          { type: 'promise', of: boolean },
        );
      return out(lines.map((l) => `${cx.awaitText(l)};`).join('\n'), statements);
    }
    const test = conditionTest(c, cx);
    if (test) {
      const polled = poll(`async () => ${test.text}`, timeout, message, cx);
      return used
        ? out(`${polled.text}.then(() => true)`, { type: 'promise', of: boolean })
        : polled;
    }
    cx.todo(node, 'protractor/waits/unsupported-condition', c.name);
    return out(cx.original(node));
  }
  if (condition.kind.type === 'promise') {
    // Waiting on a promise waits for it to resolve.
    return out(condition.text, condition.kind);
  }
  cx.diag(node, 'protractor/waits/custom-condition');
  const polled = poll(cx.settle(condition, conditionNode), timeout, message, cx);
  // Protractor's wait resolved to the condition's value: `true` for a yes/no condition.
  const returns = cx.state.declKinds.get(conditionNode);
  const yesNo =
    returns?.type === 'function' &&
    returns.returns.type === 'value' &&
    returns.returns.of === 'boolean';
  return yesNo && valueUsed(node)
    ? out(`${polled.text}.then(() => true)`, { type: 'promise', of: boolean })
    : polled;
}

const boolean = { type: 'value', of: 'boolean' } as const;

/** Whether the value of `node` is used: returned, assigned, passed on (not a statement of its own). */
function valueUsed(node: ts.Expression): boolean {
  let current: ts.Node = node;
  while (ts.isAwaitExpression(current.parent) || ts.isParenthesizedExpression(current.parent))
    current = current.parent;
  const parent = current.parent;
  return !ts.isExpressionStatement(parent) && !ts.isArrowFunction(parent);
}

function poll(
  fn: string,
  timeout: string | undefined,
  message: string | undefined,
  cx: RuleContext,
): Out {
  const expect = cx.useExpect();
  const options = [
    message ? `message: ${message}` : '',
    timeout ? `timeout: ${timeout}` : '',
  ].filter(Boolean);
  const opts = options.length ? `, { ${options.join(', ')} }` : '';
  return out(`${expect}.poll(${fn}${opts}).toBeTruthy()`, { type: 'promise', of: unknown });
}

/** `browser.sleep(ms)`. */
export function browserSleep(node: ts.CallExpression, cx: RuleContext): Out {
  cx.diag(node, 'protractor/waits/sleep');
  const ms = node.arguments[0] ? cx.emit(node.arguments[0]) : '0';
  return out(`${cx.pageRef()}.waitForTimeout(${ms})`, { type: 'promise', of: unknown });
}
