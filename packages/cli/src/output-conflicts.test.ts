import { afterEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ConvertedFile, ProjectResult } from './converter';
import { main } from './main';
import { OUTPUT_CONFLICT_RULE, withoutOutputConflicts } from '@rewright/workspace';
import { createRecordingTerminal } from './recording-terminal';
import { scriptedConverter } from './scripted-converter';
import { createTempProject, listFiles, type TempProject } from './temp-project';

// These tests are about reading, converting and writing, not charging: they run convert as the
// converter's own harness does, unmetered (REWRIGHT_DEV_UNMETERED, development only; spawned
// CLIs inherit it). Charging is tested in commands/convert-charging.test.ts.
process.env.REWRIGHT_DEV_UNMETERED = '1';

function spec(sourcePath: string, outputPath: string, code?: string): ConvertedFile {
  return {
    sourcePath,
    outputPath,
    role: 'spec',
    ...(code === undefined ? {} : { code }),
    diagnostics: [],
    testCount: 1,
  };
}

function project(files: ConvertedFile[]): ProjectResult {
  return {
    files,
    playwrightConfig: { outputPath: 'playwright.config.ts', code: '', diagnostics: [] },
    supportFiles: [{ outputPath: 'rewright-angular.ts', code: '' }],
    report: {
      files: files.length,
      testCases: files.length,
      converted: files.filter((f) => f.code !== undefined && !f.code.includes('TODO(rewright)'))
        .length,
      todos: files.reduce((n, f) => n + (f.code?.split('TODO(rewright)').length ?? 1) - 1, 0),
      errors: files.filter((f) => f.code === undefined).length,
    },
  };
}

describe('withoutOutputConflicts', () => {
  it('returns a run without conflicts unchanged', () => {
    const result = project([spec('a.spec.js', 'a.spec.ts', 'a'), spec('b.js', 'b.ts', 'b')]);
    expect(withoutOutputConflicts(result)).toBe(result);
  });

  it('drops the code of every input sharing an output path, with an error naming the others', () => {
    const result = withoutOutputConflicts(
      project([
        spec('a.spec.js', 'a.spec.ts', 'a'),
        spec('a.spec.ts', 'a.spec.ts', '// TODO(rewright): x\na'),
        spec('b.spec.js', 'b.spec.ts', 'b'),
      ]),
    );
    const [js, ts, b] = result.files;
    expect(js!.code).toBeUndefined();
    expect(ts!.code).toBeUndefined();
    expect(b!.code).toBe('b');
    expect(js!.diagnostics).toEqual([
      expect.objectContaining({
        path: 'a.spec.js',
        rule: OUTPUT_CONFLICT_RULE,
        severity: 'error',
        message: expect.stringContaining('like a.spec.ts'),
      }),
    ]);
    expect(ts!.diagnostics[0]!.message).toContain('like a.spec.js');
    // Before: 2 converted (a.spec.js, b), 1 TODO, 0 errors.
    expect(result.report).toEqual({ files: 3, testCases: 3, converted: 1, todos: 0, errors: 2 });
  });

  it('compares without case, as macOS and Windows file systems do', () => {
    const result = withoutOutputConflicts(
      project([
        spec('Login.spec.js', 'Login.spec.ts', 'a'),
        spec('login.spec.js', 'login.spec.ts', 'b'),
      ]),
    );
    expect(result.files.map((f) => f.code)).toEqual([undefined, undefined]);
  });

  it('refuses an input that would replace a generated file, which keeps its path', () => {
    const result = withoutOutputConflicts(
      project([
        { ...spec('playwright.config.js', 'playwright.config.ts', 'x'), role: 'helper' },
        spec('rewright-angular.js', 'rewright-angular.ts', 'y'),
      ]),
    );
    expect(result.files.map((f) => f.code)).toEqual([undefined, undefined]);
    expect(result.files[0]!.diagnostics[0]!.message).toContain(
      'playwright.config.ts rewright generates',
    );
    expect(result.report.errors).toBe(2);
  });

  it('leaves several Protractor configs alone: together they become the one generated config', () => {
    const config = (sourcePath: string): ConvertedFile => ({
      sourcePath,
      outputPath: 'playwright.config.ts',
      role: 'config',
      diagnostics: [],
      testCount: 0,
    });
    const result = project([config('protractor.conf.js'), config('protractor.mocha.conf.js')]);
    expect(withoutOutputConflicts(result)).toBe(result);
  });
});

describe('rewright convert with two inputs for one output', () => {
  let temp: TempProject;
  afterEach(() => temp.dispose());

  it('reports both, writes neither and keeps the rest', async () => {
    const files = {
      'specs/login.spec.js': "it('logs in (js)', () => {});\n",
      'specs/login.spec.ts': "it('logs in (ts)', () => {});\n",
      'specs/cart.spec.js': "it('adds', () => {});\n",
    };
    temp = await createTempProject(files);
    const recording = createRecordingTerminal(temp.root);
    const code = await main(['convert', 'e2e'], {
      terminal: recording.terminal,
      loadConverter: async () => scriptedConverter,
    });

    expect(code).toBe(1);
    const stdout = recording.stdout();
    expect(stdout).toMatch(
      /^specs\/login\.spec\.js:1:1 +error +cli\/output-conflict +converts to specs\/login\.spec\.ts, like specs\/login\.spec\.ts/m,
    );
    expect(stdout).toMatch(
      /^specs\/login\.spec\.ts:1:1 +error +cli\/output-conflict +converts to specs\/login\.spec\.ts, like specs\/login\.spec\.js/m,
    );
    expect(stdout).toMatch(/errors\s+2/);
    expect(await listFiles(path.join(temp.root, 'e2e-playwright'))).toEqual([
      'playwright.config.ts',
      'specs/cart.spec.ts',
    ]);
    // The originals are untouched.
    expect(await readFile(path.join(temp.src, 'specs/login.spec.ts'), 'utf8')).toBe(
      files['specs/login.spec.ts'],
    );
  });
});
