import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WorkspaceError } from './errors';
import { describeSignInDenial } from './sign-in-denial';

export const CALLBACK_PATH = '/callback';

export interface LoopbackListener {
  /** `http://127.0.0.1:{port}/callback`: the redirect URI of this sign-in. */
  redirectUri: string;
  /** The authorization code, once the browser brings it back with the right `state`. */
  code: Promise<string>;
  /** Stops listening (also after the code arrived or the wait ended). */
  close(): void;
}

/**
 * RFC 8252 §7.3: a one-shot listener on the loopback interface, on a port the system picks. It
 * answers the browser's redirect with a small page and hands over the code. A request with
 * another `state` (not this sign-in's: a forged or stale link) is answered and ignored, so it can
 * neither complete nor cancel the sign-in; an error the provider sends with the right state ends it.
 */
export async function startLoopbackListener(options: {
  state: string;
  timeoutMs: number;
  signal?: AbortSignal;
}): Promise<LoopbackListener> {
  let settle: { resolve(code: string): void; reject(error: Error): void } | undefined;
  const code = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // The sign-in waits on it; a listener closed before anyone awaits must not crash the process.
  code.catch(() => undefined);

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== CALLBACK_PATH) {
      return sendPage(response, 404, 'Not found', 'There is nothing at this address.');
    }
    const params = url.searchParams;
    if (params.get('state') !== options.state) {
      return sendPage(
        response,
        400,
        'Sign-in link not recognised',
        'This link does not belong to the sign-in rewright is waiting for. Go back to rewright and try again.',
      );
    }
    const error = params.get('error');
    if (error !== null) {
      sendPage(
        response,
        400,
        'Sign-in not completed',
        'You can close this window and return to rewright.',
      );
      return finish(
        new WorkspaceError(
          'sign-in-failed',
          describeSignInDenial(error, params.get('error_description')),
        ),
      );
    }
    const received = params.get('code');
    if (!received) {
      return sendPage(
        response,
        400,
        'Sign-in not completed',
        'The answer carried no authorization code.',
      );
    }
    sendPage(
      response,
      200,
      'Signed in to Rewright',
      'You can close this window and return to rewright.',
    );
    finish(received);
  });

  const onAbort = () => finish(new WorkspaceError('sign-in-failed', 'Sign-in was cancelled.'));
  function finish(result: string | Error) {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    server.close();
    server.closeAllConnections();
    if (typeof result === 'string') settle?.resolve(result);
    else settle?.reject(result);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const timer = setTimeout(() => {
    const minutes = Math.round(options.timeoutMs / 60_000);
    finish(
      new WorkspaceError(
        'sign-in-failed',
        `Sign-in timed out: the browser did not come back within ${minutes >= 1 ? `${minutes} min` : `${options.timeoutMs / 1000} s`}.`,
      ),
    );
  }, options.timeoutMs);
  timer.unref();
  if (options.signal?.aborted) onAbort();
  else options.signal?.addEventListener('abort', onAbort, { once: true });

  return {
    redirectUri: `http://127.0.0.1:${port}${CALLBACK_PATH}`,
    code,
    close: () => finish(new WorkspaceError('sign-in-failed', 'Sign-in was cancelled.')),
  };
}

function sendPage(response: ServerResponse, status: number, title: string, message: string) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title} — Rewright</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}</style>
</head><body><h1>${title}</h1><p>${message}</p></body></html>
`;
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // Nothing on the page loads anything; the code in the address never leaves by a Referer.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'referrer-policy': 'no-referrer',
    connection: 'close',
  });
  response.end(html);
}
