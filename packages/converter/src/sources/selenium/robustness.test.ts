/**
 * 1,000 mutated Selenium inputs (the Selenium fixtures, mutated with a seeded PRNG): `convert`
 * never throws and each input yields output or diagnostics.
 */
import { it } from 'vitest';
import { expectMutatedInputsConvert } from '../../testing/robustness.js';

it('converts 1,000 mutated Selenium inputs without throwing', async () => {
  await expectMutatedInputsConvert({
    fixtureKind: 'selenium',
    from: 'selenium-js',
    seed: 20261125,
  });
}, 600_000);
