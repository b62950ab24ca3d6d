/** Where things are. Run output goes to the repository's `.test-results/differential/` (ignored). */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const differentialDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const suiteDir = join(differentialDir, 'suite');
/** The Selenium WebDriver JavaScript/TypeScript suite: `v3/` (promise manager) and `v4/` (async). */
export const seleniumDir = join(differentialDir, 'selenium');
export const repoRoot = resolve(differentialDir, '..', '..', '..');
export const binDir = join(repoRoot, 'node_modules', '.bin');
export const outputRoot = join(repoRoot, '.test-results', 'differential');
/** The Selenium suite's runs go beside the Protractor ones, in a folder of their own. */
export const seleniumOutputRoot = join(outputRoot, 'selenium-js');

/** The suite's Protractor configurations: one per framework, and one with suites and two capabilities. */
export const suiteConfigs = [
  join(suiteDir, 'protractor.conf.js'),
  join(suiteDir, 'protractor.mocha.conf.js'),
  join(suiteDir, 'protractor.suites.conf.js'),
];

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
