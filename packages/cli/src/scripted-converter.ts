import type { ConvertedFile, ConvertedTestCase, Converter, Diagnostic } from './converter';

/**
 * A small deterministic stand-in for the engine, for the CLI's own tests: it exercises every path
 * of the CLI (TODOs, unconvertible files, the config) without depending on conversion quality.
 *
 * - a line with `@@unparsable` makes the whole file fail: no code, one `parse` error;
 * - a line with `@@todo` becomes a `// TODO(rewright)` marker plus a warning;
 * - each `it(` is one test case, named by its first quoted text, with the lines up to the next
 *   `it(` (the file's `testCases`: a TODO among them makes it a free test case);
 * - `protractor.conf.*` becomes `playwright.config.ts`; every file is `protractor`;
 * - a file with `@@support` makes the run generate the support module `rewright-support.ts`;
 * - `x.js` → `x.ts`, `x.e2e-spec.js` → `x.e2e-spec.ts` (same folder and base name);
 * - any other file (a README the CLI reads as a possible natural-language source) holds no test
 *   case and is left out of the result, as the engine leaves it out.
 */
export const scriptedConverter: Converter = {
  async convertFiles(files, options) {
    const converted: ConvertedFile[] = [];
    const scripts = files.filter((file) => /\.[cm]?[jt]sx?$/.test(file.path));
    for (const file of scripts) {
      converted.push(convertFile(file.path, file.source));
      options.onProgress?.(converted.length, scripts.length, converted.at(-1)!);
    }
    const config = converted.find((file) => file.role === 'config');
    const todos = converted.reduce(
      (sum, file) => sum + (file.code?.split('TODO(rewright)').length ?? 1) - 1,
      0,
    );
    return {
      files: converted,
      playwrightConfig: {
        outputPath: 'playwright.config.ts',
        code: `// generated${config ? ` from ${config.sourcePath}` : ''}\nexport default {};\n`,
        diagnostics: [],
      },
      supportFiles: scripts.some((file) => file.source.includes('@@support'))
        ? [{ outputPath: 'rewright-support.ts', code: 'export const support = true;\n' }]
        : [],
      report: {
        files: converted.length,
        testCases: converted.reduce((sum, file) => sum + file.testCount, 0),
        converted: converted.filter(
          (file) => file.code !== undefined && !file.code.includes('TODO(rewright)'),
        ).length,
        todos,
        errors: converted.filter((file) => file.code === undefined && file.role !== 'config')
          .length,
      },
    };
  },
};

/** Each `it(` up to the next one is a test case; a TODO among its lines makes it free. */
function scriptedTestCases(code: string): ConvertedTestCase[] {
  const lines = code.split('\n');
  const starts = lines.flatMap((line, index) => (line.includes('it(') ? [index] : []));
  return starts.map((start, n) => {
    // A marker sits on the line above the statement it is about: the one above `it(` is this
    // test's, the one above the next `it(` is the next test's.
    const next = starts[n + 1];
    const end =
      next !== undefined && lines[next - 1]!.includes('TODO(rewright)')
        ? next - 1
        : (next ?? lines.length);
    const body = lines.slice(
      start > 0 && lines[start - 1]!.includes('TODO(rewright)') ? start - 1 : start,
      end,
    );
    return {
      name: /['"`]([^'"`]*)['"`]/.exec(lines[start]!)?.[1] ?? '',
      line: start + 1,
      todo: body.some((line) => line.includes('TODO(rewright)')),
    };
  });
}

function convertFile(path: string, source: string): ConvertedFile {
  const outputPath = path.replace(/\.[cm]?[jt]sx?$/, '.ts');
  const testCount = source.split('it(').length - 1;
  if (/protractor\.conf\.[cm]?[jt]s$/.test(path)) {
    return {
      sourcePath: path,
      outputPath: 'playwright.config.ts',
      role: 'config',
      kind: 'protractor',
      diagnostics: [],
      testCount: 0,
    };
  }
  const lines = source.split('\n');
  const unparsable = lines.findIndex((line) => line.includes('@@unparsable'));
  if (unparsable >= 0) {
    const diagnostic = at(path, unparsable, 'error', 'parse', 'Unexpected token');
    return {
      sourcePath: path,
      outputPath,
      role: 'spec',
      kind: 'protractor',
      diagnostics: [diagnostic],
      testCount,
    };
  }
  const diagnostics: Diagnostic[] = [];
  const code = lines
    .map((line, index) => {
      if (!line.includes('@@todo')) return line;
      diagnostics.push(at(path, index, 'warning', 'scripted/todo', 'Cannot convert this line'));
      return `// TODO(rewright): scripted/todo: Cannot convert this line\n${line}`;
    })
    .join('\n');
  const role = testCount > 0 ? 'spec' : 'helper';
  const testCases = testCount > 0 ? { testCases: scriptedTestCases(code) } : {};
  return {
    sourcePath: path,
    outputPath,
    role,
    kind: 'protractor',
    code,
    ...testCases,
    diagnostics,
    testCount,
  };
}

function at(
  path: string,
  index: number,
  severity: Diagnostic['severity'],
  rule: string,
  message: string,
): Diagnostic {
  return { path, line: index + 1, column: 1, rule, severity, message };
}
