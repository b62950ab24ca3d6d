import type { ConvertedFile } from '@rewright/converter';
import { describe, expect, it } from 'vitest';
import { fileStatusOf } from './file-status';
import { buildFileTree, type FolderNode } from './file-tree-model';

const scanned = (path: string, testCases: number, credits: number) => ({
  path,
  kind: 'protractor',
  kindLabel: 'Protractor',
  role: 'spec',
  testCases,
  credits,
});

/** The tree as indented lines: folders with their totals, then files. */
function outline(node: FolderNode, depth = 0): string[] {
  const pad = '  '.repeat(depth);
  return [
    ...node.folders.flatMap((folder) => [
      `${pad}${folder.name}/ (${folder.fileCount} files, ${folder.testCases} tests, ${folder.credits} credits)`,
      ...outline(folder, depth + 1),
    ]),
    ...node.files.map(({ name, file }) => `${pad}${name} (${file.testCases})`),
  ];
}

describe('buildFileTree', () => {
  it('nests files by folder, folders first, with the totals of everything below', () => {
    const tree = buildFileTree([
      scanned('z.spec.js', 1, 1),
      scanned('specs/b.spec.js', 2, 1),
      scanned('specs/admin/users.spec.js', 3, 3),
      scanned('specs/a.spec.js', 1, 1),
      scanned('pages/login.js', 0, 0),
    ]);
    expect(outline(tree)).toEqual([
      'pages/ (1 files, 0 tests, 0 credits)',
      '  login.js (0)',
      'specs/ (3 files, 6 tests, 5 credits)',
      '  admin/ (1 files, 3 tests, 3 credits)',
      '    users.spec.js (3)',
      '  a.spec.js (1)',
      '  b.spec.js (2)',
      'z.spec.js (1)',
    ]);
    expect(tree).toMatchObject({ fileCount: 5, testCases: 7, credits: 6 });
    expect(tree.folders[1]!.folders[0]!.path).toBe('specs/admin');
  });
});

describe('fileStatusOf', () => {
  const file = (changes: Partial<ConvertedFile>): ConvertedFile => ({
    sourcePath: 'a.spec.js',
    outputPath: 'a.spec.ts',
    role: 'spec',
    testCount: 1,
    diagnostics: [],
    ...changes,
  });
  const error = {
    path: 'a.spec.js',
    line: 1,
    column: 1,
    rule: 'parse',
    severity: 'error' as const,
    message: 'x',
  };

  it('tells converted, converted with TODOs, not converted and error apart', () => {
    expect(fileStatusOf(file({ code: "test('a', async () => {});\n" }))).toBe('converted');
    expect(fileStatusOf(file({ code: '// TODO(rewright): by-js: no equivalent\n' }))).toBe(
      'converted-with-todos',
    );
    expect(fileStatusOf(file({ diagnostics: [error] }))).toBe('error');
    expect(fileStatusOf(file({}))).toBe('not-converted');
    expect(fileStatusOf(undefined)).toBe('not-converted');
    // A Protractor configuration becomes the generated playwright.config.ts.
    expect(fileStatusOf(file({ role: 'config' }))).toBe('converted');
    expect(fileStatusOf(file({ role: 'config', diagnostics: [error] }))).toBe('error');
  });
});
