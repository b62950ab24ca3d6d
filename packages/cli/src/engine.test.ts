import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonReport } from './json-report';
import { main } from './main';
import { createRecordingTerminal } from './recording-terminal';
import { createTempProject, listFiles, writeFiles, type TempProject } from './temp-project';

// End to end with the real engine: `bin/rewright.js` spawned on a copy of fixtures/protractor-suite
// plus one file that does not parse.
const bin = fileURLToPath(new URL('../bin/rewright.js', import.meta.url));
const fixture = fileURLToPath(new URL('../fixtures/protractor-suite', import.meta.url));
const BROKEN = {
  'specs/broken.spec.js': "describe('half a file', () => {\n  it('never closes', () => {\n",
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
});
