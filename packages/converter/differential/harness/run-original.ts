/**
 * Runs the original Protractor suite (every framework's configuration) against one fixture app and
 * collects per-case results through the JSON reporters of `harness/protractor/`.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readCaseFile, type CaseResult, type RunResult } from './case-results';
import { runCommand } from './child-process';
import { binDir, differentialDir, outputRoot, suiteConfigs, suiteDir } from './paths';

const converterModules = join(differentialDir, '..', 'node_modules');
const harnessConf = join(differentialDir, 'harness', 'protractor', 'harness.conf.cjs');

export async function runOriginal(app: 'good' | 'broken', baseUrl: string): Promise<RunResult> {
  const dir = join(outputRoot, 'original', app);
  mkdirSync(dir, { recursive: true });
  const cases: CaseResult[] = [];
  const logs: string[] = [];
  let exitCode = 0;
  for (const suiteConf of suiteConfigs) {
    const resultFile = join(dir, `${basename(suiteConf, '.js')}.json`);
    rmSync(resultFile, { force: true });
    const run = await runCommand(join(binDir, 'protractor'), [harnessConf], {
      cwd: suiteDir,
      timeoutMs: 10 * 60_000,
      env: {
        ...process.env,
        DIFFERENTIAL_SUITE_CONF: suiteConf,
        DIFFERENTIAL_RESULT_FILE: resultFile,
        DIFFERENTIAL_BASE_URL: baseUrl,
        // Protractor (hoisted to the root) loads `mocha` itself; the workspace pins mocha 7, the
        // major Protractor 7 was built against, so it lives in the converter's node_modules.
        NODE_PATH: converterModules,
      },
    });
    cases.push(...readCaseFile(resultFile));
    logs.push(`$ protractor ${basename(suiteConf)} (${app})\n${run.output}`);
    // Protractor exits 1 when a test fails; anything else (100+: config, driver) is a broken run.
    if (run.exitCode !== 0) exitCode = Math.max(exitCode, run.exitCode);
  }
  return { runner: 'protractor', app, exitCode, cases, log: logs.join('\n') };
}
