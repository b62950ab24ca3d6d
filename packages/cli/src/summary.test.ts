import { describe, expect, it } from 'vitest';
import type { ConvertedFile, Diagnostic, ProjectResult } from './converter';
import { collectDiagnostics, exitCodeFor } from '@rewright/workspace';
import { formatDiagnostics, formatReport } from './summary';

const diagnostic = (
  path: string,
  line: number,
  column = 1,
  rule = 'protractor/locators/by-js',
): Diagnostic => ({
  path,
  line,
  column,
  rule,
  severity: 'warning',
  message: 'by.js() runs in the page',
});

function result(
  files: Partial<ConvertedFile>[],
  report: Partial<ProjectResult['report']> = {},
): ProjectResult {
  return {
    files: files.map((file, index) => ({
      sourcePath: `f${index}.js`,
      outputPath: `f${index}.ts`,
      role: 'spec',
      code: 'test();',
      diagnostics: [],
      testCount: 1,
      ...file,
    })),
    playwrightConfig: {
      outputPath: 'playwright.config.ts',
      code: '',
      diagnostics: [diagnostic('protractor.conf.js', 3)],
    },
    supportFiles: [],
    report: {
      files: files.length,
      testCases: 0,
      converted: files.length,
      todos: 0,
      errors: 0,
      ...report,
    },
  };
}

describe('exitCodeFor', () => {
  it('is 0 when everything converted', () => {
    expect(exitCodeFor(result([{}, {}]))).toBe(0);
  });

  it('is 1 with TODOs left, errors, or a spec without code', () => {
    expect(exitCodeFor(result([{}], { todos: 1 }))).toBe(1);
    expect(exitCodeFor(result([{}], { errors: 1 }))).toBe(1);
    expect(exitCodeFor(result([{ code: undefined }]))).toBe(1);
  });

  it('accepts a Protractor config with no code of its own: it became playwright.config.ts', () => {
    expect(exitCodeFor(result([{}, { role: 'config', code: undefined }]))).toBe(0);
  });
});

describe('collectDiagnostics', () => {
  it('merges files and config in path, line, column order', () => {
    const all = collectDiagnostics(
      result([
        { diagnostics: [diagnostic('b.js', 2), diagnostic('b.js', 1, 9)] },
        { diagnostics: [diagnostic('a.js', 7)] },
      ]),
    );
    expect(all.map((d) => `${d.path}:${d.line}:${d.column}`)).toEqual([
      'a.js:7:1',
      'b.js:1:9',
      'b.js:2:1',
      'protractor.conf.js:3:1',
    ]);
  });

  it('shows a diagnostic reported on both the Protractor and the Playwright config once', () => {
    const all = collectDiagnostics(
      result([
        { role: 'config', code: undefined, diagnostics: [diagnostic('protractor.conf.js', 3)] },
      ]),
    );
    expect(all).toEqual([diagnostic('protractor.conf.js', 3)]);
  });
});

describe('formatDiagnostics', () => {
  it('prints path:line:column  severity  rule  message with aligned columns', () => {
    const text = formatDiagnostics([
      diagnostic('specs/login.spec.js', 12, 5),
      {
        ...diagnostic('a.js', 1),
        severity: 'error',
        rule: 'parse',
        message: "Unexpected token ')'",
      },
    ]);
    expect(text.split('\n')).toEqual([
      'specs/login.spec.js:12:5  warning  protractor/locators/by-js  by.js() runs in the page',
      "a.js:1:1                  error    parse                      Unexpected token ')'",
    ]);
  });
});

describe('formatReport', () => {
  it('lists the five numbers with right-aligned counts', () => {
    expect(
      formatReport({ files: 12, testCases: 140, converted: 9, todos: 4, errors: 1 }).split('\n'),
    ).toEqual([
      '  files        12',
      '  test cases  140',
      '  converted     9',
      '  TODOs         4',
      '  errors        1',
    ]);
  });
});
