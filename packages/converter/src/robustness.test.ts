/**
 * Robustness: 1,000 inputs made by mutating the fixture inputs with a seeded PRNG (truncations,
 * deleted and duplicated tokens, random characters). `convert` must never throw, and each input
 * must yield output or diagnostics.
 */
import { expect, it } from 'vitest';
import { convert } from './index.js';
import { fixtureCases } from './testing/fixtures.js';
import { mutate, prng } from './testing/mutations.js';

it('converts 1,000 mutated inputs without throwing', async () => {
  const inputs = fixtureCases().flatMap((c) => c.files);
  const random = prng(20261122);
  let withOutput = 0;
  for (let i = 0; i < 1000; i++) {
    const input = inputs[i % inputs.length]!;
    const source = mutate(input.source, random);
    const result = await convert({ source, path: input.path });
    expect(
      result.code.length > 0 || result.diagnostics.length > 0,
      `case ${i} (${input.path})`,
    ).toBe(true);
    if (result.code) withOutput++;
  }
  expect(withOutput).toBeGreaterThan(0);
}, 600_000);
