/**
 * pytest and unittest structure → Playwright Test: test functions and classes, marks, parametrize,
 * setup and teardown methods, and fixtures (`conftest.py` and module fixtures become `test.extend`;
 * the driver fixture is Playwright's `page`).
 */
import {
  childScope,
  Unconvertible,
  asUnconvertible,
  type RuleContext,
  type Scope,
} from './context.js';
import type { ClassFacts } from './facts.js';
import { decoratorName, decoratorsOf, definitionOf, parameterNames } from './definitions.js';
import { callArgs } from './call-args.js';
import { field, named, type PyNode } from './parser.js';
import { quote } from '../../playwright/code.js';
import { tsName } from './names.js';
import { literalValue } from './strings.js';
import { combine, parametrizeOf, type Parametrize } from './parametrize.js';
import {
  autouseParametrized,
  paramIdParts,
  parametrizedFixturesOf,
  repeatPerParam,
} from './fixture-params.js';
import { translateBlock, translateStatement, todoLines } from './statements.js';
import { assignedAttributes, emitFunction } from './functions.js';
import { pythonSupportSpecifier } from './support.js';
import { paren } from './values.js';
import { fixtureAsker } from './request.js';
import { fixtureParam } from './fixture-args.js';
import { classChain, classStatements, isSuperCall } from './inheritance.js';
import { lookupTable } from '../../core/lookup-table.js';

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

export function destructure(params: (string | undefined)[]): string {
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
  const asked: string[] = [];
  inner.askFixture = fixtureAsker(ctx, inner, (p, at) => fixtureParam(ctx, p, inner, at), asked);
  // Parametrized fixtures it uses: one loop per fixture around the test, its param in the title.
  const perParam = parametrizedFixturesOf(
    ctx,
    [...autouseParametrized(ctx), ...parameterNames(def), ...marks.useFixtures].filter(
      (p) => !paramNames.has(p),
    ),
    inner,
  );
  const idParts = paramIdParts(perParam);
  if (perParam.some((f) => f.computed && !f.computed.ids))
    ctx.importName(pythonSupportSpecifier(ctx.path), 'pytestId');
  const repeat = (lines: string[]) => [...repeatPerParam(lines, perParam), ''];
  const body: string[] = [];
  for (const s of marks.skipIf) body.push(`test.skip(${s.condition}, ${s.reason});`);
  if (marks.xfail !== undefined) body.push(`test.fail(true, ${marks.xfail});`);
  body.push(...translateBlock(ctx, field(def, 'body') as PyNode, inner));
  const usesPage = body.some((l) => /\bpage\b/.test(l));
  const fixtures = destructure([
    ...[...fixtureParams, ...asked].filter((p) => p !== 'page'),
    ...(usesPage ? ['page'] : []),
  ]);
  const tags = [...inheritedTags, ...marks.tags];
  const details = tags.length ? `{ tag: [${tags.map(quote).join(', ')}] }, ` : '';
  const kind = marks.skip !== undefined ? 'test.skip' : 'test';
  const fn = `async (${fixtures}) => {`;
  if (!combined) {
    const title = idParts.length ? `\`${sanitizeTitle(name)}[${idParts.join('-')}]\`` : quote(name);
    return repeat([`${kind}(${title}, ${details}${fn}`, ...body, '});']);
  }
  const names = combined.names.map(tsName);
  if (combined.computed) {
    // Cases computed at load time: titled by pytest's rule at run time (`pytestId`).
    const item = names.length === 1 ? names[0] : `[${names.join(', ')}]`;
    const id = combined.computed.ids
      ? `\${${paren(combined.computed.ids)}[index]}`
      : `\${pytestId([${names.join(', ')}], ${JSON.stringify(combined.names).replace(/"/g, "'")}, index)}`;
    if (!combined.computed.ids) ctx.importName(pythonSupportSpecifier(ctx.path), 'pytestId');
    return repeat([
      `for (const [index, ${item}] of ${paren(combined.computed.values)}.entries()) {`,
      `${kind}(\`${sanitizeTitle(name)}[${[...idParts, id].join('-')}]\`, ${details}${fn}`,
      ...body,
      '});',
      '}',
    ]);
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
  const ids = naive ? names.map((n) => `\${${n}}`) : ['${caseId}'];
  const title = `\`${sanitizeTitle(name)}[${[...idParts, ...ids].join('-')}]\``;
  return repeat([
    `for (const ${pattern} of [`,
    ...rows.map((r) => `${r},`),
    ']) {',
    `${kind}(${title}, ${details}${fn}`,
    ...body,
    '});',
    '}',
  ]);
}

export function emitTestFunction(
  ctx: RuleContext,
  item: PyNode,
  scope: Scope,
  tags: string[],
): string[] {
  return emitTest(ctx, item, scope, tags);
}

const setupNames = lookupTable<Record<string, 'beforeEach' | 'afterEach' | 'beforeAll' | 'afterAll'>>({
  setUp: 'beforeEach', tearDown: 'afterEach', setup_method: 'beforeEach', teardown_method: 'afterEach',
  setup: 'beforeEach', teardown: 'afterEach', setUpClass: 'beforeAll', tearDownClass: 'afterAll',
  setup_class: 'beforeAll', teardown_class: 'afterAll',
}); // prettier-ignore

/** A pytest test class or unittest `TestCase` → `test.describe`. */
export function emitTestClass(
  ctx: RuleContext,
  item: PyNode,
  facts: ClassFacts,
  scope: Scope,
  moduleTags: string[],
): string[] {
  const name = facts.name;
  ctx.importName('@playwright/test', 'test');
  const marks = marksOf(ctx, item, scope);
  const tags = [...moduleTags, ...marks.tags];
  const self = { prefix: '', page: 'page', className: name };
  const describeScope = childScope(scope, { self });
  const out: string[] = [];
  const attrs = [
    ...new Set(classChain(ctx.facts, facts).flatMap((c) => [...assignedAttributes(c.node)])),
  ].filter((a) => !ctx.facts.driverNames.has(a));
  for (const attr of attrs) {
    const ts = tsName(attr);
    const kind = ctx.facts.attrKinds.get(attr)?.(ts, { page: 'page', root: 'page' }).t;
    const isLocator = kind === 'loc' || kind === 'locs';
    if (isLocator) ctx.importName('@playwright/test', 'type Locator');
    out.push(`let ${ts}: ${isLocator ? 'Locator' : 'any'};`);
    describeScope.declared.add(ts);
  }
  for (const statement of classStatements(ctx.facts, facts)) {
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
  // `super().setUp()`: the inherited hook is a hook of its own (`classStatements`).
  const statements = named(field(def, 'body') as PyNode).filter((s) => !isSuperCall(s));
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

export function translateBlockOf(ctx: RuleContext, statement: PyNode, scope: Scope): string[] {
  return translateStatement(ctx, statement, scope);
}
