/**
 * Runs a converted (Playwright Test) suite against one fixture app. The harness writes its own
 * config next to the converted files: it extends the converter's `playwright.config.ts` when there
 * is one (keeping its testDir, timeouts, projects and fixtures) and pins what the harness owns —
 * the browser binary and flags, the fixture app's baseURL, the JSON reporter.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { caseKey, type CaseResult, type CaseStatus, type RunResult } from './case-results';
import { runCommand } from './child-process';
import { binDir, chromiumPath } from './paths';

const harnessConfigName = 'differential.harness.config';

/**
 * `only`: the case keys to run (a `--test-list` of them); every case when absent. The broken app's
 * run only needs the cases its original fails there: no other case of that run is scored.
 */
export async function runConverted(
  convertedDir: string,
  app: 'good' | 'broken',
  baseUrl: string,
  outputDir: string,
  only?: ReadonlySet<string>,
): Promise<RunResult> {
  mkdirSync(outputDir, { recursive: true });
  const resultFile = join(outputDir, `playwright-${app}.json`);
  rmSync(resultFile, { force: true });
  // The harness config lives beside the results, never inside the converted folder (which may be
  // a checked-in tree such as reference/).
  // A converted project with its own package.json (a Python suite's) is CommonJS: the harness
  // config that imports its config must be CommonJS too, or Node loads that config as ESM.
  const commonJs = existsSync(join(convertedDir, 'package.json'));
  const configFile = join(outputDir, `${app}.${harnessConfigName}${commonJs ? '.cts' : '.ts'}`);
  const workers = only ? workersForSelection : workersFor[app];
  writeFileSync(configFile, harnessConfig(convertedDir, workers));
  const env = {
    ...process.env,
    DIFFERENTIAL_BASE_URL: baseUrl,
    // What the original suites read the app's address from (Selenium specs, Protractor configs),
    // in case the converted code still does.
    BASE_URL: baseUrl,
    DIFFERENTIAL_OUTPUT_DIR: join(outputDir, `playwright-${app}`),
    DIFFERENTIAL_CHROMIUM: chromiumPath,
    PLAYWRIGHT_JSON_OUTPUT_NAME: resultFile,
  };
  const playwright = (args: string[], runEnv = env) =>
    runCommand(join(binDir, 'playwright'), ['test', '--config', configFile, ...args], {
      cwd: convertedDir,
      timeoutMs: 15 * 60_000,
      env: runEnv,
    });
  let selection: string[] = [];
  if (only) {
    const listFile = join(outputDir, `playwright-${app}-list.json`);
    rmSync(listFile, { force: true });
    await playwright(['--list', '--reporter=json'], {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: listFile,
    });
    const testListFile = join(outputDir, `playwright-${app}-tests.txt`);
    writeFileSync(testListFile, testList(readPlaywrightReport(listFile), only));
    selection = ['--test-list', testListFile];
  }
  const runFiles = (files: string[]) => playwright([...selection, ...files]);
  const run = await runFiles([]);
  const cases = readPlaywrightReport(resultFile);
  if (cases.length > 0 || run.exitCode === 0) {
    return { runner: 'playwright', app, exitCode: run.exitCode, cases, log: run.output };
  }
  // Playwright runs nothing when one file fails to load. Run the spec files one by one so a file
  // that dies at load time costs only its own cases.
  const logs = [run.output];
  let exitCode = run.exitCode;
  for (const file of specFiles(convertedDir)) {
    rmSync(resultFile, { force: true });
    const single = await runFiles([file]);
    cases.push(...readPlaywrightReport(resultFile));
    logs.push(`$ playwright test ${file}\n${single.output}`);
    exitCode = Math.max(exitCode, single.exitCode);
  }
  return { runner: 'playwright', app, exitCode, cases, log: logs.join('\n') };
}

/** Spec files by Playwright's default testMatch, `/`-separated and relative to `dir`. */
function specFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : specFiles(dir, path);
    return /\.(spec|test)\.[cm]?[jt]sx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The broken app's run is mostly failures waiting out their expect timeouts, idle time rather than
 * CPU, so it takes more workers; only its failures are scored, never its timing. A run of only the
 * cases the broken app makes fail is almost all waiting, and takes more still.
 */
const workersFor = { good: 2, broken: 4 } as const;
const workersForSelection = 6;

/**
 * A `--test-list` file (`file › describe › title` a line) of the listed cases whose key is in `only`.
 * A title the format cannot carry (it holds `›` or `>`) selects its whole file instead: more cases
 * run than needed, never fewer.
 */
export function testList(listed: readonly CaseResult[], only: ReadonlySet<string>): string {
  const lines = new Set<string>();
  for (const test of listed) {
    if (!only.has(test.key) || !test.file) continue;
    const safe = test.titlePath.every((title) => !/[›>]/.test(title) && title.trim() === title);
    lines.add(safe ? [test.file, ...test.titlePath].join(' › ') : test.file);
  }
  return [...lines].sort().join('\n') + '\n';
}

function harnessConfig(convertedDir: string, workers: number): string {
  const ownConfig = join(convertedDir, 'playwright.config.ts');
  const hasOwnConfig = existsSync(ownConfig);
  return `// Written by the differential harness for each run; not part of the converted output.
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { resolve } from 'node:path';
${hasOwnConfig ? `import converted from ${JSON.stringify(ownConfig.replace(/\.ts$/, ''))};` : 'const converted: PlaywrightTestConfig = {};'}

const harnessUse = {
  baseURL: process.env.DIFFERENTIAL_BASE_URL,
  headless: true,
  launchOptions: {
    executablePath: process.env.DIFFERENTIAL_CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
};

export default defineConfig({
  ...converted,
  testDir: resolve(${JSON.stringify(convertedDir)}, converted.testDir ?? '.'),
  outputDir: process.env.DIFFERENTIAL_OUTPUT_DIR,
  reporter: [['json'], ['line']],
  retries: 0,
  workers: ${workers},
  forbidOnly: false,
  webServer: undefined,
  use: { ...converted.use, ...harnessUse },
  projects: (converted.projects ?? [{ name: 'chromium' }]).map((project) => ({
    ...project,
    use: { ...project.use, browserName: 'chromium' as const, channel: undefined, ...harnessUse },
  })),
});
`;
}

interface ReportSuite {
  title: string;
  suites?: ReportSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

/** Flattens Playwright's JSON report; the top-level suites are files, whose titles are not part of the key. */
export function readPlaywrightReport(file: string): CaseResult[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites?: ReportSuite[] };
  const cases: CaseResult[] = [];
  const walk = (suite: ReportSuite, titles: string[]): void => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const titlePath = [...titles, spec.title];
        const error = test.results.map((r) => r.error?.message).find(Boolean);
        cases.push({
          key: caseKey(titlePath),
          titlePath,
          file: spec.file,
          status: playwrightStatus(test.status),
          error,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const fileSuite of report.suites ?? []) walk(fileSuite, []);
  return cases;
}

function playwrightStatus(status: string): CaseStatus {
  if (status === 'expected' || status === 'flaky') return 'passed';
  return status === 'skipped' ? 'skipped' : 'failed';
}
