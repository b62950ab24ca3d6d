/**
 * Java statements → TypeScript statements. A statement a rule cannot translate is kept as the
 * original Java, commented, under a `// TODO(rewright):` line with its diagnostic.
 */
import {
  asUnconvertible,
  childScope,
  Unconvertible,
  type RuleContext,
  type Scope,
  type Val,
} from './context.js';
import { field, named, type JNode } from './parser.js';
import { roleOf, tsType } from './types.js';
import { assertion } from './asserts.js';
import { lambda } from './lambdas.js';
import { charSequenceArray, isCharSequences } from './keys.js';
import { downloadFolder } from './files.js';
import { dialogsImport } from './dialogs.js';
import { safeName, tryStatement } from './try-statements.js';
import { unwrapWindow } from './windows.js';
import { bareFind } from './locate.js';

/** A statement that reads an alert (Playwright must listen for the dialog before it opened). */
const readsAlert = /switchTo\s*\(\s*\)\s*\.\s*alert\s*\(|alertIsPresent\s*\(/;

export function todoLines(ctx: RuleContext, error: Unconvertible, node: JNode): string[] {
  ctx.report(error.node.startPosition ? error.node : node, error.code, error.detail);
  return [ctx.todo(error.code, error.detail), ...node.text.split('\n').map((l) => `// ${l}`)];
}

/** Calls of methods that read (or answer) an alert another statement opened. */
function callsAny(node: JNode, names: Set<string>): boolean {
  if (!names.size) return false;
  const stack = [node];
  while (stack.length) {
    const n = stack.pop() as JNode;
    if (n.type === 'method_invocation' && names.has(field(n, 'name')?.text ?? '')) return true;
    for (const c of named(n)) stack.push(c);
  }
  return false;
}

/**
 * The statements of a block. A statement that reads an alert needs the dialog listened for before
 * the action that opens it — the statement before it: that action is started, the dialog awaited
 * and answered, and only then the action awaited (a dialog blocks the action until it is
 * answered). When the alert is read by a method (a page object's `acceptAlert()`), the listener is
 * the shared one (`expectDialog`), where the method finds it (`dialogOf`).
 */
export function translateBlock(ctx: RuleContext, block: JNode, scope: Scope): string[] {
  const parts: string[][] = [];
  let pending: string | undefined;
  for (const statement of named(block)) {
    const direct = readsAlert.test(statement.text);
    const throughMethod = !direct && callsAny(statement, ctx.facts.alertReaders);
    if (!scope.dialog && (direct || throughMethod) && !statement.type.endsWith('comment')) {
      let at = parts.length - 1;
      while (at > 0 && (parts[at] as string[]).every((l) => l.startsWith('//'))) at--;
      if (at >= 0 && !pending) {
        const action = parts[at] as string[];
        if (action.length === 1 && /^await [\s\S]*;$/.test(action[0] as string)) {
          pending = ctx.fresh('opening');
          parts[at] = [
            `const ${pending} = ${(action[0] as string).slice('await '.length, -1)};`,
            `${pending}.catch(() => {});`,
          ];
        }
        if (throughMethod) {
          ctx.importName(dialogsImport(ctx), 'expectDialog');
          parts.splice(at, 0, [`expectDialog(${scope.page});`]);
        } else {
          const promise = ctx.fresh('dialogPromise');
          const dialog = ctx.fresh('dialog');
          parts.splice(at, 0, [`const ${promise} = ${scope.page}.waitForEvent('dialog');`]);
          parts.push([`const ${dialog} = await ${promise};`]);
          scope.dialog = dialog;
        }
      } else if (at < 0 && direct && scope.inHelper) {
        // A method that reads an alert its caller's action opened: the caller listened for it.
        const dialog = ctx.fresh('dialog');
        ctx.importName(dialogsImport(ctx), 'dialogOf');
        parts.push([`const ${dialog} = await dialogOf(${scope.page});`]);
        scope.dialog = dialog;
      }
    }
    parts.push(statementLines(ctx, statement, scope));
    const answered =
      /\.(accept|dismiss)\(/.test(parts[parts.length - 1]?.join('\n') ?? '') ||
      callsAny(statement, ctx.facts.alertAnswerers);
    if (pending && answered) {
      parts.push([`await ${pending};`]);
      pending = undefined;
    }
  }
  if (pending) parts.push([`await ${pending};`]);
  return parts.flat();
}

function statementLines(ctx: RuleContext, node: JNode, scope: Scope): string[] {
  if (node.type === 'line_comment' || node.type === 'block_comment') return [node.text];
  ctx.before.length = 0;
  try {
    const lines = statement(ctx, node, scope);
    const before = ctx.before.splice(0);
    return [...before, ...lines];
  } catch (error) {
    ctx.before.length = 0;
    return todoLines(ctx, asUnconvertible(error, node), node);
  }
}

/** A value as a statement: nothing for a browser object, its lines for a chain, else `code;`. */
function valueStatement(v: Val, code: string): string[] {
  if (v.t !== 'js' && v.t !== 'read') return [];
  // A wait on the page yields `true`: nothing is left to do once it is asserted.
  if (v.t === 'js' && (v.code === '' || v.code === 'true')) return [];
  if (v.t === 'js' && v.type === 'statements') return v.code.split('\n');
  return [`${code};`];
}

function statement(ctx: RuleContext, node: JNode, scope: Scope): string[] {
  switch (node.type) {
    case 'expression_statement': {
      const expr = named(node)[0];
      if (!expr) return [];
      const asserted = assertion(ctx, expr, scope);
      if (asserted) return asserted;
      if (expr.type === 'assignment_expression') return assignment(ctx, expr, scope);
      const prefs = downloadPreference(expr);
      if (prefs) return downloadFolder(ctx, expr, scope, ctx.value(prefs, scope));
      const v = ctx.expr(expr, scope);
      const found = bareFind(expr, v);
      if (found) return found;
      return valueStatement(v, ctx.materialize(v, expr));
    }
    case 'local_variable_declaration':
      return declaration(ctx, node, scope);
    case 'block':
      return ['{', ...ctx.block(node, childScope(scope)), '}'];
    case 'if_statement': {
      const condition = field(node, 'condition');
      const consequence = field(node, 'consequence');
      const alternative = field(node, 'alternative');
      if (!condition || !consequence)
        throw new Unconvertible(node, 'selenium-java/unsupported-syntax', 'if');
      // `if (driver != null) driver.quit();`: the page always exists; `== null` never holds.
      const driverCheck = /^\(\s*(\w+|this\.\w+)\s*(!=|==)\s*null\s*\)$/.exec(condition.text);
      if (driverCheck && ctx.expr(named(condition)[0]?.children[0] as JNode, scope).t === 'page')
        return driverCheck[2] === '!='
          ? body(ctx, consequence, scope)
          : alternative
            ? body(ctx, alternative, scope)
            : [];
      const lines = [
        `if (${ctx.value(named(condition)[0] as JNode, scope)}) {`,
        ...body(ctx, consequence, scope),
        '}',
      ];
      if (alternative) {
        const alt =
          alternative.type === 'if_statement'
            ? statement(ctx, alternative, scope)
            : ['{', ...body(ctx, alternative, scope), '}'];
        lines[lines.length - 1] = `} else ${alt[0]}`;
        lines.push(...alt.slice(1));
      }
      return lines;
    }
    case 'while_statement': {
      const condition = named(field(node, 'condition') as JNode)[0];
      return [
        `while (${ctx.value(condition as JNode, scope)}) {`,
        ...body(ctx, field(node, 'body') as JNode, scope),
        '}',
      ];
    }
    case 'do_statement': {
      const condition = named(field(node, 'condition') as JNode)[0];
      return [
        'do {',
        ...body(ctx, field(node, 'body') as JNode, scope),
        `} while (${ctx.value(condition as JNode, scope)});`,
      ];
    }
    case 'for_statement':
      return forStatement(ctx, node, scope);
    case 'enhanced_for_statement': {
      const name = field(node, 'name')?.text ?? 'item';
      const value = field(node, 'value') as JNode;
      const type = field(node, 'type')?.text ?? '';
      const iterable = ctx.expr(value, scope);
      const inner = childScope(scope);
      let source: string;
      if (iterable.t === 'locs') {
        source = `await ${iterable.code}.all()`;
        inner.vars.set(name, { t: 'loc', code: name, leaf: iterable.leaf });
      } else {
        source = ctx.materialize(iterable, value);
        inner.vars.set(name, { t: 'js', code: name, type });
      }
      return [
        `for (const ${name} of ${source}) {`,
        ...body(ctx, field(node, 'body') as JNode, inner),
        '}',
      ];
    }
    case 'return_statement': {
      const value = named(node)[0];
      if (!value) return ['return;'];
      const v = ctx.expr(value, scope);
      if (v.t === 'js' && v.code === '') return ['return;'];
      return [`return ${ctx.materialize(v, value)};`];
    }
    case 'explicit_constructor_invocation': {
      const args = named(field(node, 'arguments') ?? node).filter(
        (a) => !a.type.endsWith('comment'),
      );
      const callee = field(node, 'constructor')?.text ?? node.children[0]?.text ?? 'super';
      return [`${callee}(${args.map((a) => ctx.value(a, scope)).join(', ')});`];
    }
    case 'throw_statement':
      return [`throw ${ctx.value(named(node)[0] as JNode, scope)};`];
    case 'break_statement':
    case 'continue_statement':
      return [node.text];
    case 'try_statement':
    case 'try_with_resources_statement':
      return tryStatement(ctx, node, scope);
    case 'switch_expression':
      return switchStatement(ctx, node, scope);
    case 'labeled_statement':
    case 'synchronized_statement':
    case 'assert_statement':
    default:
      throw new Unconvertible(
        node,
        'selenium-java/unsupported-syntax',
        node.type.replace(/_/g, ' '),
      );
  }
}

function body(ctx: RuleContext, node: JNode, scope: Scope): string[] {
  if (node.type === 'block') return ctx.block(node, childScope(scope));
  return statementLines(ctx, node, childScope(scope));
}

function forStatement(ctx: RuleContext, node: JNode, scope: Scope): string[] {
  const inner = childScope(scope);
  const init = field(node, 'init');
  const initCode = !init
    ? ''
    : init.type === 'local_variable_declaration'
      ? declaration(ctx, init, inner)
          .join(' ')
          .replace(/^const /, 'let ')
          .replace(/;$/, '')
      : ctx.value(init, inner);
  const condition = field(node, 'condition');
  const update = field(node, 'update');
  const head = `for (${initCode}; ${condition ? ctx.value(condition, inner) : ''}; ${update ? ctx.value(update, inner) : ''})`;
  return [`${head} {`, ...body(ctx, field(node, 'body') as JNode, inner), '}'];
}

/** Whether `name` is assigned again in the block after its declaration. */
function reassigned(node: JNode, name: string): boolean {
  const block = node.parent;
  if (!block) return true;
  const after = block.text.slice(node.endIndex - block.startIndex);
  return new RegExp(`(^|[^\\w.])${name}\\s*([-+*/%]?=(?!=)|\\+\\+|--)|(\\+\\+|--)${name}\\b`).test(
    after,
  );
}

function declaration(ctx: RuleContext, node: JNode, scope: Scope): string[] {
  const type = field(node, 'type')?.text ?? 'var';
  const lines: string[] = [];
  for (const declarator of node.childrenForFieldName('declarator')) {
    if (!declarator) continue;
    const javaName = field(declarator, 'name')?.text ?? '';
    const name = safeName(javaName);
    const value = field(declarator, 'value');
    const role = roleOf(type);
    // Browser options and capabilities go to the config with the driver they configured.
    if (/(Options|Capabilities)$/.test(type)) {
      scope.vars.set(javaName, { t: 'js', code: '', type: 'options' });
      ctx.report(node, 'selenium-java/driver-fixture');
      continue;
    }
    if (!value) {
      scope.vars.set(
        name,
        role === 'loc' || role === 'locs'
          ? { t: role, code: name, leaf: false }
          : { t: 'js', code: name, type },
      );
      lines.push(`let ${name}: ${tsType(type)}${role ? '' : ' | undefined'};`);
      continue;
    }
    const sequences = isCharSequences(type) ? charSequenceArray(ctx, value, scope) : undefined;
    const v =
      value.type === 'lambda_expression'
        ? { t: 'js' as const, code: lambda(ctx, value, scope), type }
        : sequences !== undefined
          ? { t: 'js' as const, code: sequences, type }
          : ctx.expr(value, scope);
    if (
      ['page', 'wait', 'actions', 'alert', 'by', 'path'].includes(v.t) ||
      (v.t === 'soft' && v.code === 'expect.soft') ||
      (v.t === 'js' && (v.type === 'Random' || v.type === 'Robot'))
    ) {
      scope.vars.set(javaName, v);
      continue;
    }
    const keyword = reassigned(node, javaName) ? 'let' : 'const';
    const code = ctx.materialize(v, value);
    if (v.t === 'loc' || v.t === 'locs' || v.t === 'select') {
      lines.push(`${keyword} ${name} = ${code};`);
      scope.vars.set(
        name,
        v.t === 'select' ? { t: 'select', code: name } : { t: v.t, code: name, leaf: v.leaf },
      );
      continue;
    }
    // A read is text unless the declaration says otherwise (`Boolean done = box.isSelected()`).
    const jsType =
      v.t === 'read'
        ? type === 'var'
          ? 'String'
          : type
        : type === 'var' && v.t === 'js'
          ? v.type
          : type;
    scope.vars.set(javaName, { t: 'js', code: name, ...(jsType ? { type: jsType } : {}) });
    // An empty collection says nothing of its items: the declared type does.
    const annotation =
      type !== 'var' &&
      (keyword === 'let' || code === '[]' || code === '{}' || code === 'new Map()') &&
      tsType(type) !== 'any'
        ? `: ${tsType(type)}`
        : '';
    lines.push(`${keyword} ${name}${annotation} = ${code};`);
  }
  return lines;
}

function assignment(ctx: RuleContext, node: JNode, scope: Scope): string[] {
  const left = field(node, 'left') as JNode;
  const right = field(node, 'right') as JNode;
  const op = node.childForFieldName('operator')?.text ?? '=';
  const target = ctx.expr(left, scope);
  // `driver = new ChromeDriver()`, `wait = new WebDriverWait(…)`: Playwright gives the page.
  if (target.t !== 'js' && target.t !== 'read' && op === '=') {
    const v = ctx.expr(right, scope);
    // `this.driver = driver` in a page object's constructor: the page it was given.
    if (target.t === 'page' && v.t === 'page' && scope.mode === 'member' && target.code !== v.code)
      return [`${unwrapWindow(target.code)} = ${v.code};`];
    if (target.t === 'page' || target.t === 'wait' || target.t === 'actions' || target.t === 'soft')
      return [];
    return [`${ctx.materialize(target, left)} = ${ctx.materialize(v, right)};`];
  }
  return [`${ctx.materialize(target, left)} ${op} ${ctx.value(right, scope)};`];
}

/** `prefs.put("download.default_directory", folder)` → the folder's expression. */
function downloadPreference(node: JNode): JNode | undefined {
  if (node.type !== 'method_invocation' || field(node, 'name')?.text !== 'put') return undefined;
  const [key, value] = named(field(node, 'arguments') ?? node);
  return key?.text === '"download.default_directory"' ? value : undefined;
}

/**
 * `switch` with `case A:` groups or `case A ->` rules. An enum's constants are named bare in Java
 * and through their enum in TypeScript; a rule does not fall through, so it ends with `break`.
 */
function switchStatement(ctx: RuleContext, node: JNode, scope: Scope): string[] {
  const condition = named(field(node, 'condition') ?? node)[0];
  const body = field(node, 'body');
  if (!condition || !body)
    throw new Unconvertible(node, 'selenium-java/unsupported-syntax', 'switch');
  const subject = ctx.expr(condition, scope);
  const enumType =
    subject.t === 'js' && subject.type && ctx.facts.classes.get(subject.type)?.kind === 'enum'
      ? subject.type
      : undefined;
  const lines = [`switch (${ctx.materialize(subject, condition)}) {`];
  for (const group of named(body)) {
    if (group.type.endsWith('comment')) {
      lines.push(group.text);
      continue;
    }
    const parts = named(group);
    const label = parts.find((p) => p.type === 'switch_label');
    const values = label ? named(label) : [];
    if (!values.length) lines.push('default:');
    for (const value of values)
      lines.push(
        `case ${enumType && value.type === 'identifier' ? `${enumType}.${value.text}` : ctx.value(value, scope)}:`,
      );
    const inner = childScope(scope);
    const statements = parts.filter((p) => p.type !== 'switch_label');
    const translated = statements.flatMap((p) =>
      p.type === 'block' ? ctx.block(p, inner) : statementLines(ctx, p, inner),
    );
    lines.push('{', ...translated, ...(group.type === 'switch_rule' ? ['break;'] : []), '}');
  }
  lines.push('}');
  return lines;
}
