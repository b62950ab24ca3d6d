import type { ConvertedFile, ProjectResult } from '@rewright/converter';
import { testCasesOf } from '@rewright/converter';

const TODO_PREFIX = '// TODO(rewright):';

function countTodos(code: string): number {
  return code.split(TODO_PREFIX).length - 1;
}

/**
 * The conversion with some files' code replaced: each file's test cases (what is charged: a test
 * case with no TODO left costs a credit) and the project's counts follow the new code.
 */
export function withCode(
  result: ProjectResult,
  replaced: ReadonlyMap<string, ConvertedFile>,
): ProjectResult {
  const files = result.files.map((original) => {
    const file = replaced.get(original.sourcePath) ?? original;
    if (file === original || file.code === undefined || original.testCases === undefined) {
      return file;
    }
    return { ...file, testCases: testCasesOf(file.code) };
  });
  return {
    ...result,
    files,
    report: {
      ...result.report,
      converted: files.filter(
        (f) =>
          f.code !== undefined &&
          countTodos(f.code) === 0 &&
          !f.diagnostics.some((d) => d.severity === 'error'),
      ).length,
      todos:
        files.reduce((n, f) => n + (f.code ? countTodos(f.code) : 0), 0) +
        countTodos(result.playwrightConfig.code),
    },
  };
}
