import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConvertedFile, ProjectResult } from '@rewright/converter';
import { loadConvertEngine, type ConvertEngine } from '@rewright/workspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConvertJobs } from './convert-jobs';

let scratch: string;
let project: string;
const SOURCES = ['specs/a.spec.js', 'specs/b.spec.js', 'specs/c.spec.js'];
const AI_OFF = { enabled: false, reason: 'off in this test' } as const;

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
      ai: async () => AI_OFF,
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

describe('convert jobs with the base URL of the running app', () => {
  const credentials = async () => ({
    server: 'http://127.0.0.1:9',
    accessToken: 't',
    source: 'stored' as const,
  });
  let app: Server;
  let base: string;
  let steps: string;

  beforeAll(async () => {
    app = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>Notes</title><button>Save</button><button>Help</button>');
    });
    await new Promise<void>((done) => app.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(app.address() as AddressInfo).port}/`;
    steps = path.join(scratch, 'notes');
    await mkdir(steps, { recursive: true });
    await writeFile(
      path.join(steps, 'save.txt'),
      '# Saving a note\n1. Open "/notes"\n2. Click Save\n',
    );
  });
  afterAll(() => new Promise<void>((done) => app.close(() => done())));

  it('read the pages the steps open first, then resolve the steps against them', async () => {
    const real = await loadConvertEngine();
    const seen: { pages?: unknown; result?: ProjectResult } = {};
    const jobs = createConvertJobs({
      // The real engine; the test keeps what it was given and what it answered.
      loadEngine: async () => ({
        async convertFiles(files, options) {
          seen.pages = options.liveApp?.pages.map(({ url, reached }) => ({ url, reached }));
          return (seen.result = await real.convertFiles(files, options));
        },
      }),
      credentials,
      outputFolder: async () => '',
      ai: async () => AI_OFF,
    });
    const started = await jobs.start(steps, ` ${base} `);
    await expect
      .poll(async () => (await jobs.get(started.id)).state, { timeout: 120_000 })
      .toBe('awaiting-confirmation');
    expect(seen.pages).toEqual([{ url: `${base}notes`, reached: true }]);
    const [file] = seen.result!.files;
    expect(file!.code).toContain("await page.getByRole('button', { name: 'Save' }).click();");
    expect(file!.diagnostics.map((d) => d.rule)).toContain('natural-language/checked-locators');
    expect((await jobs.get(started.id)).quote).toMatchObject({
      credits: 1,
      testCases: [{ name: 'Saving a note', charged: true }],
    });
    await jobs.answer(started.id, false);
  }, 180_000);

  it('stop at once, saying so, when the app does not answer; nothing is converted', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const nowhere = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise<void>((done) => closed.close(() => done()));
    let converted = false;
    const jobs = createConvertJobs({
      loadEngine: async () => ({
        convertFiles: async () => {
          converted = true;
          throw new Error('not reached');
        },
      }),
      credentials,
      outputFolder: async () => '',
      ai: async () => AI_OFF,
    });
    const started = await jobs.start(steps, nowhere);
    await expect.poll(async () => (await jobs.get(started.id)).state).toBe('failed');
    expect((await jobs.get(started.id)).failure).toEqual({
      kind: 'unreadable-input',
      message: `The base URL ${nowhere}: the app did not answer (ECONNREFUSED). Start it, or convert without a base URL (locators then follow the wording, unverified). Nothing was converted, written or charged.`,
    });
    expect(converted).toBe(false);
  });
});
