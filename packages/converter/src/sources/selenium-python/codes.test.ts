/**
 * Every `selenium-python/…` diagnostic code is produced by at least one fixture under
 * `fixtures/selenium-python/` (the catalogue holds no code nothing can produce).
 */
import { expect, it } from 'vitest';
import { codesProducedByFixtures } from '../../testing/produced-codes.js';
import { seleniumPythonCatalogue } from './catalogue.js';

it('every selenium-python diagnostic code is produced by a fixture', async () => {
  const produced = await codesProducedByFixtures('selenium-python');
  expect(Object.keys(seleniumPythonCatalogue).filter((code) => !produced.has(code))).toEqual([]);
}, 60_000);
