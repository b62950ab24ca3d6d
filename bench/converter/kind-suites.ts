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

/**
 * The kind's fixture inputs, each case in its own folder, copied round until `count` files. The
 * whole folder is converted as one project, where a Java class is known by its simple name: each
 * copy of a case renames the classes it declares (`LoginPage` → `LoginPage_0002_7`), so every copy
 * is converted as the case alone is, not against another case's or copy's class of that name.
 */
function fixtureSuite(names: readonly string[], dir: string, count: number): GeneratedSuite {
  const cases = fixtureCases().filter((c) => names.includes(c.kind));
  const files = cases.flatMap((c, caseIndex) =>
    c.files.map((f) => ({
      path: `${c.rule}/${c.name}/${f.path}`,
      source: f.source,
      caseIndex,
      javaClasses: c.files.flatMap((g) => declaredJavaTypes(g)),
    })),
  );
  let lines = 0;
  let written = 0;
  for (let copy = 1; files.length > 0 && written < count; copy += 1) {
    const copyName = String(copy).padStart(4, '0');
    for (const file of files) {
      if (written === count) break;
      const target = path.join(dir, `copy-${copyName}`, file.path);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(
        target,
        renameTypes(file.source, file.javaClasses, `_${copyName}_${file.caseIndex}`),
      );
      lines += file.source.split('\n').length - 1;
      written += 1;
    }
  }
  return { dir, specFiles: written, totalFiles: written, lines };
}

/** The classes, interfaces and enums a Java fixture input declares. */
function declaredJavaTypes(file: { path: string; source: string }): string[] {
  if (!file.path.endsWith('.java')) return [];
  return [...file.source.matchAll(/\b(?:class|interface|enum)\s+([A-Z]\w*)/g)].map(
    (m) => m[1] as string,
  );
}

function renameTypes(source: string, names: readonly string[], suffix: string): string {
  if (!names.length) return source;
  const pattern = new RegExp(`\\b(${[...new Set(names)].join('|')})\\b`, 'g');
  return source.replace(pattern, (name) => `${name}${suffix}`);
}
