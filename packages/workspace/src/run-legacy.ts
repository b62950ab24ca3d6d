import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JASMINE_REPORTER, MOCHA_REPORTER, PROTRACTOR_CONFIG } from './legacy-reporters';
import { LegacyRunnerError, type LegacyRunner } from './legacy-runner';
import { chromiumPath } from './playwright-run';

export type CaseStatus = 'passed' | 'failed' | 'skipped';

/** One test case as a runner reported it: describe titles, then its own. */
export interface CaseResult {
  titlePath: string[];
  status: CaseStatus;
  error?: string;
}

/** Long enough for a slow suite; a runner that hangs past it is stopped and reported. */
const RUN_TIMEOUT_MS = 30 * 60_000;

/**
 * Runs the project's original suite with its own runner against `baseUrl` and reads one result
 * per test case. Protractor gets `--baseUrl`; every runner gets `BASE_URL` (and `CHROMIUM_PATH`)
 * in its environment, as suites built on selenium-webdriver conventionally read it. Nothing is
 * written into the project: reporters, the wrapper config and results live in a scratch folder.
 */
export async function runLegacySuite(
  runner: LegacyRunner,
  baseUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CaseResult[]> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'rewright-compare-'));
  try {
    const results = path.join(scratch, 'results');
    await mkdir(results);
    await writeFile(path.join(scratch, 'mocha-reporter.cjs'), MOCHA_REPORTER);
    await writeFile(path.join(scratch, 'jasmine-reporter.cjs'), JASMINE_REPORTER);
    const browser = chromiumPath(env);
    const runEnv: NodeJS.ProcessEnv = {
      ...env,
      BASE_URL: baseUrl,
      ...(browser ? { CHROMIUM_PATH: browser } : {}),
      REWRIGHT_COMPARE_RESULT_DIR: results,
      // Selenium Manager stays offline: the project's own driver is used, nothing downloaded.
      SE_OFFLINE: 'true',
      FORCE_COLOR: '0',
    };
    const { args, extraEnv } = await commandFor(runner, scratch, results, baseUrl);
    const run = await runNode(args, runner.project, { ...runEnv, ...extraEnv });
    const cases = await readResults(results, runner);
    if (cases === undefined) {
      // The first error line says what broke; the last lines, where the runner stopped.
      const lines = run.output.trim().split('\n');
      const firstError = lines.find((line) => /\b[A-Za-z]*Error\b/.test(line));
      const tail = [
        ...new Set([...(firstError ? [firstError.trim()] : []), ...lines.slice(-6)]),
      ].join('\n');
      throw new LegacyRunnerError(
        'legacy-run-failed',
        `The original suite (${describeRunner(runner)}) reported no results${run.timedOut ? ' (stopped after 30 minutes)' : `, exit code ${run.exitCode}`}:\n${tail}`,
      );
    }
    return cases;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export function describeRunner(runner: LegacyRunner): string {
  return runner.kind === 'protractor'
    ? `Protractor, ${path.relative(runner.project, runner.config) || runner.config}`
    : `selenium-webdriver on ${runner.framework}`;
}

async function commandFor(
  runner: LegacyRunner,
  scratch: string,
  results: string,
  baseUrl: string,
): Promise<{ args: string[]; extraEnv: NodeJS.ProcessEnv }> {
  if (runner.kind === 'protractor') {
    const config = path.join(scratch, 'protractor.conf.cjs');
    await writeFile(config, PROTRACTOR_CONFIG);
    const mocha = path.join(runner.project, 'node_modules', 'mocha');
    return {
      args: [runner.bin, config, '--baseUrl', baseUrl],
      extraEnv: {
        REWRIGHT_COMPARE_CONFIG: runner.config,
        ...(existsSync(mocha) ? { REWRIGHT_COMPARE_MOCHA: mocha } : {}),
      },
    };
  }
  const reporter = (name: string) => path.join(scratch, name);
  switch (runner.framework) {
    case 'mocha':
      return {
        args: [runner.bin, '--reporter', reporter('mocha-reporter.cjs'), ...runner.args],
        extraEnv: {},
      };
    case 'jasmine':
      return {
        args: [runner.bin, `--reporter=${reporter('jasmine-reporter.cjs')}`, ...runner.args],
        extraEnv: {},
      };
    case 'jest':
      return {
        args: [
          runner.bin,
          '--json',
          `--outputFile=${path.join(results, 'jest.json')}`,
          ...runner.args,
        ],
        extraEnv: {},
      };
  }
}

/** Every result file the run wrote; `undefined` when it wrote none (it broke before reporting). */
async function readResults(dir: string, runner: LegacyRunner): Promise<CaseResult[] | undefined> {
  const files = (await readdir(dir)).sort();
  if (files.length === 0) return undefined;
  const cases: CaseResult[] = [];
  for (const file of files) {
    const parsed = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as unknown;
    if (runner.kind === 'selenium-webdriver' && runner.framework === 'jest')
      cases.push(...jestCases(parsed as JestReport));
    else cases.push(...((parsed as { cases?: CaseResult[] }).cases ?? []));
  }
  return cases;
}

interface JestReport {
  testResults?: {
    assertionResults?: {
      ancestorTitles: string[];
      title: string;
      status: string;
      failureMessages?: string[];
    }[];
  }[];
}

function jestCases(report: JestReport): CaseResult[] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      titlePath: [...test.ancestorTitles, test.title],
      status: test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped',
      ...(test.failureMessages?.length ? { error: test.failureMessages.join('\n') } : {}),
    })),
  );
}

function runNode(args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ exitCode: number; output: string; timedOut: boolean }>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let timedOut = false;
    const collect = (chunk: Buffer) => {
      // The tail is what explains a broken run; keep memory bounded on a chatty suite.
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, RUN_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ exitCode: code ?? 1, output, timedOut });
    });
  });
}
