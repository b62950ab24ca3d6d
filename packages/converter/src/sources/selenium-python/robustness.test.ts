/**
 * 1,000 mutated Python inputs (the Selenium Python fixtures, mutated with a seeded PRNG): `convert`
 * never throws, and each input yields output or diagnostics (a file that no longer parses gets
 * `parse/syntax-error` with its position).
 */
import { expect, it } from 'vitest';
import { convert } from '../../index.js';
import { fixtureCases } from '../../testing/fixtures.js';
import { mutate, prng } from '../../testing/mutations.js';

it('converts 1,000 mutated Python inputs without throwing', async () => {
  const inputs = fixtureCases()
    .filter((c) => c.kind === 'selenium-python')
    .flatMap((c) => c.files)
    .filter((f) => f.path.endsWith('.py'));
  const random = prng(20261128);
  let withOutput = 0;
  for (let i = 0; i < 1000; i++) {
    const input = inputs[i % inputs.length]!;
    const source = mutate(input.source, random);
    const result = await convert({ source, path: input.path, from: 'selenium-python' });
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
