/**
 * Every diagnostic code the Protractor front end can report (the catalogue's codes that are not
 * another kind's, the parser's or the engine's) is produced by at least one fixture under
 * `fixtures/protractor/`: the catalogue holds no code nothing produces, and each has an example.
 */
import { expect, it } from 'vitest';
import { catalogue } from '../../diagnostics/catalogue.js';
import { convert, convertFiles } from '../../index.js';
import { fixtureCases } from '../../testing/fixtures.js';

const notProtractors = ['selenium/', 'selenium-python/', 'parse/', 'engine/'];

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
  const codes = Object.keys(catalogue).filter(
    (code) => !notProtractors.some((prefix) => code.startsWith(prefix)),
  );
  expect(codes.filter((code) => !produced.has(code))).toEqual([]);
}, 60_000);
