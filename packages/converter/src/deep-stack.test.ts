import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { convertFilesInWorker, engineResultsReused, engineThreadsStarted } from './deep-stack';

const spec = (title: string) => ({
  path: `${title}.spec.js`,
  source: `describe('${title}', () => {\n  it('opens', async () => {\n    await browser.get('/${title}');\n  });\n});\n`,
});

describe("the engine's thread", () => {
  it('is kept for the next task, and a task that comes while it works gets one of its own', async () => {
    // A thread is started, or kept from an earlier file of this Vitest worker: either way, kept.
    await convertFilesInWorker([spec('warm')]);
    const before = engineThreadsStarted();
    const first = await convertFilesInWorker([spec('first')]);
    const second = await convertFilesInWorker([spec('second')]);
    expect(engineThreadsStarted() - before).toBe(0);
    expect(first.files[0]!.code).toContain("await page.goto('/first');");
    expect(second.files[0]!.code).toContain("await page.goto('/second');");

    const [a, b] = await Promise.all([
      convertFilesInWorker([spec('alpha')]),
      convertFilesInWorker([spec('beta')]),
    ]);
    expect(engineThreadsStarted() - before).toBe(1);
    expect(a.files[0]!.code).toContain("await page.goto('/alpha');");
    expect(b.files[0]!.code).toContain("await page.goto('/beta');");
  }, 120_000);

  it("reports each file's progress without its code, which comes once, with the result", async () => {
    const progress: unknown[] = [];
    const result = await convertFilesInWorker([spec('one'), spec('two')], {
      onProgress: (done, total, file) => progress.push({ done, total, file }),
    });
    expect(progress).toEqual([
      {
        done: 1,
        total: 2,
        file: {
          sourcePath: 'one.spec.js',
          outputPath: 'one.spec.ts',
          role: 'spec',
          kind: 'protractor',
          testCount: 1,
        },
      },
      {
        done: 2,
        total: 2,
        file: {
          sourcePath: 'two.spec.js',
          outputPath: 'two.spec.ts',
          role: 'spec',
          kind: 'protractor',
          testCount: 1,
        },
      },
    ]);
    expect(result.files.map((f) => f.code)).toEqual([
      expect.stringContaining("await page.goto('/one');"),
      expect.stringContaining("await page.goto('/two');"),
    ]);
  }, 120_000);

  it('answers the same conversion asked again from its last one, progress included', async () => {
    const files = [spec('again-one'), spec('again-two')];
    const progressOf = () => {
      const events: unknown[] = [];
      return { events, onProgress: (...event: unknown[]) => events.push(event) };
    };
    const [first, second] = [progressOf(), progressOf()];
    const before = engineResultsReused();
    const a = await convertFilesInWorker(files, { onProgress: first.onProgress });
    const b = await convertFilesInWorker(files, { onProgress: second.onProgress });
    expect(engineResultsReused() - before).toBe(1);
    expect(b).toEqual(a);
    expect(second.events).toEqual(first.events);
    expect(first.events).toHaveLength(2);

    // Another text, another option: converted again.
    const edited = { ...files[1]!, source: files[1]!.source.replace("'/again-two'", "'/edited'") };
    const c = await convertFilesInWorker([files[0]!, edited]);
    const d = await convertFilesInWorker([files[0]!, edited], { from: 'selenium-js' });
    expect(engineResultsReused() - before).toBe(1);
    expect(c.files[1]!.code).toContain("await page.goto('/edited');");
    expect(d.files.map((f) => f.kind)).toEqual(['selenium-js', 'selenium-js']);
  }, 120_000);

  it('can be started ahead of a task, which then finds it ready, and ends with the process', async () => {
    const script = `import { convertFilesInWorker, engineThreadsStarted, prepareEngineThread } from ${JSON.stringify(fileURLToPath(new URL('./deep-stack.ts', import.meta.url)))};
prepareEngineThread();
prepareEngineThread();
const prepared = engineThreadsStarted();
const result = await convertFilesInWorker([{ path: 'a.spec.js', source: "describe('a', () => { it('b', async () => { await browser.get('/b'); }); });" }]);
console.log(JSON.stringify({ prepared, after: engineThreadsStarted(), code: result.files[0].code }));`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { timeout: 100_000 },
    );
    const seen = JSON.parse(stdout) as { prepared: number; after: number; code: string };
    expect(seen).toMatchObject({ prepared: 1, after: 1 });
    expect(seen.code).toContain("await page.goto('/b');");
  }, 120_000);

  it('does not keep the process running once its task is done', async () => {
    // A process that converts once and then has nothing to do must end on its own.
    const script = `import { convertFilesInWorker } from ${JSON.stringify(fileURLToPath(new URL('./deep-stack.ts', import.meta.url)))};
const result = await convertFilesInWorker([{ path: 'a.spec.js', source: "describe('a', () => { it('b', () => {}); });" }]);
console.log(result.files.length);`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { timeout: 100_000 },
    );
    expect(stdout.trim()).toBe('1');
  }, 120_000);
});
