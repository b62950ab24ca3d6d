/** Where things are. Run output goes to the repository's `.test-results/differential/` (ignored). */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const differentialDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const suiteDir = join(differentialDir, 'suite');
/** The Selenium WebDriver JavaScript/TypeScript suite: `v3/` (promise manager) and `v4/` (async). */
export const seleniumDir = join(differentialDir, 'selenium');
/** The Selenium WebDriver Python suite (pytest, Selenium 4's Python bindings). */
export const seleniumPythonDir = join(differentialDir, 'selenium-python');
export const repoRoot = resolve(differentialDir, '..', '..', '..');
export const binDir = join(repoRoot, 'node_modules', '.bin');
export const outputRoot = join(repoRoot, '.test-results', 'differential');
/** The Selenium suite's runs go beside the Protractor ones, in a folder of their own. */
export const seleniumOutputRoot = join(outputRoot, 'selenium-js');
export const seleniumPythonOutputRoot = join(outputRoot, 'selenium-python');

/** The suite's Protractor configurations: one per framework, and one with suites and two capabilities. */
export const suiteConfigs = [
  join(suiteDir, 'protractor.conf.js'),
  join(suiteDir, 'protractor.mocha.conf.js'),
  join(suiteDir, 'protractor.suites.conf.js'),
];

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The environment an original Selenium suite runs in: the app's address, Debian's Chromium, where
 * its reporter writes, and Selenium Manager kept offline (nothing is downloaded).
 */
export function originalSeleniumEnv(baseUrl: string, resultFile: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    BASE_URL: baseUrl,
    CHROMIUM_PATH: chromiumPath,
    DIFFERENTIAL_RESULT_FILE: resultFile,
    SE_OFFLINE: 'true',
  };
}
/**
 * Debian's Python, for which python3-selenium and python3-pytest are installed (not a `python3`
 * earlier on PATH, such as pyenv's); DIFFERENTIAL_PYTHON overrides it.
 */
export const pythonPath = process.env.DIFFERENTIAL_PYTHON || '/usr/bin/python3';
