/**
 * Fixture discovery for the tests: `fixtures/<kind>/<rule>/<case>.input.<ext>` with
 * `<case>.expected.ts` beside it, or a folder `<case>/` of such pairs converted together as one
 * project (page objects with their specs, configs), optionally with `playwright.config.expected.ts`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const fixturesRoot = join(import.meta.dirname, '..', '..', 'fixtures');

export interface FixtureFile {
  /** Path given to the converter, e.g. `binding.js`. */
  path: string;
  inputFile: string;
  expectedFile: string;
  source: string;
}

export interface FixtureCase {
  kind: string;
  rule: string;
  name: string;
  /** A folder case: converted together with `convertFiles`. */
  project: boolean;
  files: FixtureFile[];
  /** For folder cases, the expected `playwright.config.ts`, if checked. */
  expectedConfigFile?: string;
  dir: string;
}

function inputPair(dir: string, entry: string, pathPrefix = ''): FixtureFile | undefined {
  const marker = entry.indexOf('.input.');
  if (marker === -1) return undefined;
  const base = entry.slice(0, marker);
  const ext = entry.slice(marker + '.input.'.length);
  return {
    path: `${pathPrefix}${base}.${ext}`,
    inputFile: join(dir, entry),
    expectedFile: join(dir, `${base}.expected.ts`),
    source: readFileSync(join(dir, entry), 'utf8'),
  };
}

function projectFiles(dir: string, prefix: string): FixtureFile[] {
  const files: FixtureFile[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...projectFiles(full, `${prefix}${entry}/`));
    else {
      const pair = inputPair(dir, entry, prefix);
      if (pair) files.push(pair);
    }
  }
  return files;
}

export function fixtureCases(): FixtureCase[] {
  const cases: FixtureCase[] = [];
  for (const kind of readdirSync(fixturesRoot).sort()) {
    const kindDir = join(fixturesRoot, kind);
    if (!statSync(kindDir).isDirectory()) continue;
    for (const rule of readdirSync(kindDir).sort()) {
      const ruleDir = join(kindDir, rule);
      if (!statSync(ruleDir).isDirectory()) continue;
      for (const entry of readdirSync(ruleDir).sort()) {
        const full = join(ruleDir, entry);
        if (statSync(full).isDirectory()) {
          const config = join(full, 'playwright.config.expected.ts');
          cases.push({
            kind,
            rule,
            name: entry,
            project: true,
            files: projectFiles(full, ''),
            ...(existsSync(config) ? { expectedConfigFile: config } : {}),
            dir: full,
          });
          continue;
        }
        const pair = inputPair(ruleDir, entry);
        if (pair)
          cases.push({
            kind,
            rule,
            name: entry.slice(0, entry.indexOf('.input.')),
            project: false,
            files: [pair],
            dir: ruleDir,
          });
      }
    }
  }
  return cases;
}
