import type { ConvertedFile } from '@rewright/converter';
import { describe, expect, it } from 'vitest';
import { convertedLines, originalLines, worstSeverity } from './viewer-lines';

const converted: ConvertedFile = {
  sourcePath: 'specs/a.spec.js',
  outputPath: 'specs/a.spec.ts',
  role: 'spec',
  testCount: 1,
  code: "test('a', async ({ page }) => {\n  // TODO(rewright): by-js: cannot convert\n  await page.goto('/');\n});\n",
  diagnostics: [
    {
      path: 'specs/a.spec.js',
      line: 2,
      column: 3,
      rule: 'by-js',
      severity: 'warning',
      message: 'cannot convert',
    },
    {
      path: 'specs/a.spec.js',
      line: 2,
      column: 9,
      rule: 'other',
      severity: 'error',
      message: 'second',
    },
  ],
};

describe('the side-by-side viewer lines', () => {
  it('puts each diagnostic under its line of the original', () => {
    const lines = originalLines("it('a', () => {\n  element(by.js(x));\n});\n", converted);
    expect(lines.map((line) => [line.number, line.diagnostics.map((d) => d.rule)])).toEqual([
      [1, []],
      [2, ['by-js', 'other']],
      [3, []],
    ]);
  });

  it('flags the TODO lines the engine left in the converted code', () => {
    expect(convertedLines(converted).map((line) => line.isTodo)).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it('shows no converted lines for a file that could not be converted', () => {
    expect(convertedLines({ ...converted, code: undefined })).toEqual([]);
    expect(originalLines('a\r\nb')).toHaveLength(2);
  });
});

describe('worstSeverity', () => {
  it('highlights a line by its most serious diagnostic', () => {
    const of = (severity: 'error' | 'warning' | 'info') => ({
      path: 'a.js',
      line: 1,
      column: 1,
      rule: 'r',
      severity,
      message: 'm',
    });
    expect(worstSeverity([of('info'), of('warning')])).toBe('warning');
    expect(worstSeverity([of('info'), of('error'), of('warning')])).toBe('error');
    expect(worstSeverity([of('info')])).toBe('info');
    expect(worstSeverity([])).toBeUndefined();
  });
});
