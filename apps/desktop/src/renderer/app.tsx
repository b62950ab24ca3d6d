import { useCallback, useEffect, useState } from 'react';
import type {
  ConvertJobView,
  CreditsState,
  DesktopApi,
  ProjectScanView,
  SessionState,
} from '../shared/bridge';
import { messageOf } from './bridge-client';
import { AboutPanel } from './components/about-panel';
import { AppHeader } from './components/app-header';
import { ConvertPanel } from './components/convert-panel';
import { FileTree } from './components/file-tree';
import { ProjectPicker } from './components/project-picker';
import { SettingsPanel } from './components/settings-panel';
import { SideBySideViewer } from './components/side-by-side-viewer';
import { VerifyPanel } from './components/verify-panel';

type View = 'project' | 'settings' | 'about';

/** The converter workspace: header, then the project (picker, files, viewer), settings or About. */
export function App({ api }: { api: DesktopApi }) {
  const [view, setView] = useState<View>('project');
  const [session, setSession] = useState<SessionState>();
  const [credits, setCredits] = useState<CreditsState | { error: string }>();
  const [scan, setScan] = useState<ProjectScanView>();
  const [scanning, setScanning] = useState(false);
  const [scanError, setScanError] = useState<string>();
  const [selected, setSelected] = useState<{ path: string; source: string }>();
  const [viewError, setViewError] = useState<string>();
  const [job, setJob] = useState<ConvertJobView>();

  const refreshAccount = useCallback(
    () =>
      api.session().then(async (next) => {
        setSession(next);
        // Signed in but the server cannot tell the credits: the header says why.
        setCredits(
          next.signedIn
            ? await api.credits().catch((error: unknown) => ({ error: messageOf(error) }))
            : undefined,
        );
      }),
    [api],
  );

  useEffect(() => {
    refreshAccount().catch(() => undefined);
  }, [refreshAccount]);

  async function openProject(root: string) {
    setScanning(true);
    setScanError(undefined);
    setSelected(undefined);
    setJob(undefined);
    try {
      setScan(await api.scan(root));
    } catch (error) {
      setScan(undefined);
      setScanError(messageOf(error));
    } finally {
      setScanning(false);
    }
  }

  function onJob(next: ConvertJobView) {
    // The header's credits change once a conversion is paid for.
    if (next.state === 'done' && job?.state !== 'done') void refreshAccount();
    setJob(next);
  }

  const converted =
    job?.state === 'done'
      ? job.files?.find((file) => file.sourcePath === selected?.path)
      : undefined;
  const creditsRemaining = credits && 'remaining' in credits ? credits.remaining : undefined;

  async function showFile(path: string) {
    if (!scan) return;
    setViewError(undefined);
    try {
      setSelected({ path, source: await api.readFile(scan.root, path) });
    } catch (error) {
      setViewError(messageOf(error));
    }
  }

  return (
    <div className="app">
      <AppHeader
        api={api}
        session={session}
        credits={credits}
        onSessionChange={() => void refreshAccount()}
      />
      <nav className="tabs" aria-label="Sections">
        {(['project', 'settings', 'about'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={view === name ? 'tab tab-active' : 'tab'}
            aria-current={view === name ? 'page' : undefined}
            onClick={() => setView(name)}
          >
            {name === 'project' ? 'Project' : name === 'settings' ? 'Settings' : 'About'}
          </button>
        ))}
      </nav>
      <main className="content">
        {view === 'project' && (
          <>
            <h1 className="visually-hidden">Project</h1>
            <ProjectPicker api={api} busy={scanning} onOpen={(root) => void openProject(root)} />
            {scanning && <p role="status">Scanning the project…</p>}
            {scanError && (
              <p role="alert" className="error">
                {scanError}
              </p>
            )}
            {scan && !scanning && (
              <ConvertPanel
                api={api}
                root={scan.root}
                signedIn={session?.signedIn ?? false}
                creditsRemaining={creditsRemaining}
                onJob={onJob}
              />
            )}
            {scan && !scanning && job?.state === 'done' && (
              <VerifyPanel api={api} root={scan.root} out={job.out} />
            )}
            {scan && !scanning && (
              <div className="project">
                <FileTree
                  scan={scan}
                  converted={job?.state === 'done' ? job.files : undefined}
                  selected={selected?.path}
                  onSelect={(p) => void showFile(p)}
                />
                <section className="viewer-pane" aria-label="File">
                  {viewError && (
                    <p role="alert" className="error">
                      {viewError}
                    </p>
                  )}
                  {selected && <SideBySideViewer original={selected} converted={converted} />}
                </section>
              </div>
            )}
          </>
        )}
        {view === 'settings' && <SettingsPanel api={api} onSaved={() => void refreshAccount()} />}
        {view === 'about' && <AboutPanel api={api} />}
      </main>
    </div>
  );
}
