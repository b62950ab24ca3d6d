import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  signInWithBrowserForm,
  startLiveStack,
  type LiveStack,
} from '@rewright/workspace/live-stack';
import { main } from '../main';
import { createRecordingTerminal } from '../recording-terminal';

// Every signed-in command through `main`, against the real identity stand-in and API server.
let stack: LiveStack;
beforeAll(async () => {
  stack = await startLiveStack();
}, 120_000);
afterAll(() => stack?.stop());

let configDir: string;
beforeEach(async () => {
  configDir = await mkdtemp(path.join(tmpdir(), 'rewright-cli-config-'));
  return () => rm(configDir, { recursive: true, force: true });
});

async function run(args: string[], env: Record<string, string> = {}) {
  const recording = createRecordingTerminal(configDir);
  const browserPages: Promise<unknown>[] = [];
  const code = await main(args, {
    terminal: recording.terminal,
    env: { ...stack.env, REWRIGHT_CONFIG_DIR: configDir, ...env },
    openBrowser: async (url) => {
      browserPages.push(signInWithBrowserForm(url));
    },
  });
  await Promise.all(browserPages);
  return { code, stdout: recording.stdout(), stderr: recording.stderr() };
}

describe('rewright login, whoami, credits, logout', () => {
  it('runs the whole sign-in cycle with exact messages and exit codes', async () => {
    const before = await run(['whoami']);
    expect(before).toEqual({
      code: 4,
      stdout: '',
      stderr: "rewright whoami: You are not signed in. Run 'rewright login' to sign in.\n",
    });

    const login = await run(['login']);
    expect(login.code).toBe(0);
    expect(login.stdout).toBe(`Signed in to ${stack.serverUrl} as demo (demo@rewright.dev).\n`);
    expect(login.stderr).toMatch(
      /^Opening your browser to sign in\. If it does not open, visit:\n {2}http:\/\/127\.0\.0\.1:\d+\/realms\/rewright\/protocol\/openid-connect\/auth\?client_id=rewright-desktop&redirect_uri=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fcallback&.*code_challenge_method=S256\n$/,
    );
    expect((await stat(path.join(configDir, 'credentials.json'))).mode & 0o777).toBe(0o600);

    expect(await run(['whoami'])).toEqual({
      code: 0,
      stdout: `Signed in to ${stack.serverUrl} as demo (demo@rewright.dev).\n`,
      stderr: '',
    });
    const whoamiJson = await run(['whoami', '--json']);
    expect(JSON.parse(whoamiJson.stdout)).toEqual({
      server: stack.serverUrl,
      username: 'demo',
      email: 'demo@rewright.dev',
      first_name: 'Demo',
      last_name: 'User',
      token: 'stored',
    });

    expect(await run(['credits'])).toEqual({
      code: 0,
      stdout: `Free Pack: 25 of 25 credits left (0 used).\nBuy more: ${stack.serverUrl}/payments\n`,
      stderr: '',
    });
    expect(JSON.parse((await run(['credits', '--json'])).stdout)).toEqual({
      server: stack.serverUrl,
      current_plan: 'Free Pack',
      total_credits: 25,
      credits_used: 0,
      remaining_credits: 25,
      buy_url: `${stack.serverUrl}/payments`,
    });

    // Another server than the one signed in to.
    const elsewhere = await run(['credits', '--server', 'http://127.0.0.1:9']);
    expect(elsewhere).toEqual({
      code: 4,
      stdout: '',
      stderr: `rewright credits: You are signed in to ${stack.serverUrl}, not http://127.0.0.1:9. Run 'rewright login' to sign in.\n`,
    });

    expect(await run(['logout'])).toEqual({
      code: 0,
      stdout: `Signed out of ${stack.serverUrl}: the session is revoked and the stored tokens are deleted.\n`,
      stderr: '',
    });
    expect((await run(['credits'])).code).toBe(4);
    expect(await run(['logout'])).toEqual({
      code: 0,
      stdout: 'You were not signed in.\n',
      stderr: '',
    });
  }, 120_000);

  it('uses REWRIGHT_TOKEN as it is, and says when the server refuses it', async () => {
    const accepted = await run(['login', '--json']);
    const token = JSON.parse(
      await import('node:fs/promises').then((fs) =>
        fs.readFile(path.join(configDir, 'credentials.json'), 'utf8'),
      ),
    ).accessToken as string;
    expect(JSON.parse(accepted.stdout)).toEqual({
      server: stack.serverUrl,
      username: 'demo',
      email: 'demo@rewright.dev',
    });
    await rm(path.join(configDir, 'credentials.json'));

    expect(await run(['whoami'], { REWRIGHT_TOKEN: token })).toEqual({
      code: 0,
      stdout: `Signed in to ${stack.serverUrl} as demo (demo@rewright.dev) (REWRIGHT_TOKEN).\n`,
      stderr: '',
    });
    expect(await run(['credits'], { REWRIGHT_TOKEN: 'not-a-token' })).toEqual({
      code: 4,
      stdout: '',
      stderr:
        "rewright credits: The server refused REWRIGHT_TOKEN (expired or not a Rewright access token). Run 'rewright login' to sign in.\n",
    });
  }, 120_000);

  it('says which service did not answer (exit 5)', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    expect(await run(['credits'], { REWRIGHT_SERVER: closed, REWRIGHT_TOKEN: 'x' })).toEqual({
      code: 5,
      stdout: '',
      stderr: `rewright credits: The Rewright server at ${closed} did not answer (connection refused).\n`,
    });
    expect(await run(['login'], { REWRIGHT_IDENTITY_URL: closed })).toEqual({
      code: 5,
      stdout: '',
      stderr: `rewright login: The identity provider at ${closed}/realms/rewright did not answer (connection refused).\n`,
    });
  }, 60_000);

  it('refuses bad arguments with exit 2 and a pointer to the help', async () => {
    expect(await run(['whoami', 'extra'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "rewright whoami: unexpected argument 'extra'. Run 'rewright whoami --help' for usage.\n",
    });
    expect(await run(['credits', '--server', 'ftp://x'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "rewright credits: --server must be an http:// or https:// address, not 'ftp://x'. Run 'rewright credits --help' for usage.\n",
    });
    expect((await run(['login', '--nope'])).stderr).toBe(
      "rewright login: unknown option '--nope'. Run 'rewright login --help' for usage.\n",
    );
    expect((await run(['logout', '--help'])).stdout).toContain('Usage: rewright logout');
  }, 60_000);
});

describe('rewright login that does not complete (exit 6)', () => {
  /** `login` with a browser that does what `browse` does with the authorization address. */
  async function login(
    browse: (url: URL, interrupt: AbortController) => Promise<unknown>,
    env: Record<string, string> = {},
  ) {
    const recording = createRecordingTerminal(configDir);
    const interrupt = new AbortController();
    let opened: URL | undefined;
    let browsing: Promise<unknown> = Promise.resolve();
    const code = await main(['login'], {
      terminal: recording.terminal,
      env: { ...stack.env, REWRIGHT_CONFIG_DIR: configDir, ...env },
      signal: interrupt.signal,
      openBrowser: async (url) => {
        opened = new URL(url);
        browsing = browse(opened, interrupt);
        await browsing;
      },
    });
    return {
      code,
      stdout: recording.stdout(),
      stderr: recording.stderr(),
      opened,
      browsed: await browsing,
    };
  }

  const opening = (url: URL | undefined) =>
    `Opening your browser to sign in. If it does not open, visit:\n  ${url?.href}\n`;
  /** The provider's redirect back to the loopback listener, with this sign-in's state. */
  const callback = (url: URL, query: string) =>
    `${url.searchParams.get('redirect_uri')}?${query}&state=${url.searchParams.get('state')}`;
  const stored = async () => readdir(configDir);

  it('denied at the identity provider (error=access_denied): exit 6, nothing stored', async () => {
    const described = await login(async (url) => {
      const page = await fetch(
        callback(url, 'error=access_denied&error_description=User+denied+access'),
      );
      return { status: page.status, page: await page.text() };
    });
    expect(described).toMatchObject({
      code: 6,
      stdout: '',
      stderr: `${opening(described.opened)}rewright login: Sign-in was not completed: User denied access.\n`,
    });
    expect(described.browsed).toMatchObject({ status: 400 });
    expect((described.browsed as { page: string }).page).toContain(
      '<h1>Sign-in not completed</h1><p>You can close this window and return to rewright.</p>',
    );

    // Without a description, the code is said in words (the desktop app reads the same message).
    const bare = await login((url) => fetch(callback(url, 'error=access_denied')));
    expect(bare).toMatchObject({
      code: 6,
      stdout: '',
      stderr: `${opening(bare.opened)}rewright login: Sign-in was cancelled or denied in the browser.\n`,
    });
    expect(await stored()).toEqual([]);
  }, 60_000);

  it('a code the identity provider refuses: exit 6, nothing stored', async () => {
    const refused = await login((url) => fetch(callback(url, 'code=not-a-code')));
    expect(refused.code).toBe(6);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe(
      `${opening(refused.opened)}rewright login: The identity provider refused the sign-in: invalid_grant: Code not valid.\n`,
    );
    expect(await stored()).toEqual([]);
  }, 60_000);

  it('cancelled with Ctrl-C while waiting for the browser: exit 6, nothing stored', async () => {
    const cancelled = await login(async (_url, interrupt) => interrupt.abort());
    expect(cancelled).toMatchObject({
      code: 6,
      stdout: '',
      stderr: `${opening(cancelled.opened)}rewright login: Sign-in was cancelled.\n`,
    });
    expect(await stored()).toEqual([]);
  }, 60_000);

  it('timed out (REWRIGHT_SIGN_IN_TIMEOUT): exit 6, the listener is closed, nothing stored', async () => {
    // The browser never comes back.
    const timedOut = await login(async () => undefined, { REWRIGHT_SIGN_IN_TIMEOUT: '1' });
    expect(timedOut).toMatchObject({
      code: 6,
      stdout: '',
      stderr: `${opening(timedOut.opened)}rewright login: Sign-in timed out: the browser did not come back within 1 s.\n`,
    });
    // Coming back late finds nothing listening.
    await expect(fetch(callback(timedOut.opened!, 'code=late'))).rejects.toThrow();
    expect(await stored()).toEqual([]);
  }, 60_000);

  it('refuses a REWRIGHT_SIGN_IN_TIMEOUT that is not a number of seconds (exit 2), opening nothing', async () => {
    for (const value of ['soon', '0', '-5', '86401']) {
      const refused = await login(async () => undefined, { REWRIGHT_SIGN_IN_TIMEOUT: value });
      expect(refused).toMatchObject({
        code: 2,
        stdout: '',
        stderr: `rewright login: REWRIGHT_SIGN_IN_TIMEOUT must be a number of seconds above 0 and at most 86400, not '${value}'. Run 'rewright login --help' for usage.\n`,
        opened: undefined,
      });
    }
  });
});
