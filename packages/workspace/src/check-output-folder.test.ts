import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { convertAndCharge } from './charging-convert';
import { readProjectFiles } from './project-files';
import { sourceExtensions, type ConvertEngine } from './scan';
import { createTempProject, listFiles, type TempProject } from './temp-project';
import { checkOutputFolder, UnsafeOutputError } from './write-output';

// Converted files go to an output folder, never into the source tree (issue 12): the core refuses
// an output folder that is the project, lies inside it or holds it, by real paths.
let project: TempProject;
beforeEach(async () => {
  project = await createTempProject({ 'login.spec.js': "it('logs in', () => {});\n" });
});
afterEach(() => project.dispose());

describe('checkOutputFolder', () => {
  it('takes a folder beside the project', async () => {
    await expect(
      checkOutputFolder(path.join(project.root, 'e2e-playwright'), project.src),
    ).resolves.toBeUndefined();
  });

  it('refuses the project itself, a folder inside it and one holding it', async () => {
    await expect(checkOutputFolder(project.src, project.src)).rejects.toThrow(
      new UnsafeOutputError(
        `The output folder ${project.src} is the project folder: converted files are never written into the sources; choose a folder beside it`,
      ),
    );
    const inside = path.join(project.src, 'converted', 'deep');
    await expect(checkOutputFolder(inside, project.src)).rejects.toThrow(
      `The output folder ${inside} is inside the project folder ${project.src}, so the next scan would read the output as sources; choose a folder outside it`,
    );
    await expect(checkOutputFolder(project.root, project.src)).rejects.toThrow(
      `The output folder ${project.root} contains the project folder ${project.src}, so converted files could land among the originals; choose a folder beside it`,
    );
  });

  it('compares real paths: links to the project, into it, or to the project given as the source', async () => {
    const link = path.join(project.root, 'pw');
    await symlink(project.src, link);
    await expect(checkOutputFolder(link, project.src)).rejects.toThrow(
      `The output folder ${link} (${link} leads to ${project.src}) is the project folder`,
    );
    await expect(checkOutputFolder(path.join(link, 'out'), project.src)).rejects.toThrow(
      /is inside the project folder/,
    );
    const holder = path.join(project.root, 'up');
    await symlink(project.root, holder);
    await expect(checkOutputFolder(holder, link)).rejects.toThrow(/contains the project folder/);
  });
});

describe('convertAndCharge never writes into the source tree', () => {
  it('refuses before converting or asking for the sign-in; nothing written', async () => {
    const engine: ConvertEngine = { convertFiles: vi.fn() };
    const credentials = vi.fn();
    await mkdir(path.join(project.src, 'pw'));
    const read = await readProjectFiles(project.src, { extensions: sourceExtensions() });
    expect(read.root).toBe(project.src);
    for (const out of [project.src, path.join(project.src, 'pw'), project.root]) {
      await expect(
        convertAndCharge({ project: read, out, engine, credentials }),
      ).rejects.toBeInstanceOf(UnsafeOutputError);
    }
    expect(engine.convertFiles).not.toHaveBeenCalled();
    expect(credentials).not.toHaveBeenCalled();
    expect(await listFiles(project.root)).toEqual(['e2e/login.spec.js']);
  });
});
