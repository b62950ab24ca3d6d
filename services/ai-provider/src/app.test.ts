import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAiProviderApp, type AiProviderStandIn } from './app.js';

// The real SDKs against the stand-in: what the workspace's AI pass relies on it to do.
let standIn: AiProviderStandIn;
let origin: string;

beforeAll(async () => {
  standIn = await buildAiProviderApp({ apiKey: 'sk-test' });
  origin = await standIn.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => standIn.app.close());

const openai = (apiKey = 'sk-test') =>
  new OpenAI({ apiKey, baseURL: `${origin}/v1`, maxRetries: 0, timeout: 2_000 });
const anthropic = (apiKey = 'sk-test') =>
  new Anthropic({ apiKey, baseURL: origin, maxRetries: 0, timeout: 2_000 });
const ask = (client: OpenAI, user: string) =>
  client.chat.completions.create({
    model: 'gpt-test',
    messages: [
      { role: 'system', content: 'be brief' },
      { role: 'user', content: user },
    ],
  });
const askAnthropic = (client: Anthropic, user: string) =>
  client.messages.create({
    model: 'claude-test',
    max_tokens: 100,
    system: 'be brief',
    messages: [{ role: 'user', content: user }],
  });

describe('the AI provider stand-in', () => {
  it('answers chat completions by the script, and records the question', async () => {
    standIn.play({ rules: [{ when: 'hello', steps: [{ text: 'hi there' }] }] });
    const completion = await ask(openai(), 'hello');
    expect(completion.choices[0]?.message.content).toBe('hi there');
    expect(standIn.received.at(-1)).toEqual({
      protocol: 'openai',
      model: 'gpt-test',
      system: 'be brief',
      user: 'hello',
    });
  });

  it('answers Anthropic messages by the script', async () => {
    standIn.play({ rules: [{ steps: [{ text: 'bonjour' }] }] });
    const message = await askAnthropic(anthropic(), 'hello');
    expect(message.content).toEqual([{ type: 'text', text: 'bonjour', citations: null }]);
    expect(standIn.received.at(-1)?.protocol).toBe('anthropic');
  });

  it('refuses another key with each protocol’s 401', async () => {
    standIn.play({ rules: [{ steps: [{ text: 'never' }] }] });
    await expect(ask(openai('sk-wrong'), 'x')).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
    await expect(askAnthropic(anthropic('sk-wrong'), 'x')).rejects.toBeInstanceOf(
      Anthropic.AuthenticationError,
    );
  });

  it('sends 429 with retry-after, then the next step (the last step repeats)', async () => {
    standIn.play({
      rules: [{ steps: [{ status: 429, retryAfter: 7 }, { status: 500 }] }],
    });
    const limited = await ask(openai(), 'x').catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(OpenAI.RateLimitError);
    expect((limited as InstanceType<typeof OpenAI.RateLimitError>).headers.get('retry-after')).toBe(
      '7',
    );
    await expect(askAnthropic(anthropic(), 'x')).rejects.toBeInstanceOf(
      Anthropic.InternalServerError,
    );
    await expect(ask(openai(), 'x')).rejects.toBeInstanceOf(OpenAI.InternalServerError);
  });

  it('sends malformed JSON and slow answers the SDKs give up on', async () => {
    standIn.play({
      rules: [
        { when: 'broken', steps: [{ malformed: true }] },
        { steps: [{ text: 'late', delayMs: 5_000 }] },
      ],
    });
    await expect(ask(openai(), 'broken')).rejects.toThrow();
    const started = Date.now();
    await expect(
      new OpenAI({
        apiKey: 'sk-test',
        baseURL: `${origin}/v1`,
        maxRetries: 0,
        timeout: 300,
      }).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'slow' }] }),
    ).rejects.toBeInstanceOf(OpenAI.APIConnectionTimeoutError);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('takes a script over HTTP', async () => {
    const response = await fetch(`${origin}/_script`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ steps: [{ text: 'scripted' }] }] }),
    });
    expect(response.status).toBe(200);
    expect((await ask(openai(), 'x')).choices[0]?.message.content).toBe('scripted');
    const bad = await fetch(`${origin}/_script`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ steps: [] }] }),
    });
    expect(bad.status).toBe(400);
  });
});
