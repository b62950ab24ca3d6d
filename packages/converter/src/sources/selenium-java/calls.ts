/**
 * Method calls: dispatched by what the receiver holds — the driver, an element, a `Select`, a
 * wait, an action chain, an alert, a project object — or, for a static call, by the class named
 * (`Thread.sleep`, `String.format`, `By.id`). The browser's are in `selenium.ts`; the rest here.
 */
import { optionsCall } from './capabilities.js';
import { lookup, Unconvertible, type RuleContext, type Scope, type Val } from './context.js';
import { holdsDriver, methodOf, lineage } from './analysis.js';
import { field, named, stringLiteral, type JNode } from './parser.js';
import { roleOf } from './types.js';
import { locatorForm } from './locate.js';
import { importFrom, fieldValue, durationMillis } from './fields.js';
import { argument, callArgs } from './arguments.js';
import { awaitedJs, js, paren } from './values.js';
import { driverCall, elementCall, elementsCall, selectCall } from './selenium.js';
import { actionsCall, alertCall } from './actions.js';
import { waitCall } from './waits.js';
import { valueMethod } from './java-library.js';
import { fileStatic } from './files.js';
import { elementStream } from './streams.js';
import { charSequence, isCharSequences } from './keys.js';
import { formatter, parseCall } from './dates.js';
import { resourceStream } from './properties.js';
import { clipboardUse } from './robot.js';
import type { MethodFacts } from './facts.js';
import { lookupTable } from '../../core/lookup-table.js';

/** Classes whose static methods are Java's or Selenium's, not the project's. */
const staticClasses = new Set([
  'Thread', 'String', 'Integer', 'Long', 'Double', 'Float', 'Boolean', 'Math', 'System',
  'Arrays', 'List', 'Set', 'Map', 'Duration', 'PageFactory', 'By', 'Objects', 'Collections',
  'TimeUnit', 'Keys', 'Paths', 'Path', 'Files', 'LocalDate', 'LocalDateTime', 'DateTimeFormatter',
]); // prettier-ignore

export function translateCall(ctx: RuleContext, node: JNode, scope: Scope): Val {
  const object = field(node, 'object');
  const name = field(node, 'name')?.text ?? '';
  const args = callArgs(node);
  if (!object) return ownCall(ctx, node, scope, name, args);
  // The system clipboard: a path pasted into a native file dialog (`robot.ts`).
  if (/^Toolkit\s*\.\s*getDefaultToolkit\b/.test(object.text)) clipboardUse(node);
  if (name === 'getResourceAsStream' || name === 'getSystemResourceAsStream')
    return resourceStream(ctx, node, scope);
  // `System.out.println(x)`: the console.
  if (/^System\s*\.\s*(out|err)$/.test(object.text) && /^(println|print|printf)$/.test(name)) {
    const values = args.map((a) => argument(ctx, a, scope));
    const first =
      name === 'printf' && args[0]
        ? staticCall(ctx, node, scope, 'String', 'format', args)
        : undefined;
    const method = object.text.endsWith('err') ? 'error' : 'log';
    return js(`console.${method}(${first && first.t === 'js' ? first.code : values.join(', ')})`);
  }
  // WebDriverManager downloads a driver binary: Playwright's browsers need none.
  if (/^WebDriverManager\b/.test(object.text)) {
    ctx.report(node, 'selenium-java/driver-fixture');
    return js('');
  }
  if (object.type === 'super')
    return projectCall(ctx, node, scope, 'super', scope.cls?.superclass, name, args);
  if (
    object.type === 'identifier' &&
    staticClasses.has(object.text) &&
    !lookup(scope, object.text) &&
    !fieldValue(ctx, scope, object.text)
  )
    return staticCall(ctx, node, scope, object.text, name, args);
  const receiver = ctx.expr(object, scope);
  switch (receiver.t) {
    case 'page':
      return driverCall(ctx, node, scope, receiver.code, '', name, args);
    case 'path':
      return driverCall(ctx, node, scope, receiver.page, receiver.path, name, args);
    case 'loc':
      return elementCall(ctx, node, scope, receiver, name, args);
    case 'locs':
      return elementsCall(ctx, node, scope, receiver, name, args);
    case 'select':
      return selectCall(ctx, node, scope, receiver.code, name, args);
    case 'wait':
      return waitCall(ctx, node, scope, receiver, name, args);
    case 'actions':
      return actionsCall(ctx, node, scope, receiver, name, args);
    case 'alert':
      return alertCall(ctx, node, scope, name, args, receiver.dialog);
    case 'by':
    case 'soft':
      throw new Unconvertible(node, 'selenium-java/unsupported-command', `${receiver.t}.${name}`);
    default:
      break;
  }
  const type = receiver.t === 'js' ? receiver.type : undefined;
  // An alert a method returned (a page object's `waitForAlert()`): the dialog it found.
  if (receiver.t === 'js' && type === 'Alert')
    return alertCall(ctx, node, scope, name, args, paren(ctx.materialize(receiver, object)));
  if (type === 'ElementStream' && receiver.t === 'js')
    return elementStream(node, receiver.code, name, args);
  // Browser options (`options.addArguments(…)`) went to the config with their driver.
  if (type === 'options') {
    optionsCall(ctx, node, name, args);
    return js('');
  }
  const className = type?.startsWith('class:') ? type.slice(6) : type;
  const project = className ? ctx.facts.classes.get(className.replace(/<.*$/s, '')) : undefined;
  // `Role.values()` of a plain enum (a TypeScript string enum).
  if (
    project?.kind === 'enum' &&
    type?.startsWith('class:') &&
    name === 'values' &&
    !project.methods.has('values') &&
    !project.methods.size
  )
    return js(`Object.values(${project.name})`, `${project.name}[]`);
  // A plain enum is a TypeScript string enum: `name()`, `toString()`, `equals()` read its value.
  if (project?.kind === 'enum' && !methodOf(ctx.facts, project.name, name))
    return valueMethod(ctx, node, scope, receiver, name, args);
  if (className && project) {
    const code = type?.startsWith('class:') ? className : ctx.materialize(receiver, object);
    return projectCall(ctx, node, scope, paren(code), className.replace(/<.*$/s, ''), name, args);
  }
  return valueMethod(ctx, node, scope, receiver, name, args);
}

/** A call with no receiver: a method of the class or one it inherits. */
function ownCall(ctx: RuleContext, node: JNode, scope: Scope, name: string, args: JNode[]): Val {
  const hit = methodOf(ctx.facts, scope.cls?.name, name);
  if (!hit) throw new Unconvertible(node, 'selenium-java/unknown-call', `${name}()`);
  if (scope.mode === 'member')
    return projectCall(
      ctx,
      node,
      scope,
      hit.method.isStatic ? hit.owner.name : 'this',
      scope.cls?.name,
      name,
      args,
    );
  // A test class's helpers are functions; the browser ones take the page first.
  if (hit.owner.path !== ctx.path) importFrom(ctx, hit.owner.path, name);
  const isAsync = ctx.facts.asyncMethods.has(name);
  const list = [...(isAsync ? [scope.page] : []), ...projectArgs(ctx, hit.method, args, scope)];
  const call = `${name}(${list.join(', ')})`;
  return returned(hit.method.returnType, call, isAsync, scope);
}

/** What a project method's call gives, by its declared return type. */
function returned(returnType: string, call: string, isAsync: boolean, scope: Scope): Val {
  const role = roleOf(returnType);
  // `getDriver()`: whatever holds the driver, it is the page the code works on.
  if (role === 'page') return { t: 'page', code: scope.page };
  const code = isAsync ? `(await ${call})` : call;
  if (role === 'loc' || role === 'locs') return { t: role, code, leaf: false };
  if (role === 'select') return { t: 'select', code };
  return isAsync ? awaitedJs(call, returnType) : js(call, returnType);
}

/**
 * A project method's arguments; those given to a `CharSequence... keys` parameter keep their keys
 * as WebDriver's characters (the method types them with the generated `sendKeys`).
 */
function projectArgs(ctx: RuleContext, method: MethodFacts, args: JNode[], scope: Scope): string[] {
  const spread = method.params.findIndex((p) => isCharSequences(p.type) && p.type.endsWith('...'));
  return args.map((a, i) => {
    if (spread === -1 || i < spread) return argument(ctx, a, scope);
    // An array given for the varargs is its elements (Java passes it as the array itself).
    const v = a.type === 'identifier' || a.type === 'field_access' ? ctx.expr(a, scope) : undefined;
    if (args.length === spread + 1 && v?.t === 'js' && isCharSequences(v.type))
      return `...${ctx.materialize(v, a)}`;
    return charSequence(ctx, a, scope);
  });
}

function projectCall(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  receiver: string,
  cls: string | undefined,
  name: string,
  args: JNode[],
): Val {
  const hit = methodOf(ctx.facts, cls, name);
  const isAsync = ctx.facts.asyncMethods.has(name) && !!hit;
  if (!hit && !lineage(ctx.facts, cls).length)
    throw new Unconvertible(node, 'selenium-java/unknown-call', `${name}()`);
  const values = hit
    ? projectArgs(ctx, hit.method, args, scope)
    : args.map((a) => argument(ctx, a, scope));
  // A static method of a page class that drives the browser takes the page first.
  if (hit?.method.isStatic && isAsync && holdsDriver(ctx.facts, hit.owner.name))
    values.unshift(scope.page);
  const call = `${receiver}.${name}(${values.join(', ')})`;
  return returned(hit?.method.returnType ?? 'Object', call, isAsync, scope);
}

function staticCall(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  cls: string,
  name: string,
  args: JNode[],
): Val {
  const values = () => args.map((a) => argument(ctx, a, scope));
  const key = `${cls}.${name}`;
  const file = fileStatic(
    ctx,
    node,
    cls,
    name,
    ['Paths', 'Path', 'Files'].includes(cls) ? values() : [],
  );
  if (file) return file;
  if (key === 'System.getProperty' && stringLiteral(args[0]) === 'user.dir')
    return js('process.cwd()', 'String');
  switch (key) {
    case 'Thread.sleep': {
      const ms = values()[0] ?? '0';
      return scope.page
        ? awaitedJs(`${scope.page}.waitForTimeout(${ms})`)
        : awaitedJs(`new Promise((resolve) => setTimeout(resolve, ${ms}))`);
    }
    case 'String.valueOf':
      return js(`String(${values()[0] ?? ''})`, 'String');
    case 'String.format':
      return stringFormat(ctx, node, scope, args);
    case 'String.join':
      return js(`[${values().slice(1).join(', ')}].join(${values()[0]})`, 'String');
    case 'Integer.parseInt':
    case 'Integer.valueOf':
    case 'Long.parseLong':
      return js(`Number.parseInt(${values()[0]}, 10)`, 'int');
    case 'Double.parseDouble':
    case 'Double.valueOf':
    case 'Float.parseFloat':
      return js(`Number.parseFloat(${values()[0]})`, 'double');
    case 'Boolean.parseBoolean':
      return js(`${paren(values()[0] ?? "''")}.toLowerCase() === 'true'`, 'boolean');
    case 'System.currentTimeMillis':
      return js('Date.now()', 'long');
    case 'LocalDate.now':
      return js('new Date()', 'LocalDate');
    case 'LocalDateTime.now':
      return js('new Date()', 'LocalDateTime');
    case 'LocalDate.of': {
      const [y, m, d] = values();
      return js(`new Date(${y}, ${m} - 1, ${d})`, 'LocalDate');
    }
    case 'DateTimeFormatter.ofPattern':
      return formatter(node, args[0], args[0] ? argument(ctx, args[0], scope) : undefined);
    case 'LocalDate.parse':
    case 'LocalDateTime.parse': {
      const [text, pattern] = values();
      if (!pattern && cls === 'LocalDateTime')
        throw new Unconvertible(node, 'selenium-java/date-pattern', key);
      return parseCall(ctx, text ?? "''", pattern ?? "'yyyy-MM-dd'", cls);
    }
    case 'System.getProperty':
    case 'System.getenv': {
      const [n, fallback] = values();
      return js(`(process.env[${n}]${fallback ? ` ?? ${fallback}` : ''})`, 'String');
    }
    case 'List.copyOf':
    case 'Set.copyOf':
      return js(`[...${paren(values()[0] ?? '[]')}]`, 'List');
    case 'Arrays.asList':
    case 'List.of':
    case 'Set.of': {
      // One array argument is the elements themselves (Java's varargs), not one element.
      const args = named(field(node, 'arguments') ?? node).filter(
        (a) => !a.type.endsWith('comment'),
      );
      if (args.length === 1 && args[0]?.type === 'array_creation_expression')
        return js(`[...${paren(values()[0] ?? '[]')}]`, 'List');
      return js(`[${values().join(', ')}]`, 'List');
    }
    case 'Duration.ofSeconds':
    case 'Duration.ofMillis':
    case 'Duration.ofMinutes':
      return js(durationMillis(ctx, node, scope) ?? '0', 'long');
    case 'Objects.equals':
      return js(`${values()[0]} === ${values()[1]}`, 'boolean');
    case 'System.setProperty':
    case 'System.clearProperty':
      // `webdriver.chrome.driver` and friends: Playwright finds its browsers itself.
      if (/^"webdriver\./.test(args[0]?.text ?? '')) {
        ctx.report(node, 'selenium-java/driver-fixture');
        return js('');
      }
      throw new Unconvertible(node, 'selenium-java/unknown-call', key);
    case 'PageFactory.initElements':
      // `PageFactory.initElements(driver, LoginPage.class)` makes the page object.
      if (args[1]?.type === 'class_literal') {
        const type = args[1].text.replace(/\.class$/, '');
        const cls = ctx.facts.classes.get(type);
        if (cls && cls.path !== ctx.path) importFrom(ctx, cls.path, type);
        ctx.report(node, 'selenium-java/page-factory');
        return js(`new ${type}(${scope.page})`, type);
      }
      ctx.report(node, 'selenium-java/page-factory');
      return js('');
    default:
      break;
  }
  if (cls === 'Math' && /^(abs|max|min|round|floor|ceil|random|pow|sqrt)$/.test(name))
    return js(`Math.${name}(${values().join(', ')})`, 'double');
  if (cls === 'By') {
    const arg = args[0];
    const form = arg
      ? locatorForm(strategyOfBy(name) ?? '', {
          ...(stringLiteral(arg) !== undefined ? { literal: stringLiteral(arg) as string } : {}),
          code: argument(ctx, arg, scope),
        })
      : undefined;
    if (!form) throw new Unconvertible(node, 'selenium-java/unknown-locator', `By.${name}`);
    return { t: 'by', form };
  }
  throw new Unconvertible(node, 'selenium-java/unknown-call', `${key}()`);
}

const byStrategies = lookupTable<Record<string, string>>({
  id: 'id',
  cssSelector: 'css',
  xpath: 'xpath',
  name: 'name',
  className: 'className',
  tagName: 'tagName',
  linkText: 'linkText',
  partialLinkText: 'partialLinkText',
});

function strategyOfBy(name: string): string | undefined {
  return byStrategies[name];
}

/** `String.format("%s has %d", a, b)` with a literal format → a template literal. */
function stringFormat(ctx: RuleContext, node: JNode, scope: Scope, args: JNode[]): Val {
  const format = stringLiteral(args[0]);
  if (format === undefined)
    throw new Unconvertible(node, 'selenium-java/unknown-call', 'String.format');
  const values = args.slice(1).map((a) => argument(ctx, a, scope));
  let i = 0;
  let failed = false;
  const body = format
    .replace(/[`\\]|\$\{/g, (m) => `\\${m}`)
    .replace(/%(n|%|[-\d.]*[sdf])/g, (m, spec: string) => {
      if (spec === 'n') return '\n';
      if (spec === '%') return '%';
      const v = values[i++];
      if (v === undefined || /^[-\d]/.test(spec)) failed = true;
      if (/^\.\d+f$/.test(spec)) return `\${${paren(v ?? '')}.toFixed(${spec.slice(1, -1)})}`;
      return `\${${v}}`;
    });
  if (failed) throw new Unconvertible(node, 'selenium-java/unknown-call', 'String.format');
  return js(`\`${body}\``, 'String');
}
