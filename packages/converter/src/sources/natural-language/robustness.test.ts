/**
 * 1,000 mutated descriptions (the natural-language fixtures — Gherkin, numbered steps, bullets,
 * prose — mutated with a seeded PRNG): `convert` never throws, and each input yields output or
 * diagnostics (Gherkin that no longer parses gets `parse/syntax-error`; text that no longer holds
 * a test case gets `natural-language/no-test-case`).
 */
import { it } from 'vitest';
import { expectMutatedInputsConvert } from '../../testing/robustness.js';

it('converts 1,000 mutated natural-language inputs without throwing', async () => {
  await expectMutatedInputsConvert({
    fixtureKind: 'natural-language',
    from: 'natural-language',
    seed: 20261128,
  });
}, 600_000);
