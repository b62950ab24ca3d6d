/**
 * `browser.actions()` sequences (`mouseMove`, `mouseDown`, `dragAndDrop`, `sendKeys`, …
 * `perform()`) → Playwright's mouse and keyboard calls in the same order.
 */
import type ts from 'typescript';
import type { RuleContext } from '../context.js';
import { type ActionStep, type Kind, type Out, out, statements } from '../kinds.js';
import { promise } from './entry.js';
import {
  member,
  method,
  num,
  object,
  print,
  str,
  text,
  type Code,
} from '../../../playwright/code.js';
import { typeKeys } from '../../../webdriver/keys.js';
import { keyInputs } from '../send-keys.js';

// -------------------------------------------------------------------------------------------------
// browser.actions()

/** Steps chained on `browser.actions()`; `perform()` turns them into Playwright calls. */
export function actionsCall(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'actions') return undefined;
  if (name !== 'perform') {
    const args = node.arguments.map((a) => ({ ...cx.expr(a), node: a }));
    const steps: ActionStep[] = [...receiver.kind.steps, { name, args }];
    return out(cx.original(node), { type: 'actions', steps });
  }
  return performActions(node, receiver.kind.steps, cx);
}

export function performActions(node: ts.CallExpression, steps: ActionStep[], cx: RuleContext): Out {
  const page = text(cx.pageRef());
  const mouse = member(page, 'mouse');
  const keyboard = member(page, 'keyboard');
  const ops: Code[] = [];
  let target: Code | undefined;
  let hovered = false;
  const held = new Set<string>();
  const loc = (o: { text: string; kind: Kind } | undefined): Code | undefined =>
    o && (o.kind.type === 'finder' || o.kind.type === 'finders')
      ? text(cx.locatorText(o as Out))
      : undefined;
  const flushHover = (): void => {
    if (target && !hovered) {
      ops.push(method(target, 'hover'));
      hovered = true;
    }
  };
  for (const step of steps) {
    const first = step.args[0];
    const firstLoc = loc(first);
    switch (step.name) {
      case 'mouseMove': {
        if (firstLoc) {
          target = firstLoc;
          hovered = false;
          const offset = step.args[1];
          if (offset) {
            ops.push(method(target, 'hover', object({ position: text(offset.text) })));
            hovered = true;
          }
        } else {
          cx.todo(node, 'protractor/browser/actions', 'mouseMove by offset');
          return out(cx.original(node));
        }
        break;
      }
      case 'click':
      case 'doubleClick':
      case 'contextClick': {
        const options = step.name === 'contextClick' ? [object({ button: str('right') })] : [];
        const on = firstLoc ?? target;
        if (on) {
          ops.push(method(on, step.name === 'doubleClick' ? 'dblclick' : 'click', ...options));
          target = on;
          hovered = true;
        } else if (step.name === 'doubleClick') {
          ops.push(method(mouse, 'dblclick', num(0), num(0)));
        } else {
          ops.push(method(mouse, 'down', ...options), method(mouse, 'up', ...options));
        }
        break;
      }
      case 'mouseDown':
      case 'mouseUp': {
        if (firstLoc) {
          target = firstLoc;
          hovered = false;
        }
        flushHover();
        ops.push(method(mouse, step.name === 'mouseDown' ? 'down' : 'up'));
        break;
      }
      case 'dragAndDrop': {
        const to = loc(step.args[1]);
        if (!firstLoc || !to) {
          cx.todo(node, 'protractor/browser/actions', 'dragAndDrop by offset');
          return out(cx.original(node));
        }
        ops.push(method(firstLoc, 'dragTo', to));
        break;
      }
      case 'keyDown':
      case 'keyUp': {
        const key = first?.kind.type === 'key' ? first.kind.name : undefined;
        if (key !== undefined) {
          if (step.name === 'keyDown') held.add(key);
          else held.delete(key);
        }
        const arg = key !== undefined ? str(key) : text(first?.text ?? '');
        ops.push(method(keyboard, step.name === 'keyDown' ? 'down' : 'up', arg));
        break;
      }
      case 'sendKeys': {
        const inputs = keyInputs(
          step.args.map((a) => a.node),
          cx,
          step.args,
        );
        const calls = typeKeys(keyboard, inputs, {
          cleared: false,
          typeMethod: 'type',
          shiftHeld: held.has('Shift'),
        });
        if (!calls) {
          cx.todo(node, 'protractor/browser/actions', 'sendKeys');
          return out(cx.original(node));
        }
        ops.push(...calls);
        break;
      }
      case 'pause':
        ops.push(method(page, 'waitForTimeout', first ? text(first.text) : num(0)));
        break;
      default:
        cx.todo(node, 'protractor/browser/actions', step.name);
        return out(cx.original(node));
    }
  }
  flushHover();
  if (ops.length === 1) return out(print(ops[0] as Code), promise());
  return out(ops.map((op) => `${cx.awaitText(print(op))};`).join('\n'), statements);
}
