// Tests only: the real identity stand-in and the real API server, each a process started as
// `npm start` starts it (node --import tsx), on free ports with their own data folders, and a
// "browser" that completes the identity provider's sign-in form over plain HTTP.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface LiveStack {
  identityUrl: string;
  serverUrl: string;
  /** The environment a CLI run needs to use this stack (server and identity provider). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function startProcess(entry: string, readyUrl: string, env: Record<string, string>) {
  let printed = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry)], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // A fresh embedded database migrates at first start: seconds on an idle machine, minutes on a
  // loaded one.
  for (const deadline = Date.now() + 150_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited at start-up:\n${printed}`);
    const answer = await fetch(readyUrl).catch(() => undefined);
    await answer?.body?.cancel();
    if (answer?.ok) return stop;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${entry} did not become ready:\n${printed}`);
}

/** `website`: the server also serves the built website (`apps/web/dist`), as `npm start` does. */
export async function startLiveStack(options: { website?: boolean } = {}): Promise<LiveStack> {
  const data = await mkdtemp(path.join(tmpdir(), 'rewright-live-'));
  const [identityPort, serverPort] = [await freePort(), await freePort()];
  const identityUrl = `http://127.0.0.1:${identityPort}`;
  const serverUrl = `http://127.0.0.1:${serverPort}`;
  const stopIdentity = await startProcess(
    'services/identity/src/server.ts',
    `${identityUrl}/realms/rewright/.well-known/openid-configuration`,
    {
      IDENTITY_HOST: '127.0.0.1',
      IDENTITY_PORT: String(identityPort),
      IDENTITY_PUBLIC_URL: identityUrl,
      IDENTITY_DATA_DIR: path.join(data, 'identity'),
      IDENTITY_WEB_ORIGINS: serverUrl,
      IDENTITY_LOG_LEVEL: 'warn',
    },
  );
  let stopServer: () => Promise<void>;
  try {
    stopServer = await startProcess('apps/server/src/server.ts', `${serverUrl}/api/v1/health`, {
      HOST: '127.0.0.1',
      PORT: String(serverPort),
      PUBLIC_URL: serverUrl,
      KEYCLOAK_URL: identityUrl,
      DATA_DIR: path.join(data, 'server'),
      WEB_DIST_DIR: options.website
        ? path.join(repoRoot, 'apps', 'web', 'dist')
        : path.join(data, 'no-website'),
      LOG_LEVEL: 'warn',
    });
  } catch (error) {
    await stopIdentity();
    throw error;
  }
  return {
    identityUrl,
    serverUrl,
    env: { REWRIGHT_SERVER: serverUrl, REWRIGHT_IDENTITY_URL: identityUrl },
    stop: async () => {
      await Promise.all([stopServer(), stopIdentity()]);
      await rm(data, { recursive: true, force: true });
    },
  };
}

/**
 * What the user's browser does with the authorization address: opens the sign-in form (keeping
 * its cookies), posts the demo user's credentials, and follows the redirect to the loopback
 * listener. Answers the listener's page.
 */
export async function signInWithBrowserForm(
  authorizationUrl: string,
  credentials = { username: 'demo', password: 'rewright-demo' },
): Promise<{ status: number; page: string }> {
  const form = await fetch(authorizationUrl);
  const cookie = form.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const page = await form.text();
  const formToken = /name="form_token" value="([^"]+)"/.exec(page)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!formToken || !action) throw new Error(`no sign-in form (${form.status}): ${page}`);
  const posted = await fetch(new URL(action.replaceAll('&amp;', '&'), authorizationUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ form_token: formToken, ...credentials }).toString(),
  });
  const location = posted.headers.get('location');
  if (!location) throw new Error(`sign-in refused (${posted.status}): ${await posted.text()}`);
  const callback = await fetch(location);
  return { status: callback.status, page: await callback.text() };
}
