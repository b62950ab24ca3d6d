import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** For tests: a scratch folder holding a project, removed by `dispose`. */
export interface TempProject {
  /** The scratch folder; the project itself is `src` inside it, so `<src>-playwright` lands here too. */
  root: string;
  src: string;
  dispose(): Promise<void>;
}

export async function createTempProject(files: Record<string, string>): Promise<TempProject> {
  const root = await mkdtemp(path.join(tmpdir(), 'rewright-'));
  const src = path.join(root, 'e2e');
  await writeFiles(src, files);
  return { root, src, dispose: () => rm(root, { recursive: true, force: true }) };
}

export async function writeFiles(folder: string, files: Record<string, string>): Promise<void> {
  for (const [relative, text] of Object.entries(files)) {
    const target = path.join(folder, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text, 'utf8');
  }
}

/** Every file under `folder`, relative and `/`-separated, sorted; `[]` when the folder does not exist. */
export async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}
