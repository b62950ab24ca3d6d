import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NOT_A_REGULAR_FILE_RULE, readProjectFiles, UnreadableInputError } from './project-files';
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
    const { files, unread } = await readProjectFiles(project.src, { extensions: JS_TS });
    expect(unread).toEqual([]);
    expect(files).toEqual([
      { path: 'UPPER.JS', source: 'upper' },
      { path: 'a/b/page.ts', source: 'page' },
      { path: 'out/old.ts', source: 'old output' },
      { path: 'z.spec.js', source: 'z' },
    ]);
  });

  it('skips the folders it is told to, by absolute path', async () => {
    const { files } = await readProjectFiles(project.src, {
      extensions: JS_TS,
      skipFolders: [path.join(project.src, 'out')],
    });
    expect(files.map((file) => file.path)).not.toContain('out/old.ts');
  });

  it('skips a dangling link', async () => {
    await symlink(path.join(project.src, 'gone.js'), path.join(project.src, 'dangling.js'));
    const { files } = await readProjectFiles(project.src, { extensions: JS_TS });
    expect(files.map((file) => file.path)).not.toContain('dangling.js');
  });

  it('does not follow a link back up the tree', async () => {
    await symlink(project.src, path.join(project.src, 'a/loop'));
    const { files } = await readProjectFiles(project.src, { extensions: JS_TS });
    expect(files).toHaveLength(4);
  });

  it('reports a file it cannot read as unreadable input', async () => {
    // A regular file whose read fails even for root: this process's memory at address 0.
    await symlink('/proc/self/mem', path.join(project.src, 'memory.js'));
    await expect(readProjectFiles(project.src, { extensions: JS_TS })).rejects.toThrow(
      UnreadableInputError,
    );
  });
});

describe('readProjectFiles on special files, links and encodings', () => {
  it('reads a FIFO named like a source file not at all: one error naming it and why', async () => {
    execFileSync('mkfifo', [path.join(project.src, 'pipe.spec.js')]);
    const { files, unread } = await readProjectFiles(project.src, { extensions: JS_TS });
    expect(files.map((file) => file.path)).not.toContain('pipe.spec.js');
    expect(unread).toEqual([
      {
        path: 'pipe.spec.js',
        line: 1,
        column: 1,
        rule: NOT_A_REGULAR_FILE_RULE,
        severity: 'error',
        message: expect.stringMatching(/^Not read: a FIFO \(named pipe\), not a regular file/),
      },
    ]);
  });

  it('follows a link to a folder outside the tree, and no folder is read twice', async () => {
    const shared = path.join(project.root, 'shared');
    await mkdir(shared);
    await writeFile(path.join(shared, 'helper.js'), 'helper');
    await symlink(shared, path.join(project.src, 'shared'));
    await symlink(shared, path.join(project.src, 'shared-again'));
    await symlink(path.join(project.src, 'a'), path.join(project.src, 'a-again'));
    const { files, realPaths } = await readProjectFiles(project.src, { extensions: JS_TS });
    expect(files.map((file) => file.path)).toEqual([
      'UPPER.JS',
      'a/b/page.ts',
      'out/old.ts',
      'shared/helper.js',
      'z.spec.js',
    ]);
    expect(realPaths).toContain(path.join(shared, 'helper.js'));
  });

  it('reports a link loop named like a source file instead of failing', async () => {
    await symlink(path.join(project.src, 'b.js'), path.join(project.src, 'a.js'));
    await symlink(path.join(project.src, 'a.js'), path.join(project.src, 'b.js'));
    const { unread } = await readProjectFiles(project.src, { extensions: JS_TS });
    expect(unread.map((d) => [d.path, d.rule])).toEqual([
      ['a.js', NOT_A_REGULAR_FILE_RULE],
      ['b.js', NOT_A_REGULAR_FILE_RULE],
    ]);
  });

  it('does not read a file that is not valid UTF-8, and decodes a UTF-8 or UTF-16 byte order mark', async () => {
    await writeFile(
      path.join(project.src, 'latin1.js'),
      Buffer.from([0x61, 0x0a, 0x63, 0xe9, 0x0a]),
    );
    await writeFile(path.join(project.src, 'bom8.js'), Buffer.from('\ufeffok8', 'utf8'));
    await writeFile(path.join(project.src, 'bom16.js'), Buffer.from('\ufeffok16', 'utf16le'));
    const { files, unread, realPaths } = await readProjectFiles(project.src, {
      extensions: JS_TS,
    });
    expect(files).toContainEqual({ path: 'bom8.js', source: 'ok8' });
    expect(files).toContainEqual({ path: 'bom16.js', source: 'ok16' });
    expect(files.map((file) => file.path)).not.toContain('latin1.js');
    expect(unread).toEqual([
      expect.objectContaining({ path: 'latin1.js', line: 2, column: 2, severity: 'error' }),
    ]);
    expect(unread[0]!.message).toContain('byte 0xE9 at byte offset 3');
    // Not read, yet still an input file that nothing may overwrite.
    expect(realPaths).toContain(path.join(project.src, 'latin1.js'));
  });
});
