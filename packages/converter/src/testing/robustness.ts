/**
 * The robustness check every front end shares: its fixtures, mutated 1,000 times with a seeded
 * PRNG, convert without throwing and without an engine failure, each yielding output or
 * diagnostics.
 */
import { expect } from 'vitest';
import type { SourceKind } from '../api.js';
import { convert } from '../index.js';
import { fixtureCases } from './fixtures.js';
import { mutate, prng } from './mutations.js';

export async function expectMutatedInputsConvert(options: {
  /** The fixture folder (`fixtures/<kind>/`). */
  fixtureKind: string;
  from: SourceKind;
  seed: number;
  /** Which fixture files are inputs (default: all). */
  inputs?: (path: string) => boolean;
}): Promise<void> {
  const inputs = fixtureCases()
    .filter((c) => c.kind === options.fixtureKind)
    .flatMap((c) => c.files)
    .filter((f) => options.inputs?.(f.path) ?? true);
  const random = prng(options.seed);
  let withOutput = 0;
  for (let i = 0; i < 1000; i++) {
    const input = inputs[i % inputs.length]!;
    const source = mutate(input.source, random);
    const result = await convert({ source, path: input.path, from: options.from });
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
}
