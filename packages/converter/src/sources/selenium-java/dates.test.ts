/**
 * The generated dates module prints and reads what Java does. The expected strings are JDK 17's
 * (`SimpleDateFormat` and `DateTimeFormatter.ofPattern`, English locale) for the same dates.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { datesSupportSource, unsupportedLetters } from './dates.js';

async function load(): Promise<{
  formatDate: (d: Date, p: string) => string;
  parseDate: (t: string, p: string) => Date;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'rewright-dates-'));
  writeFileSync(join(dir, 'rewright-dates.ts'), datesSupportSource);
  return (await import(join(dir, 'rewright-dates.ts'))) as never;
}

it('formats as Java does', async () => {
  const { formatDate } = await load();
  const morning = new Date(2024, 2, 9, 0, 5, 7);
  const afternoon = new Date(2023, 11, 31, 13, 45, 0);
  const java: Array<[string, string, string]> = [
    ['yyyy-MM-dd HH:mm:ss', '2024-03-09 00:05:07', '2023-12-31 13:45:00'],
    ['dd/MM/yy', '09/03/24', '31/12/23'],
    ['EEE, d MMM yyyy', 'Sat, 9 Mar 2024', 'Sun, 31 Dec 2023'],
    [
      'EEEE d MMMM yyyy hh:mm a',
      'Saturday 9 March 2024 12:05 AM',
      'Sunday 31 December 2023 01:45 PM',
    ],
    ["MM/dd/yyyy'T'HH:mm:ss.SSS", '03/09/2024T00:05:07.000', '12/31/2023T13:45:00.000'],
    ['h:m:s', '12:5:7', '1:45:0'],
    ['yyyyMMdd', '20240309', '20231231'],
  ];
  for (const [pattern, first, second] of java)
    expect([formatDate(morning, pattern), formatDate(afternoon, pattern)]).toEqual([first, second]);
});

it('parses as Java does, and refuses text that does not match', async () => {
  const { parseDate } = await load();
  expect(parseDate('05 March 2024', 'dd MMMM yyyy').getTime()).toBe(new Date(2024, 2, 5).getTime());
  expect(parseDate('Sunday 31 December 2023 01:45 PM', 'EEEE d MMMM yyyy hh:mm a').getTime()).toBe(
    new Date(2023, 11, 31, 13, 45).getTime(),
  );
  expect(() => parseDate('2024/03/05', 'yyyy-MM-dd')).toThrow(/Unparseable date/);
});

it('names the letters it does not format', () => {
  expect(unsupportedLetters("yyyy-MM-dd'T'HH:mm:ssZ")).toEqual(['Z']);
  expect(unsupportedLetters("'week' w, SS")).toEqual(['w', 'SS']);
  expect(unsupportedLetters('uuuu-MM-dd')).toEqual([]);
  expect(unsupportedLetters('uuuu-MM-dd', true)).toEqual(['uuuu']);
});
