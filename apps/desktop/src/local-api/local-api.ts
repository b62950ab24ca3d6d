import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LegacyRunnerError, WorkspaceError } from '@rewright/workspace';
import { SettingsError } from '../service/app-settings';
import type { BridgeFailure, DesktopApi } from '../shared/bridge';
import { checkArguments, isBridgeMethod } from './bridge-arguments';
import { hasAppToken, isLoopbackRequest } from './loopback-guard';
import { PAGE_HEADERS, serveRendererFile } from './static-files';

const MAX_BODY_BYTES = 64 * 1024;

export interface LocalApiOptions {
  service: DesktopApi;
  /** The built renderer (`apps/desktop/dist/renderer`). */
  rendererDir: string;
  /** Told about a failure the user did not cause (never a token, a path or a request body). */
  onInternalError?: (error: unknown) => void;
  /** 0: a port the system picks. */
  port?: number;
}

export interface LocalApi {
  port: number;
  /** The address to open: the token rides once in the fragment (never sent in a request). */
  url: string;
  close(): Promise<void>;
}

/**
 * `rewright app`'s server on 127.0.0.1: the renderer's files, and the bridge as
 * `POST /api/<method>` — only with this launch's random token in `x-rewright-app-token` (401
 * without), and only under a loopback `Host`/`Origin` of this port (403 otherwise).
 */
export async function startLocalApi(options: LocalApiOptions): Promise<LocalApi> {
  const token = randomBytes(32).toString('base64url');
  const rendererDir = path.resolve(options.rendererDir);
  let port = 0;
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.onInternalError?.(error);
      if (!response.headersSent)
        sendJson(response, 500, failure('internal', 'Something went wrong'));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (!isLoopbackRequest(request, port)) {
      sendJson(response, 403, failure('bad-input', 'This address answers only its own window'));
      return;
    }
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    if (!url.pathname.startsWith('/api/')) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        sendJson(response, 405, failure('bad-input', 'Method not allowed'));
        return;
      }
      await serveRendererFile(rendererDir, url.pathname, response);
      return;
    }
    if (!hasAppToken(request, token)) {
      sendJson(response, 401, failure('bad-input', 'Missing or wrong app token: reopen the app'));
      return;
    }
    const method = url.pathname.slice('/api/'.length);
    if (request.method !== 'POST' || !isBridgeMethod(method)) {
      sendJson(response, 404, failure('bad-input', `No such call: ${method}`));
      return;
    }
    if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) {
      sendJson(response, 415, failure('bad-input', 'Send the arguments as application/json'));
      return;
    }
    let args: unknown;
    try {
      args = JSON.parse(await readBody(request));
    } catch {
      sendJson(response, 400, failure('bad-input', 'The arguments are not a JSON array'));
      return;
    }
    const wrong = checkArguments(method, args);
    if (wrong !== undefined) {
      sendJson(response, 400, failure('bad-input', wrong));
      return;
    }
    const call = options.service[method] as (...values: unknown[]) => Promise<unknown>;
    try {
      const result = await call(...(args as unknown[]));
      sendJson(response, 200, { result: result ?? null });
    } catch (error) {
      const answer = describeFailure(error);
      if (answer.kind === 'internal') options.onInternalError?.(error);
      sendJson(response, statusOf(answer.kind), { error: answer });
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}/#token=${token}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function failure(kind: BridgeFailure['kind'], message: string) {
  return { error: { kind, message } satisfies BridgeFailure };
}

/** Errors of the core carry their message for the user; an unexpected one says only that. */
export function describeFailure(error: unknown): BridgeFailure {
  if (error instanceof WorkspaceError) return { kind: error.kind, message: error.message };
  // The comparison: no legacy runner installed, or it reported nothing.
  if (error instanceof LegacyRunnerError) return { kind: error.kind, message: error.message };
  // The settings' checks (a bad server address, a relative output folder) throw these.
  if (error instanceof RangeError || error instanceof SettingsError) {
    return { kind: 'bad-input', message: (error as Error).message };
  }
  return { kind: 'internal', message: 'Something went wrong in Rewright; see the terminal' };
}

function statusOf(kind: BridgeFailure['kind']): number {
  switch (kind) {
    case 'not-signed-in':
    case 'credentials':
      return 401;
    case 'unreachable':
      return 502;
    case 'internal':
      return 500;
    default:
      return 400;
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response
    .writeHead(status, { ...PAGE_HEADERS, 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
