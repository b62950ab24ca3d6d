import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectResult } from './converter';
import { createTempProject, listFiles, type TempProject } from './temp-project';
import { planOutput, UnsafeOutputError, WriteFailedError, writeOutput } from '@rewright/workspace';

describe('planOutput', () => {
  const result: ProjectResult = {
    files: [
      {
        sourcePath: 'a.js',
        outputPath: 'a.ts',
        role: 'helper',
        code: 'a',
        diagnostics: [],
        testCount: 0,
      },
      { sourcePath: 'bad.js', outputPath: 'bad.ts', role: 'spec', diagnostics: [], testCount: 0 },
      {
        sourcePath: 'playwright.config.js',
        outputPath: 'playwright.config.ts',
        role: 'helper',
        code: 'user',
        diagnostics: [],
        testCount: 0,
      },
    ],
    playwrightConfig: { outputPath: 'playwright.config.ts', code: 'generated', diagnostics: [] },
    supportFiles: [{ outputPath: 'support/rewright-angular.ts', code: 'angular' }],
    report: { files: 3, testCases: 0, converted: 2, todos: 0, errors: 1 },
  };

  it('skips files without code, adds support modules, and lets the generated config win its path', () => {
    expect(planOutput(result)).toEqual([
      { outputPath: 'a.ts', code: 'a' },
      { outputPath: 'playwright.config.ts', code: 'generated' },
      { outputPath: 'support/rewright-angular.ts', code: 'angular' },
    ]);
  });
});

describe('writeOutput', () => {
  let project: TempProject;
  beforeEach(async () => {
    project = await createTempProject({ 'specs/a.ts': 'original' });
  });
  afterEach(() => project.dispose());

  it('creates folders and writes each file', async () => {
    const out = path.join(project.root, 'out');
    const written = await writeOutput(out, [{ outputPath: 'specs/deep/a.spec.ts', code: 'x' }], {
      inputFiles: [],
    });
    expect(written).toEqual([path.join(out, 'specs/deep/a.spec.ts')]);
    expect(await readFile(written[0]!, 'utf8')).toBe('x');
  });

  it('refuses a path that leaves the output folder, before writing anything', async () => {
    const out = path.join(project.root, 'out');
    const files = [
      { outputPath: 'fine.ts', code: 'x' },
      { outputPath: '../escape.ts', code: 'y' },
    ];
    await expect(writeOutput(out, files, { inputFiles: [] })).rejects.toThrow(UnsafeOutputError);
    expect(await listFiles(project.root)).toEqual(['e2e/specs/a.ts']);
  });

  it('never replaces an input file, and never writes into the source folder it is given', async () => {
    const input = path.join(project.src, 'specs/a.ts');
    const files = [
      { outputPath: 'specs/new.ts', code: 'new' },
      { outputPath: 'specs/a.ts', code: 'converted' },
    ];
    await expect(writeOutput(project.src, files, { inputFiles: [input] })).rejects.toThrow(
      /refusing to overwrite the input file/,
    );
    await expect(
      writeOutput(project.src, [files[0]!], { inputFiles: [input], sourceFolder: project.src }),
    ).rejects.toThrow(
      `The output folder ${project.src} is the project folder: converted files are never written into the sources; choose a folder beside it`,
    );
    expect(await readFile(input, 'utf8')).toBe('original');
    expect(await listFiles(project.src)).toEqual(['specs/a.ts']);
  });

  it('refuses a target that a link in the output folder leads back into the sources', async () => {
    const out = path.join(project.root, 'out');
    await mkdir(out);
    await symlink(path.join(project.src, 'specs'), path.join(out, 'specs'));
    const files = [
      { outputPath: 'fine.ts', code: 'x' },
      { outputPath: 'specs/b.ts', code: 'y' },
    ];
    await expect(writeOutput(out, files, { inputFiles: [] })).rejects.toThrow(
      /a symbolic link leads it to .*e2e\/specs\/b\.ts, outside the output folder/,
    );
    expect(await listFiles(project.root)).toEqual(['e2e/specs/a.ts']);
  });

  it('refuses to write into a FIFO where a file should go, instead of blocking', async () => {
    const out = path.join(project.root, 'out');
    await mkdir(out);
    execFileSync('mkfifo', [path.join(out, 'a.ts')]);
    await expect(
      writeOutput(out, [{ outputPath: 'a.ts', code: 'x' }], { inputFiles: [] }),
    ).rejects.toThrow(/a FIFO \(named pipe\) is there/);
  }, 20_000);

  it('reports a write that fails, e.g. a file where a folder must go', async () => {
    const files = [{ outputPath: 'specs/a.ts/child.ts', code: 'x' }];
    await expect(writeOutput(project.src, files, { inputFiles: [] })).rejects.toThrow(
      WriteFailedError,
    );
  });
});
