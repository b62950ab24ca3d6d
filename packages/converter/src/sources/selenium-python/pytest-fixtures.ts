/**
 * pytest fixtures → Playwright fixtures: `conftest.py` and module fixtures become `test.extend`
 * (a session or module fixture that needs no browser a worker fixture); the driver fixture is
 * Playwright's `page`. Which `test` a module imports: its own, its conftest's, or Playwright's.
 */
import { dirOf } from '../../paths.js';
import {
  childScope,
  asUnconvertible,
  Unconvertible,
  type RuleContext,
  type Scope,
} from './context.js';
import type { FixtureFacts } from './facts.js';
import { definitionOf } from './definitions.js';
import { field, named, type PyNode } from './parser.js';
import { fixtureName } from './names.js';
import { todoLines } from './statements.js';
import { specifierOf } from './imports.js';
import { destructure, translateBlockOf } from './tests.js';
import { compileTimeFixture, fixtureParam } from './fixture-args.js';
import { fixtureParamsOf } from './fixture-params.js';
import { paren } from './values.js';
import { fixtureAsker, requestModule } from './request.js';

/**
 * Fixtures → `test.extend`. The driver fixture is Playwright's `page` (what it did beside building
 * the driver stays, in a `page` fixture); others keep their setup, value and teardown.
 */
export function emitFixtures(
  ctx: RuleContext,
  items: PyNode[],
  scope: Scope,
  isConftest: boolean,
): string[] {
  if (!items.length) return [];
  const entries: string[] = [];
  const types: string[] = [];
  const workerTypes: string[] = [];
  for (const item of items) {
    const def = definitionOf(item);
    const pyName = field(def, 'name')?.text ?? '';
    const facts = [...ctx.facts.fixtures.values()].find(
      (f) => f.node.startIndex === item.startIndex && f.path === ctx.path,
    );
    if (!facts) continue;
    if (compileTimeFixture(ctx, facts.name, scope)) continue;
    if (facts.isDriver && /webdriver\.Remote\s*\(/.test(def.text))
      ctx.report(def, 'selenium-python/remote-driver');
    try {
      const entry = fixtureEntry(ctx, item, facts, scope);
      if (!entry) continue;
      entries.push(...entry.lines);
      if (!facts.isDriver)
        (entry.worker ? workerTypes : types).push(`${fixtureName(facts.name)}: any`);
      if (entry.option) types.push(`${entry.option}: any`);
      if (entry.worker) ctx.report(def, 'selenium-python/worker-fixture', facts.scope);
      else if (facts.scope !== 'function') ctx.report(def, 'selenium-python/shared-driver-scope');
      ctx.report(
        def,
        facts.isDriver ? 'selenium-python/driver-fixture' : 'selenium-python/fixture',
        pyName,
      );
    } catch (error) {
      const failure = asUnconvertible(error, item);
      ctx.report(failure.node, failure.code, failure.detail);
      entries.push(...todoLines(ctx, failure, item));
    }
  }
  if (!entries.some((e) => !e.startsWith('//'))) return entries.map((e) => e);
  return [
    `${isConftest ? 'export ' : ''}const test = base.extend<{ ${types.join('; ')} }${workerTypes.length ? `, { ${workerTypes.join('; ')} }` : ''}>({`,
    ...entries,
    '});',
  ];
}

/**
 * A session-, package- or module-scoped fixture that needs no browser and only fixtures like
 * itself is set up once per Playwright worker, as pytest set it up once per session or module.
 */
function workerScoped(ctx: RuleContext, facts: FixtureFacts, seen = new Set<string>()): boolean {
  if (facts.scope === 'function' || facts.scope === 'class') return false;
  if (facts.isDriver || facts.returnsDriver || seen.has(facts.name)) return false;
  seen.add(facts.name);
  return facts.needs.every((need) => {
    const needed = [...ctx.facts.fixtures.values()].find((f) => f.name === need);
    return needed !== undefined && workerScoped(ctx, needed, seen);
  });
}

function fixtureEntry(
  ctx: RuleContext,
  item: PyNode,
  facts: FixtureFacts,
  scope: Scope,
): { lines: string[]; worker: boolean; option?: string } | undefined {
  const def = definitionOf(item);
  const inner = childScope(scope, { isAsync: true, page: 'page', root: 'page' });
  // The driver's params choose browsers: those are the config's projects, not a test option.
  const { option, todo } = facts.isDriver ? {} : optionOf(ctx, facts, inner);
  const statements = named(field(def, 'body') as PyNode).filter(
    (s) => !(s.type === 'expression_statement' && named(s)[0]?.type === 'string'),
  );
  // A finalizer added inside an `if`, loop or `try` is added at run time, or not: a list holds them.
  const runtimeFinalizers = statements.some(
    (s) =>
      !addedFinalizer(s) &&
      s
        .descendantsOfType('call')
        .some((c) => c && field(c, 'function')?.text === 'request.addfinalizer'),
  );
  const finalizerList = runtimeFinalizers ? 'finalizers' : undefined;
  const params = facts.needs.map((p) =>
    p === 'request' ? requestParam(inner, option, finalizerList) : fixtureParam(ctx, p, inner, def),
  );
  const asked: string[] = [];
  inner.askFixture = fixtureAsker(ctx, inner, (p, at) => fixtureParam(ctx, p, inner, at), asked);
  const finalizers: string[] = [];
  let kept = statements;
  if (facts.isDriver) {
    const optionNames = new Set<string>();
    kept = statements.filter((s) => {
      const text = s.text;
      const assigned = text.match(/^(\w+)\s*=/)?.[1];
      if (
        /webdriver\.|Options\(|Service\(|DesiredCapabilities|ChromeDriverManager|GeckoDriverManager/.test(
          text,
        )
      ) {
        if (assigned) optionNames.add(assigned);
        return false;
      }
      if ([...optionNames].some((n) => new RegExp(`\\b${n}\\b`).test(text))) return false;
      if (
        /\.(quit|close)\(\)|implicitly_wait|maximize_window|set_window_size|set_page_load_timeout/.test(
          text,
        )
      )
        return false;
      if (/^(yield|return)\s+\w+\s*$/.test(text))
        return s.type === 'expression_statement' && /^yield/.test(text);
      return s.type !== 'comment';
    });
    if (!kept.some((s) => !/^yield\b/.test(s.text))) return undefined;
  }
  // A value it cannot convert is a TODO above `use`, which hands the tests `undefined`.
  const usedValue = (value: PyNode): string => {
    try {
      return ctx.value(value, inner);
    } catch (error) {
      if (!(error instanceof Unconvertible)) throw error;
      ctx.report(error.node, error.code, error.detail);
      out.push(...todoLines(ctx, error, value.parent ?? value));
      return 'undefined';
    }
  };
  const out: string[] = [
    ...(todo ?? []),
    ...(finalizerList ? [`const ${finalizerList}: (() => unknown)[] = [];`] : []),
  ];
  let usedUse = false;
  for (const s of kept) {
    const yielded =
      s.type === 'expression_statement' && named(s)[0]?.type === 'yield' ? named(s)[0] : undefined;
    if (yielded) {
      const value = named(yielded)[0];
      out.push(`await use(${facts.isDriver ? 'page' : value ? usedValue(value) : 'undefined'});`);
      usedUse = true;
      continue;
    }
    const finalizer = finalizerList ? undefined : addedFinalizer(s);
    if (finalizer) {
      // A lambda's body is the step itself; a named function is called.
      const body = finalizer.type === 'lambda' ? field(finalizer, 'body') : undefined;
      finalizers.push(
        body && !field(finalizer, 'parameters')
          ? `${ctx.value(body, inner)};`
          : `await ${paren(ctx.value(finalizer, inner))}();`,
      );
      continue;
    }
    if (s.type === 'return_statement' && !usedUse) {
      const value = named(s)[0];
      out.push(`await use(${value ? usedValue(value) : 'undefined'});`);
      usedUse = true;
      continue;
    }
    out.push(...translateBlockOf(ctx, s, inner));
  }
  if (!usedUse) out.push(`await use(${facts.isDriver ? 'page' : 'undefined'});`);
  // pytest runs the finalizers after the fixture's own teardown, the last one added first.
  out.push(...finalizers.reverse());
  if (finalizerList)
    out.push(`for (const finalizer of ${finalizerList}.reverse()) await finalizer();`);
  const name = facts.isDriver ? 'page' : fixtureName(facts.name);
  const fixtureList = destructure(
    facts.isDriver ? ['page', ...params, ...asked] : [...params, ...asked],
  );
  // `request.node` and friends read the test's TestInfo, Playwright's third fixture argument.
  const info = out.some((line) => /\btestInfo\b/.test(line)) ? ', testInfo' : '';
  const fn = [`async (${fixtureList}, use${info}) => {`, ...out, '}'];
  const worker = workerScoped(ctx, facts) && !info && !out.some((line) => /\bpage\b/.test(line));
  const options = [worker ? "scope: 'worker'" : '', facts.autouse ? 'auto: true' : '']
    .filter(Boolean)
    .join(', ');
  // The param the tests set with `test.use` (fixture-params.ts).
  const optionLines = option ? [`${option}: [undefined, { option: true }],`] : [];
  const withOption = (lines: string[]) => ({
    lines: [...optionLines, ...lines],
    worker,
    ...(option ? { option } : {}),
  });
  if (options) return withOption([`${name}: [${fn.join('\n')}, { ${options} }],`]);
  return withOption([`${name}: ${fn.join('\n')},`]);
}

/**
 * The option carrying a parametrized fixture's param. Params it cannot convert leave a TODO in the
 * fixture, which still runs (once, without them) so the tests asking for it still type-check.
 */
function optionOf(
  ctx: RuleContext,
  facts: FixtureFacts,
  inner: Scope,
): { option?: string; todo?: string[] } {
  try {
    const option = fixtureParamsOf(ctx, facts, inner)?.option;
    return option ? { option } : {};
  } catch (error) {
    if (!(error instanceof Unconvertible)) throw error;
    ctx.report(error.node, error.code, error.detail);
    const at = error.node.parent?.type === 'keyword_argument' ? error.node.parent : error.node;
    return { todo: todoLines(ctx, error, at) };
  }
}

/**
 * pytest's `request` in a fixture (request.ts): `request.param` is the param of a parametrized
 * fixture (its option fixture), `request.addfinalizer(fn)` a step of its teardown.
 */
function requestParam(
  inner: Scope,
  option: string | undefined,
  finalizers: string | undefined,
): string | undefined {
  inner.vars.set(
    'request',
    requestModule({
      part: 'request',
      info: 'testInfo',
      ...(option ? { option } : {}),
      ...(finalizers ? { finalizers } : {}),
    }),
  );
  return option;
}

/** `request.addfinalizer(fn)` as a statement of its own: the function it adds. */
function addedFinalizer(statement: PyNode): PyNode | undefined {
  const call = statement.type === 'expression_statement' ? named(statement)[0] : undefined;
  if (call?.type !== 'call' || field(call, 'function')?.text !== 'request.addfinalizer')
    return undefined;
  const args = named(field(call, 'arguments') as PyNode);
  return args.length === 1 && args[0]?.type !== 'keyword_argument' ? args[0] : undefined;
}

/**
 * Where `test` comes from: the module's own `test.extend` (on the nearest conftest's `test`), the
 * nearest conftest that has fixtures, or Playwright. Answers the module it is taken from.
 */
export function testImportFor(ctx: RuleContext, ownFixtures: boolean, isConftest: boolean): string {
  const conftest = nearestConftest(ctx, isConftest);
  const from = conftest ? specifierOf(ctx.path, conftest) : '@playwright/test';
  if (ownFixtures) ctx.importName(from, 'test as base');
  else if (conftest && !isConftest) ctx.importName(from, 'test');
  return from;
}

/** The conftest above `ctx.path` (its own folder first; a conftest looks from its parent) with fixtures. */
function nearestConftest(ctx: RuleContext, isConftest: boolean): string | undefined {
  let dir = dirOf(ctx.path);
  if (isConftest) {
    if (dir === '') return undefined;
    dir = dirOf(dir);
  }
  for (;;) {
    const candidate = dir ? `${dir}/conftest.py` : 'conftest.py';
    if (
      candidate !== ctx.path &&
      [...ctx.facts.fixtures.values()].some((f) => f.path === candidate)
    )
      return candidate;
    if (dir === '') return undefined;
    dir = dirOf(dir);
  }
}
