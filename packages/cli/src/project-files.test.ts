import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { readProjectFiles, UnreadableInputError } from './project-files';
import { createTempProject, type TempProject } from './temp-project';

const JS_TS = ['.js', '.ts'];
let project: TempProject;
beforeEach(async () => {
  project = await createTempProject({
    'z.spec.js': 'z',
    'a/b/page.ts': 'page',
    'a/types.d.ts': 'declare const x: number;',
    'UPPER.JS': 'upper',
    'node_modules/lib/index.js': 'lib',
    'dist/compiled.js': 'build output',
    'test-results/trace.js': 'artefact',
    '.git/hooks/pre-commit.js': 'hook',
    '.eslintrc.js': 'dot file',
    'out/old.ts': 'old output',
    'notes.md': 'not source',
  });
});
afterEach(() => project.dispose());

describe('readProjectFiles', () => {
  it('reads source files with /-separated relative paths in a stable order', async () => {
    const files = await readProjectFiles(project.src, { extensions: JS_TS });
    expect(files).toEqual([
      { path: 'UPPER.JS', source: 'upper' },
      { path: 'a/b/page.ts', source: 'page' },
      { path: 'out/old.ts', source: 'old output' },
      { path: 'z.spec.js', source: 'z' },
    ]);
  });

  it('skips the folders it is told to, by absolute path', async () => {
    const files = await readProjectFiles(project.src, {
      extensions: JS_TS,
      skipFolders: [path.join(project.src, 'out')],
    });
    expect(files.map((file) => file.path)).not.toContain('out/old.ts');
  });

  it('skips a dangling link', async () => {
    await symlink(path.join(project.src, 'gone.js'), path.join(project.src, 'dangling.js'));
    const files = await readProjectFiles(project.src, { extensions: JS_TS });
    expect(files.map((file) => file.path)).not.toContain('dangling.js');
  });

  it('does not follow a link back up the tree', async () => {
    await symlink(project.src, path.join(project.src, 'a/loop'));
    const files = await readProjectFiles(project.src, { extensions: JS_TS });
    expect(files).toHaveLength(4);
  });

  it('reports a file it cannot read as unreadable input', async () => {
    // A link named like a source file that points at a folder: unreadable even for root.
    await symlink(path.join(project.src, 'a'), path.join(project.src, 'folder.js'));
    await expect(readProjectFiles(project.src, { extensions: JS_TS })).rejects.toThrow(
      UnreadableInputError,
    );
  });
});
