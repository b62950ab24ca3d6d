/**
 * Python operators → TypeScript: comparisons (`==` is `===`, `in`, chained comparisons), boolean
 * and arithmetic operators with Python's meaning, and conditions, where empty lists and element
 * lists are false as Python says.
 */
import { dateOperation } from './dates.js';
import { Unconvertible, type RuleContext, type Scope } from './context.js';
import { field, named, type PyNode } from './parser.js';
import { joinPaths } from './modules.js';
import { js, paren, type Val } from './values.js';
import { literalValue, percentFormat } from './strings.js';
import { lookupTable } from '../../core/lookup-table.js';

const comparisonOps = lookupTable<Record<string, string>>({
  '==': '===', '!=': '!==', '<': '<', '>': '>', '<=': '<=', '>=': '>=', '<>': '!==',
}); // prettier-ignore

/** Found elements: a locator of all of them, or an array of locators. */
export function isElements(v: Val): boolean {
  return v.t === 'locs' || (v.t === 'js' && v.type === 'elements');
}

/** A Python condition: empty lists and element lists are false, as Python says. */
export function condition(ctx: RuleContext, node: PyNode, scope: Scope): string {
  const v = ctx.expr(node, scope);
  if (v.t === 'locs') return `(await ${v.code}.count()) > 0`;
  if (v.t === 'js' && v.type === 'list') return `${paren(v.code)}.length > 0`;
  return ctx.materialize(v);
}

export function comparison(ctx: RuleContext, node: PyNode, scope: Scope): string {
  const operands = named(node).filter((c) => c.type !== 'comment');
  const operators = node.children
    .filter((c): c is PyNode => c !== null && !c.isNamed)
    .map((c) => c.text);
  // `not in` and `is not` are two tokens.
  const ops: string[] = [];
  for (let i = 0; i < operators.length; i++) {
    const op = operators[i] as string;
    if (
      (op === 'not' && operators[i + 1] === 'in') ||
      (op === 'is' && operators[i + 1] === 'not')
    ) {
      ops.push(`${op} ${operators[i + 1]}`);
      i++;
    } else ops.push(op);
  }
  const values = operands.map((o) => ctx.expr(o, scope));
  const pieces: string[] = [];
  for (let i = 0; i < ops.length; i++) {
    pieces.push(compareTwo(ctx, values[i] as Val, ops[i] as string, values[i + 1] as Val));
  }
  return pieces.join(' && ');
}

function compareTwo(ctx: RuleContext, left: Val, op: string, right: Val): string {
  const date = dateOperation(ctx, op, left, right);
  if (date) return ctx.materialize(date);
  const l = paren(ctx.materialize(left));
  const r = paren(ctx.materialize(right));
  switch (op) {
    case 'in':
      return right.t === 'js' && right.type === 'dict' ? `${l} in ${r}` : `${r}.includes(${l})`;
    case 'not in':
      return right.t === 'js' && right.type === 'dict' ? `!(${l} in ${r})` : `!${r}.includes(${l})`;
    case 'is':
      return right.t === 'js' && right.type === 'none' ? `${l} == null` : `${l} === ${r}`;
    case 'is not':
      return right.t === 'js' && right.type === 'none' ? `${l} != null` : `${l} !== ${r}`;
    default:
      return `${l} ${comparisonOps[op] ?? op} ${r}`;
  }
}

export function binaryOperator(ctx: RuleContext, node: PyNode, scope: Scope): Val {
  const leftNode = field(node, 'left') as PyNode;
  const rightNode = field(node, 'right') as PyNode;
  const op = field(node, 'operator')?.text ?? node.children[1]?.text ?? '+';
  const left = ctx.expr(leftNode, scope);
  if (op === '%' && left.t === 'js' && left.type === 'str') {
    const format = literalValue(leftNode);
    const rightItems = rightNode.type === 'tuple' ? named(rightNode) : [rightNode];
    const formatted =
      format !== undefined
        ? percentFormat(
            format,
            rightItems.map((i) => ctx.value(i, scope)),
          )
        : undefined;
    if (formatted) return js(formatted, 'str');
    throw new Unconvertible(node, 'selenium-python/unsupported-syntax', '% formatting');
  }
  const right = ctx.expr(rightNode, scope);
  const date = dateOperation(ctx, op, left, right);
  if (date) return date;
  const l = paren(ctx.materialize(left));
  const r = paren(ctx.materialize(right));
  if (op === '//') return js(`Math.floor(${l} / ${r})`, 'num');
  if (op === '/' && left.t === 'js' && left.type === 'path') return joinPaths(ctx, l, r);
  if (op === '*' && left.t === 'js' && left.type === 'str') return js(`${l}.repeat(${r})`, 'str');
  if (op === '*' && left.t === 'js' && left.type === 'list')
    return js(`Array.from({ length: ${r} }, () => ${l}).flat()`, 'list');
  if (op === '@')
    throw new Unconvertible(node, 'selenium-python/unsupported-syntax', 'matrix product');
  const type = left.t === 'js' ? left.type : undefined;
  return js(
    `${l} ${op} ${r}`,
    type === 'str' || type === 'num' || type === 'list' ? type : undefined,
  );
}
