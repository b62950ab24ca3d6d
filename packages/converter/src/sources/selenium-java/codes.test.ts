/**
 * Every `selenium-java/…` diagnostic code is produced by at least one fixture under
 * `fixtures/selenium-java/` (the catalogue holds no code nothing can produce).
 */
import { expect, it } from 'vitest';
import { codesProducedByFixtures } from '../../testing/produced-codes.js';
import { seleniumJavaCatalogue } from './catalogue.js';

it('every selenium-java diagnostic code is produced by a fixture', async () => {
  const produced = await codesProducedByFixtures('selenium-java');
  expect(Object.keys(seleniumJavaCatalogue).filter((code) => !produced.has(code))).toEqual([]);
}, 60_000);
