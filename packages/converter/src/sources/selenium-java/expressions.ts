/**
 * Java expressions → TypeScript: literals, names (locals, fields, constants, enum values),
 * operators, object creation, lambdas. Calls go to `calls.ts`; what a name holds (the driver, an
 * element, a wait) comes from its declared type.
 */
import { remoteDriver } from './capabilities.js';
import { lookup, Unconvertible, type RuleContext, type Scope, type Val } from './context.js';
import { holdsDriver, takesDriver } from './analysis.js';
import { field, isComment, named, stringLiteral, type JNode } from './parser.js';
import { roleOf, rawType, tsType } from './types.js';
import { locatorForm, found } from './locate.js';
import { translateCall } from './calls.js';
import { callArgs } from './arguments.js';
import { durationMillis, fieldValue, importFrom } from './fields.js';
import { lambda } from './lambdas.js';
import { js, numberLiteral, paren } from './values.js';
import { keyNames } from '../../webdriver/keys.js';
import { newFile } from './files.js';
import { formatter, isoFormatters } from './dates.js';
import { propertiesCreation } from './properties.js';
import { clipboardUse } from './robot.js';
import { lookupTable } from '../../core/lookup-table.js';

const binaryOps = lookupTable<Record<string, string>>({ '==': '===', '!=': '!==' });

export function translateExpr(ctx: RuleContext, node: JNode, scope: Scope): Val {
  switch (node.type) {
    case 'string_literal':
      if (node.text.startsWith('"""'))
        return js(
          `\`${node.text.slice(3, -3).replace(/^\n/, '').replace(/[`$]/g, '\\$&')}\``,
          'String',
        );
      return js(node.text, 'String');
    case 'character_literal':
      return js(node.text, 'String');
    case 'decimal_integer_literal':
    case 'hex_integer_literal':
    case 'octal_integer_literal':
    case 'binary_integer_literal':
    case 'decimal_floating_point_literal':
      return js(numberLiteral(node.text), 'int');
    case 'true':
    case 'false':
      return js(node.text, 'boolean');
    case 'null_literal':
      return js('null');
    case 'this':
      return js('this');
    case 'parenthesized_expression': {
      const inner = named(node)[0];
      if (!inner) throw new Unconvertible(node, 'selenium-java/unsupported-syntax', '()');
      const v = ctx.expr(inner, scope);
      return v.t === 'js' ? js(`(${v.code})`, v.type) : v;
    }
    case 'cast_expression': {
      const value = field(node, 'value');
      if (!value) throw new Unconvertible(node, 'selenium-java/unsupported-syntax', 'cast');
      const type = field(node, 'type')?.text ?? '';
      const v = ctx.expr(value, scope);
      if (roleOf(type) === 'page' || /TakesScreenshot/.test(type)) return v;
      if (v.t !== 'js') return v;
      if (/^(int|long|short|byte)$/.test(type)) return js(`Math.trunc(${v.code})`, type);
      // A wait's `Object` is TypeScript's `unknown`: the cast says what it is.
      const ts = tsType(type);
      if (v.type === 'Object' && ts !== 'any') return js(`(${v.code} as ${ts})`, type);
      return js(v.code, type);
    }
    case 'identifier':
      return identifier(ctx, node, scope);
    case 'field_access':
      return fieldAccessExpr(ctx, node, scope);
    case 'method_invocation':
      return translateCall(ctx, node, scope);
    case 'object_creation_expression':
      return creation(ctx, node, scope);
    case 'binary_expression': {
      const left = field(node, 'left');
      const right = field(node, 'right');
      const op = node.childForFieldName('operator')?.text ?? node.children[1]?.text ?? '';
      if (!left || !right) throw new Unconvertible(node, 'selenium-java/unsupported-syntax', op);
      const lv = ctx.expr(left, scope);
      const rv = ctx.expr(right, scope);
      const l = ctx.materialize(lv, left);
      const r = ctx.materialize(rv, right);
      const type = ['==', '!=', '<', '>', '<=', '>=', '&&', '||'].includes(op)
        ? 'boolean'
        : undefined;
      const isString = op === '+' && (isStringVal(lv) || isStringVal(rv));
      // Java's `null` is TypeScript's `undefined` as often as `null` (`System.getenv`, a map's
      // missing key): a comparison with it keeps Java's loose form, which holds for both.
      const withNull = left.type === 'null_literal' || right.type === 'null_literal';
      return js(
        `${l.startsWith('await ') ? `(${l})` : l} ${withNull ? op : (binaryOps[op] ?? op)} ${r.startsWith('await ') ? `(${r})` : r}`,
        type ?? (isString ? 'String' : undefined),
      );
    }
    case 'unary_expression': {
      const operand = field(node, 'operand');
      const op = node.children[0]?.text ?? '';
      if (!operand) throw new Unconvertible(node, 'selenium-java/unsupported-syntax', op);
      return js(`${op}${paren(ctx.value(operand, scope))}`, op === '!' ? 'boolean' : undefined);
    }
    case 'update_expression':
      return js(
        node.text.replace(/\s+/g, '').replace(/^(\w+)/, (n) => identifierCode(ctx, n, scope)),
      );
    case 'ternary_expression': {
      const [c, a, b] = ['condition', 'consequence', 'alternative'].map((f) => field(node, f));
      if (!c || !a || !b) throw new Unconvertible(node, 'selenium-java/unsupported-syntax', '?:');
      const av = ctx.expr(a, scope);
      return js(
        `${ctx.value(c, scope)} ? ${ctx.materialize(av, a)} : ${ctx.value(b, scope)}`,
        av.t === 'js' ? av.type : undefined,
      );
    }
    case 'assignment_expression': {
      const left = field(node, 'left');
      const right = field(node, 'right');
      const op = node.childForFieldName('operator')?.text ?? '=';
      if (!left || !right) throw new Unconvertible(node, 'selenium-java/unsupported-syntax', '=');
      return js(`${ctx.value(left, scope)} ${op} ${ctx.value(right, scope)}`);
    }
    case 'array_access': {
      const array = field(node, 'array');
      const index = field(node, 'index');
      if (!array || !index) throw new Unconvertible(node, 'selenium-java/unsupported-syntax', '[]');
      const v = ctx.expr(array, scope);
      if (v.t === 'locs')
        return { t: 'loc', code: `${v.code}.nth(${ctx.value(index, scope)})`, leaf: v.leaf };
      return js(`${paren(ctx.materialize(v, array))}[${ctx.value(index, scope)}]`);
    }
    case 'array_creation_expression': {
      const init = named(node).find((c) => c.type === 'array_initializer');
      if (init) return ctx.expr(init, scope);
      const sizes = named(node)
        .filter((c) => c.type === 'dimensions_expr')
        .map((d) => named(d)[0]);
      if (!sizes.length || sizes.some((d) => !d))
        throw new Unconvertible(node, 'selenium-java/unsupported-syntax', 'new array');
      const type = tsType(field(node, 'type')?.text ?? 'Object');
      const fill = type === 'number' ? '0' : type === 'boolean' ? 'false' : 'null';
      // `new Object[2][3]`: arrays of arrays, each filled with Java's default value.
      let code = `new Array(${ctx.value(sizes[sizes.length - 1] as JNode, scope)}).fill(${fill})`;
      for (const size of sizes.slice(0, -1).reverse())
        code = `Array.from({ length: ${ctx.value(size as JNode, scope)} }, () => ${code})`;
      return js(code);
    }
    case 'array_initializer':
      return js(
        `[${named(node)
          .filter((c) => !isComment(c))
          .map((c) => ctx.value(c, scope))
          .join(', ')}]`,
      );
    case 'lambda_expression':
      return js(lambda(ctx, node, scope));
    case 'class_literal':
    case 'instanceof_expression':
    case 'method_reference':
    case 'switch_expression':
    default:
      throw new Unconvertible(
        node,
        'selenium-java/unsupported-syntax',
        node.type.replace(/_/g, ' '),
      );
  }
}

export function isStringVal(v: Val): boolean {
  return (
    (v.t === 'js' && v.type === 'String') ||
    (v.t === 'read' && ['text', 'attribute', 'title', 'url', 'value'].includes(v.kind))
  );
}

function identifierCode(ctx: RuleContext, name: string, scope: Scope): string {
  if (lookup(scope, name)) return name;
  const f = fieldValue(ctx, scope, name);
  return f?.t === 'js' ? f.code : name;
}

function identifier(ctx: RuleContext, node: JNode, scope: Scope): Val {
  const name = node.text;
  const local = lookup(scope, name);
  if (local) return local;
  const f = fieldValue(ctx, scope, name);
  if (f) return f;
  // An enum constant of the class itself (`switch` labels, code inside the enum).
  if (
    scope.cls?.kind === 'enum' &&
    named(field(scope.cls.node, 'body') ?? scope.cls.node).some(
      (c) => c.type === 'enum_constant' && field(c, 'name')?.text === name,
    )
  )
    return js(`${scope.cls.name}.${name}`, scope.cls.name);
  const cls = ctx.facts.classes.get(name);
  if (cls) {
    if (cls.path !== ctx.path) importFrom(ctx, cls.path, name);
    return js(name, `class:${name}`);
  }
  return js(name);
}

function fieldAccessExpr(ctx: RuleContext, node: JNode, scope: Scope): Val {
  const object = field(node, 'object');
  const name = field(node, 'field')?.text ?? '';
  if (!object) throw new Unconvertible(node, 'selenium-java/unsupported-syntax', 'field access');
  if (object.type === 'this') {
    const f = fieldValue(ctx, scope, name);
    if (f) return f;
    return js(scope.mode === 'member' ? `this.${name}` : name);
  }
  if (object.text === 'File' && (name === 'separator' || name === 'pathSeparator'))
    return js(name === 'separator' ? "'/'" : "':'", 'String');
  if (object.text === 'DateTimeFormatter' && isoFormatters[name])
    return js(isoFormatters[name], 'DateTimeFormatter');
  if (object.text === 'Keys' && keyNames[name] !== undefined)
    return js(JSON.stringify(keyNames[name]), `Key:${name}`);
  const cls = ctx.facts.classes.get(object.text);
  if (cls) {
    if (cls.path !== ctx.path) importFrom(ctx, cls.path, cls.name);
    const f = cls.fields.get(name);
    // `BasePage.driver`: a static shared driver is the page.
    if (f && roleOf(f.type) === 'page') return { t: 'page', code: scope.page };
    if (f?.by) {
      const form = locatorForm(f.by.strategy, {
        literal: f.by.literal,
        code: JSON.stringify(f.by.literal),
      });
      if (form) return { t: 'by', form };
    }
    return js(`${cls.name}.${name}`, f?.type ?? (cls.kind === 'enum' ? cls.name : undefined));
  }
  if (
    /^[A-Z]/.test(object.text) &&
    !lookup(scope, object.text) &&
    !fieldValue(ctx, scope, object.text)
  )
    throw new Unconvertible(node, 'selenium-java/unknown-call', object.text + '.' + name);
  const v = ctx.expr(object, scope);
  const code = paren(ctx.materialize(v, object));
  if (name === 'length') return js(`${code}.length`, 'int');
  return js(`${code}.${name}`);
}

function creation(ctx: RuleContext, node: JNode, scope: Scope): Val {
  const typeNode = field(node, 'type');
  const type = rawType(typeNode?.text ?? '');
  const args = callArgs(node);
  if (named(node).some((c) => c.type === 'class_body'))
    throw new Unconvertible(node, 'selenium-java/unsupported-syntax', 'anonymous class');
  const role = roleOf(type);
  if (role === 'page') {
    ctx.report(node, 'selenium-java/driver-fixture');
    remoteDriver(ctx, node, type, args);
    return { t: 'page', code: scope.page };
  }
  if (role === 'wait') {
    const timeout = durationMillis(ctx, args[1], scope);
    return { t: 'wait', ...(timeout ? { timeout } : {}) };
  }
  if (role === 'actions') return { t: 'actions', steps: [] };
  if (role === 'soft') return { t: 'soft', code: 'expect.soft' };
  if (role === 'select') {
    const el = args[0] ? ctx.expr(args[0], scope) : undefined;
    if (el?.t === 'loc') return { t: 'select', code: el.code };
    throw new Unconvertible(node, 'selenium-java/unsupported-command', 'Select of a non-element');
  }
  if (type === 'File')
    return newFile(
      ctx,
      args.map((a) => ctx.value(a, scope)),
    );
  const opened = propertiesCreation(ctx, node, scope, type);
  if (opened) return opened;
  if (type === 'Robot' && !args.length) return js('', 'Robot');
  if (type === 'StringSelection') clipboardUse(node);
  if (type === 'SimpleDateFormat')
    return formatter(node, args[0], args[0] ? ctx.value(args[0], scope) : undefined, true);
  if (type === 'Date' && args.length <= 1)
    return js(`new Date(${args[0] ? ctx.value(args[0], scope) : ''})`, 'Date');
  if (type === 'Cookie') {
    const [n, v] = args.map((a) => ctx.value(a, scope));
    return js(`{ name: ${n}, value: ${v} }`);
  }
  if (['ArrayList', 'LinkedList', 'HashSet'].includes(type))
    return js(args[0] ? `[...${paren(ctx.value(args[0], scope))}]` : '[]', typeNode?.text);
  // `new HashMap<>()` says nothing of its types: the declaration's type does (`statements.ts`).
  if (['HashMap', 'LinkedHashMap', 'TreeMap'].includes(type))
    return js(
      /<\s*>$/.test(typeNode?.text ?? '')
        ? 'new Map()'
        : `new Map${tsType(typeNode?.text ?? '').replace(/^Map/, '')}()`,
      typeNode?.text,
    );
  // `new Random()`: Math.random (a seeded Random repeats its numbers; Math.random cannot).
  if (type === 'Random' && !args.length) return js('Math', 'Random');
  if (type === 'StringBuilder') return js(args[0] ? ctx.value(args[0], scope) : "''", 'String');
  if (
    /^(Exception|RuntimeException|AssertionError|IllegalStateException|IllegalArgumentException|Error)$/.test(
      type,
    )
  )
    return js(`new Error(${args[0] ? ctx.value(args[0], scope) : ''})`);
  const cls = ctx.facts.classes.get(type);
  if (!cls) throw new Unconvertible(node, 'selenium-java/unknown-call', `new ${type}`);
  if (cls.path !== ctx.path) importFrom(ctx, cls.path, type);
  const values = args.map((a) => ctx.materialize(ctx.expr(a, scope), a));
  // A page object of a static shared driver is made with the page it works on.
  if (holdsDriver(ctx.facts, type) && !takesDriver(ctx.facts, type)) values.unshift(scope.page);
  return js(`new ${type}(${values.join(', ')})`, type);
}

/** A string literal's value, if the node is one. */
export function literalOf(node: JNode | undefined): string | undefined {
  return stringLiteral(node);
}

export { found };
