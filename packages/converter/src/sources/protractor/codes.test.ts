/**
 * Every diagnostic code the Protractor front end can report (`protractor/…`) is produced by at least one fixture under
 * `fixtures/protractor/`: the catalogue holds no code nothing produces, and each has an example.
 */
import { expect, it } from 'vitest';
import { catalogue } from '../../diagnostics/catalogue.js';
import { convert, convertFiles } from '../../index.js';
import { fixtureCases } from '../../testing/fixtures.js';
import { protractorCatalogue } from './catalogue.js';

function isProtractors(code: string): boolean {
  return code.startsWith('protractor/');
}

it('the catalogue namespaces every Protractor code and no other kind uses the namespace', () => {
  const selected = Object.keys(catalogue).filter(isProtractors);
  expect(selected.length).toBeGreaterThan(0);
  expect(Object.keys(protractorCatalogue).filter((code) => !isProtractors(code))).toEqual([]);
  expect(selected).toEqual(Object.keys(protractorCatalogue));
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
