import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { isInside, resolveFolders } from './output-folder';
import { createTempProject, type TempProject } from './temp-project';

let project: TempProject;
beforeEach(async () => {
  project = await createTempProject({ 'a.js': '' });
});
afterEach(() => project.dispose());

const resolve = (src: string, out?: string) => resolveFolders({ cwd: project.root, src, out });

describe('resolveFolders', () => {
  it('puts the output beside the source by default, also for a path with a trailing slash', async () => {
    const expected = { src: project.src, out: path.join(project.root, 'e2e-playwright') };
    expect(await resolve('e2e')).toEqual(expected);
    expect(await resolve('e2e/')).toEqual(expected);
  });

  it('resolves --out against the working folder', async () => {
    expect((await resolve('e2e', '../elsewhere')).out).toBe(
      path.resolve(project.root, '../elsewhere'),
    );
  });

  it('never writes into the source folder', async () => {
    await expect(resolve('e2e', 'e2e')).rejects.toThrow(
      '--out is the source folder: converted files are never written into the sources; choose a folder beside it',
    );
    await expect(resolve('e2e', 'e2e/')).rejects.toThrow(/--out is the source folder/);
  });

  it('compares real paths: a default output folder that is a link to the source is refused', async () => {
    await symlink(project.src, path.join(project.root, 'e2e-playwright'));
    await expect(resolve('e2e')).rejects.toThrow(
      /the output folder e2e-playwright is the source folder: converted files are never written into the sources; choose a folder beside it \(e2e-playwright leads to /,
    );
  });

  it('resolves a link to the source given as <src> to where it really is', async () => {
    await symlink(project.src, path.join(project.root, 'suite'));
    expect(await resolve('suite', 'pw')).toEqual({
      src: project.src,
      out: path.join(project.root, 'pw'),
    });
    await expect(resolve('suite', 'e2e/pw')).rejects.toThrow(/inside the source folder/);
  });

  it('refuses an output inside the source', async () => {
    await expect(resolve('e2e', 'e2e/converted')).rejects.toThrow(/inside the source folder/);
  });
});

describe('isInside', () => {
  it('tells a descendant from the folder itself, siblings and look-alike names', () => {
    expect(isInside('/a/b/c', '/a/b')).toBe(true);
    expect(isInside('/a/b', '/a/b')).toBe(false);
    expect(isInside('/a/bc', '/a/b')).toBe(false);
    expect(isInside('/a', '/a/b')).toBe(false);
    expect(isInside('/a/b/..c', '/a/b')).toBe(true);
  });
});
