/**
 * 1,000 mutated Java inputs (the Selenium Java fixtures, mutated with a seeded PRNG): `convert`
 * never throws, and each input yields output or diagnostics (a file that no longer parses gets
 * `parse/syntax-error` with its position).
 */
import { it } from 'vitest';
import { expectMutatedInputsConvert } from '../../testing/robustness.js';

it('converts 1,000 mutated Java inputs without throwing', async () => {
  await expectMutatedInputsConvert({
    fixtureKind: 'selenium-java',
    from: 'selenium-java',
    seed: 20261128,
    inputs: (path) => path.endsWith('.java'),
  });
}, 600_000);
