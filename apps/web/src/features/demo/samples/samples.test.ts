// @vitest-environment node
import { convertFiles } from '@rewright/converter';
import { convertingKinds } from '@rewright/converter/kinds';
import { describe, expect, it } from 'vitest';
import { DEMO_SAMPLES } from '.';

/**
 * The demo shows only what the product does: each sample's outputs are exactly the files the
 * converter writes for its input (as `rewright convert` does): the spec, the generated modules
 * it imports, and the Playwright config. A source kind joins this list the day the converter
 * supports it: the list is the engine's kinds list.
 */
const SUPPORTED_SOURCES = new Set<string>(convertingKinds().map((kind) => kind.id));

describe('demo samples', () => {
  for (const sample of DEMO_SAMPLES.filter(({ from }) => SUPPORTED_SOURCES.has(from))) {
    it(`${sample.label}: the outputs are exactly the files the converter writes`, async () => {
      const result = await convertFiles([{ path: sample.path, source: sample.input }], {
        from: sample.from,
      });
      expect(sample.outputs).toEqual([
        ...result.files.map((file) => ({ path: file.outputPath, code: file.code })),
        ...result.supportFiles.map((file) => ({ path: file.outputPath, code: file.code })),
        { path: result.playwrightConfig.outputPath, code: result.playwrightConfig.code },
      ]);
    });
  }

  it('names every output file once', () => {
    for (const sample of DEMO_SAMPLES) {
      const paths = sample.outputs.map((file) => file.path);
      expect(new Set(paths).size, sample.label).toBe(paths.length);
    }
  });
});
