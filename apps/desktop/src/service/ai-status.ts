import { describeAiSettings } from '@rewright/workspace';
import type { AiSettingsView } from '../shared/bridge';
import type { ResolvedAiSettings } from './ai-settings-store';

const SENT =
  'is asked about what the rules leave as TODO; only those snippets and their smallest context are sent, and the report lists them.';

/** What the next conversion does with the AI provider, in a sentence for the settings panel. */
export function describeAiStatus({
  outcome,
  source,
}: ResolvedAiSettings): AiSettingsView['status'] {
  if (outcome.enabled) {
    const provider = describeAiSettings(outcome.settings);
    return {
      on: true,
      source,
      text:
        source === 'settings'
          ? `On: ${provider} ${SENT}`
          : `On, from the environment (REWRIGHT_AI_*): ${provider} ${SENT} Choose a provider here to use these settings instead.`,
    };
  }
  const why =
    source === 'environment' && outcome.reason.startsWith('no AI provider configured')
      ? 'no provider is chosen here and REWRIGHT_AI_PROVIDER is not set'
      : outcome.reason;
  return {
    on: false,
    source,
    text: `Deterministic only (${why}): what the rules cannot convert stays a TODO with a diagnostic, and no code is sent anywhere.`,
  };
}
