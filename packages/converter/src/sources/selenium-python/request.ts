/**
 * pytest's `request` (and `pytestconfig`) → what Playwright offers in its place:
 *
 *   request.param                        the parametrized fixture's option (fixture-params.ts)
 *   request.addfinalizer(fn)             a teardown step (top level: after `use`; nested: a list)
 *   request.node.name                    testInfo.title (pytest's name carries the case id, so
 *                                        does the converted title)
 *   request.function.__name__            the title without its case id
 *   request.config.getoption("--env")    process.env.ENV, with the `addoption` default
 *   request.getfixturevalue("user")      the fixture, asked for by the test or fixture
 *
 * `request.cls` and the rest have no Playwright counterpart: a TODO with a diagnostic.
 */
import { lookup, Unconvertible, type RuleContext, type Scope } from './context.js';
import type { CallArgs } from './call-args.js';
import { argAt } from './call-args.js';
import { field, named, type PyNode } from './parser.js';
import { literalValue } from './strings.js';
import { quote } from '../../playwright/code.js';
import { js, paren, type Val } from './values.js';

/** What `request` stands for where it is read. */
export interface RequestVal {
  /** Which object: `request` itself, `request.node`, `request.function`, `request.config`. */
  part: 'request' | 'node' | 'function' | 'config';
  /** The parametrized fixture's option, in a fixture with params. */
  option?: string;
  /** The runtime list nested `addfinalizer` calls push to. */
  finalizers?: string;
  /** The TestInfo as code: `testInfo` in a fixture, `test.info()` in a test or hook. */
  info: string;
}

const prefix = 'pytest-request:';

export function requestModule(request: RequestVal): Val {
  return { t: 'module', name: `${prefix}${JSON.stringify(request)}` };
}

export function requestOf(module: string): RequestVal | undefined {
  return module.startsWith(prefix)
    ? (JSON.parse(module.slice(prefix.length)) as RequestVal)
    : undefined;
}

export function requestAttribute(request: RequestVal, name: string, at: PyNode): Val {
  const { part, info } = request;
  if (part === 'request') {
    if (name === 'param' && request.option) return js(request.option);
    if (name === 'node' || name === 'function' || name === 'config')
      return requestModule({ part: name, info });
  }
  if (part === 'node' && name === 'name') return js(`${info}.title`, 'str');
  // A Python function name holds no `[`: the title up to it is the test's own name.
  if (part === 'function' && name === '__name__') return js(`${info}.title.split('[')[0]`, 'str');
  throw new Unconvertible(at, 'selenium-python/fixture-request', `${dotted(part)}.${name}`);
}

export function requestCall(
  ctx: RuleContext,
  request: RequestVal,
  name: string,
  args: CallArgs,
  scope: Scope,
): Val {
  const first = argAt(args, 0);
  if (request.part === 'request' && name === 'addfinalizer' && request.finalizers && first)
    return js(`${request.finalizers}.push(${ctx.value(first, scope)})`);
  if (request.part === 'request' && name === 'getfixturevalue' && first) {
    const fixture = literalValue(first);
    const asked = fixture !== undefined ? scope.askFixture?.(fixture, args.node) : undefined;
    if (asked) {
      ctx.report(args.node, 'selenium-python/fixture-value', fixture);
      return asked;
    }
  }
  if (request.part === 'config' && name === 'getoption' && first) {
    const option = literalValue(first);
    if (option !== undefined) return commandLineOption(ctx, option, args, scope);
  }
  throw new Unconvertible(
    args.node,
    'selenium-python/fixture-request',
    `${dotted(request.part)}.${name}`,
  );
}

function dotted(part: RequestVal['part']): string {
  return part === 'request' ? 'request' : `request.${part}`;
}

/**
 * A pytest command-line option is an environment variable of the Playwright run (`--base-env` →
 * `BASE_ENV`, `--lang` → `PYTEST_LANG`); its default is the one `getoption` or the conftest's
 * `addoption` gives.
 */
function commandLineOption(ctx: RuleContext, option: string, args: CallArgs, scope: Scope): Val {
  const name = option.replace(/^-+/, '').replace(/[^\w]/g, '_').toUpperCase();
  const env = systemVariables.has(name) ? `PYTEST_${name}` : name;
  ctx.report(args.node, 'selenium-python/command-line-option', `${option} → ${env}`);
  const given = argAt(args, 1, 'default');
  const fallback = given ? ctx.value(given, scope) : addoptionDefault(ctx, option, scope);
  const read = `process.env[${quote(env)}]`;
  return js(fallback ? `${read} ?? ${paren(fallback)}` : read, fallback ? undefined : 'str');
}

/** Set in every shell already: an option named like one reads a prefixed variable instead. */
const systemVariables = new Set([
  'LANG',
  'PATH',
  'HOME',
  'USER',
  'SHELL',
  'TERM',
  'PWD',
  'TMPDIR',
  'HOSTNAME',
  'LOGNAME',
]);

/** The `default=` of `parser.addoption("--env", …)` in a conftest's `pytest_addoption`. */
function addoptionDefault(ctx: RuleContext, option: string, scope: Scope): string | undefined {
  const bare = option.replace(/^-+/, '').replace(/-/g, '_');
  for (const module of ctx.facts.modules.values()) {
    if (!module.isConftest) continue;
    for (const call of module.tree.descendantsOfType('call')) {
      if (!call || !/\.addoption$/.test(field(call, 'function')?.text ?? '')) continue;
      const list = field(call, 'arguments');
      const items = list ? named(list) : [];
      const names = items.filter((n) => n.type !== 'keyword_argument').map(literalValue);
      const dest = items.find((n) => field(n, 'name')?.text === 'dest');
      const matches =
        names.includes(option) ||
        names.some((n) => n?.replace(/^-+/, '').replace(/-/g, '_') === bare) ||
        (dest !== undefined && literalValue(field(dest, 'value') as PyNode) === bare);
      if (!matches) continue;
      const value = items.find((n) => field(n, 'name')?.text === 'default');
      return value ? ctx.value(field(value, 'value') as PyNode, scope) : undefined;
    }
  }
  return undefined;
}

/**
 * A fixture asked for by name inside a test or fixture body: it joins the fixtures the test
 * destructures. One with params would need the per-param loop around the test, so it stays a TODO.
 */
export function fixtureAsker(
  ctx: RuleContext,
  scope: Scope,
  ask: (name: string, at: PyNode) => string | undefined,
  asked: string[],
): (name: string, at: PyNode) => Val | undefined {
  return (name, at) => {
    const fixture = ctx.facts.fixtures.get(name);
    if (!fixture || (fixture.params && !fixture.isDriver)) return undefined;
    const param = ask(name, at);
    if (param) asked.push(param);
    return lookup(scope, name) ?? (param ? js(param) : undefined);
  };
}
