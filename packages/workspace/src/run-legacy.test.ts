import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectLegacyRunner, LegacyRunnerError } from './legacy-runner';
import { runLegacySuite } from './run-legacy';
import { createTempProject, listFiles, type TempProject } from './temp-project';

// The repository's installs (the converter's devDependencies, v4-era ones under npm aliases).
const repoModules = fileURLToPath(new URL('../../../node_modules', import.meta.url));

let project: TempProject | undefined;
afterEach(() => project?.dispose());

async function projectWith(files: Record<string, string>, packages: Record<string, string>) {
  project = await createTempProject(files);
  await mkdir(path.join(project.src, 'node_modules'));
  for (const [name, installed] of Object.entries(packages))
    await symlink(path.join(repoModules, installed), path.join(project.src, 'node_modules', name));
  return project;
}

// No browser needed: what is under test is running the runner and reading its per-test results.
const SPEC = `describe('Sums', function () {
  it('adds', function () { if (1 + 1 !== 2) throw new Error('no'); });
  it('reads the address', function () {
    if (process.env.BASE_URL !== 'http://127.0.0.1:9/') throw new Error('BASE_URL is ' + process.env.BASE_URL);
  });
  it('fails', function () { throw new Error('wrong sum\\nsecond line'); });
});
`;

describe('runLegacySuite', () => {
  it('runs Jasmine with its own config and BASE_URL, and reads each spec result; writes nothing into the project', async () => {
    const { src } = await projectWith(
      {
        'package.json': JSON.stringify({ scripts: { test: 'jasmine --config=jasmine.json' } }),
        'jasmine.json': JSON.stringify({ spec_dir: 'spec', spec_files: ['**/*.spec.js'] }),
        'spec/sums.spec.js': SPEC,
      },
      { 'selenium-webdriver': 'selenium-webdriver-4', jasmine: 'jasmine-5' },
    );
    const before = await listFiles(src);
    const runner = await detectLegacyRunner(src);
    expect(runner).toMatchObject({ framework: 'jasmine', args: ['--config=jasmine.json'] });
    const results = await runLegacySuite(runner, 'http://127.0.0.1:9/');
    // Jasmine runs specs in random order.
    results.sort((a, b) => a.titlePath[1]!.localeCompare(b.titlePath[1]!));
    expect(results).toEqual([
      { titlePath: ['Sums', 'adds'], status: 'passed' },
      {
        titlePath: ['Sums', 'fails'],
        status: 'failed',
        error: expect.stringContaining('wrong sum') as unknown as string,
      },
      { titlePath: ['Sums', 'reads the address'], status: 'passed' },
    ]);
    expect(await listFiles(src)).toEqual(before);
  }, 60_000);

  it('reports a runner that wrote no results as legacy-run-failed, with the end of its output', async () => {
    const { src } = await projectWith(
      {
        'package.json': JSON.stringify({ scripts: { test: 'mocha test' } }),
        'test/broken.spec.js': "require('./not-there');\n",
      },
      { 'selenium-webdriver': 'selenium-webdriver-4', mocha: 'mocha-11' },
    );
    const error = await runLegacySuite(await detectLegacyRunner(src), 'http://127.0.0.1:9/').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LegacyRunnerError);
    expect((error as LegacyRunnerError).kind).toBe('legacy-run-failed');
    expect((error as Error).message).toMatch(
      /^The original suite \(selenium-webdriver on mocha\) reported no results, exit code [1-9]\d*:\nException during run: Error: Cannot find module '\.\/not-there'\n/,
    );
  }, 60_000);
});
