/**
 * Parametrized fixtures (`@pytest.fixture(params=[…])`): pytest runs every test that uses one,
 * directly or through another fixture, once per param, and the fixture reads it as
 * `request.param`. In Playwright the param is an option fixture the test sets with `test.use`,
 * and the test is repeated per param in a loop over the literal list, so each param is a test case
 * of its own (and charged as one, like `parametrize`):
 *
 *   @pytest.fixture(params=["ann", "bob"])    user: async ({ userParam }, use) => { … userParam … }
 *   def user(request): … request.param …      userParam: [undefined, { option: true }],
 *
 *   def test_profile(user): …                 for (const userParam of ['ann', 'bob']) {
 *                                               test.describe(() => {
 *                                                 test.use({ userParam });
 *                                                 test(`test_profile[${userParam}]`, …);
 *                                               });
 *                                             }
 *
 * Only params written out in the decorator as literals are converted; others leave the fixture a
 * TODO. The driver fixture's params (`["chrome", "firefox"]`) are not repeated per test: the
 * browsers it builds are the generated config's projects. The param's id is pytest's (the literal, or `<fixture><index>`), or the `ids=` given.
 */
import { Unconvertible, type RuleContext, type Scope } from './context.js';
import type { FixtureFacts } from './facts.js';
import { field, named, type PyNode } from './parser.js';
import { tsName } from './names.js';
import { idOf } from './parametrize.js';
import { literalValue } from './strings.js';
import { quote } from '../../playwright/code.js';
import { paren } from './values.js';
import { dirOf } from '../../paths.js';

/** The option fixture that carries a parametrized fixture's current param. */
export function paramOptionName(fixture: string): string {
  return `${tsName(fixture)}Param`;
}

const literalTypes = new Set(['string', 'integer', 'float', 'true', 'false', 'none']);
const containerTypes = new Set(['list', 'tuple', 'dictionary', 'pair', 'concatenated_string']);

/** A value written out in full: its meaning does not depend on the module it stands in. */
function isLiteral(node: PyNode): boolean {
  if (literalTypes.has(node.type)) return true;
  if (node.type === 'unary_operator') return /^-\s*[\d.]+$/.test(node.text);
  if (containerTypes.has(node.type))
    return named(node)
      .filter((child) => child.type !== 'comment')
      .every(isLiteral);
  return false;
}

export interface FixtureParams {
  /** The option fixture's name (`userParam`). */
  option: string;
  /** Each param: pytest's id and the TypeScript value. */
  cases: { id: string; value: string }[];
  /** Params a comprehension of literals computes: the list as code, and the ids given. */
  computed?: { values: string; ids: string | undefined; name: string };
}

/** A name bound once at module level (`USERS = [...]`) stands for its value; anything else is itself. */
function boundValue(ctx: RuleContext, path: string, node: PyNode): PyNode {
  if (node.type !== 'identifier') return node;
  const tree = ctx.facts.modules.get(path)?.tree;
  // Every module-level statement that names it (definitions aside): one, the binding, or the list
  // may be changed (`ROLES.append(…)`, a second binding) before pytest reads it.
  const mentions = (tree ? named(tree) : []).filter(
    (s) =>
      !/definition$/.test(s.type) &&
      s.descendantsOfType('identifier').some((id) => id?.text === node.text),
  );
  const binding = mentions.length === 1 ? named(mentions[0] as PyNode)[0] : undefined;
  const value =
    binding?.type === 'assignment' && field(binding, 'left')?.text === node.text
      ? field(binding, 'right')
      : undefined;
  return value ?? node;
}

/**
 * `[n for n in range(3)]`, `[u.upper() for u in ("ann", "bob")]`: every name in it is a loop
 * variable, a builtin or a method called on one, so it means the same in the converted module.
 */
function isComprehensionOfLiterals(node: PyNode): boolean {
  if (node.type !== 'list_comprehension') return false;
  const loopVars = new Set(
    node
      .descendantsOfType('for_in_clause')
      .flatMap(
        (clause) => (clause ? field(clause, 'left')?.descendantsOfType('identifier') : []) ?? [],
      )
      .map((id) => id?.text),
  );
  return node.descendantsOfType('identifier').every((id) => {
    if (!id) return false;
    if (loopVars.has(id.text) || pureBuiltins.has(id.text)) return true;
    return id.parent?.type === 'attribute' && field(id.parent, 'attribute')?.id === id.id;
  });
}

const pureBuiltins = new Set(['range', 'str', 'int', 'float', 'len', 'enumerate', 'zip']);

/** The params of a parametrized fixture, or why they cannot be converted. */
export function fixtureParamsOf(
  ctx: RuleContext,
  facts: FixtureFacts,
  scope: Scope,
): FixtureParams | undefined {
  if (!facts.params) return undefined;
  const values = boundValue(ctx, facts.path, facts.params.values);
  const ids = facts.params.ids && boundValue(ctx, facts.path, facts.params.ids);
  const entries = named(values).filter((n) => n.type !== 'comment');
  const computed = isComprehensionOfLiterals(values);
  if (!computed && (!['list', 'tuple'].includes(values.type) || !entries.every(isLiteral)))
    throw new Unconvertible(
      facts.params.values,
      'selenium-python/unsupported-syntax',
      'fixture params that are neither literals nor a module-level name bound to literals',
    );
  const givenIds = ids && ['list', 'tuple'].includes(ids.type) ? named(ids) : undefined;
  if (ids && !givenIds?.every((id) => literalValue(id) !== undefined))
    throw new Unconvertible(
      ids,
      'selenium-python/unsupported-syntax',
      'fixture ids computed by a function',
    );
  const option = paramOptionName(facts.name);
  if (computed)
    // Built when the module loads: the loop runs over the same list, titled by pytest's rule.
    return {
      option,
      cases: [],
      computed: {
        values: ctx.value(values, scope),
        ids: givenIds
          ? `[${givenIds.map((id) => quote(literalValue(id) ?? '')).join(', ')}]`
          : undefined,
        name: facts.name,
      },
    };
  return {
    option,
    cases: entries.map((entry, index) => ({
      id:
        (givenIds?.[index] && literalValue(givenIds[index])) ??
        idOf(entry) ??
        `${facts.name}${index}`,
      value: ctx.value(entry, scope),
    })),
  };
}

/**
 * The parametrized fixtures a test uses, directly or through the fixtures it asks for, in the
 * order it reaches them (each once), with their params.
 */
export function parametrizedFixturesOf(
  ctx: RuleContext,
  needs: readonly string[],
  scope: Scope,
): FixtureParams[] {
  const found: FixtureParams[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const facts = ctx.facts.fixtures.get(name);
    // The driver is Playwright's page; params choosing its browser are the config's projects.
    if (!facts || facts.isDriver) return;
    facts.needs.forEach(visit);
    try {
      const params = fixtureParamsOf(ctx, facts, scope);
      if (params) found.push(params);
    } catch (error) {
      // The fixture itself says why (a TODO where it is defined); the test runs once.
      if (!(error instanceof Unconvertible)) throw error;
    }
  };
  needs.forEach(visit);
  return found;
}

/**
 * The parametrized autouse fixtures a test in this module gets without naming them: the module's
 * own and those of the conftests above it (pytest sets them up first).
 */
export function autouseParametrized(ctx: RuleContext): string[] {
  return [...ctx.facts.fixtures.values()]
    .filter((f) => f.autouse && f.params && appliesTo(f.path, ctx.path))
    .map((f) => f.name);
}

function appliesTo(fixturePath: string, modulePath: string): boolean {
  if (fixturePath === modulePath) return true;
  if (fixturePath !== 'conftest.py' && !fixturePath.endsWith('/conftest.py')) return false;
  const folder = dirOf(fixturePath);
  return folder === '' || modulePath.startsWith(`${folder}/`);
}

/**
 * The lines of a test wrapped in one loop per parametrized fixture it uses: each param sets the
 * fixture's option for the tests inside (an anonymous describe scopes `test.use`).
 */
export function repeatPerParam(lines: string[], fixtures: readonly FixtureParams[]): string[] {
  let out = lines;
  for (const fixture of [...fixtures].reverse()) {
    if (fixture.computed) {
      out = [
        `for (const [${fixture.option}Index, ${fixture.option}] of ${paren(fixture.computed.values)}.entries()) {`,
        'test.describe(() => {',
        `test.use({ ${fixture.option} });`,
        ...out,
        '});',
        '}',
      ];
      continue;
    }
    const naive = isNaive(fixture);
    const rows = fixture.cases.map((c) =>
      naive ? `${c.value},` : `[${quote(c.id)}, ${c.value}],`,
    );
    out = [
      `for (const ${naive ? fixture.option : `[${fixture.option}Id, ${fixture.option}]`} of [`,
      ...rows,
      ']) {',
      'test.describe(() => {',
      `test.use({ ${fixture.option} });`,
      ...out,
      '});',
      '}',
    ];
  }
  return out;
}

/** The title fragment of each fixture's param (`${userParam}`), in pytest's id order. */
export function paramIdParts(fixtures: readonly FixtureParams[]): string[] {
  return fixtures.map((fixture) => {
    const { computed, option } = fixture;
    if (computed)
      return computed.ids
        ? `\${${computed.ids}[${option}Index]}`
        : `\${pytestId([${option}], [${quote(computed.name)}], ${option}Index)}`;
    return `\${${isNaive(fixture) ? option : `${option}Id`}}`;
  });
}

/** Each id is its value as written (a plain string or a whole number): the loop needs no ids. */
function isNaive(fixture: FixtureParams): boolean {
  if (fixture.computed) return false;
  return fixture.cases.every(
    (c) => c.value === `'${c.id}'` || (/^\d+$/.test(c.id) && c.value === c.id),
  );
}
