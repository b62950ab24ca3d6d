/**
 * Every `natural-language/…` diagnostic code is produced by at least one fixture under
 * `fixtures/natural-language/` (the catalogue holds no code nothing can produce).
 */
import { expect, it } from 'vitest';
import { codesProducedByFixtures } from '../../testing/produced-codes.js';
import { naturalLanguageCatalogue } from './catalogue.js';

it('every natural-language diagnostic code is produced by a fixture', async () => {
  const produced = await codesProducedByFixtures('natural-language');
  expect(Object.keys(naturalLanguageCatalogue).filter((code) => !produced.has(code))).toEqual([]);
}, 60_000);
