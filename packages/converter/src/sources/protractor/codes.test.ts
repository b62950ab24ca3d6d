/**
 * Every diagnostic code the Protractor front end can report (the catalogue's codes that are not
 * another kind's, the parser's or the engine's) is produced by at least one fixture under
 * `fixtures/protractor/`: the catalogue holds no code nothing produces, and each has an example.
 */
import { expect, it } from 'vitest';
import { catalogue } from '../../diagnostics/catalogue.js';
import { convert, convertFiles } from '../../index.js';
import { SOURCE_KINDS } from '../../kinds.js';
import { fixtureCases } from '../../testing/fixtures.js';

/**
 * Another kind's codes are namespaced by its id or an alias (`selenium-python/…`, `selenium/…` of
 * `selenium-js`); Protractor's predate the namespaces, so its codes are every other one.
 */
const otherKinds = SOURCE_KINDS.filter((kind) => kind.id !== 'protractor').flatMap((kind) => [
  kind.id,
  ...kind.aliases,
]);
/** The parser's and the engine's own codes (`parse/…`, `engine/…`), tested with the engine. */
const engineNamespaces = ['parse', 'engine'];

function namespaceOf(code: string): string {
  return code.slice(0, code.indexOf('/'));
}

function isProtractors(code: string): boolean {
  const namespace = namespaceOf(code);
  return !otherKinds.includes(namespace) && !engineNamespaces.includes(namespace);
}

it('selects Protractor codes by namespace: no other kind is counted as Protractor', () => {
  const selected = Object.keys(catalogue).filter(isProtractors);
  expect(selected.length).toBeGreaterThan(0);
  expect(selected.filter((code) => code.startsWith('selenium'))).toEqual([]);
  expect(otherKinds).toEqual(expect.arrayContaining(['selenium', 'selenium-python']));
});

it('every Protractor diagnostic code is produced by a fixture', async () => {
  const produced = new Set<string>();
  for (const fixture of fixtureCases().filter((c) => c.kind === 'protractor')) {
    if (fixture.project) {
      const result = await convertFiles(
        fixture.files.map((f) => ({ path: f.path, source: f.source })),
      );
      for (const file of result.files) for (const d of file.diagnostics) produced.add(d.rule);
      for (const d of result.playwrightConfig.diagnostics) produced.add(d.rule);
    } else {
      const file = fixture.files[0]!;
      const result = await convert({ source: file.source, path: file.path });
      for (const d of result.diagnostics) produced.add(d.rule);
    }
  }
  const codes = Object.keys(catalogue).filter(isProtractors);
  expect(codes.filter((code) => !produced.has(code))).toEqual([]);
}, 60_000);
