import { describe, expect, it } from 'vitest';
import {
  AiSettingsError,
  describeAiSettings,
  readAiSettings,
  readAiSettingsOrOff,
  readAppAiSettings,
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

describe('readAppAiSettings (the desktop app)', () => {
  const env = {
    REWRIGHT_AI_PROVIDER: 'openai',
    REWRIGHT_AI_API_KEY: 'sk-env',
    REWRIGHT_AI_TIMEOUT_MS: '900',
  };

  it('takes the saved provider whole when the settings name one, the limits from the environment', () => {
    const { outcome, source } = readAppAiSettings(
      { provider: 'anthropic', baseURL: '', model: '', apiKey: 'sk-saved' },
      env,
    );
    expect(source).toBe('settings');
    expect(outcome.enabled && outcome.settings).toMatchObject({
      provider: 'anthropic',
      apiKey: 'sk-saved',
      model: 'claude-3-5-haiku-latest',
      timeoutMs: 900,
    });
    expect(outcome.enabled && 'baseURL' in outcome.settings).toBe(false);
  });

  it('says plainly that a provider chosen without a key is deterministic only, ignoring the environment’s key', () => {
    expect(
      readAppAiSettings({ provider: 'anthropic', baseURL: '', model: 'claude-x' }, env),
    ).toEqual({
      source: 'settings',
      outcome: { enabled: false, reason: 'no API key is saved for the anthropic provider' },
    });
    // A local OpenAI-compatible server needs none.
    const local = readAppAiSettings(
      { provider: 'openai', baseURL: 'http://127.0.0.1:11434/v1', model: 'qwen' },
      {},
    );
    expect(local.outcome.enabled && local.outcome.settings.apiKey).toBe('local');
  });

  it('falls back to the environment when the settings name none, and never throws', () => {
    const fromEnv = readAppAiSettings({ provider: 'none', baseURL: '', model: '' }, env);
    expect(fromEnv.source).toBe('environment');
    expect(fromEnv.outcome.enabled && fromEnv.outcome.settings.apiKey).toBe('sk-env');
    expect(readAppAiSettings(undefined, {}).outcome).toEqual({
      enabled: false,
      reason: 'no AI provider configured (REWRIGHT_AI_PROVIDER or --ai-provider)',
    });
    expect(
      readAppAiSettings({ provider: 'openai', baseURL: 'localhost:1', model: '' }, {}).outcome,
    ).toEqual({
      enabled: false,
      reason:
        'the AI settings are not usable: the AI base URL must start with http:// or https:// (localhost:1)',
    });
  });
});
