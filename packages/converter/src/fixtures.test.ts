/**
 * Every fixture pair: the converted input must equal the checked-in expected output exactly (both
 * are Prettier-formatted; nothing is whitespace-stripped). `UPDATE_FIXTURES=1` rewrites the
 * expected files — review the diff by eye before committing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convert, convertFiles } from './index.js';
import { fixtureCases } from './testing/fixtures.js';

const update = process.env.UPDATE_FIXTURES === '1';

function check(expectedFile: string, actual: string): void {
  if (update) {
    writeFileSync(expectedFile, actual);
    return;
  }
  expect(existsSync(expectedFile), `${expectedFile} is missing (run with UPDATE_FIXTURES=1)`).toBe(
    true,
  );
  expect(actual).toBe(readFileSync(expectedFile, 'utf8'));
}

for (const fixture of fixtureCases()) {
  describe(`${fixture.kind}/${fixture.rule}`, () => {
    it(fixture.name, async () => {
      if (!fixture.project) {
        const file = fixture.files[0]!;
        const result = await convert({ source: file.source, path: file.path });
        const code =
          result.code ||
          `// no output\n${result.diagnostics.map((d) => `// ${d.line}:${d.column} ${d.rule}`).join('\n')}\n`;
        check(file.expectedFile, code);
        return;
      }
      const result = await convertFiles(
        fixture.files.map((f) => ({ path: f.path, source: f.source })),
      );
      for (const file of fixture.files) {
        const converted = result.files.find((f) => f.sourcePath === file.path);
        if (converted?.role === 'config') continue;
        check(file.expectedFile, converted?.code ?? '// no output\n');
      }
      if (fixture.expectedConfigFile)
        check(fixture.expectedConfigFile, result.playwrightConfig.code);
    });
  });
}
