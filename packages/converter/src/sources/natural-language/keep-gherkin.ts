/**
 * `--keep-gherkin` on a converted project (the engine's `keepGherkin` option, applied last by
 * `convertFiles` on the engine's thread): each `.feature` file is written unchanged where it was, one `steps.ts`
 * beside the Playwright config holds the playwright-bdd step definitions (`bdd.ts`), and the config
 * generates the features' tests with `defineBddConfig`. The plain conversion's test cases stay
 * what is counted; a feature whose step definitions hold a TODO is charged for none of them.
 * Natural-language projects only: a config made from another kind's (a Protractor config) is not
 * rewritten, so such a project is refused (`ProjectResult.refused`).
 */
import type { ConvertedFile, ProjectFile, ProjectResult } from '../../api.js';
import { countTodos } from '../../diagnostics/todo.js';
import { formatTypeScript } from '../../emit/format.js';
import { quote } from '../../playwright/code.js';
import { convertFeaturesForBdd } from './bdd.js';

const isFeature = (path: string) => path.toLowerCase().endsWith('.feature');

export function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** `to` as seen from the folder `from` ('' is the root), `/`-separated. */
export function relativeTo(from: string, to: string): string {
  const a = from ? from.split('/') : [];
  const b = to.split('/');
  let same = 0;
  while (same < a.length && same < b.length - 1 && a[same] === b[same]) same++;
  return [...a.slice(same).map(() => '..'), ...b.slice(same)].join('/');
}

export function bddConfig(
  features: string[],
  specs: string[],
  steps: string[] = ['steps.ts'],
  baseURL = 'process.env.BASE_URL',
): string {
  const list = (paths: string[]) => `[${paths.map(quote).join(', ')}]`;
  return `import { defineConfig } from '@playwright/test';
import { defineBddConfig } from 'playwright-bdd';

// The .feature files are kept as written; playwright-bdd generates their tests from the steps
// (install it with \`npm install -D playwright-bdd\`, then run \`npx bddgen && npx playwright test\`).
const featuresTestDir = defineBddConfig({ features: ${list(features)}, steps: ${list(steps)} });

export default defineConfig({
  use: { baseURL: ${baseURL} },
  projects: [
    { name: 'features', testDir: featuresTestDir },${specs.length ? `\n    { name: 'specs', testDir: '.', testMatch: ${list(specs)} },` : ''}
  ],
});
`;
}

/** The project as `--keep-gherkin` writes it; unchanged when it converted no `.feature` file. */
export async function keepGherkin(
  result: ProjectResult,
  inputs: readonly ProjectFile[],
): Promise<ProjectResult> {
  const features = result.files.filter((f) => isFeature(f.sourcePath) && f.code !== undefined);
  if (features.length === 0) return result;
  const foreign = result.files.filter(
    (f) => f.role === 'spec' && f.code !== undefined && f.kind !== 'natural-language',
  );
  if (foreign.length) {
    return {
      ...result,
      refused: `--keep-gherkin keeps the .feature files of a natural-language project; ${foreign[0]!.sourcePath} is ${foreign[0]!.kind ?? 'another kind'}: convert the features on their own`,
    };
  }
  const sources = new Map(inputs.map((f) => [f.path, f.source]));
  const bdd = convertFeaturesForBdd(
    features.map((f) => ({ path: f.sourcePath, source: sources.get(f.sourcePath) ?? '' })),
  );
  const configDir = dirOf(result.playwrightConfig.outputPath);
  const steps = await formatTypeScript(bdd.steps.code);
  const kept = new Set(features);
  /** Features whose step definitions hold a TODO (any note above info is one). */
  const withTodo = new Set(
    bdd.diagnostics
      .filter((d) => d.severity !== 'info' && d.rule !== 'natural-language/ambiguous-target')
      .map((d) => d.path),
  );
  const files: ConvertedFile[] = result.files.map((file) => {
    if (!kept.has(file)) return file;
    const notes = bdd.diagnostics.filter((d) => d.path === file.sourcePath);
    const todo = withTodo.has(file.sourcePath);
    return {
      ...file,
      outputPath: file.sourcePath,
      code: sources.get(file.sourcePath) ?? '',
      ...(file.testCases
        ? { testCases: file.testCases.map((c) => ({ ...c, todo: c.todo || todo })) }
        : {}),
      diagnostics: [...file.diagnostics, ...notes],
    };
  });
  const specs = files
    .filter((f) => f.role === 'spec' && f.code !== undefined && !isFeature(f.sourcePath))
    .map((f) => relativeTo(configDir, f.outputPath));
  const config = await formatTypeScript(
    bddConfig(
      features.map((f) => relativeTo(configDir, f.sourcePath)),
      specs,
    ),
  );
  const plainTodos = features.reduce((n, f) => n + countTodos(f.code!), 0);
  return {
    ...result,
    files,
    supportFiles: [
      ...result.supportFiles,
      { outputPath: configDir ? `${configDir}/steps.ts` : 'steps.ts', code: steps },
    ],
    playwrightConfig: { ...result.playwrightConfig, code: config },
    report: {
      ...result.report,
      todos: result.report.todos - plainTodos + countTodos(steps),
      converted: files.filter(
        (f) =>
          f.code !== undefined &&
          !f.diagnostics.some((d) => d.severity === 'error') &&
          (isFeature(f.outputPath) ? !withTodo.has(f.sourcePath) : countTodos(f.code) === 0),
      ).length,
    },
  };
}
