import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { ScriptPlayer, scriptSchema, type Script, type Step } from './script.js';

export type Protocol = 'openai' | 'anthropic';

/** A question as the stand-in received it, for tests to check what was sent. */
export interface ReceivedQuestion {
  protocol: Protocol;
  model: string;
  system: string;
  user: string;
}

export interface AiProviderStandIn {
  app: FastifyInstance;
  /** Replaces the script (and restarts its steps). */
  play(script: Script): void;
  received: ReceivedQuestion[];
}

export interface AiProviderOptions {
  /** The only key accepted: `Authorization: Bearer`, or (Anthropic) `x-api-key`. */
  apiKey: string;
  script?: Script;
  logger?: boolean | { level: string };
}

/**
 * The two protocols, as far as the real SDKs need them: OpenAI's `POST /v1/chat/completions`
 * (base URL `…/v1`) and Anthropic's `POST /v1/messages` (base URL `…`), each with its own auth
 * header, error body and `retry-after`. `PUT /_script` sets the script of a running stand-in.
 */
export async function buildAiProviderApp(options: AiProviderOptions): Promise<AiProviderStandIn> {
  // A slow answer the client gave up on must not hold `close()` up.
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  let player = new ScriptPlayer(options.script ?? { rules: [] });
  const received: ReceivedQuestion[] = [];

  app.put('/_script', async (request, reply) => {
    const parsed = scriptSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: parsed.error.message });
    player = new ScriptPlayer(parsed.data);
    return { ok: true };
  });

  app.post('/v1/chat/completions', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return openaiError(reply, 401, 'invalid_api_key', 'Incorrect API key provided.');
    }
    const body = request.body as {
      model?: string;
      messages?: { role: string; content: string }[];
    };
    const question = {
      protocol: 'openai' as const,
      model: body.model ?? '',
      system: (body.messages ?? []).find((m) => m.role === 'system')?.content ?? '',
      user: (body.messages ?? []).find((m) => m.role === 'user')?.content ?? '',
    };
    received.push(question);
    return play(reply, player.next(question.user), {
      error: (status, message) =>
        openaiError(
          reply,
          status,
          status === 429 ? 'rate_limit_exceeded' : 'server_error',
          message,
        ),
      answer: (text) => ({
        id: `chatcmpl-${received.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: question.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: text, refusal: null },
            finish_reason: 'stop',
            logprobs: null,
          },
        ],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      }),
    });
  });

  app.post('/v1/messages', async (request, reply) => {
    // The SDK sends the key as `Authorization: Bearer` (v1); the API also takes `x-api-key`.
    const key =
      request.headers['x-api-key'] ?? request.headers.authorization?.replace(/^Bearer /, '');
    if (key !== options.apiKey) {
      return anthropicError(reply, 401, 'authentication_error', 'invalid x-api-key');
    }
    if (typeof request.headers['anthropic-version'] !== 'string') {
      return anthropicError(reply, 400, 'invalid_request_error', 'anthropic-version is required');
    }
    const body = request.body as {
      model?: string;
      system?: string;
      messages?: { role: string; content: string }[];
    };
    const question = {
      protocol: 'anthropic' as const,
      model: body.model ?? '',
      system: body.system ?? '',
      user: (body.messages ?? []).find((m) => m.role === 'user')?.content ?? '',
    };
    received.push(question);
    return play(reply, player.next(question.user), {
      error: (status, message) =>
        anthropicError(
          reply,
          status,
          status === 429 ? 'rate_limit_error' : status === 529 ? 'overloaded_error' : 'api_error',
          message,
        ),
      answer: (text) => ({
        id: `msg_${received.length}`,
        type: 'message',
        role: 'assistant',
        model: question.model,
        content: [{ type: 'text', text, citations: null }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 0, output_tokens: 0 },
      }),
    });
  });

  return {
    app,
    play: (script) => {
      player = new ScriptPlayer(script);
    },
    received,
  };
}

async function play(
  reply: FastifyReply,
  step: Step | undefined,
  protocol: {
    error: (status: number, message: string) => FastifyReply;
    answer: (text: string) => unknown;
  },
) {
  if (step === undefined) return protocol.error(500, 'the script has no answer for this question');
  if ('malformed' in step) {
    return reply.code(200).type('application/json').send('{"id": "broken", "choices": [');
  }
  if ('status' in step) {
    if (step.retryAfter !== undefined) reply.header('retry-after', String(step.retryAfter));
    return protocol.error(step.status, step.message ?? `scripted ${step.status}`);
  }
  if (step.delayMs) await delay(step.delayMs, reply);
  return reply.code(200).send(protocol.answer(step.text));
}

/** Waits, or stops waiting as soon as the client gives up (a time-out), so closing is quick. */
function delay(ms: number, reply: FastifyReply): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    reply.raw.once('close', stop);
    reply.raw.socket?.once('close', stop);
  });
}

function openaiError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({
    error: { message, type: code, param: null, code },
  });
}

function anthropicError(reply: FastifyReply, status: number, type: string, message: string) {
  return reply
    .code(status)
    .header('request-id', `req_${Date.now()}`)
    .send({ type: 'error', error: { type, message } });
}
