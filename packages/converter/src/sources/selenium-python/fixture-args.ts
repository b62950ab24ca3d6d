/**
 * What a test's or fixture's parameter names: the page (the driver fixture), Playwright's
 * `baseURL`, pytest's `request`, a project fixture, or one only read at compile time (a wait).
 */
import type { RuleContext, Scope } from './context.js';
import { definitionOf } from './definitions.js';
import { field, type PyNode } from './parser.js';
import { fixtureName, tsName } from './names.js';
import { millis } from './waits.js';
import { js, type Val } from './values.js';
import { requestModule } from './request.js';

/** What a fixture parameter of a test becomes: the page, Playwright's baseURL, or the fixture. */
export function fixtureParam(
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
  if (fixture) {
    const ts = fixtureName(name);
    if (ts !== tsName(name)) inner.vars.set(name, js(ts));
    return ts;
  }
  if (name === 'base_url') {
    inner.vars.set(name, { t: 'js', code: 'baseURL', type: 'str' });
    return 'baseURL';
  }
  if (name === 'tmp_path' || name === 'tmpdir') {
    // pytest's per-test temporary folder: Playwright's per-test output folder.
    inner.vars.set(name, { t: 'js', code: 'test.info().outputDir', type: 'path' });
    return undefined;
  }
  if (name === 'request' || name === 'pytestconfig') {
    // Each attribute read says whether it converts (request.ts); a test reads `test.info()`.
    const part = name === 'request' ? 'request' : 'config';
    inner.vars.set(name, requestModule({ part, info: 'test.info()' }));
    return undefined;
  }
  ctx.report(node, 'selenium-python/unknown-call', `fixture ${name}`);
  return tsName(name);
}

/** A fixture that only builds a `WebDriverWait` or `ActionChains`: used where it is read. */
export function compileTimeFixture(ctx: RuleContext, name: string, scope: Scope): Val | undefined {
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
