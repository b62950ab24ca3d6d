/**
 * The differential test (issue 3, "Proof"). The original Protractor suite runs on the good and the
 * broken fixture app; the harness is only trusted when the originals behave exactly as recorded.
 * When our converter is available, its output runs on both apps too and must meet the bar.
 * DIFFERENTIAL_ORIGINALS_ONLY=1 runs the originals alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectedBreakage } from './expected-breakage';
import { detects } from './harness/compare';
import { isConverterAvailable } from './harness/convert-suite';
import { formatTable } from './harness/report-table';
import { runDifferential, type DifferentialResult } from './harness/run-differential';

const originalsOnly = process.env.DIFFERENTIAL_ORIGINALS_ONLY === '1';
const withConverter = !originalsOnly && (await isConverterAvailable());

let result: DifferentialResult;

beforeAll(async () => {
  result = await runDifferential({ originalsOnly: !withConverter });
  console.log(formatTable(result.rows, result.score));
});

describe('original Protractor suite (harness sanity)', () => {
  it('reports every case on both apps, at least 40 of them', () => {
    expect(result.rows.length).toBeGreaterThanOrEqual(40);
    const unreported = result.rows.filter(
      (row) => row.original.good === 'missing' || row.original.broken === 'missing',
    );
    expect(unreported.map((row) => row.key)).toEqual([]);
  });

  it('passes every case on the good app', () => {
    const failing = result.rows.filter((row) => row.original.good !== 'passed');
    expect(failing.map((row) => `${row.key}: ${row.original.good}`)).toEqual([]);
  });

  it('fails exactly the recorded cases on the broken app', () => {
    const failing = result.rows.filter(detects).map((row) => row.key);
    expect(failing.sort()).toEqual([...expectedBreakage].sort());
  });
});

if (withConverter) {
  describe('converted Playwright suite', () => {
    it('passes every case the original passes on the good app', () => {
      const lost = result.rows.filter((row) => row.keepsPass === false);
      expect(lost.map((row) => `${row.key}: ${row.converted?.good}`)).toEqual([]);
    });

    it('fails every case the original fails on the broken app', () => {
      const missed = result.rows.filter((row) => row.keepsFailure === false);
      expect(missed.map((row) => row.key)).toEqual([]);
    });
  });
}
