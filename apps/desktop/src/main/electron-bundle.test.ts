import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTestApp, type SignedUpUser, type TestApp } from '../../../server/src/test-app';
import type { ConvertJobView, ProjectScanView } from '../shared/bridge';

// The Electron main process as it ships: scripts/build-electron.mjs builds dist/electron (here
// into a scratch folder inside the repository, so its packages resolve as from dist/), and the
// built main.mjs runs under plain Node with a fake `electron` (Electron cannot be launched here).
// Through its IPC bridge, as the renderer calls it, it scans and converts a Protractor and a
// Selenium Python project: the engine's worker, the engine and the Python grammar must all be
// found from the bundle. The conversion is charged by the real server app, in this process.
const run = promisify(execFile);
const desktop = fileURLToPath(new URL('../../', import.meta.url));
const runner = fileURLToPath(new URL('./under-node/run-main-bundle.mjs', import.meta.url));
const protractorFixture = path.join(desktop, 'fixtures', 'protractor-project');

const PYTHON_TEST = [
  'from selenium.webdriver.common.by import By',
  '',
  '',
  'def test_title(driver):',
  '    driver.get("http://localhost:8080/")',
  '    assert driver.title == "Shop"',
  '',
  '',
  'def test_search(driver):',
  '    driver.get("http://localhost:8080/")',
  '    driver.find_element(By.ID, "q").send_keys("tea")',
  '    assert driver.find_element(By.CSS_SELECTOR, ".result").is_displayed()',
  '',
].join('\n');

let scratch: string;
let bundleDir: string;
let server: TestApp;
let serverUrl: string;
let user: SignedUpUser;
beforeAll(async () => {
  const cache = path.join(desktop, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  scratch = await mkdtemp(path.join(cache, 'electron-bundle-test-'));
  bundleDir = path.join(scratch, 'dist', 'electron');
  server = await createTestApp();
  [user] = await Promise.all([
    server.signUp('desktop-bundle'),
    run(process.execPath, [path.join(desktop, 'scripts', 'build-electron.mjs'), bundleDir]),
  ]);
  serverUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await server?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('the Electron bundle (dist/electron)', () => {
  it('ships the engine beside main.mjs, and every package it loads is unpacked from the archive', async () => {
    const engine = await readFile(path.join(bundleDir, 'converter', 'convert.js'), 'utf8');
    const imported = new Set(
      [...engine.matchAll(/(?:^import .* from |\bimport\()"([^".][^"]*)"/gm)]
        .map((match) => match[1]!)
        .filter((specifier) => !specifier.startsWith('node:'))
        .map((specifier) => specifier.split('/')[0]!),
    );
    // @cucumber: the natural-language front end reads .feature files with @cucumber/gherkin.
    expect([...imported].sort()).toEqual([
      '@cucumber',
      'prettier',
      'typescript',
      'web-tree-sitter',
    ]);
    const builder = await readFile(path.join(desktop, 'electron-builder.yml'), 'utf8');
    const unpacked = builder.slice(builder.indexOf('asarUnpack:'));
    // The Python and Java grammars are not imported: the engine resolves their .wasm files at run time.
    for (const name of [...imported, 'tree-sitter-python', 'tree-sitter-java']) {
      expect(unpacked).toContain(`  - node_modules/${name}/**`);
    }
    expect(unpacked).toContain('  - dist/electron/converter/**');
    // main.mjs runs in the main process: it must not load the engine (TypeScript) itself.
    const main = await readFile(path.join(bundleDir, 'main.mjs'), 'utf8');
    expect(main).not.toMatch(/^import .* from "typescript";$/m);
  });

  it('scans and converts a Protractor and a Selenium Python project through the bridge, under plain Node', async () => {
    const projects = await mkdtemp(path.join(os.tmpdir(), 'rewright-electron-projects-'));
    try {
      const protractor = path.join(projects, 'shop-e2e');
      const python = path.join(projects, 'shop-pytest');
      await cp(protractorFixture, protractor, { recursive: true });
      await mkdir(python);
      await writeFile(path.join(python, 'test_shop.py'), PYTHON_TEST);
      const userData = path.join(scratch, 'user-data');
      const { stdout } = await run(
        process.execPath,
        [runner, path.join(bundleDir, 'main.mjs'), protractor, python],
        {
          env: {
            PATH: process.env.PATH ?? '',
            HOME: scratch,
            FAKE_ELECTRON_USER_DATA: userData,
            REWRIGHT_SERVER: serverUrl,
            REWRIGHT_TOKEN: user.token,
          },
          timeout: 120_000,
        },
      );
      const [fromProtractor, fromPython] = JSON.parse(stdout) as {
        scan: ProjectScanView;
        job: ConvertJobView;
      }[];

      expect(fromProtractor!.scan.kinds.map((kind) => kind.kind)).toEqual(['protractor']);
      expect(fromProtractor!.scan.testCases).toBeGreaterThan(0);
      expect(fromPython!.scan.kinds).toEqual([
        { kind: 'selenium-python', label: expect.any(String), files: 1, testCases: 2 },
      ]);
      for (const { scan, job } of [fromProtractor!, fromPython!]) {
        expect(job.state).toBe('done');
        expect(job.out).toBe(`${scan.root}-playwright`);
        // The credits charged are the ones the scan showed before the click.
        expect(job.charge?.credits).toBe(scan.credits);
        expect(job.written).toBeGreaterThan(0);
      }
      const pythonSpec = await readFile(
        path.join(`${python}-playwright`, 'test_shop.spec.ts'),
        'utf8',
      );
      expect(pythonSpec).toContain("test('test_search', async ({ page })");
      expect(pythonSpec).toContain('@playwright/test');
      const loginSpec = await readFile(
        path.join(`${protractor}-playwright`, 'specs', 'login.spec.ts'),
        'utf8',
      );
      expect(loginSpec).toContain('@playwright/test');

      const stats = await server.app.inject({
        method: 'GET',
        url: '/api/v1/dashboard/stats_website',
        headers: user.headers,
      });
      const charged = fromProtractor!.scan.credits + fromPython!.scan.credits;
      expect(charged).toBeGreaterThan(0);
      expect(Math.abs((stats.json() as { credits_used: number }).credits_used)).toBe(charged);
    } finally {
      await rm(projects, { recursive: true, force: true });
    }
  });
});
