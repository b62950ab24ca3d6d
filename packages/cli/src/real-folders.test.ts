import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { execFile, execFileSync } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from './main';
import { createRecordingTerminal } from './recording-terminal';
import { scriptedConverter } from './scripted-converter';
import { createTempProject, listFiles, type TempProject } from './temp-project';

// These tests are about reading, converting and writing, not charging: they run convert as the
// converter's own harness does, unmetered (REWRIGHT_DEV_UNMETERED, development only; spawned
// CLIs inherit it). Charging is tested in commands/convert-charging.test.ts.
process.env.REWRIGHT_DEV_UNMETERED = '1';

// `rewright convert` on real folders: symbolic links, FIFOs, devices, /proc, bad bytes. The runs
// that once never ended are spawned as the real command and killed if they hang, so a regression
// fails here instead of stalling the test worker.

const SUITE = {
  'protractor.conf.js': "exports.config = { specs: ['specs/*.js'] };\n",
  'specs/login.spec.js': "it('logs in', () => {});\n",
  'pages/login-page.js': 'module.exports = class LoginPage {};\n',
};

let project: TempProject;
let originals: Map<string, Buffer>;
beforeEach(async () => {
  project = await createTempProject(SUITE);
  originals = await snapshot(project.src);
});
afterEach(() => project.dispose());

/** Every regular file under `folder` with its bytes. */
async function snapshot(folder: string): Promise<Map<string, Buffer>> {
  const files = await listFiles(folder);
  return new Map(
    await Promise.all(
      files.map(async (file) => [file, await readFile(path.join(folder, file))] as const),
    ),
  );
}

async function expectOriginalsUntouched() {
  expect(await snapshot(project.src)).toEqual(originals);
}

async function run(...args: string[]) {
  const recording = createRecordingTerminal(project.root);
  const loadConverter = vi.fn(async () => scriptedConverter);
  const code = await main(['convert', ...args], { terminal: recording.terminal, loadConverter });
  return { code, stdout: recording.stdout(), stderr: recording.stderr(), loadConverter };
}

const bin = fileURLToPath(new URL('../bin/rewright.js', import.meta.url));

/** The real command in its own process; killed after 30 s (`code` is then null). */
function spawnConvert(...args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [bin, 'convert', ...args],
      { cwd: project.root, timeout: 30_000, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('an output folder that symbolic links lead to the sources', () => {
  it('refuses an --out that is a link to <src>, and the originals stay byte-identical', async () => {
    await symlink(project.src, path.join(project.root, 'pw'));
    const { code, stderr, loadConverter } = await run('e2e', '--out', 'pw');
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^rewright convert: --out is the source folder: converted files are never written into the sources; choose a folder beside it \(pw leads to .*\/e2e\)\. Run 'rewright convert --help' for usage\.\n$/,
    );
    expect(loadConverter).not.toHaveBeenCalled();
    await expectOriginalsUntouched();
  });

  it('refuses an --out inside <src> reached through a link to its parent', async () => {
    await symlink(project.src, path.join(project.root, 'tests'));
    const { code, stderr } = await run('e2e', '--out', 'tests/converted');
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /--out is inside the source folder.*\(tests\/converted leads to .*\/e2e\/converted\)/,
    );
    await expectOriginalsUntouched();
    expect(await listFiles(project.src)).toEqual(Object.keys(SUITE).sort());
  });

  it('refuses an --out that holds <src> through a link', async () => {
    await symlink(project.root, path.join(project.root, 'up'));
    const { code, stderr } = await run('e2e', '--out', 'up');
    expect(code).toBe(2);
    expect(stderr).toMatch(/--out contains the source folder/);
    await expectOriginalsUntouched();
  });

  it('refuses to write through a link inside the output folder that leads into <src>', async () => {
    const out = path.join(project.root, 'out');
    await mkdir(out);
    await symlink(path.join(project.src, 'specs'), path.join(out, 'specs'));
    const { code, stderr } = await run('e2e', '--out', 'out');
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /a symbolic link leads it to .*\/e2e\/specs\/login\.spec\.ts, outside the output folder/,
    );
    expect(await listFiles(project.src)).toEqual(Object.keys(SUITE).sort());
    await expectOriginalsUntouched();
  });
});

describe('an output folder that cannot be created fails at once, before converting', () => {
  it('names a parent that is a regular file', async () => {
    await writeFile(path.join(project.root, 'notes.txt'), 'not a folder');
    const { code, stderr, loadConverter } = await run('e2e', '--out', 'notes.txt/pw');
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /cannot create the output folder .*\/notes\.txt\/pw: .*\/notes\.txt is a file, not a folder\. Run/,
    );
    expect(loadConverter).not.toHaveBeenCalled();
  });

  it('names a broken link on the way', async () => {
    await symlink(path.join(project.root, 'gone'), path.join(project.root, 'dangling'));
    const { code, stderr, loadConverter } = await run('e2e', '--out', 'dangling/pw');
    expect(code).toBe(2);
    expect(stderr).toMatch(/dangling is a broken symbolic link/);
    expect(loadConverter).not.toHaveBeenCalled();
    expect(await listFiles(project.root)).toEqual(
      Object.keys(SUITE)
        .map((f) => `e2e/${f}`)
        .sort(),
    );
  });

  it('ends, with exit 2 and a clear message, on an --out under /proc', async () => {
    const { code, stdout, stderr } = await spawnConvert('e2e', '--out', '/proc/rewright-x');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      "rewright convert: cannot create the output folder /proc/rewright-x: the file system does not allow creating it. Run 'rewright convert --help' for usage.\n",
    );
    await expectOriginalsUntouched();
  }, 60_000);
});

describe('files that are not regular files or not valid text', () => {
  it('skips a FIFO and links to a FIFO and to /dev/zero with a diagnostic each, converts the rest, and ends', async () => {
    execFileSync('mkfifo', [path.join(project.src, 'specs/pipe.spec.js')]);
    execFileSync('mkfifo', [path.join(project.root, 'elsewhere-pipe')]);
    await symlink(
      path.join(project.root, 'elsewhere-pipe'),
      path.join(project.src, 'specs/linked.spec.js'),
    );
    await symlink('/dev/zero', path.join(project.src, 'pages/zero.js'));
    const { code, stdout } = await spawnConvert('e2e');
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /pages\/zero\.js:1:1 +error +read\/not-a-regular-file +Not read: a symbolic link to \/dev\/zero, a character device, not a regular file/,
    );
    expect(stdout).toMatch(
      /specs\/linked\.spec\.js:1:1 +error +read\/not-a-regular-file +Not read: a symbolic link to .*\/elsewhere-pipe, a FIFO \(named pipe\)/,
    );
    expect(stdout).toMatch(
      /specs\/pipe\.spec\.js:1:1 +error +read\/not-a-regular-file +Not read: a FIFO \(named pipe\)/,
    );
    expect(await listFiles(path.join(project.root, 'e2e-playwright'))).toEqual([
      'pages/login-page.ts',
      'playwright.config.ts',
      'specs/login.spec.ts',
    ]);
    await expectOriginalsUntouched();
  }, 60_000);

  it('reports a file that is not valid UTF-8 by line and byte offset and does not convert it', async () => {
    const latin1 = Buffer.from("it('caf\xe9', () => {});\n", 'latin1');
    await writeFile(path.join(project.src, 'specs/latin1.spec.js'), latin1);
    const { code, stdout } = await run('e2e');
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /specs\/latin1\.spec\.js:1:8 +error +read\/invalid-encoding +The file is not valid UTF-8 \(byte 0xE9 at byte offset 7, line 1, column 8\); it was not converted/,
    );
    expect(await listFiles(path.join(project.root, 'e2e-playwright'))).not.toContain(
      'specs/latin1.spec.ts',
    );
    expect(await readFile(path.join(project.src, 'specs/latin1.spec.js'))).toEqual(latin1);
  });
});
