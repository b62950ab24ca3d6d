/**
 * A generated suite for each source kind the engine converts (the kinds list,
 * `packages/converter/src/kinds.ts`): Protractor and Selenium JavaScript/TypeScript have their own
 * generators; a kind without one (Java and Python when they land) gets its fixture inputs
 * (`packages/converter/fixtures/<kind>/`) copied into numbered folders until the count is reached,
 * so it is measured from the day it converts, without a change here. Deterministic.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { supportFiles } from './suite-support-files';
import { generateSuite, type GeneratedSuite } from './generate-suite';
import { generateSeleniumSuite } from './selenium-suite';
import { fixtureCases } from '../../packages/converter/src/testing/fixtures';

export interface KindSuite {
  /** How the files were made, for the table. */
  origin: 'generator' | 'fixtures';
  generate(dir: string, count: number, seed: number): GeneratedSuite;
}

const generators: Record<string, KindSuite['generate']> = {
  // Its page objects and config count towards the total.
  protractor: (dir, count, seed) =>
    generateSuite(dir, count - Object.keys(supportFiles).length, seed),
  'selenium-js': generateSeleniumSuite,
};

/** The suite of a kind of the kinds list; its fixtures folder is named by its id or an alias. */
export function suiteFor(kind: { id: string; aliases: readonly string[] }): KindSuite {
  const generate = generators[kind.id];
  if (generate) return { origin: 'generator', generate };
  const names = [kind.id, ...kind.aliases];
  return { origin: 'fixtures', generate: (dir, count) => fixtureSuite(names, dir, count) };
}

/** The kind's fixture inputs, each case in its own folder, copied round until `count` files. */
function fixtureSuite(names: readonly string[], dir: string, count: number): GeneratedSuite {
  const files = fixtureCases()
    .filter((c) => names.includes(c.kind))
    .flatMap((c) =>
      c.files.map((f) => ({ path: `${c.rule}/${c.name}/${f.path}`, source: f.source })),
    );
  let lines = 0;
  let written = 0;
  for (let copy = 1; files.length > 0 && written < count; copy += 1) {
    for (const file of files) {
      if (written === count) break;
      const target = path.join(dir, `copy-${String(copy).padStart(4, '0')}`, file.path);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file.source);
      lines += file.source.split('\n').length - 1;
      written += 1;
    }
  }
  return { dir, specFiles: written, totalFiles: written, lines };
}
