import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createFileTokenStore } from '@rewright/workspace';
import { main } from './main';
import { createRecordingTerminal } from './recording-terminal';
import { scriptedConverter } from './scripted-converter';
import { createTempProject, listFiles, type TempProject } from './temp-project';
import { isUnmeteredRun, UNMETERED_MARKER } from './unmetered';

// REWRIGHT_DEV_UNMETERED=1 converts with no sign-in and no charge only beside the checkout's
// dev-only file, which the package never ships: an installed CLI ignores the variable.
const packageDir = fileURLToPath(new URL('../', import.meta.url));
const unmetered = { REWRIGHT_DEV_UNMETERED: '1' };

describe('isUnmeteredRun', () => {
  it('needs the variable and the dev-only file together', () => {
    const missing = pathToFileURL(path.join(tmpdir(), 'no-such-dir', 'unmetered-runs.mjs'));
    expect(isUnmeteredRun(unmetered)).toBe(true);
    expect(isUnmeteredRun(unmetered, missing)).toBe(false);
    expect(isUnmeteredRun({})).toBe(false);
    expect(isUnmeteredRun({ REWRIGHT_DEV_UNMETERED: 'true' })).toBe(false);
  });

  it('the package leaves the dev-only file out (npm pack)', async () => {
    const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json'], {
      cwd: packageDir,
    });
    const files = (JSON.parse(stdout) as { files: { path: string }[] }[])[0]!.files.map(
      (file) => file.path,
    );
    expect(files).toContain('bin/rewright.js');
    expect(files).toContain('src/commands/convert.ts');
    expect(files).not.toContain(path.relative(packageDir, fileURLToPath(UNMETERED_MARKER)));
    expect(files.filter((file) => file.startsWith('dev/'))).toEqual([]);
  }, 60_000);
});

describe('rewright convert with REWRIGHT_DEV_UNMETERED=1', () => {
  let project: TempProject;
  let configDir: string;
  beforeEach(async () => {
    project = await createTempProject({ 'a.spec.js': "it('a', () => {});\n" });
    configDir = await mkdtemp(path.join(tmpdir(), 'rewright-config-'));
  });
  afterEach(async () => {
    await project.dispose();
    await rm(configDir, { recursive: true, force: true });
  });

  const convert = async (marker?: URL) => {
    const recording = createRecordingTerminal(project.root);
    const code = await main(['convert', 'e2e', '--yes'], {
      terminal: recording.terminal,
      loadConverter: async () => scriptedConverter,
      env: unmetered,
      tokenStore: () => createFileTokenStore({ folder: configDir }),
      ...(marker ? { unmeteredMarker: marker } : {}),
    });
    return { code, stdout: recording.stdout(), stderr: recording.stderr() };
  };

  it('in the checkout: converts and writes, not signed in, not charged', async () => {
    const { code, stdout } = await convert();
    expect(code).toBe(0);
    expect(stdout).toContain('Not charged: REWRIGHT_DEV_UNMETERED is set (development runs only).');
    expect(await listFiles(path.join(project.root, 'e2e-playwright'))).toEqual([
      'a.spec.ts',
      'playwright.config.ts',
    ]);
  });

  it('without the dev-only file (an installed CLI): ignored, the run needs a sign-in (exit 4)', async () => {
    const missing = pathToFileURL(path.join(configDir, 'dev', 'unmetered-runs.mjs'));
    const { code, stdout, stderr } = await convert(missing);
    expect(code).toBe(4);
    expect(stderr).toBe(
      "rewright convert: You are not signed in. Run 'rewright login' to sign in.\n",
    );
    expect(stdout).toBe('');
    expect(await listFiles(path.join(project.root, 'e2e-playwright'))).toEqual([]);
  });
});
