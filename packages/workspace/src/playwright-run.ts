import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WorkspaceError } from './errors';

export type TestStatus = 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted';

export interface ListedTest {
  /** Relative to the output folder, `/`-separated. */
  file: string;
  line: number;
  /** Describe titles, then the test's own. */
  title: string[];
  /** Present after a run. */
  status?: TestStatus;
  /** The first line of the failure. */
  error?: string;
}

export interface PlaywrightOutcome {
  tests: ListedTest[];
  /** Files Playwright could not load (a syntax error, a missing import), with where. */
  loadErrors: { file: string; line: number; column: number; message: string }[];
}

const ownRequire = createRequire(import.meta.url);

/** The browser the run uses: `CHROMIUM_PATH`, else a system Chromium, else Playwright's own. */
export function chromiumPath(env: NodeJS.ProcessEnv): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * Runs `playwright test --list` (or the tests themselves, against `baseUrl`) on an output folder
 * with the JSON reporter. The folder's `playwright.config.ts` is used through a wrapper config
 * in a temporary folder that sets the base URL, the browser and where results go — nothing is
 * written into the output folder. `@playwright/test` resolves from the output's own
 * `node_modules` first, then from rewright's (NODE_PATH).
 */
export async function runPlaywright(
  folder: string,
  options: { list: boolean; baseUrl?: string; env?: NodeJS.ProcessEnv },
): Promise<PlaywrightOutcome> {
  const env = options.env ?? process.env;
  const scratch = await mkdtemp(path.join(tmpdir(), 'rewright-verify-'));
  try {
    const config = path.join(scratch, 'rewright-verify.config.ts');
    await writeFile(config, wrapperConfig(folder, scratch, options.baseUrl, chromiumPath(env)));
    // `cli.js` is not among the package's exports; it sits beside its package.json.
    const packageDir = path.dirname(ownRequire.resolve('@playwright/test/package.json'));
    const cli = path.join(packageDir, 'cli.js');
    const ownModules = path.resolve(packageDir, '..', '..');
    const args = [
      cli,
      'test',
      '--reporter=json',
      '-c',
      config,
      ...(options.list ? ['--list'] : []),
    ];
    const { stdout, stderr } = await runNode(args, folder, {
      ...env,
      NODE_PATH: [ownModules, env.NODE_PATH].filter(Boolean).join(path.delimiter),
      // The report is what we read; colours would only get in its way.
      FORCE_COLOR: '0',
      PLAYWRIGHT_JSON_OUTPUT_NAME: '',
      // Converted selenium-webdriver suites keep reading the address from BASE_URL.
      ...(options.baseUrl ? { BASE_URL: options.baseUrl } : {}),
    });
    return parseReport(stdout, folder, stderr);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function wrapperConfig(folder: string, scratch: string, baseUrl?: string, browser?: string) {
  const own = path.join(folder, 'playwright.config.ts');
  const hasOwn = existsSync(own);
  const overrides = {
    ...(baseUrl ? { baseURL: baseUrl } : {}),
    ...(browser
      ? { launchOptions: { executablePath: browser, args: ['--no-sandbox', '--disable-gpu'] } }
      : {}),
  };
  return `${hasOwn ? `import base from ${JSON.stringify(own)};` : 'const base: any = {};'}
import path from 'node:path';
const overrides = ${JSON.stringify(overrides)};
const use = (u: any = {}) => ({ ...u, ...overrides, ...(overrides.launchOptions ? { launchOptions: { ...u.launchOptions, ...overrides.launchOptions } } : {}) });
export default {
  ...base,
  testDir: path.resolve(${JSON.stringify(folder)}, base.testDir ?? '.'),
  outputDir: ${JSON.stringify(path.join(scratch, 'results'))},
  use: use(base.use),
  ...(base.projects ? { projects: base.projects.map((p: any) => ({ ...p, use: use(p.use) })) } : {}),
};
`;
}

function runNode(args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', () => resolve({ stdout, stderr }));
  });
}

interface JsonSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { results: { status: TestStatus; error?: { message?: string } }[]; status?: string }[];
  }[];
  suites?: JsonSuite[];
}

interface JsonReport {
  config?: { rootDir?: string };
  suites?: JsonSuite[];
  errors?: { message: string; location?: { file: string; line: number; column: number } }[];
}

// eslint-disable-next-line no-control-regex
const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

function parseReport(stdout: string, folder: string, stderr: string): PlaywrightOutcome {
  let report: JsonReport;
  try {
    report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as JsonReport;
  } catch {
    const detail = stripAnsi(stderr.trim() || stdout.trim())
      .split('\n')
      .slice(0, 5)
      .join('\n');
    throw new WorkspaceError(
      'unreadable-input',
      `Playwright could not run the tests in ${folder}:\n${detail}`,
    );
  }
  // Spec files are named relative to the test folder; error locations are absolute.
  const rootDir = report.config?.rootDir ?? folder;
  const relative = (file: string) =>
    path.relative(folder, path.resolve(rootDir, file)).split(path.sep).join('/');
  const tests: ListedTest[] = [];
  const visit = (suite: JsonSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        tests.push({
          file: relative(spec.file),
          line: spec.line,
          title: [...titles, spec.title],
          ...(last ? { status: last.status } : {}),
          ...(last?.error?.message ? { error: stripAnsi(last.error.message).split('\n')[0]! } : {}),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top-level suites are the files; their title is the file name, not a describe.
  for (const fileSuite of report.suites ?? []) visit(fileSuite, []);
  const loadErrors = (report.errors ?? []).map((error) => ({
    file: error.location ? relative(error.location.file) : '',
    line: error.location?.line ?? 0,
    column: error.location?.column ?? 0,
    message: stripAnsi(error.message).split('\n')[0]!,
  }));
  return { tests, loadErrors };
}
