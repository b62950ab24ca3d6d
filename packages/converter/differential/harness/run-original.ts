/**
 * Runs the original Protractor suite (every framework's configuration) against one fixture app and
 * collects per-case results through the JSON reporters of `harness/protractor/`. A configuration
 * with `suites` runs once per suite (`--suite <name>`): a suite with `fit`/`fdescribe` would focus
 * every spec loaded in the same run.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { readCaseFile, type CaseResult, type RunResult } from './case-results';
import { runCommand } from './child-process';
import { binDir, differentialDir, outputRoot, suiteConfigs, suiteDir } from './paths';

const converterModules = join(differentialDir, '..', 'node_modules');
const harnessConf = join(differentialDir, 'harness', 'protractor', 'harness.conf.cjs');
const require = createRequire(import.meta.url);

/** The suites a configuration declares; `[undefined]` (one plain run) when it has none. */
export function suitesOf(suiteConf: string): (string | undefined)[] {
  const config = (require(suiteConf) as { config: { suites?: Record<string, unknown> } }).config;
  const names = Object.keys(config.suites ?? {});
  return names.length ? names : [undefined];
}

export async function runOriginal(app: 'good' | 'broken', baseUrl: string): Promise<RunResult> {
  const cases: CaseResult[] = [];
  const logs: string[] = [];
  let exitCode = 0;
  for (const suiteConf of suiteConfigs) {
    for (const suite of suitesOf(suiteConf)) {
      const name = basename(suiteConf, '.js') + (suite ? `-${suite}` : '');
      // Each runner process (one per capability) writes its own file here.
      const resultDir = join(outputRoot, 'original', app, name);
      rmSync(resultDir, { recursive: true, force: true });
      mkdirSync(resultDir, { recursive: true });
      const run = await runCommand(
        join(binDir, 'protractor'),
        [harnessConf, ...(suite ? ['--suite', suite] : [])],
        {
          cwd: suiteDir,
          timeoutMs: 10 * 60_000,
          env: {
            ...process.env,
            DIFFERENTIAL_SUITE_CONF: suiteConf,
            DIFFERENTIAL_RESULT_DIR: resultDir,
            DIFFERENTIAL_BASE_URL: baseUrl,
            // Protractor (hoisted to the root) loads `mocha` itself; the workspace pins mocha 7, the
            // major Protractor 7 was built against, so it lives in the converter's node_modules.
            NODE_PATH: converterModules,
          },
        },
      );
      for (const file of readdirSync(resultDir).sort()) {
        cases.push(...readCaseFile(join(resultDir, file)));
      }
      logs.push(
        `$ protractor ${basename(suiteConf)}${suite ? ` --suite ${suite}` : ''} (${app})\n${run.output}`,
      );
      // Protractor exits 1 when a test fails; anything else (100+: config, driver) is a broken run.
      if (run.exitCode !== 0) exitCode = Math.max(exitCode, run.exitCode);
    }
  }
  return { runner: 'protractor', app, exitCode, cases, log: logs.join('\n') };
}
