/**
 * Command line: `npx tsx packages/converter/differential/harness/main.ts [--source
 * protractor|selenium-js|selenium-python] [--originals-only] [--converted-dir <dir>]`. Prints the
 * case table and the score; exits 1 when the originals do not behave as recorded or a converted
 * suite misses the bar. The bench uses `--converted-dir` to score another tool's output on the
 * same suite.
 */
import { resolve } from 'node:path';
import { originalsAsRecorded } from './compare';
import { formatTable } from './report-table';
import { resultFileOf, runDifferential } from './run-differential';
import { sourceSuites, type SuiteSource } from './sources';

const args = process.argv.slice(2);
const valueOf = (flag: string) => {
  const index = args.indexOf(flag);
  return index >= 0 ? args[index + 1] : undefined;
};
const convertedDir = valueOf('--converted-dir');
const source = (valueOf('--source') ?? 'protractor') as SuiteSource;
if (!(source in sourceSuites)) {
  console.error(`--source must be one of: ${Object.keys(sourceSuites).join(', ')}`);
  process.exit(2);
}

const result = await runDifferential({
  source,
  originalsOnly: args.includes('--originals-only'),
  convertedDir: convertedDir ? resolve(convertedDir) : undefined,
  log: (line) => console.log(line),
});
console.log(`\n${formatTable(result.rows, result.score, result.notConvertedYet)}`);
console.log(`\nresult: ${resultFileOf(source)} (${(result.durationMs / 1000).toFixed(0)} s)`);

const { expectedBreakage, breakageFile } = sourceSuites[source];
const asRecorded = originalsAsRecorded(result.rows, expectedBreakage);
if (!asRecorded) {
  console.log(`originals do not behave as recorded in ${breakageFile}`);
}
process.exit(asRecorded && (result.score.converted?.meetsBar ?? true) ? 0 : 1);
