/**
 * Runs the original Selenium Python suite (`selenium-python/`) against one fixture app with
 * Debian's pytest and Selenium (`/usr/bin/python3 -m pytest`: python3-pytest and python3-selenium
 * are installed for Debian's Python, not for a pyenv `python3` on PATH). The harness's pytest
 * plugin (`differential_report.py`, loaded with `-p`) writes one record per test, titled by its
 * node id without the file: `test_x`, `TestX › test_y`, `test_z[id]`. Nothing is written into the
 * suite's folder (no bytecode, no `.pytest_cache`) and nothing is downloaded (the suite names
 * Debian's chromedriver; SE_OFFLINE keeps Selenium Manager offline should anything reach it).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCaseFile, type RunResult } from '../case-results';
import { runCommand } from '../child-process';
import {
  originalSeleniumEnv,
  pythonPath,
  seleniumPythonDir,
  seleniumPythonOutputRoot,
} from '../paths';

const pluginDir = dirname(fileURLToPath(import.meta.url));

export async function runOriginalSeleniumPython(
  app: 'good' | 'broken',
  baseUrl: string,
): Promise<RunResult> {
  const resultDir = join(seleniumPythonOutputRoot, 'original', app);
  rmSync(resultDir, { recursive: true, force: true });
  mkdirSync(resultDir, { recursive: true });
  const resultFile = join(resultDir, 'pytest.json');
  const args = ['-m', 'pytest', '-p', 'no:cacheprovider', '-p', 'differential_report', '-q'];
  const finished = await runCommand(pythonPath, args, {
    cwd: seleniumPythonDir,
    timeoutMs: 10 * 60_000,
    env: {
      ...originalSeleniumEnv(baseUrl, resultFile),
      PYTHONPATH: pluginDir,
      PYTHONDONTWRITEBYTECODE: '1',
    },
  });
  return {
    runner: 'pytest',
    app,
    // pytest exits 1 when a test failed: only a run that wrote no result, or that pytest itself
    // reports as broken (2 interrupted, 3 internal error, 4 usage error, 5 no tests), is broken.
    exitCode: existsSync(resultFile) && finished.exitCode <= 1 ? 0 : finished.exitCode || 1,
    cases: readCaseFile(resultFile),
    log: `$ ${pythonPath} ${args.join(' ')} (${app})\n${finished.output}`,
  };
}
