import type * as AnthropicSdk from '@anthropic-ai/sdk';
import type * as OpenAiSdk from 'openai';
import type { AiProviderKind, AiSettings } from './settings';

/** What is sent for one TODO: an instruction and the TODO's smallest context. */
export interface AiRequest {
  system: string;
  user: string;
}

/** One interface over every provider: a question in, the answer's text out. */
export interface AiProvider {
  readonly kind: AiProviderKind;
  readonly model: string;
  complete(request: AiRequest): Promise<string>;
}

export type AiFailureKind =
  'timeout' | 'rate-limited' | 'server-error' | 'refused' | 'unreachable' | 'empty-answer';

/** A provider's failure, in terms the pass can act on (retry, wait, give up). */
export class AiProviderError extends Error {
  constructor(
    readonly kind: AiFailureKind,
    message: string,
    readonly status?: number,
    /** From `retry-after-ms` or `retry-after` (seconds or an HTTP date). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * The SDKs' own retries are off (`maxRetries: 0`): the pass retries itself, so that every attempt
 * counts against the run's request budget and a `retry-after` longer than the limit is not waited for.
 */
export async function createAiProvider(settings: AiSettings): Promise<AiProvider> {
  // Loaded only when a provider is configured: the CLI's main thread and the desktop app start
  // without the SDKs (the CLI's bin test holds its main thread to that).
  return settings.provider === 'openai'
    ? openaiProvider(settings, await import('openai'))
    : anthropicProvider(settings, await import('@anthropic-ai/sdk'));
}

function openaiProvider(settings: AiSettings, sdk: typeof OpenAiSdk): AiProvider {
  const client = new sdk.OpenAI({
    apiKey: settings.apiKey,
    ...(settings.baseURL ? { baseURL: settings.baseURL } : {}),
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  return {
    kind: 'openai',
    model: settings.model,
    async complete(request) {
      try {
        const completion = await client.chat.completions.create({
          model: settings.model,
          temperature: 0,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.user },
          ],
        });
        const text = completion.choices?.[0]?.message?.content;
        if (typeof text !== 'string' || text.trim() === '') {
          throw new AiProviderError('empty-answer', 'the answer held no text');
        }
        return text;
      } catch (error) {
        throw asProviderError(error, sdk);
      }
    },
  };
}

function anthropicProvider(settings: AiSettings, sdk: typeof AnthropicSdk): AiProvider {
  const client = new sdk.Anthropic({
    apiKey: settings.apiKey,
    ...(settings.baseURL ? { baseURL: settings.baseURL } : {}),
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  return {
    kind: 'anthropic',
    model: settings.model,
    async complete(request) {
      try {
        const message = await client.messages.create({
          model: settings.model,
          max_tokens: 1024,
          system: request.system,
          messages: [{ role: 'user', content: request.user }],
        });
        const text = (message.content ?? [])
          .map((block) => (block.type === 'text' ? block.text : ''))
          .join('');
        if (text.trim() === '')
          throw new AiProviderError('empty-answer', 'the answer held no text');
        return text;
      } catch (error) {
        throw asProviderError(error, sdk);
      }
    },
  };
}

interface SdkErrors {
  APIError: abstract new (...args: never[]) => Error & {
    status?: number | undefined;
    headers?: Headers | undefined;
  };
  APIConnectionError: abstract new (...args: never[]) => Error;
  APIConnectionTimeoutError: abstract new (...args: never[]) => Error;
}

function asProviderError(error: unknown, sdk: SdkErrors): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof sdk.APIConnectionTimeoutError) {
    return new AiProviderError('timeout', 'no answer within the time-out');
  }
  if (error instanceof sdk.APIConnectionError) {
    return new AiProviderError('unreachable', `could not reach the provider (${error.message})`);
  }
  if (error instanceof sdk.APIError && error.status !== undefined) {
    const { status } = error;
    const retryAfterMs = retryAfterOf(error.headers);
    if (status === 429) {
      return new AiProviderError('rate-limited', `429 ${error.message}`, status, retryAfterMs);
    }
    if (status >= 500) {
      return new AiProviderError(
        'server-error',
        `${status} ${error.message}`,
        status,
        retryAfterMs,
      );
    }
    return new AiProviderError('refused', `${status} ${error.message}`, status);
  }
  // A body the SDK could not read as the protocol's (malformed JSON, a missing field).
  const detail = error instanceof Error ? error.message : String(error);
  return new AiProviderError('empty-answer', `the answer could not be read (${detail})`);
}

function retryAfterOf(headers: Headers | undefined): number | undefined {
  const millis = headers?.get('retry-after-ms');
  if (millis && Number.isFinite(Number(millis))) return Math.max(0, Number(millis));
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
