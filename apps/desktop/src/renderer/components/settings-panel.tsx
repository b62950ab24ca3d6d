import { useEffect, useState, type FormEvent } from 'react';
import type { AiSettingsView, AppSettings, DesktopApi } from '../../shared/bridge';
import { messageOf } from '../bridge-client';
import { AiSettingsFields, draftOf, type AiDraft } from './ai-settings-fields';

/** The server address, the output folder and the optional AI provider, checked and saved by the app. */
export function SettingsPanel({ api, onSaved }: { api: DesktopApi; onSaved: () => void }) {
  const [settings, setSettings] = useState<AppSettings>();
  const [ai, setAi] = useState<{ view: AiSettingsView; draft: AiDraft }>();
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();

  useEffect(() => {
    void Promise.all([api.settings(), api.aiSettings()]).then(
      ([saved, aiView]) => {
        setSettings(saved);
        setAi({ view: aiView, draft: draftOf(aiView) });
      },
      (error: unknown) => setStatus({ ok: false, text: messageOf(error) }),
    );
  }, [api]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!settings || !ai) return;
    try {
      setSettings(await api.saveSettings(settings));
      const { apiKey, ...rest } = ai.draft;
      const view = await api.saveAiSettings(apiKey.trim() ? { ...rest, apiKey } : rest);
      // The key typed goes no further than this call: the field is emptied.
      setAi({ view, draft: draftOf(view) });
      setStatus({ ok: true, text: 'Settings saved.' });
      onSaved();
    } catch (error) {
      setStatus({ ok: false, text: messageOf(error) });
    }
  }

  async function forgetKey() {
    if (!ai) return;
    try {
      const { apiKey: _typed, ...rest } = ai.draft;
      const view = await api.saveAiSettings({ ...rest, forgetKey: true });
      setAi({ view, draft: draftOf(view) });
      setStatus({ ok: true, text: 'The key was forgotten.' });
    } catch (error) {
      setStatus({ ok: false, text: messageOf(error) });
    }
  }

  if (!settings || !ai) return status ? <p role="alert">{status.text}</p> : null;
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
      <AiSettingsFields
        view={ai.view}
        draft={ai.draft}
        onChange={(draft) => setAi({ ...ai, draft })}
        onForgetKey={() => void forgetKey()}
      />
      <button type="submit">Save</button>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? undefined : 'error'}>
          {status.text}
        </p>
      )}
    </form>
  );
}
