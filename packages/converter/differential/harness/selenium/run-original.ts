/**
 * Runs the original Selenium WebDriver suite against one fixture app: the WebDriverJS 3 half with
 * Mocha 7, the selenium-webdriver 4 half with Mocha 11 (CommonJS, ES module and TypeScript specs)
 * and with Jasmine 5. Every runner writes one JSON record per case through the harness's
 * reporters; nothing downloads a browser or a driver (the suite names Debian's chromedriver, and
 * SE_OFFLINE keeps Selenium Manager offline should anything reach it).
 */
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { readCaseFile, type CaseResult, type RunResult } from '../case-results';
import { runCommand } from '../child-process';
import { originalSeleniumEnv, differentialDir, seleniumDir, seleniumOutputRoot } from '../paths';

// The suite's packages are devDependencies of the converter workspace; the v4 half's come under
// npm aliases (`selenium-webdriver-4`, `mocha-11`, `jasmine-5`), as 3.6.0 holds the real name.
const fromConverter = createRequire(join(differentialDir, '..', 'package.json'));
/** The folder of an installed package, found the way Node looks (some do not export package.json). */
function packageDir(name: string): string {
  const found = (fromConverter.resolve.paths(name) ?? [])
    .map((modules) => join(modules, name))
    .find((dir) => existsSync(join(dir, 'package.json')));
  if (!found) throw new Error(`${name} is not installed (a devDependency of @rewright/converter)`);
  return found;
}
const v3Dir = join(seleniumDir, 'v3');
const v4Dir = join(seleniumDir, 'v4');
const reporters = join(differentialDir, 'harness', 'selenium');

interface SeleniumRun {
  name: string;
  cwd: string;
  /** Arguments after `node`, given the file the run's reporter writes. */
  args(resultFile: string): string[];
}

const runs: SeleniumRun[] = [
  {
    name: 'v3-mocha',
    cwd: v3Dir,
    args: (file) => [
      join(packageDir('mocha'), 'bin', 'mocha'),
      '--reporter',
      join(reporters, 'mocha-json-reporter.cjs'),
      '--reporter-option',
      `output=${file}`,
    ],
  },
  {
    name: 'v4-mocha',
    cwd: v4Dir,
    args: (file) => [
      join(packageDir('mocha-11'), 'bin', 'mocha.js'),
      '--reporter',
      join(reporters, 'mocha-json-reporter.cjs'),
      '--reporter-option',
      `output=${file}`,
    ],
  },
  {
    name: 'v4-jasmine',
    cwd: v4Dir,
    args: () => [
      join(packageDir('jasmine-5'), 'bin', 'jasmine.js'),
      '--config=spec/support/jasmine.json',
      `--reporter=${join(reporters, 'jasmine-json-reporter.cjs')}`,
    ],
  },
];

export async function runOriginalSelenium(
  app: 'good' | 'broken',
  baseUrl: string,
): Promise<RunResult> {
  linkSeleniumWebdriver4();
  const resultDir = join(seleniumOutputRoot, 'original', app);
  rmSync(resultDir, { recursive: true, force: true });
  mkdirSync(resultDir, { recursive: true });
  // The v3 and the v4 halves run side by side (one browser each at a time): on the broken app
  // most of their time is spent waiting out waits that never succeed.
  const halves = [runs.filter((run) => run.cwd === v3Dir), runs.filter((run) => run.cwd === v4Dir)];
  const finished = await Promise.all(
    halves.map(async (half) => {
      const results = [];
      for (const run of half) results.push(await runOne(run, app, baseUrl, resultDir));
      return results;
    }),
  );
  const ordered = finished.flat();
  return {
    runner: 'selenium-webdriver',
    app,
    exitCode: Math.max(0, ...ordered.map((run) => run.exitCode)),
    cases: ordered.flatMap((run) => run.cases),
    log: ordered.map((run) => run.log).join('\n'),
  };
}

async function runOne(
  run: SeleniumRun,
  app: 'good' | 'broken',
  baseUrl: string,
  resultDir: string,
): Promise<{ cases: CaseResult[]; exitCode: number; log: string }> {
  const resultFile = join(resultDir, `${run.name}.json`);
  const finished = await runCommand(process.execPath, run.args(resultFile), {
    cwd: run.cwd,
    timeoutMs: 10 * 60_000,
    env: originalSeleniumEnv(baseUrl, resultFile),
  });
  return {
    cases: readCaseFile(resultFile),
    // Mocha exits with the number of failures, Jasmine with 3: only a run that wrote no result
    // (it crashed, or never started) is a broken run.
    exitCode: existsSync(resultFile) ? 0 : finished.exitCode || 1,
    log: `$ ${run.name} (${app})\n${finished.output}`,
  };
}

/**
 * `v4/node_modules/selenium-webdriver` → the `selenium-webdriver-4` alias, so the v4 specs
 * `require('selenium-webdriver')` as written and get version 4, while the v3 half resolves the
 * hoisted 3.6.0. node_modules is not committed, so the link is made on every run.
 */
export function linkSeleniumWebdriver4(): void {
  const link = join(v4Dir, 'node_modules', 'selenium-webdriver');
  const target = packageDir('selenium-webdriver-4');
  if (existsSync(join(link, 'package.json'))) {
    const { version } = JSON.parse(readFileSync(join(link, 'package.json'), 'utf8')) as {
      version: string;
    };
    if (version.startsWith('4.')) return;
  }
  if (lstatExists(link)) rmSync(link, { recursive: true, force: true });
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(relative(dirname(link), target), link, 'dir');
}

function lstatExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
