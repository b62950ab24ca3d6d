/**
 * 1,000 mutated Python inputs (the Selenium Python fixtures, mutated with a seeded PRNG): `convert`
 * never throws, and each input yields output or diagnostics (a file that no longer parses gets
 * `parse/syntax-error` with its position).
 */
import { it } from 'vitest';
import { expectMutatedInputsConvert } from '../../testing/robustness.js';

it('converts 1,000 mutated Python inputs without throwing', async () => {
  await expectMutatedInputsConvert({
    fixtureKind: 'selenium-python',
    from: 'selenium-python',
    seed: 20261128,
    inputs: (path) => path.endsWith('.py'),
  });
}, 600_000);
