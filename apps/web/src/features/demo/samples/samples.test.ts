import { convert } from '@rewright/converter';
import { describe, expect, it } from 'vitest';
import { DEMO_SAMPLES } from '.';

/**
 * The demo shows only what the product does: each sample's output is exactly the converter's
 * output for its input. A source kind joins this list the day the converter supports it
 * (Selenium and natural language are still to come).
 */
const SUPPORTED_SOURCES = new Set(['protractor']);

describe('demo samples', () => {
  for (const sample of DEMO_SAMPLES.filter(({ from }) => SUPPORTED_SOURCES.has(from))) {
    it(`${sample.label}: the output is exactly what the converter produces`, async () => {
      const result = await convert({ source: sample.input, path: sample.path, from: sample.from });
      expect(result.code).toBe(sample.output);
    });
  }
});
