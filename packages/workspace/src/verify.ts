import { stat } from 'node:fs/promises';
import path from 'node:path';
import { WorkspaceError } from './errors';
import { describeFsError } from './fs-errors';
import { runPlaywright, type ListedTest, type PlaywrightOutcome } from './playwright-run';
import { readProjectFiles } from './project-files';
import { typeCheckFolder, type TypeError } from './type-check';

export interface FileVerification {
  path: string;
  typeErrors: TypeError[];
  /** Tests `playwright test --list` found in it. */
  tests: number;
  /** Why Playwright could not load it. */
  loadErrors: string[];
}

export interface VerifyReport {
  out: string;
  files: FileVerification[];
  tests: ListedTest[];
  /** Load errors Playwright could not tie to a file of the folder. */
  otherErrors: string[];
  /** Present when the tests were run against a base URL. */
  run?: { baseUrl: string; passed: number; failed: number; skipped: number };
  /** Everything type-checks, loads and (when run) passes. */
  ok: boolean;
}

export type VerifyPhase = 'type-check' | 'list' | 'run';

/**
 * Verifies a converted suite without changing it: every `.ts` file type-checks against
 * `@playwright/test` (`tsc --noEmit`), Playwright loads and lists its tests, and — with a base
 * URL — runs them there, reporting each test's result.
 */
export async function verifyOutput(
  out: string,
  options: {
    baseUrl?: string;
    env?: NodeJS.ProcessEnv;
    onPhase?: (phase: VerifyPhase) => void;
  } = {},
): Promise<VerifyReport> {
  const folder = path.resolve(out);
  const info = await stat(folder).catch((error: unknown) => {
    throw new WorkspaceError('unreadable-input', `cannot read ${out}: ${describeFsError(error)}`);
  });
  if (!info.isDirectory()) throw new WorkspaceError('unreadable-input', `${out} is not a folder`);
  const read = await readProjectFiles(folder, { extensions: ['.ts', '.tsx'] });
  const files = read.files.map((file) => file.path);
  if (files.length === 0)
    throw new WorkspaceError('unreadable-input', `found no .ts files in ${out}`);

  options.onPhase?.('type-check');
  const typeErrors = await typeCheckFolder(folder, files);
  options.onPhase?.('list');
  const env = options.env ?? process.env;
  let outcome: PlaywrightOutcome = await runPlaywright(folder, { list: true, env });
  if (options.baseUrl !== undefined && outcome.loadErrors.length === 0) {
    options.onPhase?.('run');
    outcome = await runPlaywright(folder, { list: false, baseUrl: options.baseUrl, env });
  }

  const verified = files.map((file): FileVerification => ({
    path: file,
    typeErrors: typeErrors.get(file) ?? [],
    tests: outcome.tests.filter((test) => test.file === file).length,
    loadErrors: outcome.loadErrors
      .filter((error) => error.file === file)
      .map((error) => `${error.line}:${error.column} ${error.message}`),
  }));
  const otherErrors = [
    ...outcome.loadErrors
      .filter((error) => !files.includes(error.file))
      .map((error) => error.message),
    ...(typeErrors.get('(project)') ?? []).map((error) => `${error.code} ${error.message}`),
  ];
  const count = (...statuses: string[]) =>
    outcome.tests.filter((test) => test.status !== undefined && statuses.includes(test.status))
      .length;
  const run =
    options.baseUrl !== undefined && outcome.loadErrors.length === 0
      ? {
          baseUrl: options.baseUrl,
          passed: count('passed'),
          failed: count('failed', 'timedOut', 'interrupted'),
          skipped: count('skipped'),
        }
      : undefined;
  const ok =
    verified.every((file) => file.typeErrors.length === 0 && file.loadErrors.length === 0) &&
    otherErrors.length === 0 &&
    (run === undefined || run.failed === 0);
  return {
    out: folder,
    files: verified,
    tests: outcome.tests,
    otherErrors,
    ...(run ? { run } : {}),
    ok,
  };
}
