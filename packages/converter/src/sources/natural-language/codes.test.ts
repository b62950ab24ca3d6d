/**
 * Every `natural-language/…` diagnostic code is produced by at least one fixture under
 * `fixtures/natural-language/`, converted plainly or with `--keep-gherkin`, or by the sample app of
 * the live-app resolver (the catalogue holds no code nothing can produce).
 */
import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { codesProducedByFixtures } from '../../testing/produced-codes.js';
import { fixtureCases } from '../../testing/fixtures.js';
import { convertFeaturesForBdd } from './bdd.js';
import { naturalLanguageCatalogue } from './catalogue.js';
import { convertFiles } from '../../index.js';
import { sampleCases, sampleLiveApp, samplePages } from './live-app-samples.js';

it('every natural-language diagnostic code is produced by a fixture', async () => {
  const produced = await codesProducedByFixtures('natural-language');
  // The --keep-gherkin conversion of the same features.
  const features = fixtureCases()
    .filter((c) => c.kind === 'natural-language')
    .flatMap((c) => c.files)
    .filter((f) => f.path.endsWith('.feature'))
    .map((f) => ({ path: f.path, source: readFileSync(f.inputFile, 'utf8') }));
  for (const d of convertFeaturesForBdd(features).diagnostics) produced.add(d.rule);
  // What only a conversion against a running app (--base-url) says, on the sample app.
  const liveApp = sampleLiveApp([sampleCases], 'http://app.test/', samplePages);
  for (const file of (await convertFiles([sampleCases], { liveApp })).files)
    for (const d of file.diagnostics) produced.add(d.rule);
  expect(Object.keys(naturalLanguageCatalogue).filter((code) => !produced.has(code))).toEqual([]);
}, 60_000);
