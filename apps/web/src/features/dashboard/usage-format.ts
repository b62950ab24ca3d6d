import type { Conversion } from '@rewright/contracts';

/** The usage list's page size. */
export const USAGE_PAGE_SIZE = 10;

/** MM/DD/YYYY in the reader's time zone (spec section 9: dates shown MM/DD/YYYY). */
export function formatUsageDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * Which test cases cost nothing and why: one credit is charged per test case converted without a
 * TODO inside it, so every free one kept a TODO for the user to finish.
 */
export function describeFreeTestCases(conversion: Pick<Conversion, 'test_cases_free'>): string {
  if (conversion.test_cases_free === 0) return 'None';
  return `${plural(conversion.test_cases_free, 'test case')} free: a TODO was left inside`;
}

/** Files of a spend recorded without conversion facts (an older client) are unknown: 0. */
export function describeFiles(conversion: Pick<Conversion, 'files'>): string {
  return conversion.files === 0 ? 'Not reported' : conversion.files.toLocaleString('en-US');
}

/** "Showing 11–20 of 23" */
export function describePage(skip: number, shown: number, total: number): string {
  if (total === 0) return 'No conversions';
  return `Showing ${skip + 1}–${skip + shown} of ${total.toLocaleString('en-US')}`;
}
