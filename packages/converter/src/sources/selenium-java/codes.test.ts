/**
 * Every `selenium-java/…` diagnostic code is produced by at least one fixture under
 * `fixtures/selenium-java/` (the catalogue holds no code nothing can produce).
 */
import { expect, it } from 'vitest';
import { convert, convertFiles } from '../../index.js';
import { fixtureCases } from '../../testing/fixtures.js';
import { seleniumJavaCatalogue } from './catalogue.js';

it('every selenium-java diagnostic code is produced by a fixture', async () => {
  const produced = new Set<string>();
  for (const fixture of fixtureCases().filter((c) => c.kind === 'selenium-java')) {
    if (fixture.project) {
      const result = await convertFiles(
        fixture.files.map((f) => ({ path: f.path, source: f.source })),
      );
      for (const file of result.files) for (const d of file.diagnostics) produced.add(d.rule);
    } else {
      const file = fixture.files[0]!;
      const result = await convert({ source: file.source, path: file.path });
      for (const d of result.diagnostics) produced.add(d.rule);
    }
  }
  expect(Object.keys(seleniumJavaCatalogue).filter((code) => !produced.has(code))).toEqual([]);
}, 60_000);
