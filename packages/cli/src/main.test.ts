import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { main } from './main';
import { createRecordingTerminal } from './recording-terminal';
import { scriptedConverter } from './scripted-converter';
import { createTempProject, type TempProject } from './temp-project';

// These tests are about reading, converting and writing, not charging: they run convert as the
// converter's own harness does, unmetered (REWRIGHT_DEV_UNMETERED, development only; spawned
// CLIs inherit it). Charging is tested in commands/convert-charging.test.ts.
process.env.REWRIGHT_DEV_UNMETERED = '1';

const packageVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

let project: TempProject;
beforeEach(async () => {
  project = await createTempProject({ 'login.spec.js': "it('logs in', () => {});\n" });
});
afterEach(() => project.dispose());

/** Runs one command line; the engine loader is a spy so a test can tell it was never needed. */
async function run(...args: string[]) {
  const recording = createRecordingTerminal(project.root);
  const loadConverter = vi.fn(async () => scriptedConverter);
  const code = await main(args, { terminal: recording.terminal, loadConverter });
  return { code, stdout: recording.stdout(), stderr: recording.stderr(), loadConverter };
}

describe('help and version', () => {
  it('prints the commands for --help and exits 0', async () => {
    const { code, stdout } = await run('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: rewright <command>');
    expect(stdout).toContain('convert <src>');
  });

  it('prints the convert options for convert --help and for help convert', async () => {
    for (const args of [
      ['convert', '--help'],
      ['convert', '-h'],
      ['help', 'convert'],
    ]) {
      const { code, stdout } = await run(...args);
      expect(code).toBe(0);
      expect(stdout).toContain('Usage: rewright convert <src> [options]');
      expect(stdout).toMatch(/--dry-run/);
      expect(stdout).toMatch(/2 {2}bad usage or unreadable input/);
    }
  });

  it('prints the version of package.json', async () => {
    for (const flag of ['--version', '-v']) {
      const { code, stdout } = await run(flag);
      expect(code).toBe(0);
      expect(stdout).toBe(`${packageVersion}\n`);
    }
    expect(packageVersion).toBe('1.0.0');
  });
});

describe('bad usage exits 2 with one line and a hint, before loading the engine', () => {
  const cases: [string, string[], RegExp][] = [
    ['no command', [], /Usage: rewright <command>/],
    [
      'an unknown command',
      ['transmogrify'],
      /^rewright: unknown command 'transmogrify'\. Run 'rewright --help' for usage\.\n$/,
    ],
    [
      'an unknown top-level flag',
      ['--frobnicate'],
      /^rewright: unknown option '--frobnicate'\. Run 'rewright --help'/,
    ],
    [
      'an unknown convert flag',
      ['convert', 'e2e', '--bogus'],
      /^rewright convert: unknown option '--bogus'\. Run 'rewright convert --help' for usage\.\n$/,
    ],
    ['a missing <src>', ['convert'], /^rewright convert: missing <src>/],
    ['two sources', ['convert', 'e2e', 'other'], /expected one <src>, got 2/],
    [
      'a nonexistent <src>',
      ['convert', 'nowhere'],
      /^rewright convert: cannot read nowhere: no such file or folder\. Run 'rewright convert --help'/,
    ],
    ['a file as <src>', ['convert', 'e2e/login.spec.js'], /e2e\/login\.spec\.js is not a folder/],
    [
      'an unknown --from',
      ['convert', 'e2e', '--from', 'cypress'],
      /unknown --from 'cypress' \(supported: protractor, selenium, selenium-java, selenium-python, natural-language\)/,
    ],
    [
      '--out without a value',
      ['convert', 'e2e', '--out'],
      /option '-o, --out <value>' argument missing/,
    ],
    [
      'a value on a switch',
      ['convert', 'e2e', '--json=yes'],
      /option '--json' does not take an argument/,
    ],
    [
      '--out equal to <src>',
      ['convert', 'e2e', '--out', 'e2e'],
      /--out is the source folder: converted files are never written into the sources; choose a folder beside it/,
    ],
    [
      '--out inside <src>',
      ['convert', 'e2e', '--out', 'e2e/playwright'],
      /--out is inside the source folder/,
    ],
    [
      '--in-place (removed: never into the source tree)',
      ['convert', 'e2e', '--in-place', '--out', 'elsewhere'],
      /--in-place was removed: converted files go to an output folder, never into the source tree/,
    ],
  ];

  it.each(cases)('%s', async (_name, args, message) => {
    const { code, stdout, stderr, loadConverter } = await run(...args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stdout).toBe('');
    expect(loadConverter).not.toHaveBeenCalled();
  });

  it('refuses a folder with nothing to convert', async () => {
    const empty = await createTempProject({ LICENSE: 'MIT License\n' });
    try {
      const recording = createRecordingTerminal(empty.root);
      const code = await main(['convert', path.basename(empty.src)], {
        terminal: recording.terminal,
        loadConverter: async () => scriptedConverter,
      });
      expect(code).toBe(2);
      expect(recording.stderr()).toMatch(/found no \.js .* files in e2e/);
    } finally {
      await empty.dispose();
    }
  });
});

it('exits 3 with the stack when the engine throws, so a bug is not mistaken for TODOs', async () => {
  const recording = createRecordingTerminal(project.root);
  const code = await main(['convert', 'e2e', '--dry-run'], {
    terminal: recording.terminal,
    loadConverter: async () => ({
      ...scriptedConverter,
      convertFiles: async () => {
        throw new Error('engine exploded');
      },
    }),
  });
  expect(code).toBe(3);
  expect(recording.stderr()).toContain('internal error');
  expect(recording.stderr()).toContain('engine exploded');
});

it('starts the engine loading once the folders are good, before it reads the input', async () => {
  const calls: string[] = [];
  const recording = createRecordingTerminal(project.root);
  const code = await main(['convert', 'e2e', '--out', 'pw'], {
    terminal: recording.terminal,
    loadConverter: async () => ({
      prepare: () => calls.push('prepare'),
      convertFiles: (files, options) => {
        calls.push(`convert ${files.map((f) => f.path).join(' ')}`);
        return scriptedConverter.convertFiles(files, options);
      },
    }),
  });
  expect(code).toBe(0);
  expect(calls).toEqual(['prepare', 'convert login.spec.js']);
});
