// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { config } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import './contracts';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Imports and re-exports that take a value (not only types) from the package itself. */
function valueImportsOfContracts(source: string): string[] {
  const found: string[] = [];
  const named =
    /\b(import|export)\s+(type\s+)?(\{[^}]*\}|\*(?:\s+as\s+\w+)?)\s*from\s*'@rewright\/contracts'/g;
  for (const match of source.matchAll(named)) {
    const [statement, , typeOnly, clause = ''] = match;
    const specifiers = clause
      .replace(/[{}]/g, '')
      .split(',')
      .map((specifier) => specifier.trim())
      .filter(Boolean);
    const onlyTypes = specifiers.length > 0 && specifiers.every((s) => s.startsWith('type '));
    if (!typeOnly && !onlyTypes) found.push(statement);
  }
  for (const match of source.matchAll(/\bimport\(\s*'@rewright\/contracts'\s*\)/g)) {
    found.push(match[0]);
  }
  for (const match of source.matchAll(/^import\s+'@rewright\/contracts'/gm)) found.push(match[0]);
  return found;
}

describe('the site reaches the contracts schemas through app/contracts.ts', () => {
  it('sets zod to jitless before any schema is built', () => {
    expect(config().jitless).toBe(true);
  });

  it('tells value imports from type imports', () => {
    expect(valueImportsOfContracts("import type { A } from '@rewright/contracts';")).toEqual([]);
    expect(
      valueImportsOfContracts("import { type A, type B } from '@rewright/contracts';"),
    ).toEqual([]);
    expect(valueImportsOfContracts("import { ASchema } from '@rewright/contracts';")).toHaveLength(
      1,
    );
    expect(
      valueImportsOfContracts("import {\n  ASchema,\n  type A,\n} from '@rewright/contracts';"),
    ).toHaveLength(1);
    expect(valueImportsOfContracts("await import('@rewright/contracts')")).toHaveLength(1);
    expect(valueImportsOfContracts("export * from '@rewright/contracts';")).toHaveLength(1);
  });

  it('no other module takes a value from @rewright/contracts directly', () => {
    const offenders = sourceFiles(srcDir)
      .filter((file) => path.relative(srcDir, file) !== path.join('app', 'contracts.ts'))
      .flatMap((file) =>
        valueImportsOfContracts(readFileSync(file, 'utf8')).map(
          (statement) => `${path.relative(srcDir, file)}: ${statement}`,
        ),
      );
    expect(offenders).toEqual([]);
  });
});
