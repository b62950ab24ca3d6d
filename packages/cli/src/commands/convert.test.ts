import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { JsonReport } from '../json-report';
import { main } from '../main';
import { createRecordingTerminal } from '../recording-terminal';
import { scriptedConverter } from '../scripted-converter';
import { createTempProject, listFiles, type TempProject } from '../temp-project';

// These tests are about reading, converting and writing, not charging: they run convert as the
// converter's own harness does, unmetered (REWRIGHT_DEV_UNMETERED, development only; spawned
// CLIs inherit it). Charging is tested in commands/convert-charging.test.ts.
process.env.REWRIGHT_DEV_UNMETERED = '1';

const SUITE = {
  'protractor.conf.js': "exports.config = { specs: ['specs/**/*.js'] };\n",
  'specs/login.e2e-spec.js':
    "describe('login', () => {\n  it('logs in', () => {});\n  it('logs out', () => {});\n});\n",
  'specs/cart.spec.ts': "it('adds', () => {\n  doSomething(); // @@todo\n});\n",
  'specs/broken.spec.js': 'it(( @@unparsable\n',
  'pages/login-page.js': 'module.exports = class LoginPage {}; // @@support\n',
  'node_modules/protractor/index.js': 'module.exports = {};\n',
  '.cache/old.js': 'stale();\n',
  'README.md': '# e2e\n',
};

let project: TempProject;
beforeEach(async () => {
  project = await createTempProject(SUITE);
});
afterEach(() => project.dispose());

async function convert(
  args: string[],
  terminalOptions: { isTTY?: boolean; columns?: number } = {},
) {
  const recording = createRecordingTerminal(project.root, terminalOptions);
  const code = await main(['convert', ...args], {
    terminal: recording.terminal,
    loadConverter: async () => scriptedConverter,
  });
  return { code, stdout: recording.stdout(), stderr: recording.stderr() };
}

describe('writing the output', () => {
  it('keeps paths and base names beside the source, skips what did not convert, and exits 1', async () => {
    const { code } = await convert(['e2e']);

    expect(code).toBe(1);
    expect(await listFiles(path.join(project.root, 'e2e-playwright'))).toEqual([
      'pages/login-page.ts',
      'playwright.config.ts',
      'rewright-support.ts',
      'specs/cart.spec.ts',
      'specs/login.e2e-spec.ts',
    ]);
    const login = await readFile(
      path.join(project.root, 'e2e-playwright/specs/login.e2e-spec.ts'),
      'utf8',
    );
    expect(login).toContain("it('logs in'");
  });

  it('leaves the input exactly as it was', async () => {
    await convert(['e2e']);
    expect(await listFiles(project.src)).toEqual(Object.keys(SUITE).sort());
    for (const [file, text] of Object.entries(SUITE)) {
      expect(await readFile(path.join(project.src, file), 'utf8')).toBe(text);
    }
  });

  it('writes into --out', async () => {
    await convert(['e2e', '--out', 'converted/pw']);
    expect(await listFiles(path.join(project.root, 'converted/pw'))).toContain(
      'specs/cart.spec.ts',
    );
    expect(await listFiles(path.join(project.root, 'e2e-playwright'))).toEqual([]);
  });

  it('writes nothing on --dry-run but still reports', async () => {
    const { code, stdout } = await convert(['e2e', '--dry-run']);
    expect(code).toBe(1);
    expect(stdout).toContain('Dry run');
    expect(await listFiles(project.root)).toEqual(
      Object.keys(SUITE)
        .map((file) => `e2e/${file}`)
        .sort(),
    );
  });

  it('refuses --in-place (never into the source tree): exit 2, nothing written', async () => {
    const refused = await convert(['e2e', '--in-place']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      "rewright convert: --in-place was removed: converted files go to an output folder, never into the source tree (<src>-playwright beside it, or --out <dir>). Run 'rewright convert --help' for usage.\n",
    );
    expect(await listFiles(project.src)).toEqual(Object.keys(SUITE).sort());
    expect(await listFiles(path.join(project.root, 'e2e-playwright'))).toEqual([]);
  });

  it('exits 0 when every file converts without a TODO', async () => {
    const clean = await createTempProject({ 'a.spec.js': "it('a', () => {});\n" });
    try {
      const recording = createRecordingTerminal(clean.root);
      const code = await main(['convert', 'e2e'], {
        terminal: recording.terminal,
        loadConverter: async () => scriptedConverter,
      });
      expect(code).toBe(0);
      expect(await listFiles(path.join(clean.root, 'e2e-playwright'))).toEqual([
        'a.spec.ts',
        'playwright.config.ts',
      ]);
    } finally {
      await clean.dispose();
    }
  });

  it('refuses, with exit 2 and nothing written, an --out that holds <src>', async () => {
    // `--out` is the parent of <src>, and <src> has a folder named like itself: the output of
    // e2e/e2e/x.ts would be e2e/x.ts, an input file.
    const nested = await createTempProject({
      'x.ts': "it('x', () => {});\n",
      'e2e/x.ts': "it('y', () => {});\n",
    });
    try {
      const recording = createRecordingTerminal(nested.root);
      const code = await main(['convert', 'e2e', '--out', '.'], {
        terminal: recording.terminal,
        loadConverter: async () => scriptedConverter,
      });
      expect(code).toBe(2);
      expect(recording.stderr()).toMatch(/--out contains the source folder/);
      expect(await listFiles(nested.root)).toEqual(['e2e/e2e/x.ts', 'e2e/x.ts']);
    } finally {
      await nested.dispose();
    }
  });
});

describe('terminal output', () => {
  it('prints the summary and every diagnostic as path:line:column  severity  rule  message', async () => {
    const { stdout } = await convert(['e2e']);
    expect(stdout).toContain(
      'Converted e2e into e2e-playwright: 3 converted files, 1 support module and playwright.config.ts.',
    );
    expect(stdout).toMatch(
      /files\s+5\n\s+test cases\s+4\n\s+converted\s+2\n\s+TODOs\s+1\n\s+errors\s+1/,
    );
    expect(stdout).toMatch(/^specs\/broken\.spec\.js:1:1 +error +parse +Unexpected token$/m);
    expect(stdout).toMatch(
      /^specs\/cart\.spec\.ts:2:1 +warning +scripted\/todo +Cannot convert this line$/m,
    );
  });

  it('prints --json as one document matching the report, and nothing else on stdout', async () => {
    const { stdout, code } = await convert(['e2e', '--json']);
    const json = JSON.parse(stdout) as JsonReport;
    const expected = await scriptedConverter.convertFiles(
      [
        { path: 'pages/login-page.js', source: SUITE['pages/login-page.js'] },
        { path: 'protractor.conf.js', source: SUITE['protractor.conf.js'] },
        { path: 'specs/broken.spec.js', source: SUITE['specs/broken.spec.js'] },
        { path: 'specs/cart.spec.ts', source: SUITE['specs/cart.spec.ts'] },
        { path: 'specs/login.e2e-spec.js', source: SUITE['specs/login.e2e-spec.js'] },
      ],
      {},
    );
    expect(json.report).toEqual(expected.report);
    expect(json.exitCode).toBe(code);
    expect(json.out).toBe(path.join(project.root, 'e2e-playwright'));
    expect(json.diagnostics.map((d) => `${d.path}:${d.line} ${d.rule}`)).toEqual([
      'specs/broken.spec.js:1 parse',
      'specs/cart.spec.ts:2 scripted/todo',
    ]);
    expect(json.files.find((file) => file.sourcePath === 'specs/broken.spec.js')?.written).toBe(
      false,
    );
  });

  it('draws a progress bar on a TTY stderr and clears it before the summary', async () => {
    const { stderr, stdout } = await convert(['e2e'], { isTTY: true, columns: 60 });
    expect(stderr).toContain('5/5');
    expect(stderr).toContain('█');
    expect(stderr.endsWith('\r\x1b[2K')).toBe(true);
    expect(stdout).not.toContain('█');
  });

  it('keeps stderr quiet when it is not a TTY', async () => {
    const { stderr } = await convert(['e2e']);
    expect(stderr).toBe('');
  });
});

describe('--report', () => {
  it('writes the HTML report, even on a dry run', async () => {
    const { stdout } = await convert(['e2e', '--dry-run', '--report', 'out/report.html']);
    const html = await readFile(path.join(project.root, 'out/report.html'), 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('specs/cart.spec.ts');
    expect(stdout).toContain('HTML report: out/report.html');
  });

  it('refuses a report path that is an input file', async () => {
    const { code, stderr } = await convert(['e2e', '--report', 'e2e/specs/cart.spec.ts']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--report would overwrite the input file/);
  });
});
