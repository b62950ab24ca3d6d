/**
 * The diagnostic codes a kind's fixtures produce, for the tests that hold each front end's
 * catalogue to codes something can produce.
 */
import { convert, convertFiles } from '../index.js';
import { fixtureCases } from './fixtures.js';

export async function codesProducedByFixtures(kind: string): Promise<Set<string>> {
  const produced = new Set<string>();
  for (const fixture of fixtureCases().filter((c) => c.kind === kind)) {
    if (fixture.project) {
      const result = await convertFiles(
        fixture.files.map((f) => ({ path: f.path, source: f.source })),
      );
      for (const file of result.files) for (const d of file.diagnostics) produced.add(d.rule);
    } else {
      const file = fixture.files[0]!;
      const result = await convert({ source: file.source, path: file.path });
      for (const d of result.diagnostics) produced.add(d.rule);
    }
  }
  return produced;
}
