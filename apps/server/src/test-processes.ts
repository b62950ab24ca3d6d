import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { repoRoot } from './config';

/**
 * Tests only: real processes of the stack — the API server and the identity stand-in — each
 * started with `node --import tsx` as `npm start` does, on a free port, and stopped with SIGTERM.
 * A test that needs several server instances (multi-instance.postgres.test.ts) builds on these.
 */
export interface RunningProcess {
  url: string;
  /** Everything the process printed, for a failure message. */
  output(): string;
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

/** Starts `entry` (relative to the repository root) and waits until `readyPath` answers 2xx. */
export async function startProcess(
  name: string,
  entry: string,
  url: string,
  readyPath: string,
  env: Record<string, string>,
): Promise<RunningProcess> {
  let printed = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry)], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running: RunningProcess = {
    url,
    output: () => printed,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited at start-up:\n${printed}`);
    const answer = await fetch(`${url}${readyPath}`).catch(() => undefined);
    await answer?.body?.cancel();
    if (answer?.ok) return running;
    if (Date.now() > deadline) {
      await running.stop();
      throw new Error(`${name} did not become ready on ${url}:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The identity stand-in (services/identity) on a free port, with `webOrigin` as its website. */
export async function startIdentityProvider(
  dataDir: string,
  webOrigin: string,
): Promise<RunningProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return startProcess(
    'identity provider',
    'services/identity/src/server.ts',
    url,
    '/realms/rewright/.well-known/openid-configuration',
    {
      IDENTITY_HOST: '127.0.0.1',
      IDENTITY_PORT: String(port),
      IDENTITY_PUBLIC_URL: url,
      IDENTITY_DATA_DIR: dataDir,
      IDENTITY_WEB_ORIGINS: webOrigin,
      IDENTITY_LOG_LEVEL: 'warn',
    },
  );
}

/**
 * Signs a new person up at the identity provider as keycloak-js and a browser would — the
 * registration form (with its double-submit cookie), the redirect with a code, the PKCE code
 * exchange — and answers the real access token it issues to the website's client.
 */
export async function signUpAtIdentityProvider(
  identityUrl: string,
  webOrigin: string,
  username: string,
): Promise<string> {
  const realm = `${identityUrl}/realms/rewright`;
  const verifier = randomBytes(48).toString('base64url');
  const redirectUri = `${webOrigin}/dashboard`;
  const query = new URLSearchParams({
    client_id: 'rewright-web',
    redirect_uri: redirectUri,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    response_mode: 'query',
    response_type: 'code',
    scope: 'openid',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  const form = await fetch(`${realm}/protocol/openid-connect/registrations?${query}`);
  const cookie = form.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const formToken = /name="form_token" value="([^"]+)"/.exec(await form.text())?.[1];
  if (!formToken) throw new Error(`no sign-up form at the identity provider (${form.status})`);

  const password = randomBytes(12).toString('base64url');
  const registered = await fetch(`${realm}/login-actions/registration?${query}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({
      form_token: formToken,
      email: `${username}@example.com`,
      username,
      firstName: 'Multi',
      lastName: 'Instance',
      password,
      passwordConfirm: password,
    }).toString(),
  });
  const location = registered.headers.get('location') ?? '';
  const code = location.startsWith(redirectUri) ? new URL(location).searchParams.get('code') : null;
  if (!code) {
    throw new Error(`sign-up refused (${registered.status}): ${await registered.text()}`);
  }

  const exchanged = await fetch(`${realm}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: webOrigin },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: 'rewright-web',
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }).toString(),
  });
  const tokens = (await exchanged.json()) as { access_token?: string };
  if (!exchanged.ok || !tokens.access_token) {
    throw new Error(`code exchange failed (${exchanged.status}): ${JSON.stringify(tokens)}`);
  }
  return tokens.access_token;
}
