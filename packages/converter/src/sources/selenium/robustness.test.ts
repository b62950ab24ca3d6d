/**
 * 1,000 mutated Selenium inputs (the Selenium fixtures, mutated with a seeded PRNG): `convert`
 * never throws and each input yields output or diagnostics.
 */
import { expect, it } from 'vitest';
import { convert } from '../../index.js';
import { fixtureCases } from '../../testing/fixtures.js';
import { mutate, prng } from '../../testing/mutations.js';

it('converts 1,000 mutated Selenium inputs without throwing', async () => {
  const inputs = fixtureCases()
    .filter((c) => c.kind === 'selenium')
    .flatMap((c) => c.files);
  const random = prng(20261125);
  let withOutput = 0;
  for (let i = 0; i < 1000; i++) {
    const input = inputs[i % inputs.length]!;
    const source = mutate(input.source, random);
    const result = await convert({ source, path: input.path, from: 'selenium-js' });
    expect(
      result.code.length > 0 || result.diagnostics.length > 0,
      `case ${i} (${input.path})`,
    ).toBe(true);
    expect(
      result.diagnostics.filter((d) => d.rule === 'engine/internal-error'),
      `case ${i}`,
    ).toEqual([]);
    if (result.code) withOutput++;
  }
  expect(withOutput).toBeGreaterThan(0);
}, 600_000);
