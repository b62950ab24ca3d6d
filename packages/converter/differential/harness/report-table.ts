/** The human-readable table and score line printed after a run. */
import { detects, type CaseComparison, type Outcome, type Score } from './compare';

const marks: Record<Outcome, string> = {
  passed: 'pass',
  failed: 'FAIL',
  skipped: 'skip',
  missing: '----',
};

/** `notConverted`: why no converted suite ran, when the converter refused the source kind. */
export function formatTable(rows: CaseComparison[], score: Score, notConverted?: string): string {
  const width = Math.min(90, Math.max(...rows.map((r) => r.key.length), 4));
  const header = `${'case'.padEnd(width)}  orig:good  orig:broken  conv:good  conv:broken  verdict`;
  const lines = rows.map((row) => {
    const cells = [
      marks[row.original.good],
      marks[row.original.broken],
      row.converted ? marks[row.converted.good] : '',
      // Only the cases the broken app makes the original fail run converted on it.
      row.converted ? (detects(row) ? marks[row.converted.broken] : 'not run') : '',
    ];
    return `${row.key.slice(0, width).padEnd(width)}  ${cells[0]!.padEnd(9)}  ${cells[1]!.padEnd(11)}  ${cells[2]!.padEnd(9)}  ${cells[3]!.padEnd(11)}  ${verdict(row)}`;
  });
  return [header, '-'.repeat(header.length), ...lines, '', formatScore(score, notConverted)].join(
    '\n',
  );
}

function verdict(row: CaseComparison): string {
  if (row.original.good === 'skipped') return 'original skips it (not scored)';
  if (row.original.good !== 'passed') return 'original fails on good app (not scored)';
  if (!row.converted) return '';
  const problems = [
    row.keepsPass === false ? 'LOST PASS' : '',
    row.keepsFailure === false ? 'MISSED BREAKAGE' : '',
  ].filter(Boolean);
  return problems.length ? problems.join(', ') : 'ok';
}

export function formatScore(score: Score, notConverted?: string): string {
  const original = `originals: ${score.originalPassingOnGood}/${score.cases} pass on the good app, ${score.originalFailingOnBroken} fail on the broken app`;
  if (!score.converted) {
    return `${original}\nconverted: ${notConverted ?? 'not run (no converter available)'}`;
  }
  const c = score.converted;
  return [
    original,
    `converted: ${c.passingOnGood}/${score.originalPassingOnGood} keep passing (${(c.passRate * 100).toFixed(1)} %), ` +
      `${c.failingOnBroken}/${score.originalFailingOnBroken} still fail on the broken app (${(c.failureRate * 100).toFixed(1)} %)`,
    `bar: ${c.meetsBar ? 'MET' : 'not met'}`,
  ].join('\n');
}
