/**
 * pytest and unittest structure → Playwright Test: test functions and classes, marks, parametrize,
 * setup and teardown methods, and fixtures (`conftest.py` and module fixtures become `test.extend`;
 * the driver fixture is Playwright's `page`).
 */
import { dirOf } from '../../paths.js';
import {
  childScope,
  Unconvertible,
  asUnconvertible,
  type RuleContext,
  type Scope,
} from './context.js';
import {
  decoratorName,
  decoratorsOf,
  definitionOf,
  parameterNames,
  type ClassFacts,
  type FixtureFacts,
} from './analysis.js';
import { callArgs } from './call-args.js';
import { field, named, type PyNode } from './parser.js';
import { quote } from '../../playwright/code.js';
import { tsName } from './names.js';
import { literalValue } from './strings.js';
import { combine, parametrizeOf, type Parametrize } from './parametrize.js';
import { translateBlock, translateStatement, todoLines } from './statements.js';
import { assignedAttributes, emitFunction } from './functions.js';
import { specifierOf } from './imports.js';
import { pythonSupportSpecifier } from './support.js';
import { paren } from './values.js';
import { millis } from './waits.js';
import type { Val } from './values.js';

export function isFixture(item: PyNode): boolean {
  return decoratorsOf(item).some((d) => /^(pytest\.)?fixture$/.test(decoratorName(d)));
}

const builtinMarks = new Set([
  'parametrize',
  'skip',
  'skipif',
  'xfail',
  'usefixtures',
  'filterwarnings',
  'timeout',
  'flaky',
]);

/** Tags from `pytestmark = pytest.mark.x` (or a list of marks) at module level. */
export function moduleTags(ctx: RuleContext, items: PyNode[]): string[] {
  const tags: string[] = [];
  for (const item of items) {
    const m = item.text.match(/^pytestmark\s*=\s*([\s\S]*)$/);
    if (!m) continue;
    for (const mark of (m[1] ?? '').matchAll(/pytest\.mark\.(\w+)/g))
      if (!builtinMarks.has(mark[1] as string)) tags.push(`@${mark[1]}`);
  }
  return tags;
}

interface Marks {
  tags: string[];
  skip?: string;
  skipIf: { condition: string; reason: string }[];
  xfail?: string;
  params: Parametrize[];
  useFixtures: string[];
}

function marksOf(ctx: RuleContext, item: PyNode, scope: Scope): Marks {
  const marks: Marks = { tags: [], skipIf: [], params: [], useFixtures: [] };
  for (const decorator of decoratorsOf(item)) {
    const name = decoratorName(decorator)
      .replace(/^pytest\.mark\./, 'mark.')
      .replace(/^unittest\./, 'unittest.');
    const call = named(decorator)[0]?.type === 'call' ? (named(decorator)[0] as PyNode) : undefined;
    const args = call ? callArgs(call) : undefined;
    const reasonNode =
      args?.keywords.get('reason') ??
      (name.endsWith('skipif') || name.endsWith('skipIf')
        ? args?.positional[1]
        : args?.positional[0]);
    const reason = reasonNode ? ctx.value(reasonNode, scope) : "''";
    if (name === 'mark.parametrize') marks.params.push(parametrizeOf(ctx, decorator, scope));
    else if (name === 'mark.skip' || name === 'unittest.skip') marks.skip = reason;
    else if (
      name === 'mark.skipif' ||
      name === 'unittest.skipIf' ||
      name === 'unittest.skipUnless'
    ) {
      const cond = args?.positional[0] ? ctx.value(args.positional[0], scope) : 'true';
      marks.skipIf.push({
        condition: name === 'unittest.skipUnless' ? `!(${cond})` : cond,
        reason,
      });
    } else if (name === 'mark.xfail' || name === 'unittest.expectedFailure') {
      marks.xfail = args?.keywords.get('reason')
        ? ctx.value(args.keywords.get('reason') as PyNode, scope)
        : "''";
      ctx.report(decorator, 'selenium-python/mark', 'xfail → test.fail()');
    } else if (name === 'mark.usefixtures')
      marks.useFixtures.push(...(args?.positional ?? []).map((a) => literalValue(a) ?? a.text));
    else if (name.startsWith('mark.')) {
      const tag = name.slice(5);
      if (!builtinMarks.has(tag)) marks.tags.push(`@${tag}`);
      ctx.report(decorator, 'selenium-python/mark', `@${tag}`);
    }
  }
  return marks;
}

/** What a fixture parameter of a test becomes: the page, Playwright's baseURL, or the fixture. */
function fixtureParam(
  ctx: RuleContext,
  name: string,
  inner: Scope,
  node: PyNode,
): string | undefined {
  if (
    (ctx.facts.driverNames.has(name) && !ctx.facts.fixtures.get(name)?.needs.length) ||
    ctx.facts.fixtures.get(name)?.isDriver
  ) {
    inner.vars.set(name, { t: 'page', code: 'page' });
    return 'page';
  }
  const compileTime = compileTimeFixture(ctx, name, inner);
  if (compileTime) {
    inner.vars.set(name, compileTime);
    return 'page';
  }
  const fixture = ctx.facts.fixtures.get(name);
  if (fixture?.returnsDriver && !fixture.isDriver) {
    // The fixture prepares the page and hands it back: it is the page, under the fixture's name.
    inner.vars.set(name, { t: 'page', code: tsName(name) });
    return tsName(name);
  }
  if (fixture) return tsName(name);
  if (name === 'base_url') {
    inner.vars.set(name, { t: 'js', code: 'baseURL', type: 'str' });
    return 'baseURL';
  }
  if (name === 'tmp_path' || name === 'tmpdir') {
    // pytest's per-test temporary folder: Playwright's per-test output folder.
    inner.vars.set(name, { t: 'js', code: 'test.info().outputDir', type: 'path' });
    return undefined;
  }
  if (name === 'request') {
    ctx.report(node, 'selenium-python/fixture-request');
    inner.vars.set(name, { t: 'module', name: 'unknown:request' });
    return undefined;
  }
  ctx.report(node, 'selenium-python/unknown-call', `fixture ${name}`);
  return tsName(name);
}

/** A fixture that only builds a `WebDriverWait` or `ActionChains`: used where it is read. */
function compileTimeFixture(ctx: RuleContext, name: string, scope: Scope): Val | undefined {
  const fixture = ctx.facts.fixtures.get(name);
  if (!fixture) return undefined;
  const body = field(definitionOf(fixture.node), 'body')?.text ?? '';
  const wait = body.match(/(?:return|yield)\s+WebDriverWait\(\s*\w+\s*,\s*([\w.]+)/);
  if (wait) {
    const value = wait[1] as string;
    const seconds = /^[\d.]+$/.test(value) ? value : ctx.facts.numbers.get(value);
    return {
      t: 'wait',
      page: scope.page,
      root: scope.root,
      ...(seconds ? { timeout: millis(seconds) } : {}),
    };
  }
  if (/(?:return|yield)\s+ActionChains\(/.test(body))
    return { t: 'actions', page: scope.page, steps: [] };
  return undefined;
}

function destructure(params: (string | undefined)[]): string {
  const unique = [...new Set(params.filter((p): p is string => !!p))];
  return unique.length ? `{ ${unique.join(', ')} }` : '{}';
}

function sanitizeTitle(title: string): string {
  return title.replace(/[`\\]|\$\{/g, (m) => `\\${m}`);
}

/** One test function (or test method) as `test(...)`, once per parametrize case. */
function emitTest(
  ctx: RuleContext,
  item: PyNode,
  scope: Scope,
  inheritedTags: string[],
  self?: Scope['self'],
): string[] {
  const def = definitionOf(item);
  const name = field(def, 'name')?.text ?? '';
  ctx.importName('@playwright/test', 'test');
  const marks = marksOf(ctx, item, scope);
  const inner = childScope(scope, {
    isAsync: true,
    page: 'page',
    root: 'page',
    ...(self ? { self } : {}),
  });
  const combined = marks.params.length ? combine(marks.params) : undefined;
  if (combined) ctx.report(def, 'selenium-python/parametrize');
  const paramNames = new Set(combined?.names ?? []);
  const fixtureParams = [...parameterNames(def), ...marks.useFixtures]
    .filter((p) => p !== 'self' && !paramNames.has(p))
    .map((p) => fixtureParam(ctx, p, inner, def));
  for (const p of paramNames) inner.declared.add(tsName(p));
  const body: string[] = [];
  for (const s of marks.skipIf) body.push(`test.skip(${s.condition}, ${s.reason});`);
  if (marks.xfail !== undefined) body.push(`test.fail(true, ${marks.xfail});`);
  body.push(...translateBlock(ctx, field(def, 'body') as PyNode, inner));
  const usesPage = body.some((l) => /\bpage\b/.test(l));
  const fixtures = destructure([
    ...fixtureParams.filter((p) => p !== 'page'),
    ...(usesPage ? ['page'] : []),
  ]);
  const tags = [...inheritedTags, ...marks.tags];
  const details = tags.length ? `{ tag: [${tags.map(quote).join(', ')}] }, ` : '';
  const kind = marks.skip !== undefined ? 'test.skip' : 'test';
  const fn = `async (${fixtures}) => {`;
  if (!combined) return [`${kind}(${quote(name)}, ${details}${fn}`, ...body, '});', ''];
  const names = combined.names.map(tsName);
  if (combined.computed) {
    // Cases computed at load time: titled by pytest's rule at run time (`pytestId`).
    const item = names.length === 1 ? names[0] : `[${names.join(', ')}]`;
    const id = combined.computed.ids
      ? `\${${paren(combined.computed.ids)}[index]}`
      : `\${pytestId([${names.join(', ')}], ${JSON.stringify(combined.names).replace(/"/g, "'")}, index)}`;
    if (!combined.computed.ids) ctx.importName(pythonSupportSpecifier(ctx.path), 'pytestId');
    return [
      `for (const [index, ${item}] of ${paren(combined.computed.values)}.entries()) {`,
      `${kind}(\`${sanitizeTitle(name)}[${id}]\`, ${details}${fn}`,
      ...body,
      '});',
      '}',
      '',
    ];
  }
  const naive = combined.cases.every(
    (c) =>
      c.id ===
      c.values
        .map((v) => (/^'[^'\\]*'$/.test(v) ? v.slice(1, -1) : /^\d+$/.test(v) ? v : '\u0000'))
        .join('-'),
  );
  const rows = combined.cases.map(
    (c) => `[${naive ? '' : `${quote(c.id)}, `}${c.values.join(', ')}]`,
  );
  const pattern = naive ? `[${names.join(', ')}]` : `[caseId, ${names.join(', ')}]`;
  const title = naive
    ? `\`${sanitizeTitle(name)}[${names.map((n) => `\${${n}}`).join('-')}]\``
    : `\`${sanitizeTitle(name)}[\${caseId}]\``;
  return [
    `for (const ${pattern} of [`,
    ...rows.map((r) => `${r},`),
    ']) {',
    `${kind}(${title}, ${details}${fn}`,
    ...body,
    '});',
    '}',
    '',
  ];
}

export function emitTestFunction(
  ctx: RuleContext,
  item: PyNode,
  scope: Scope,
  tags: string[],
): string[] {
  return emitTest(ctx, item, scope, tags);
}

const setupNames: Record<string, 'beforeEach' | 'afterEach' | 'beforeAll' | 'afterAll'> = {
  setUp: 'beforeEach', tearDown: 'afterEach', setup_method: 'beforeEach', teardown_method: 'afterEach',
  setup: 'beforeEach', teardown: 'afterEach', setUpClass: 'beforeAll', tearDownClass: 'afterAll',
  setup_class: 'beforeAll', teardown_class: 'afterAll',
}; // prettier-ignore

/** A pytest test class or unittest `TestCase` → `test.describe`. */
export function emitTestClass(
  ctx: RuleContext,
  item: PyNode,
  facts: ClassFacts,
  scope: Scope,
  moduleTags: string[],
): string[] {
  const def = definitionOf(item);
  const name = facts.name;
  ctx.importName('@playwright/test', 'test');
  const marks = marksOf(ctx, item, scope);
  const tags = [...moduleTags, ...marks.tags];
  const self = { prefix: '', page: 'page', className: name };
  const describeScope = childScope(scope, { self });
  const out: string[] = [];
  const attrs = [...assignedAttributes(def)].filter((a) => !ctx.facts.driverNames.has(a));
  for (const attr of attrs) {
    const ts = tsName(attr);
    const kind = ctx.facts.attrKinds.get(attr)?.(ts, { page: 'page', root: 'page' }).t;
    const isLocator = kind === 'loc' || kind === 'locs';
    if (isLocator) ctx.importName('@playwright/test', 'type Locator');
    out.push(`let ${ts}: ${isLocator ? 'Locator' : 'any'};`);
    describeScope.declared.add(ts);
  }
  const body = field(def, 'body') as PyNode;
  for (const statement of named(body)) {
    const member = definitionOf(statement);
    try {
      if (statement.type === 'comment') {
        out.push(`//${statement.text.slice(1)}`);
        continue;
      }
      if (member.type !== 'function_definition') {
        if (statement.type === 'expression_statement' && named(statement)[0]?.type === 'string')
          continue;
        if (statement.type === 'pass_statement') continue;
        if (
          statement.type === 'expression_statement' &&
          named(statement)[0]?.type === 'assignment'
        ) {
          const assignment = named(statement)[0] as PyNode;
          const left = field(assignment, 'left')?.text ?? '';
          const value = ctx.expr(field(assignment, 'right') as PyNode, describeScope);
          const ts = tsName(left);
          // A locator tuple stays one (`self.PANEL` is found later); other values are constants.
          out.push(`const ${ts} = ${value.t === 'by' ? value.selector : ctx.materialize(value)};`);
          describeScope.vars.set(
            `self.${left}`,
            value.t === 'by' ? { ...value, selector: ts, build: undefined } : { t: 'js', code: ts },
          );
          continue;
        }
        throw new Unconvertible(
          statement,
          'selenium-python/unsupported-syntax',
          'test class body statement',
        );
      }
      const methodName = field(member, 'name')?.text ?? '';
      const hook = setupNames[methodName] ?? (isFixture(statement) ? 'fixture' : undefined);
      if (hook) {
        out.push(...emitHook(ctx, statement, describeScope, hook));
        continue;
      }
      if (/^test/.test(methodName)) {
        out.push(...emitTest(ctx, statement, describeScope, [], self));
        continue;
      }
      out.push(...emitFunction(ctx, statement, describeScope, false));
    } catch (error) {
      const failure = asUnconvertible(error, statement);
      ctx.report(failure.node, failure.code, failure.detail);
      out.push(...todoLines(ctx, failure, statement));
    }
  }
  const kind = marks.skip !== undefined ? 'test.describe.skip' : 'test.describe';
  const details = tags.length ? `{ tag: [${tags.map(quote).join(', ')}] }, ` : '';
  return [`${kind}(${quote(name)}, ${details}() => {`, ...out, '});', ''];
}

/** setUp/tearDown (and class-level ones, and autouse fixture methods) → hooks. */
function emitHook(
  ctx: RuleContext,
  item: PyNode,
  scope: Scope,
  hook: keyof typeof setupNames extends never
    ? never
    : 'beforeEach' | 'afterEach' | 'beforeAll' | 'afterAll' | 'fixture',
): string[] {
  const def = definitionOf(item);
  const inner = childScope(scope, { isAsync: true, page: 'page', root: 'page' });
  const params = parameterNames(def)
    .filter((p) => p !== 'self' && p !== 'cls' && p !== 'method')
    .map((p) => fixtureParam(ctx, p, inner, def));
  const statements = named(field(def, 'body') as PyNode);
  const yieldAt = statements.findIndex(
    (s) => s.type === 'expression_statement' && named(s)[0]?.type === 'yield',
  );
  const setup = yieldAt === -1 ? statements : statements.slice(0, yieldAt);
  const teardown = yieldAt === -1 ? [] : statements.slice(yieldAt + 1);
  const translate = (list: PyNode[]) => list.flatMap((s) => translateBlockOf(ctx, s, inner));
  const setupLines = translate(setup);
  const teardownLines = translate(teardown);
  const reachesPage = (lines: string[]) => lines.some((l) => /\bpage\b/.test(l));
  const kindOf = (base: 'beforeEach' | 'afterEach' | 'beforeAll' | 'afterAll', lines: string[]) => {
    if ((base === 'beforeAll' || base === 'afterAll') && reachesPage(lines)) {
      ctx.report(def, 'selenium-python/shared-driver-scope');
      return base === 'beforeAll' ? 'beforeEach' : 'afterEach';
    }
    return base;
  };
  const render = (base: 'beforeEach' | 'afterEach' | 'beforeAll' | 'afterAll', lines: string[]) => {
    if (!lines.length) return [];
    const kind = kindOf(base, lines);
    const fixtures = kind.endsWith('Each')
      ? destructure([
          ...params.filter((p) => p !== 'page'),
          ...(reachesPage(lines) ? ['page'] : []),
        ])
      : '{}';
    return [`test.${kind}(async (${fixtures}) => {`, ...lines, '});'];
  };
  if (hook === 'fixture')
    return [...render('beforeEach', setupLines), ...render('afterEach', teardownLines)];
  return render(hook, [...setupLines, ...teardownLines]);
}

function translateBlockOf(ctx: RuleContext, statement: PyNode, scope: Scope): string[] {
  return translateStatement(ctx, statement, scope);
}

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
      if (!facts.isDriver) (entry.worker ? workerTypes : types).push(`${tsName(facts.name)}: any`);
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
): { lines: string[]; worker: boolean } | undefined {
  const def = definitionOf(item);
  const inner = childScope(scope, { isAsync: true, page: 'page', root: 'page' });
  const params = facts.needs.map((p) => fixtureParam(ctx, p, inner, def));
  const statements = named(field(def, 'body') as PyNode).filter(
    (s) => !(s.type === 'expression_statement' && named(s)[0]?.type === 'string'),
  );
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
  const out: string[] = [];
  let usedUse = false;
  for (const s of kept) {
    const yielded =
      s.type === 'expression_statement' && named(s)[0]?.type === 'yield' ? named(s)[0] : undefined;
    if (yielded) {
      const value = named(yielded)[0];
      out.push(
        `await use(${facts.isDriver ? 'page' : value ? ctx.value(value, inner) : 'undefined'});`,
      );
      usedUse = true;
      continue;
    }
    if (s.type === 'return_statement' && !usedUse) {
      const value = named(s)[0];
      out.push(`await use(${value ? ctx.value(value, inner) : 'undefined'});`);
      usedUse = true;
      continue;
    }
    out.push(...translateBlockOf(ctx, s, inner));
  }
  if (!usedUse) out.push(`await use(${facts.isDriver ? 'page' : 'undefined'});`);
  const name = facts.isDriver ? 'page' : tsName(facts.name);
  const fixtureList = destructure(facts.isDriver ? ['page', ...params] : params);
  const fn = [`async (${fixtureList}, use) => {`, ...out, '}'];
  const worker = workerScoped(ctx, facts) && !out.some((line) => /\bpage\b/.test(line));
  const options = [worker ? "scope: 'worker'" : '', facts.autouse ? 'auto: true' : '']
    .filter(Boolean)
    .join(', ');
  if (options) return { lines: [`${name}: [${fn.join('\n')}, { ${options} }],`], worker };
  return { lines: [`${name}: ${fn.join('\n')},`], worker };
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
