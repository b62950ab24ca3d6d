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
import { named, type PyNode } from './parser.js';
import { tsName } from './names.js';
import { idOf } from './parametrize.js';
import { literalValue } from './strings.js';
import { quote } from '../../playwright/code.js';
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
}

/** The params of a parametrized fixture, or why they cannot be converted. */
export function fixtureParamsOf(
  ctx: RuleContext,
  facts: FixtureFacts,
  scope: Scope,
): FixtureParams | undefined {
  if (!facts.params) return undefined;
  const { values, ids } = facts.params;
  const entries = named(values).filter((n) => n.type !== 'comment');
  if (!['list', 'tuple'].includes(values.type) || !entries.every(isLiteral))
    throw new Unconvertible(
      values,
      'selenium-python/unsupported-syntax',
      'fixture params that are not literals written out in the decorator',
    );
  const givenIds = ids && ['list', 'tuple'].includes(ids.type) ? named(ids) : undefined;
  if (ids && !givenIds?.every((id) => literalValue(id) !== undefined))
    throw new Unconvertible(
      ids,
      'selenium-python/unsupported-syntax',
      'fixture ids computed by a function',
    );
  return {
    option: paramOptionName(facts.name),
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
  return fixtures.map(
    (fixture) => `\${${isNaive(fixture) ? fixture.option : `${fixture.option}Id`}}`,
  );
}

/** Each id is its value as written (a plain string or a whole number): the loop needs no ids. */
function isNaive(fixture: FixtureParams): boolean {
  return fixture.cases.every(
    (c) => c.value === `'${c.id}'` || (/^\d+$/.test(c.id) && c.value === c.id),
  );
}
