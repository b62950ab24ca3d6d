import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { describeFsError, WorkspaceError } from '@rewright/workspace';
import type { DirectoryListing } from '../shared/bridge';

/**
 * The sub-folders of a folder, for the project picker of `rewright app` (a browser page cannot
 * open the native dialog). Any folder the user can read may be listed — it is their machine and
 * their choice; only folder names are answered, never a file or its contents. `~` is the home
 * folder and a relative path starts there.
 */
export async function listDirectory(folder: string, home: string): Promise<DirectoryListing> {
  const typed = folder.trim() === '' ? '~' : folder.trim();
  const expanded =
    typed === '~' || typed.startsWith('~/') ? path.join(home, typed.slice(1)) : typed;
  const absolute = path.resolve(home, expanded);
  const info = await stat(absolute).catch((error: unknown) => {
    throw new WorkspaceError(
      'unreadable-input',
      `Cannot open ${absolute}: ${describeFsError(error)}`,
    );
  });
  if (!info.isDirectory()) {
    throw new WorkspaceError('unreadable-input', `${absolute} is a file, not a folder`);
  }
  const entries = await readdir(absolute, { withFileTypes: true }).catch((error: unknown) => {
    throw new WorkspaceError(
      'unreadable-input',
      `Cannot list ${absolute}: ${describeFsError(error)}`,
    );
  });
  const folders = entries
    // A link is offered too: opening it lists (or refuses) where it leads.
    .filter(
      (entry) => !entry.name.startsWith('.') && (entry.isDirectory() || entry.isSymbolicLink()),
    )
    .map((entry) => ({ name: entry.name, path: path.join(absolute, entry.name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const parent = path.dirname(absolute);
  return { path: absolute, ...(parent !== absolute ? { parent } : {}), folders };
}
