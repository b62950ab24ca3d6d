import type { ConvertedFile, ConvertedTestCase, ProjectResult } from '@rewright/converter';

const TODO_PREFIX = '// TODO(rewright):';

function countTodos(code: string | undefined): number {
  return code === undefined ? 0 : code.split(TODO_PREFIX).length - 1;
}

/**
 * The conversion with some files' code replaced (answers in place of TODOs): each file's test cases
 * (what is charged: a test case with no TODO left costs a credit) follow the new code, and the
 * project's counts change by what the replacements removed — a file left with no TODO and no error
 * now counts as converted.
 */
export function withCode(
  result: ProjectResult,
  replaced: ReadonlyMap<string, ConvertedFile>,
  testCasesOf: (code: string) => ConvertedTestCase[],
): ProjectResult {
  let todosRemoved = 0;
  let nowConverted = 0;
  const files = result.files.map((original) => {
    const file = replaced.get(original.sourcePath);
    if (file === undefined) return original;
    // Its diagnostics changed (why an answer was not used) even where its code did not.
    if (file.code === original.code) return file;
    const before = countTodos(original.code);
    const after = countTodos(file.code);
    todosRemoved += before - after;
    const hasError = file.diagnostics.some((d) => d.severity === 'error');
    if (before > 0 && after === 0 && !hasError) nowConverted += 1;
    return file.code !== undefined && original.testCases !== undefined
      ? { ...file, testCases: testCasesOf(file.code) }
      : file;
  });
  return {
    ...result,
    files,
    report: {
      ...result.report,
      converted: result.report.converted + nowConverted,
      todos: result.report.todos - todosRemoved,
    },
  };
}
