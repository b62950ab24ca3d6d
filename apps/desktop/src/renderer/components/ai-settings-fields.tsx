import type { AiProviderChoice, AiSettingsView } from '../../shared/bridge';

/** What the form holds for the AI provider; the key typed is sent once and then cleared. */
export interface AiDraft {
  provider: AiProviderChoice;
  baseUrl: string;
  model: string;
  apiKey: string;
}

export const draftOf = (view: AiSettingsView): AiDraft => ({
  provider: view.provider,
  baseUrl: view.baseUrl,
  model: view.model,
  apiKey: '',
});

/**
 * The optional AI provider: which, where, which model, the key. The key is never shown back —
 * the field only says whether one is saved — and what the next conversion will do is said
 * first, plainly: on with what, or deterministic only and why.
 */
export function AiSettingsFields({
  view,
  draft,
  onChange,
  onForgetKey,
}: {
  view: AiSettingsView;
  draft: AiDraft;
  onChange: (next: AiDraft) => void;
  onForgetKey: () => void;
}) {
  const set = (patch: Partial<AiDraft>) => onChange({ ...draft, ...patch });
  return (
    <fieldset className="settings-group">
      <legend>AI provider (optional)</legend>
      <p id="ai-status" className={view.status.on ? 'ai-status ok' : 'ai-status'}>
        {view.status.text}
      </p>
      <label htmlFor="ai-provider">Provider</label>
      <select
        id="ai-provider"
        value={draft.provider}
        aria-describedby="ai-status"
        onChange={(event) => set({ provider: event.target.value as AiProviderChoice })}
      >
        <option value="none">None: deterministic only</option>
        <option value="openai">
          OpenAI-compatible (OpenAI, Azure, Ollama, vLLM, llama.cpp, LM Studio)
        </option>
        <option value="anthropic">Anthropic</option>
      </select>
      {draft.provider !== 'none' && (
        <>
          <label htmlFor="ai-base-url">Base URL</label>
          <input
            id="ai-base-url"
            value={draft.baseUrl}
            placeholder={
              draft.provider === 'openai'
                ? 'The provider’s own, or e.g. http://localhost:11434/v1'
                : 'The provider’s own'
            }
            onChange={(event) => set({ baseUrl: event.target.value })}
          />
          <label htmlFor="ai-model">Model</label>
          <input
            id="ai-model"
            value={draft.model}
            placeholder={draft.provider === 'openai' ? 'gpt-4o-mini' : 'claude-3-5-haiku-latest'}
            onChange={(event) => set({ model: event.target.value })}
          />
          <label htmlFor="ai-key">API key</label>
          <input
            id="ai-key"
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={draft.apiKey}
            placeholder={
              view.hasKey ? 'A key is saved; type a new one to replace it' : 'None saved'
            }
            aria-describedby="ai-key-hint"
            onChange={(event) => set({ apiKey: event.target.value })}
          />
          <p id="ai-key-hint" className="hint">
            {view.hasKey ? 'A key is saved' : 'No key is saved'}, kept in {view.keyStorage}: it is
            never shown again, never written to a project or a log. A local OpenAI-compatible server
            needs none.
          </p>
          {view.hasKey && (
            <button type="button" onClick={onForgetKey}>
              Forget the key
            </button>
          )}
        </>
      )}
    </fieldset>
  );
}
