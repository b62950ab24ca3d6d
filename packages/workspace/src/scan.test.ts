/**
 * A scan is the conversion the charging convert will run: the engine gets the same files (the
 * suite's data files too), and the scan lists the sources.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectFile, ProjectResult } from '@rewright/converter';
import { scanProject, type ScanEngine } from './scan';
import { createTempProject, type TempProject } from './temp-project';

let project: TempProject | undefined;
afterEach(() => project?.dispose());

/** An engine that records what it was given and counts one test per `def test_`. */
function recordingEngine(): ScanEngine & { given: string[] } {
  const given: string[] = [];
  return {
    given,
    convertFiles: async (files: ProjectFile[]): Promise<ProjectResult> => {
      given.push(...files.map((file) => file.path));
      const sources = files.filter((file) => file.path.endsWith('.py'));
      return {
        files: sources.map((file) => ({
          sourcePath: file.path,
          outputPath: file.path.replace(/\.py$/, '.spec.ts'),
          role: 'spec',
          kind: 'selenium-python',
          code: '',
          diagnostics: [],
          testCount: file.source.split('def test_').length - 1,
        })),
        playwrightConfig: { outputPath: 'playwright.config.ts', code: '', diagnostics: [] },
        supportFiles: [],
        report: { files: sources.length, testCases: 0, converted: 0, todos: 0, errors: 0 },
      };
    },
  };
}

describe('scanProject', () => {
  it("gives the engine the suite's data files with its sources, and lists the sources", async () => {
    project = await createTempProject({
      'test_login.py': 'def test_login(driver):\n    pass\n\ndef test_logout(driver):\n    pass\n',
      'data/users.csv': 'name\nann\n',
    });
    const engine = recordingEngine();
    const scan = await scanProject(project.src, { engine, from: 'selenium-python' });
    expect(engine.given.sort()).toEqual(['data/users.csv', 'test_login.py']);
    expect(scan.files.map((file) => file.path)).toEqual(['test_login.py']);
    expect(scan.testCases).toBe(2);
  });

  it('finds nothing to convert in a folder of data files alone', async () => {
    project = await createTempProject({ 'data/users.csv': 'name\nann\n' });
    const engine = recordingEngine();
    await expect(scanProject(project.src, { engine, from: 'selenium-python' })).rejects.toThrow(
      /found no \.py \.ini files in/,
    );
    expect(engine.given).toEqual([]);
  });
});
