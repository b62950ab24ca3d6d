import type { ConvertedFile, Diagnostic, ProjectResult } from '@rewright/converter';

// Shared Node-free logic: moves to `packages/workspace` with write-output.ts.

export const OUTPUT_CONFLICT_RULE = 'cli/output-conflict';

const TODO_MARKER = 'TODO(rewright)';

/**
 * Two inputs whose converted files land on the same path (`login.spec.js` and `login.spec.ts` both
 * become `login.spec.ts`), or an input that lands on a file rewright generates (a hand-written
 * `playwright.config.js`, a `rewright-angular.js`): writing both would silently replace one with
 * the other. Each input concerned gets an error diagnostic naming the others and is not written;
 * the rest of the run goes on. Paths are compared without case, as macOS and Windows do.
 *
 * Protractor configs are left out: several of them legitimately become the one generated config.
 */
export function withoutOutputConflicts(result: ProjectResult): ProjectResult {
  const key = (outputPath: string) => outputPath.toLowerCase();
  const generated = new Map<string, string>(
    [...result.supportFiles, result.playwrightConfig].map((file) => [
      key(file.outputPath),
      file.outputPath,
    ]),
  );
  const byOutput = new Map<string, ConvertedFile[]>();
  for (const file of result.files) {
    if (file.role === 'config') continue;
    const group = byOutput.get(key(file.outputPath)) ?? [];
    group.push(file);
    byOutput.set(key(file.outputPath), group);
  }

  const conflicts = new Map<ConvertedFile, Diagnostic>();
  for (const [outputKey, group] of byOutput) {
    const generatedPath = generated.get(outputKey);
    if (group.length < 2 && generatedPath === undefined) continue;
    for (const file of group) {
      const others = group.filter((other) => other !== file).map((other) => other.sourcePath);
      const message =
        generatedPath !== undefined
          ? `converts to ${file.outputPath}, the path of the ${generatedPath} rewright generates; not written (rename ${file.sourcePath})`
          : `converts to ${file.outputPath}, like ${others.join(', ')}; none of them was written, so that neither replaces the other (rename all but one)`;
      conflicts.set(file, {
        path: file.sourcePath,
        line: 1,
        column: 1,
        rule: OUTPUT_CONFLICT_RULE,
        severity: 'error',
        message,
      });
    }
  }
  if (conflicts.size === 0) return result;

  const files = result.files.map((file): ConvertedFile => {
    const conflict = conflicts.get(file);
    if (conflict === undefined) return file;
    const { code: _dropped, ...rest } = file;
    return { ...rest, diagnostics: [...file.diagnostics, conflict] };
  });
  const dropped = [...conflicts.keys()].filter((file) => file.code !== undefined);
  const wasConverted = (file: ConvertedFile) =>
    !file.code!.includes(TODO_MARKER) && !file.diagnostics.some((d) => d.severity === 'error');
  return {
    ...result,
    files,
    report: {
      ...result.report,
      converted: result.report.converted - dropped.filter(wasConverted).length,
      todos:
        result.report.todos -
        dropped.reduce((sum, file) => sum + file.code!.split(TODO_MARKER).length - 1, 0),
      errors: result.report.errors + dropped.length,
    },
  };
}
