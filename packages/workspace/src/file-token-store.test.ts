import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileTokenStore } from './file-token-store';
import type { StoredSession } from './token-store';

const session: StoredSession = {
  server: 'http://localhost:8001',
  provider: {
    issuer: 'http://localhost:8080/realms/rewright',
    clientId: 'rewright-desktop',
    tokenEndpoint: 'http://localhost:8080/realms/rewright/protocol/openid-connect/token',
  },
  accessToken: 'a.b.c',
  accessTokenExpiresAt: 1,
  refreshToken: 'd.e.f',
  user: { sub: 's', username: 'demo', email: 'demo@rewright.dev' },
};

let root: string;
let folder: string;
let warnings: string[];
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rewright-store-'));
  folder = path.join(root, 'config', 'rewright');
  warnings = [];
});
afterEach(() => rm(root, { recursive: true, force: true }));

const store = () =>
  createFileTokenStore({ folder, onWarning: (message) => warnings.push(message) });
const file = () => path.join(folder, 'credentials.json');

describe('the file token store', () => {
  it('writes the session 0600 in a 0700 folder it creates, and reads it back', async () => {
    await store().write(session);
    expect((await stat(file())).mode & 0o777).toBe(0o600);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect(await store().read()).toEqual(session);
    await store().write({ ...session, accessToken: 'x.y.z' });
    expect((await stat(file())).mode & 0o777).toBe(0o600);
    expect((await store().read())?.accessToken).toBe('x.y.z');
  });

  it('repairs a file other users could read, and says so', async () => {
    await store().write(session);
    await chmod(file(), 0o644);
    expect(await store().read()).toEqual(session);
    expect((await stat(file())).mode & 0o777).toBe(0o600);
    expect(warnings).toEqual([
      `${file()} could be read by other users (mode 644); it is now 0600. If someone else may have read it, run 'rewright logout' and sign in again.`,
    ]);
  });

  it('refuses a credentials path that is a symbolic link', async () => {
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(root, 'elsewhere.json'), JSON.stringify(session));
    await symlink(path.join(root, 'elsewhere.json'), file());
    await expect(store().read()).rejects.toThrow(
      `Cannot use the sign-in stored in ${file()}: it is not a regular file; remove it and sign in again.`,
    );
  });

  it('ignores a file it did not write, with a warning; delete removes the file', async () => {
    await mkdir(folder, { recursive: true });
    await writeFile(file(), '{"not":"a session"}', { mode: 0o600 });
    expect(await store().read()).toBeUndefined();
    expect(warnings).toEqual([`${file()} is not a sign-in rewright wrote; it was ignored.`]);
    await store().delete();
    await expect(readFile(file())).rejects.toMatchObject({ code: 'ENOENT' });
    await store().delete();
  });

  it('reads nothing when there is no file', async () => {
    expect(await store().read()).toBeUndefined();
  });
});
