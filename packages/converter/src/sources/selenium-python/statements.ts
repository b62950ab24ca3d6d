/**
 * Python statements → TypeScript statements. A statement a rule cannot translate is kept as the
 * original Python, commented, under a `// TODO(rewright):` line with its diagnostic.
 */
import {
  Unconvertible,
  asUnconvertible,
  blockScope,
  lookup,
  type RuleContext,
  type Scope,
} from './context.js';
import { print, text } from '../../playwright/code.js';
import { existenceCheck, listQuery } from '../../webdriver/elements.js';
import { field, named, type PyNode } from './parser.js';
import { tsName } from './names.js';
import { loopScope, type LoopScope } from './loop-else.js';
import { targetPattern } from './expressions.js';
import { condition, isElements } from './operators.js';
import { assertStatement, unittestAssert } from './asserts.js';
import { callArgs } from './call-args.js';
import { literalValue } from './strings.js';
import { paren } from './values.js';
import { bindImport } from './imports.js';
import { tryStatement } from './try-except.js';
import { assignment, rebind } from './assignments.js';

export function comment(node: PyNode): string {
  return `//${node.text.replace(/^#/, '')}`;
}

/** The statements of a block, each translated. */
/** A statement that reads an alert (which Playwright must have listened for before it opened). */
const readsAlert = /switch_to\.alert\b|switch_to_alert\(|alert_is_present\(/;

export function translateBlock(ctx: RuleContext, block: PyNode, scope: Scope): string[] {
  const parts: string[][] = [hoist(block, scope)];
  let pending: string | undefined;
  for (const statement of named(block)) {
    // Listen for the dialog before the statement before this one: the action that opens it.
    if (
      !scope.dialog &&
      readsAlert.test(statement.text) &&
      parts.length > 1 &&
      statement.type !== 'comment'
    ) {
      const promise = ctx.fresh('dialogPromise');
      const dialog = ctx.fresh('dialog');
      let at = parts.length - 1;
      while (at > 1 && (parts[at] as string[]).every((l) => l.startsWith('//'))) at--;
      // A dialog blocks the action that opens it until it is answered: the action is awaited
      // once the dialog has been accepted or dismissed, not before.
      const action = parts[at] as string[];
      if (action.length === 1 && /^await [\s\S]*;$/.test(action[0] as string)) {
        pending = ctx.fresh('opening');
        parts[at] = [
          `const ${pending} = ${(action[0] as string).slice('await '.length, -1)};`,
          `${pending}.catch(() => {});`,
        ];
      }
      parts.splice(at, 0, [`const ${promise} = ${scope.page}.waitForEvent('dialog');`]);
      parts.push([`const ${dialog} = await ${promise};`]);
      scope.dialog = dialog;
    }
    parts.push(translateStatement(ctx, statement, scope));
    if (pending && !scope.dialog) {
      parts.push([`await ${pending};`]);
      pending = undefined;
    }
  }
  if (pending) parts.push([`await ${pending};`]);
  return parts.flat();
}

const compound = new Set([
  'if_statement',
  'for_statement',
  'while_statement',
  'try_statement',
  'with_statement',
]);

/** Names a subtree assigns (not inside functions, classes or comprehensions of its own). */
function assignedNames(node: PyNode, into: Set<string>): Set<string> {
  if (
    ['function_definition', 'class_definition', 'lambda', 'list_comprehension'].includes(node.type)
  )
    return into;
  if (node.type === 'assignment' || node.type === 'augmented_assignment') {
    const left = field(node, 'left');
    for (const target of left?.type === 'identifier' ? [left] : left ? named(left) : [])
      if (target.type === 'identifier') into.add(target.text);
  }
  for (const child of named(node)) assignedNames(child, into);
  return into;
}

function usesName(node: PyNode, name: string): boolean {
  if (node.type === 'identifier') return node.text === name;
  return named(node).some((child) => usesName(child, name));
}

/**
 * Python scopes names by function, TypeScript by block: a name first assigned inside an `if`,
 * loop, `try` or `with` and read after it is declared before the statement (`let details;`).
 */
function hoist(block: PyNode, scope: Scope): string[] {
  const statements = named(block);
  const names: string[] = [];
  statements.forEach((statement, index) => {
    if (!compound.has(statement.type)) return;
    for (const name of assignedNames(statement, new Set())) {
      const ts = tsName(name);
      if (scope.declared.has(ts) || lookup(scope, name) || names.includes(ts)) continue;
      if (!statements.slice(index + 1).some((later) => usesName(later, name))) continue;
      names.push(ts);
      scope.declared.add(ts);
      scope.vars.set(name, { t: 'js', code: ts });
    }
  });
  return names.map((name) => `let ${name};`);
}

export function translateStatement(ctx: RuleContext, node: PyNode, scope: Scope): string[] {
  const saved = ctx.before.splice(0);
  try {
    const lines = statement(ctx, node, scope);
    return [...ctx.before.splice(0), ...lines];
  } catch (error) {
    ctx.before.splice(0);
    const failure = asUnconvertible(error, node);
    ctx.report(failure.node.startPosition ? failure.node : node, failure.code, failure.detail);
    return todoLines(ctx, failure, node);
  } finally {
    ctx.before.push(...saved);
  }
}

/** The TODO line and the original Python, commented. */
export function todoLines(ctx: RuleContext, error: Unconvertible, node: PyNode): string[] {
  return [ctx.todo(error.code, error.detail), ...node.text.split('\n').map((l) => `// ${l}`)];
}

function statement(ctx: RuleContext, node: PyNode, scope: Scope): string[] {
  switch (node.type) {
    case 'comment':
      return [comment(node)];
    case 'expression_statement':
      return expressionStatement(ctx, node, scope);
    case 'pass_statement':
      return [];
    case 'break_statement':
      return [scope.breakLabel ? `break ${scope.breakLabel};` : 'break;'];
    case 'continue_statement':
      return ['continue;'];
    case 'return_statement': {
      const value = named(node)[0];
      if (!value) return ['return;'];
      // Elements found are returned as their locator (callers count or list it).
      const returned = ctx.expr(value, scope);
      return [`return ${returned.t === 'locs' ? returned.code : ctx.materialize(returned)};`];
    }
    case 'assert_statement':
      return assertStatement(ctx, node, scope);
    case 'if_statement':
      return ifStatement(ctx, node, scope);
    case 'for_statement':
      return forStatement(ctx, node, scope);
    case 'while_statement': {
      const loop = loopScope(scope, node, 'whileElse');
      return withElse(ctx, loop, [
        `while (${condition(ctx, field(node, 'condition') as PyNode, scope)}) {`,
        ...translateBlock(ctx, field(node, 'body') as PyNode, loop.inner),
        '}',
      ]);
    }
    case 'try_statement':
      return tryStatement(ctx, node, scope);
    case 'with_statement':
      return withStatement(ctx, node, scope);
    case 'raise_statement': {
      const value = named(node)[0];
      if (!value) return ['throw error;'];
      if (value.type === 'call') {
        const args = callArgs(value);
        return [
          `throw new Error(${args.positional[0] ? ctx.value(args.positional[0], scope) : "''"});`,
        ];
      }
      return [`throw new Error(${JSON.stringify(value.text)});`];
    }
    case 'delete_statement':
      return named(node).map((t) => `delete ${ctx.value(t, scope)};`);
    case 'global_statement':
    case 'nonlocal_statement':
      return [`// ${node.text}`];
    case 'import_statement':
    case 'import_from_statement':
      return bindImport(ctx, node, scope);
    case 'function_definition':
    case 'decorated_definition':
    case 'class_definition':
      return ctx.nested(node, scope);
    default:
      throw new Unconvertible(
        node,
        'selenium-python/unsupported-syntax',
        node.type.replace(/_/g, ' '),
      );
  }
}

export function block(ctx: RuleContext, node: PyNode, scope: Scope): string[] {
  return translateBlock(ctx, node, blockScope(scope));
}

function ifStatement(ctx: RuleContext, node: PyNode, scope: Scope): string[] {
  const out = [
    `if (${condition(ctx, field(node, 'condition') as PyNode, scope)}) {`,
    ...block(ctx, field(node, 'consequence') as PyNode, scope),
  ];
  for (const alt of node.childrenForFieldName('alternative')) {
    if (!alt) continue;
    if (alt.type === 'elif_clause')
      out.push(
        `} else if (${condition(ctx, field(alt, 'condition') as PyNode, scope)}) {`,
        ...block(ctx, field(alt, 'consequence') as PyNode, scope),
      );
    else out.push('} else {', ...block(ctx, field(alt, 'body') as PyNode, scope));
  }
  out.push('}');
  return out;
}

/** The loop's lines, in the block that holds its `else` when it has one (loop-else.ts). */
function withElse(ctx: RuleContext, loop: LoopScope, lines: string[]): string[] {
  const { orElse } = loop;
  return orElse ? loop.wrap(lines, translateBlock(ctx, orElse.body, orElse.scope)) : lines;
}

function forStatement(ctx: RuleContext, node: PyNode, scope: Scope): string[] {
  const left = field(node, 'left') as PyNode;
  const right = field(node, 'right') as PyNode;
  const loop = loopScope(scope, node, 'forElse');
  const { inner } = loop;
  // `for i in range(n)` → a counting loop.
  if (
    right.type === 'call' &&
    field(right, 'function')?.text === 'range' &&
    left.type === 'identifier'
  ) {
    const args = callArgs(right).positional.map((a) => ctx.value(a, scope));
    const name = tsName(left.text);
    const [start, stop, step] =
      args.length === 1 ? ['0', args[0], '1'] : [args[0], args[1], args[2] ?? '1'];
    return withElse(ctx, loop, [
      `for (let ${name} = ${start}; ${name} < ${stop}; ${name} += ${step}) {`,
      ...translateBlock(ctx, field(node, 'body') as PyNode, inner),
      '}',
    ]);
  }
  const iterable = ctx.expr(right, scope);
  let source: string;
  if (iterable.t === 'locs') {
    source = `await ${iterable.code}.all()`;
  } else if (iterable.t === 'module' && iterable.name.startsWith('file:')) {
    ctx.importName('node:fs', 'fs', true);
    source = `fs.readFileSync(${iterable.name.slice(5)}, 'utf8').split(/(?<=\\n)/)`;
  } else if (iterable.t === 'js' && iterable.type === 'dict')
    source = `Object.keys(${iterable.code})`;
  else source = ctx.materialize(iterable);
  const target = targetPattern(left, inner);
  // Over found elements: each item is a locator (set after the target, which unbinds the name).
  if (left.type === 'identifier' && isElements(iterable))
    inner.vars.set(left.text, {
      t: 'loc',
      code: tsName(left.text),
      leaf: iterable.t === 'locs' && iterable.leaf,
    });
  return withElse(ctx, loop, [
    `for (const ${target} of ${source}) {`,
    ...translateBlock(ctx, field(node, 'body') as PyNode, inner),
    '}',
  ]);
}

function withStatement(ctx: RuleContext, node: PyNode, scope: Scope): string[] {
  const clause = named(node).find((c) => c.type === 'with_clause');
  const items = clause ? named(clause) : [];
  const body = field(node, 'body') as PyNode;
  const inner = blockScope(scope);
  if (items.length !== 1)
    throw new Unconvertible(node, 'selenium-python/unsupported-syntax', 'with several items');
  const item = items[0] as PyNode;
  const valueNode = field(item, 'value') as PyNode;
  const [expr, alias] =
    valueNode.type === 'as_pattern'
      ? [named(valueNode)[0] as PyNode, named(valueNode).pop()]
      : [valueNode, undefined];
  const fn = expr.type === 'call' ? field(expr, 'function')?.text.replace(/\s+/g, '') : undefined;
  if (fn === 'pytest.raises' || fn === 'self.assertRaises') {
    ctx.importName('@playwright/test', 'expect');
    return [
      'await expect(async () => {',
      ...translateBlock(ctx, body, inner),
      '}).rejects.toThrow();',
    ];
  }
  const value = ctx.expr(expr, scope);
  if (value.t === 'module' && value.name.startsWith('file:')) {
    const name = alias
      ? alias.type === 'as_pattern_target'
        ? named(alias)[0]?.text
        : alias.text
      : undefined;
    if (name) inner.vars.set(name, value);
    return translateBlock(ctx, body, inner);
  }
  throw new Unconvertible(node, 'selenium-python/unsupported-syntax', `with ${fn ?? expr.type}`);
}

function expressionStatement(ctx: RuleContext, node: PyNode, scope: Scope): string[] {
  const expr = named(node)[0];
  if (!expr) return [];
  if (expr.type === 'assignment') return assignment(ctx, expr, scope);
  if (expr.type === 'augmented_assignment') {
    const op = expr.children[1]?.text ?? '+=';
    const target = ctx.value(field(expr, 'left') as PyNode, scope);
    const value = ctx.value(field(expr, 'right') as PyNode, scope);
    if (op === '//=') return [`${target} = Math.floor(${target} / ${paren(value)});`];
    return [`${target} ${op} ${value};`];
  }
  if (expr.type === 'string')
    return literalValue(expr) !== undefined ? docComment(literalValue(expr) as string) : [];
  // unittest's assertions.
  if (expr.type === 'call') {
    const fn = field(expr, 'function');
    if (fn?.type === 'attribute' && field(fn, 'object')?.text === 'self') {
      const name = field(fn, 'attribute')?.text ?? '';
      if (/^assert[A-Z]/.test(name)) {
        const args = callArgs(expr);
        const code = unittestAssert(ctx, name, args.positional, args.keywords, expr, scope);
        if (code) return [code];
      }
      if (name === 'skipTest') {
        ctx.importName('@playwright/test', 'test');
        return [
          `test.skip(true, ${callArgs(expr).positional[0] ? ctx.value(callArgs(expr).positional[0] as PyNode, scope) : "''"});`,
        ];
      }
      if (name === 'fail')
        return [
          `throw new Error(${callArgs(expr).positional[0] ? ctx.value(callArgs(expr).positional[0] as PyNode, scope) : "'failed'"});`,
        ];
    }
  }
  const value = ctx.expr(expr, scope);
  // `actions.move_to_element(x)` without perform: the chain keeps the step.
  if (value.t === 'actions') {
    let holder: PyNode | undefined = expr;
    while (holder && holder.type !== 'identifier')
      holder =
        holder.type === 'call'
          ? field(holder, 'function')
          : holder.type === 'attribute'
            ? field(holder, 'object')
            : undefined;
    if (holder) rebind(scope, holder.text, value);
    return [];
  }
  // A call that returns elements still does what it does (`self.type_into(...)` types).
  if (
    (value.t === 'loc' || value.t === 'locs' || value.t === 'select') &&
    /\bawait\b/.test(value.code)
  )
    return [`${unwrap(value.code)};`];
  // A find on its own checks that the element exists (WebDriver throws when it does not); a list
  // find on its own is the query (it throws nothing): both as every WebDriver front end says them.
  if (value.t === 'loc' && !/\.until(_not)?\(/.test(expr.text))
    return [`${print(existenceCheck(text(value.code)))};`];
  if (value.t === 'locs' && !/\.until(_not)?\(/.test(expr.text))
    return [`${print(listQuery(text(value.code)))};`];
  if (value.t !== 'js' && value.t !== 'read') return [];
  // A wait that switched into a frame, or combined others into earlier statements, leaves a bare
  // literal: nothing is left to do.
  if (value.t === 'js' && /^(true|false|null|undefined|\d+)$/.test(value.code)) return [];
  const code = ctx.materialize(value);
  if (!code) return [];
  return code.split(';\n').map((line) => `${unwrap(line)};`);
}

/** `(await x())` as a statement: the parentheses go when they wrap the whole of it. */
function unwrap(line: string): string {
  if (!line.startsWith('(await ') || !line.endsWith(')')) return line;
  let depth = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '(') depth++;
    else if (line[i] === ')' && --depth === 0 && i < line.length - 1) return line;
  }
  return line.slice(1, -1);
}

function docComment(value: string): string[] {
  return value.trim()
    ? value
        .trim()
        .split('\n')
        .map((l) => `// ${l.trim()}`)
    : [];
}
