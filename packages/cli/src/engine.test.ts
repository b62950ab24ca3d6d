import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonReport } from './json-report';
import { main } from './main';
import { createRecordingTerminal } from './recording-terminal';
import { createTempProject, listFiles, writeFiles, type TempProject } from './temp-project';

// These tests are about reading, converting and writing, not charging: they run convert as the
// converter's own harness does, unmetered (REWRIGHT_DEV_UNMETERED, development only; spawned
// CLIs inherit it). Charging is tested in commands/convert-charging.test.ts.
process.env.REWRIGHT_DEV_UNMETERED = '1';

// End to end with the real engine: `bin/rewright.js` spawned on a copy of fixtures/protractor-suite
// plus one file that does not parse.
const bin = fileURLToPath(new URL('../bin/rewright.js', import.meta.url));
const fixture = fileURLToPath(new URL('../fixtures/protractor-suite', import.meta.url));
const BROKEN = {
  'specs/broken.spec.js': "describe('half a file', () => {\n  it('never closes', () => {\n",
  // Both convert to specs/search.spec.ts: neither may replace the other.
  'specs/search.spec.js': "describe('search', () => {\n  it('finds', () => {});\n});\n",
  'specs/search.spec.ts': "describe('search (ts)', () => {\n  it('finds', () => {});\n});\n",
};

let project: TempProject;
let run: { code: number; stdout: string; stderr: string };
let json: JsonReport;
let inputBefore: string[];

beforeAll(async () => {
  project = await createTempProject({});
  await cp(fixture, project.src, { recursive: true });
  await writeFiles(project.src, BROKEN);
  inputBefore = await listFiles(project.src);
  run = await new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, 'convert', 'e2e', '--json', '--report', 'report.html'],
      { cwd: project.root },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
  json = JSON.parse(run.stdout) as JsonReport;
}, 120_000);
afterAll(() => project.dispose());

describe('rewright convert with the real engine', () => {
  it('exits 1 because one file does not parse, and says so in the JSON', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(json.exitCode).toBe(1);
    expect(json.report.files).toBe(inputBefore.length);
    expect(json.report.errors).toBeGreaterThanOrEqual(1);
    // login.spec.js has two, todo.spec.ts one.
    expect(json.report.testCases).toBeGreaterThanOrEqual(3);
  });

  it('reports where the broken file fails and does not write it', () => {
    const broken = json.files.find((file) => file.sourcePath === 'specs/broken.spec.js');
    expect(broken?.written).toBe(false);
    const parse = json.diagnostics.find(
      (d) => d.path === 'specs/broken.spec.js' && d.severity === 'error',
    );
    expect(parse?.line).toBeGreaterThanOrEqual(1);
    expect(parse?.column).toBeGreaterThanOrEqual(1);
  });

  it('writes each converted file at its path and base name, plus playwright.config.ts', async () => {
    const written = await listFiles(path.join(project.root, 'e2e-playwright'));
    expect(written).toContain('playwright.config.ts');
    for (const file of json.files.filter((entry) => entry.written)) {
      expect(written).toContain(file.outputPath);
      expect(path.posix.dirname(file.outputPath)).toBe(path.posix.dirname(file.sourcePath));
      const base = path.posix.basename(file.sourcePath).replace(/\.[cm]?[jt]sx?$/, '');
      expect(path.posix.basename(file.outputPath)).toMatch(
        new RegExp(`^${base.replace(/\./g, '\\.')}(\\.spec)?\\.ts$`),
      );
    }
    expect(written.some((file) => file.startsWith('specs/broken'))).toBe(false);
    const spec = await readFile(
      path.join(project.root, 'e2e-playwright/specs/login.spec.ts'),
      'utf8',
    );
    expect(spec).toContain('@playwright/test');
  });

  it('reports two inputs with the same output path on both, and writes neither', async () => {
    const conflicts = json.diagnostics.filter((d) => d.rule === 'cli/output-conflict');
    expect(conflicts.map((d) => [d.path, d.severity])).toEqual([
      ['specs/search.spec.js', 'error'],
      ['specs/search.spec.ts', 'error'],
    ]);
    expect(conflicts[0]!.message).toContain('specs/search.spec.ts');
    expect(conflicts[1]!.message).toContain('specs/search.spec.js');
    const written = await listFiles(path.join(project.root, 'e2e-playwright'));
    expect(written).not.toContain('specs/search.spec.ts');
    const search = json.files.filter((file) => file.sourcePath.startsWith('specs/search'));
    expect(search.map((file) => file.written)).toEqual([false, false]);
  });

  it('lists each spec glob once in the generated testMatch', async () => {
    // protractor.conf.js lists specs/**/*.spec.js and specs/**/*.spec.ts: one glob once converted,
    // relative to the folder that holds them.
    const config = await readFile(
      path.join(project.root, 'e2e-playwright/playwright.config.ts'),
      'utf8',
    );
    expect(config).toContain("testDir: 'specs',");
    expect(config).toContain("testMatch: '**/*.spec.ts',");
    expect(config.split('*.spec.ts').length - 1).toBe(1);
  });

  it('shows each config diagnostic once: on the Protractor config, not again on the generated one', async () => {
    const onConfig = json.diagnostics.filter((d) => d.path === 'protractor.conf.js');
    expect(onConfig.map((d) => d.rule)).toContain('protractor/config/unsupported-option');
    expect(json.diagnostics.filter((d) => d.path === 'playwright.config.ts')).toEqual([]);
    const html = await readFile(path.join(project.root, 'report.html'), 'utf8');
    const items = [...html.matchAll(/<li class="diagnostic[^"]*">.*?<\/li>/g)].map((m) => m[0]);
    for (const diagnostic of onConfig) {
      const shown = items.filter((item) => item.includes(`${diagnostic.path}:${diagnostic.line}:`));
      expect(shown, diagnostic.message).toHaveLength(1);
    }
    expect(html).toContain('<h3>Diagnostics (0)</h3>');
  });

  it('leaves the input as it was and writes the HTML report', async () => {
    expect(await listFiles(project.src)).toEqual(inputBefore);
    const html = await readFile(path.join(project.root, 'report.html'), 'utf8');
    expect(html).toContain('specs/login.spec.js');
    expect(html).toContain('specs/broken.spec.js');
  });

  it('writes nothing on --dry-run (in process, real engine)', async () => {
    const recording = createRecordingTerminal(project.root);
    const code = await main(['convert', 'e2e', '--dry-run', '--out', 'dry'], {
      terminal: recording.terminal,
    });
    expect(code).toBe(1);
    expect(recording.stdout()).toContain('nothing was written');
    expect(await listFiles(path.join(project.root, 'dry'))).toEqual([]);
  }, 60_000);

  it('without a Protractor config, lists a colliding spec once in testMatch and writes neither file', async () => {
    const bare = await createTempProject({
      'a.spec.js': "describe('a', () => {\n  it('runs', () => {});\n});\n",
      'a.spec.ts': "describe('a (ts)', () => {\n  it('runs', () => {});\n});\n",
      'b.spec.js': "describe('b', () => {\n  it('runs', () => {});\n});\n",
    });
    try {
      const recording = createRecordingTerminal(bare.root);
      const code = await main(['convert', 'e2e'], { terminal: recording.terminal });
      expect(code).toBe(1);
      expect(recording.stdout()).toMatch(/^a\.spec\.js:1:1 +error +cli\/output-conflict /m);
      expect(recording.stdout()).toMatch(/^a\.spec\.ts:1:1 +error +cli\/output-conflict /m);
      const out = path.join(bare.root, 'e2e-playwright');
      expect(await listFiles(out)).toEqual(['b.spec.ts', 'playwright.config.ts']);
      const config = await readFile(path.join(out, 'playwright.config.ts'), 'utf8');
      expect(config.split("'a.spec.ts'").length - 1).toBe(1);
    } finally {
      await bare.dispose();
    }
  }, 60_000);

  it('converts and prices a spec nested 10,000 describes deep (nothing parsed again on the main thread)', async () => {
    const depth = 10_000;
    const lines: string[] = [];
    for (let i = 1; i <= depth; i += 1) {
      lines.push(`describe('level ${i}', function () {`);
      if (i % 1000 === 0)
        lines.push(`it('checks level ${i}', async function () { await browser.get('/'); });`);
    }
    for (let i = 0; i < depth; i += 1) lines.push('});');
    const deep = await createTempProject({ 'deep.spec.js': lines.join('\n') });
    try {
      const result = await new Promise<{ code: number; stdout: string; stderr: string }>(
        (resolve) => {
          execFile(
            process.execPath,
            [bin, 'convert', 'e2e', '--json'],
            { cwd: deep.root, maxBuffer: 64 * 2 ** 20 },
            (error, stdout, stderr) =>
              resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
          );
        },
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const report = JSON.parse(result.stdout) as JsonReport;
      expect(report.report.testCases).toBe(10);
      expect(report.credits?.testCases.map((testCase) => testCase.name)).toEqual(
        Array.from({ length: 10 }, (_, i) => `checks level ${(i + 1) * 1000}`),
      );
      expect(report.credits?.cost).toBe(10);
      expect(await listFiles(path.join(deep.root, 'e2e-playwright'))).toContain('deep.spec.ts');
    } finally {
      await deep.dispose();
    }
  }, 120_000);
});
