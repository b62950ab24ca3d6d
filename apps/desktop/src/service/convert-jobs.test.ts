import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConvertedFile, ProjectResult } from '@rewright/converter';
import type { ConvertEngine } from '@rewright/workspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConvertJobs } from './convert-jobs';

let scratch: string;
let project: string;
const SOURCES = ['specs/a.spec.js', 'specs/b.spec.js', 'specs/c.spec.js'];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'rewright-convert-jobs-'));
  project = path.join(scratch, 'shop');
  await mkdir(path.join(project, 'specs'), { recursive: true });
  for (const source of SOURCES) {
    await writeFile(path.join(project, source), "it('x', () => { browser.get('/'); });\n");
  }
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** An engine that converts one file each time the test calls `step()`, reporting its progress. */
function steppedEngine() {
  const waiting: (() => void)[] = [];
  const engine: ConvertEngine = {
    async convertFiles(files, options) {
      const converted: ConvertedFile[] = [];
      for (const [index, file] of files.entries()) {
        await new Promise<void>((resolve) => waiting.push(resolve));
        const done: ConvertedFile = {
          sourcePath: file.path,
          outputPath: file.path.replace(/\.js$/, '.ts'),
          role: 'spec',
          testCount: 0,
          code: '// converted\n',
          diagnostics: [],
        };
        converted.push(done);
        options.onProgress?.(index + 1, files.length, done);
      }
      const result: ProjectResult = {
        files: converted,
        playwrightConfig: { outputPath: 'playwright.config.ts', code: '', diagnostics: [] },
        supportFiles: [],
        report: { files: files.length, testCases: 0, converted: files.length, todos: 0, errors: 0 },
      };
      return result;
    },
  };
  const step = async () => {
    await expect.poll(() => waiting.length).toBeGreaterThan(0);
    waiting.shift()!();
  };
  return { engine, step };
}

describe('convert jobs', () => {
  it('carry the engine’s progress events as the job’s progress, file by file, before the quote', async () => {
    const { engine, step } = steppedEngine();
    const jobs = createConvertJobs({
      loadEngine: async () => engine,
      credentials: async () => ({
        server: 'http://127.0.0.1:9',
        accessToken: 't',
        source: 'stored',
      }),
      outputFolder: async () => '',
    });
    const started = await jobs.start(project);
    expect(started).toMatchObject({ state: 'converting', out: `${project}-playwright` });
    expect(started.progress).toBeUndefined();
    for (const [index, source] of SOURCES.entries()) {
      await step();
      await expect
        .poll(async () => (await jobs.get(started.id)).progress)
        .toEqual({ done: index + 1, total: 3, path: source });
    }
    await expect.poll(async () => (await jobs.get(started.id)).state).toBe('awaiting-confirmation');
    expect(await jobs.answer(started.id, false)).toMatchObject({ state: 'declined' });
  });
});
