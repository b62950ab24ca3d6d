import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileTokenStore, type TokenStore } from '@rewright/workspace';
import { freePort } from '@rewright/workspace/live-stack';
import { main } from '../main';
import { createRecordingTerminal } from '../recording-terminal';

// rewright logout without the identity provider: the tokens are deleted all the same (exit 5).
let configDir: string;
let store: TokenStore;
beforeEach(async () => {
  configDir = await mkdtemp(path.join(tmpdir(), 'rewright-config-'));
  store = createFileTokenStore({ folder: configDir });
});
afterEach(() => rm(configDir, { recursive: true, force: true }));

async function logout(...args: string[]) {
  const recording = createRecordingTerminal(configDir);
  const code = await main(['logout', ...args], {
    terminal: recording.terminal,
    env: {},
    tokenStore: () => store,
  });
  return { code, stdout: recording.stdout(), stderr: recording.stderr() };
}

async function storeSession(provider: string) {
  await store.write({
    server: 'http://127.0.0.1:8001',
    provider: {
      issuer: `${provider}/realms/rewright`,
      clientId: 'rewright-desktop',
      tokenEndpoint: `${provider}/realms/rewright/protocol/openid-connect/token`,
      revocationEndpoint: `${provider}/realms/rewright/protocol/openid-connect/revoke`,
    },
    accessToken: 'access',
    accessTokenExpiresAt: Date.now() + 300_000,
    refreshToken: 'refresh',
    user: { sub: 'u1', username: 'ada', email: 'ada@example.com' },
  });
}

const unrevoked = (provider: string) =>
  `Signed out on this machine (the stored tokens are deleted), but the session could not be revoked: The identity provider at ${provider}/realms/rewright did not answer (connection refused). It ends when it expires.`;

describe('rewright logout', () => {
  it('with the identity provider unreachable: deletes the tokens, says so, exit 5', async () => {
    const provider = `http://127.0.0.1:${await freePort()}`;
    await storeSession(provider);
    const { code, stdout, stderr } = await logout();
    expect(code).toBe(5);
    expect(stderr).toBe(`rewright logout: ${unrevoked(provider)}\n`);
    expect(stdout).toBe('');
    expect(await store.read()).toBeUndefined();
  });

  it('--json with the provider unreachable: the document on stdout, the message on stderr, exit 5', async () => {
    const provider = `http://127.0.0.1:${await freePort()}`;
    await storeSession(provider);
    const { code, stdout, stderr } = await logout('--json');
    expect(code).toBe(5);
    expect(JSON.parse(stdout)).toEqual({
      wasSignedIn: true,
      revoked: false,
      message: unrevoked(provider),
    });
    expect(stderr).toBe(`rewright logout: ${unrevoked(provider)}\n`);
    expect(await store.read()).toBeUndefined();
  });

  it('--json when not signed in: one JSON document, exit 0', async () => {
    const { code, stdout, stderr } = await logout('--json');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toEqual({
      wasSignedIn: false,
      revoked: false,
      message: 'You were not signed in.',
    });
  });
});
