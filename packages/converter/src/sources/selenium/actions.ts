/**
 * `driver.actions()…perform()`: each step becomes a Playwright mouse or keyboard call, or an
 * element action (`move({ origin: el })` is `hover`, `dragAndDrop(a, b)` is `dragTo`). A chain
 * with a step that cannot be said keeps the original under a TODO.
 */
import ts from 'typescript';
import { member, method, num, object, print, str, text, type Code } from '../../playwright/code.js';
import { locatorCode, value, type Value } from '../../playwright/values.js';
import { keyNames, typeKeys } from '../../webdriver/keys.js';
import { unwrap } from './analysis.js';
import type { RuleContext } from './context.js';
import { driverPath } from './driver-path.js';
import { keyInput } from './keys.js';

interface ActionsData {
  driver: ts.Expression;
}

export function actionsValue(
  driver: ts.Expression,
  node: ts.CallExpression,
  cx: RuleContext,
): Value {
  return value(text(cx.original(node)), {
    t: 'source',
    what: 'actions',
    data: { driver } satisfies ActionsData,
  });
}

/** `….perform()` on an actions chain, or undefined when the chain does not start at `actions()`. */
export function actionsRule(node: ts.CallExpression, cx: RuleContext): Value | undefined {
  const steps: ts.CallExpression[] = [];
  let e: ts.Expression = unwrap((node.expression as ts.PropertyAccessExpression).expression);
  let driver: ts.Expression | undefined;
  while (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression)) {
    const path = driverPath(e, cx);
    if (path && path.path.join('.') === 'actions') {
      driver = path.driver;
      break;
    }
    steps.unshift(e);
    e = unwrap(e.expression.expression);
  }
  if (!driver && ts.isIdentifier(e)) {
    const decl = cx.declarationOf(e);
    const shape = decl && cx.shapeOf(decl);
    if (shape?.t === 'source' && shape.what === 'actions')
      driver = (shape.data as ActionsData).driver;
  }
  if (!driver) return undefined;
  const page = cx.topPageOf(driver);
  const calls: Code[] = [];
  const keys: HeldKeys = { held: new Set() };
  for (const step of steps) {
    const stepCalls = actionStep(step, page, keys, cx);
    if (!stepCalls)
      return cx.todo(
        step,
        'selenium/actions',
        (step.expression as ts.PropertyAccessExpression).name.text,
      );
    calls.push(...stepCalls);
  }
  if (calls.length === 0) return value(text(''), { t: 'source', what: 'removed', data: undefined });
  for (const call of calls.slice(0, -1)) cx.before(`await ${print(call)};`);
  return value(calls[calls.length - 1] as Code, { t: 'promise' });
}

function element(node: ts.Expression | undefined, cx: RuleContext): Code | undefined {
  if (!node) return undefined;
  const v = cx.expr(node);
  return v.shape.t === 'locator' ? locatorCode(v) : undefined;
}

function isZero(node: ts.Expression | undefined): boolean {
  return !node || (ts.isNumericLiteral(node) && Number(node.text) === 0);
}

/** The keys a chain's `keyDown` holds until its `keyUp`. */
interface HeldKeys {
  held: Set<string>;
}

/** A step's Playwright calls; undefined when it has none. */
function actionStep(
  step: ts.CallExpression,
  page: Code,
  keys: HeldKeys,
  cx: RuleContext,
): Code[] | undefined {
  const name = (step.expression as ts.PropertyAccessExpression).name.text;
  const [first, second] = step.arguments;
  const mouse = member(page, 'mouse');
  const keyboard = member(page, 'keyboard');
  switch (name) {
    case 'move':
    case 'mouseMove': {
      const direct = name === 'mouseMove' ? element(first, cx) : undefined;
      if (direct) return [method(direct, 'hover')];
      if (!first || !ts.isObjectLiteralExpression(first)) return undefined;
      const props = new Map(
        first.properties
          .filter(ts.isPropertyAssignment)
          .map((p) => [p.name.getText(cx.sf), p.initializer]),
      );
      const origin = props.get('origin');
      const x = props.get('x');
      const y = props.get('y');
      if (origin) {
        // An offset from an element counts from its centre in WebDriver, from its corner here.
        const target = element(origin, cx);
        return target && !x && !y ? [method(target, 'hover')] : undefined;
      }
      return [method(mouse, 'move', x ? cx.settle(x) : num(0), y ? cx.settle(y) : num(0))];
    }
    case 'press':
    case 'mouseDown':
      return [method(mouse, 'down')];
    case 'release':
    case 'mouseUp':
      return [method(mouse, 'up')];
    case 'click':
    case 'doubleClick':
    case 'contextClick': {
      const target = element(first, cx);
      const playwright = name === 'doubleClick' ? 'dblclick' : 'click';
      const options = name === 'contextClick' ? [object({ button: str('right') })] : [];
      if (target) return [method(target, playwright, ...options)];
      if (first) return undefined;
      if (name === 'click') return [method(mouse, 'down'), method(mouse, 'up')];
      if (name === 'doubleClick')
        return [
          method(mouse, 'down', object({ clickCount: num(1) })),
          method(mouse, 'up', object({ clickCount: num(1) })),
          method(mouse, 'down', object({ clickCount: num(2) })),
          method(mouse, 'up', object({ clickCount: num(2) })),
        ];
      return [
        method(mouse, 'down', object({ button: str('right') })),
        method(mouse, 'up', object({ button: str('right') })),
      ];
    }
    case 'dragAndDrop': {
      const from = element(first, cx);
      const to = element(second, cx);
      return from && to ? [method(from, 'dragTo', to)] : undefined;
    }
    case 'keyDown':
    case 'keyUp': {
      const input = first ? keyInput(first, cx) : undefined;
      const key =
        input?.t === 'key' ? keyNames[input.name] : input?.t === 'text' ? input.value : undefined;
      if (!key) return undefined;
      if (name === 'keyDown') keys.held.add(key);
      else keys.held.delete(key);
      return [method(keyboard, name === 'keyDown' ? 'down' : 'up', str(key))];
    }
    case 'sendKeys': {
      const inputs = step.arguments.map((a) => keyInput(a, cx));
      return typeKeys(keyboard, inputs, {
        cleared: false,
        typeMethod: 'type',
        shiftHeld: keys.held.has('Shift'),
      });
    }
    case 'scroll': {
      // `scroll(x, y, deltaX, deltaY, origin)`: the wheel turned at a point of the viewport, or
      // over an element (scrolled into view first, as WebDriver does).
      const [x, y, dx, dy, origin] = step.arguments;
      if (!dx || !dy) return undefined;
      const wheel = method(mouse, 'wheel', cx.settle(dx), cx.settle(dy));
      const target = origin && element(origin, cx);
      if (origin && !target && !/viewport/i.test(cx.original(origin))) return undefined;
      if (target) return isZero(x) && isZero(y) ? [method(target, 'hover'), wheel] : undefined;
      return [method(mouse, 'move', x ? cx.settle(x) : num(0), y ? cx.settle(y) : num(0)), wheel];
    }
    case 'pause':
      return first ? [method(page, 'waitForTimeout', cx.settle(first))] : [];
    case 'clear':
      return [];
    default:
      return undefined;
  }
}
