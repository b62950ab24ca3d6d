import { useEffect, useState, type FormEvent } from 'react';
import type { DesktopApi, DirectoryListing } from '../../shared/bridge';
import { messageOf } from '../bridge-client';

/**
 * Picks the legacy test project. In Electron the native dialog ("Choose folder…"); everywhere a
 * path field with the folders below it, listed by the app (a browser page cannot open a dialog).
 */
export function ProjectPicker({
  api,
  busy,
  onOpen,
}: {
  api: DesktopApi;
  busy: boolean;
  onOpen: (root: string) => void;
}) {
  const [folder, setFolder] = useState('');
  const [listing, setListing] = useState<DirectoryListing>();
  const [error, setError] = useState<string>();

  async function browse(target: string) {
    setError(undefined);
    try {
      const next = await api.listDirectory(target);
      setListing(next);
      setFolder(next.path);
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  useEffect(() => {
    // The home folder to start from.
    api.listDirectory('~').then(
      (home) => {
        setListing(home);
        setFolder(home.path);
      },
      (failure: unknown) => setError(messageOf(failure)),
    );
  }, [api]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!folder.trim()) return;
    // The folder list has served its purpose; "List" shows it again.
    setListing(undefined);
    onOpen(folder.trim());
  }

  async function choose() {
    const picked = await api.pickFolder();
    if (picked) {
      setFolder(picked);
      onOpen(picked);
    }
  }

  return (
    <section className="picker" aria-label="Project">
      <form onSubmit={submit} className="picker-form">
        <label htmlFor="project-folder">Project folder</label>
        <input
          id="project-folder"
          value={folder}
          onChange={(event) => setFolder(event.target.value)}
          spellCheck={false}
          autoComplete="off"
        />
        <button type="button" onClick={() => void browse(folder)}>
          List
        </button>
        <button type="submit" disabled={busy || !folder.trim()}>
          Open project
        </button>
        {window.rewright && (
          <button type="button" onClick={() => void choose()}>
            Choose folder…
          </button>
        )}
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {listing && (
        <ul className="folders" aria-label={`Folders in ${listing.path}`}>
          {listing.parent && (
            <li>
              <button type="button" className="link" onClick={() => void browse(listing.parent!)}>
                ..
              </button>
            </li>
          )}
          {listing.folders.map((entry) => (
            <li key={entry.path}>
              <button type="button" className="link" onClick={() => void browse(entry.path)}>
                {entry.name}/
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
