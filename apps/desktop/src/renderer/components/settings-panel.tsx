import { useEffect, useState, type FormEvent } from 'react';
import type { AppSettings, DesktopApi } from '../../shared/bridge';
import { messageOf } from '../bridge-client';

/** The server address and the output folder, checked and saved by the app. */
export function SettingsPanel({ api, onSaved }: { api: DesktopApi; onSaved: () => void }) {
  const [settings, setSettings] = useState<AppSettings>();
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();

  useEffect(() => {
    void api
      .settings()
      .then(setSettings, (error: unknown) => setStatus({ ok: false, text: messageOf(error) }));
  }, [api]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!settings) return;
    try {
      setSettings(await api.saveSettings(settings));
      setStatus({ ok: true, text: 'Settings saved.' });
      onSaved();
    } catch (error) {
      setStatus({ ok: false, text: messageOf(error) });
    }
  }

  if (!settings) return status ? <p role="alert">{status.text}</p> : null;
  return (
    <form className="settings" onSubmit={(event) => void save(event)}>
      <h1>Settings</h1>
      <label htmlFor="settings-server">Server address</label>
      <input
        id="settings-server"
        value={settings.server}
        onChange={(event) => setSettings({ ...settings, server: event.target.value })}
      />
      <label htmlFor="settings-output">Output folder</label>
      <input
        id="settings-output"
        value={settings.outputFolder}
        placeholder="Beside the project: <project>-playwright"
        aria-describedby="settings-output-hint"
        onChange={(event) => setSettings({ ...settings, outputFolder: event.target.value })}
      />
      <p id="settings-output-hint" className="hint">
        A full path. Each project converts into{' '}
        <code>&lt;output folder&gt;/&lt;project&gt;-playwright</code>; a folder inside the project
        is refused: converted files never go into the sources.
      </p>
      <button type="submit">Save</button>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? undefined : 'error'}>
          {status.text}
        </p>
      )}
    </form>
  );
}
