/**
 * Command line: `npx tsx packages/converter/differential/harness/main.ts [--originals-only]
 * [--converted-dir <dir>]`. Prints the case table and the score; exits 1 when the originals do not
 * behave as recorded or a converted suite misses the bar. The bench uses `--converted-dir` to score
 * another tool's output on the same suite.
 */
import { resolve } from 'node:path';
import { expectedBreakage } from '../expected-breakage';
import { formatTable } from './report-table';
import { resultFile, runDifferential } from './run-differential';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--converted-dir');
const convertedDir = dirIndex >= 0 ? args[dirIndex + 1] : undefined;

const result = await runDifferential({
  originalsOnly: args.includes('--originals-only'),
  convertedDir: convertedDir ? resolve(convertedDir) : undefined,
  log: (line) => console.log(line),
});
console.log(`\n${formatTable(result.rows, result.score)}`);
console.log(`\nresult: ${resultFile} (${(result.durationMs / 1000).toFixed(0)} s)`);

const originalsAsRecorded = result.rows.every(
  (row) =>
    row.original.good === 'passed' &&
    (row.original.broken === 'passed') !== expectedBreakage.has(row.key),
);
if (!originalsAsRecorded)
  console.log('originals do not behave as recorded in expected-breakage.ts');
process.exit(originalsAsRecorded && (result.score.converted?.meetsBar ?? true) ? 0 : 1);
