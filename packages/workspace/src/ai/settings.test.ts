import { describe, expect, it } from 'vitest';
import {
  AiSettingsError,
  describeAiSettings,
  readAiSettings,
  readAiSettingsOrOff,
} from './settings';

describe('readAiSettings', () => {
  it('is off without a provider, and says how to turn it on', () => {
    expect(readAiSettings({})).toEqual({
      enabled: false,
      reason: 'no AI provider configured (REWRIGHT_AI_PROVIDER or --ai-provider)',
    });
    expect(readAiSettings({ REWRIGHT_AI_PROVIDER: 'off', REWRIGHT_AI_API_KEY: 'k' }).enabled).toBe(
      false,
    );
  });

  it('is off without a key for a hosted provider, on for a local OpenAI-compatible server', () => {
    expect(readAiSettings({ REWRIGHT_AI_PROVIDER: 'anthropic' })).toEqual({
      enabled: false,
      reason: 'no key for the anthropic provider (REWRIGHT_AI_API_KEY)',
    });
    const local = readAiSettings({
      REWRIGHT_AI_PROVIDER: 'openai',
      REWRIGHT_AI_BASE_URL: 'http://localhost:11434/v1',
      REWRIGHT_AI_MODEL: 'qwen2.5-coder',
    });
    expect(local.enabled && local.settings).toMatchObject({
      provider: 'openai',
      baseURL: 'http://localhost:11434/v1',
      model: 'qwen2.5-coder',
      timeoutMs: 30_000,
      maxRequests: 50,
      concurrency: 2,
    });
  });

  it('takes flags over the environment', () => {
    const outcome = readAiSettings(
      { REWRIGHT_AI_PROVIDER: 'openai', REWRIGHT_AI_API_KEY: 'sk-secret', REWRIGHT_AI_MODEL: 'a' },
      { provider: 'anthropic', model: 'b', timeoutMs: '500', maxRequests: '3' },
    );
    expect(outcome.enabled && outcome.settings).toMatchObject({
      provider: 'anthropic',
      model: 'b',
      timeoutMs: 500,
      maxRequests: 3,
    });
    // Shown without the key.
    expect(outcome.enabled && describeAiSettings(outcome.settings)).toBe('anthropic (b)');
  });

  it('refuses malformed values by name; the desktop host turns them into off', () => {
    expect(() => readAiSettings({ REWRIGHT_AI_PROVIDER: 'gemini' })).toThrow(AiSettingsError);
    expect(() =>
      readAiSettings({ REWRIGHT_AI_PROVIDER: 'openai', REWRIGHT_AI_TIMEOUT_MS: 'soon' }),
    ).toThrow("the AI timeout (ms) must be a positive whole number, got 'soon'");
    expect(() =>
      readAiSettings({ REWRIGHT_AI_PROVIDER: 'openai', REWRIGHT_AI_BASE_URL: 'localhost:1234' }),
    ).toThrow('must start with http:// or https://');
    expect(readAiSettingsOrOff({ REWRIGHT_AI_PROVIDER: 'gemini' })).toEqual({
      enabled: false,
      reason:
        "the AI settings are not usable: unknown AI provider 'gemini' (supported: openai, anthropic, off)",
    });
  });
});
