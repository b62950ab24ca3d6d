import type { Agreement, ComparePhase, ComparisonReport } from '@rewright/workspace';
import { plural } from '@rewright/workspace';

export const COMPARE_PHASES: Record<ComparePhase, string> = {
  detect: 'finding the legacy runner…',
  original: 'running the original tests…',
  'type-check': 'type-checking…',
  list: 'listing the converted tests…',
  run: 'running the converted tests…',
};

const LABELS: Record<Agreement, string> = {
  'both-pass': 'agree     both pass',
  'both-fail': 'agree     both fail',
  regression: 'DISAGREE  original passes, converted fails',
  'converted-passes': 'DISAGREE  original fails, converted passes',
  'only-original': 'DISAGREE  no converted test of this title',
  'only-converted': 'DISAGREE  no original test of this title',
  skipped: 'skipped',
};

/** The comparison as the terminal shows it: a totals line, then one line per test. */
export function formatComparison(report: ComparisonReport): string {
  const { totals } = report;
  const agreement = totals.agreement === null ? 'nothing to compare' : `${totals.agreement}% agree`;
  const lines = [
    `Compared with the original suite (${report.runnerLabel}) against ${report.baseUrl}: ${plural(totals.tests, 'test')}, ${agreement}.`,
    `  ${totals.bothPass} both pass, ${totals.bothFail} both fail, ${plural(totals.regressions, 'regression')} (original passes, converted fails), ${totals.convertedPasses} original fails but converted passes, ${totals.onlyOriginal} only in the original, ${totals.onlyConverted} only converted, ${totals.skipped} skipped.`,
    '',
  ];
  for (const test of report.tests) {
    lines.push(`${LABELS[test.agreement]}  ${test.title.join(' › ')}`);
    if (!test.agrees) {
      if (test.originalError) lines.push(`          original:  ${test.originalError}`);
      if (test.convertedError) lines.push(`          converted: ${test.convertedError}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
