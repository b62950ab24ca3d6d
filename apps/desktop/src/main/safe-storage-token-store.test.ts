import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StoredSession } from '@rewright/workspace';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSafeStorageTokenStore, type StringCipher } from './safe-storage-token-store';

// Electron cannot run here; this cipher stands in for safeStorage's keychain key (a byte mask),
// enough to tell that the store never writes the session in the clear.
function maskCipher(key: number, available = true): StringCipher {
  const mask = (bytes: Buffer) => Buffer.from(bytes.map((byte) => byte ^ key));
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text) => mask(Buffer.from(`ok:${text}`)),
    decryptString: (bytes) => {
      const text = mask(bytes).toString('utf8');
      if (!text.startsWith('ok:')) throw new Error('Error while decrypting the ciphertext');
      return text.slice(3);
    },
  };
}

const session: StoredSession = {
  server: 'http://localhost:8001',
  provider: {
    issuer: 'http://idp/realms/rewright',
    clientId: 'rewright-desktop',
    tokenEndpoint: 'http://idp/token',
  },
  accessToken: 'access-token-secret',
  accessTokenExpiresAt: 1,
  refreshToken: 'refresh-token-secret',
  user: { sub: 'u1', username: 'ada', email: 'ada@example.com' },
};

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rewright-keychain-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('the desktop token store (safeStorage)', () => {
  it('keeps the session encrypted in a 0600 file and reads it back', async () => {
    const store = createSafeStorageTokenStore(maskCipher(0x5a), folder);
    expect(await store.read()).toBeUndefined();
    await store.write(session);
    const file = path.join(folder, 'session.enc');
    const bytes = await readFile(file, 'latin1');
    expect(bytes).not.toContain('secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await store.read()).toEqual(session);
    await store.delete();
    expect(await store.read()).toBeUndefined();
  });

  it('stores nothing in the clear when there is no keychain', async () => {
    const store = createSafeStorageTokenStore(maskCipher(0x5a, false), folder);
    await expect(store.write(session)).rejects.toMatchObject({
      kind: 'credentials',
      message: 'The system keychain is not available, so Rewright cannot keep your sign-in safely',
    });
  });

  it('forgets a session encrypted under another key, so the user signs in again', async () => {
    await createSafeStorageTokenStore(maskCipher(0x11), folder).write(session);
    expect(await createSafeStorageTokenStore(maskCipher(0x22), folder).read()).toBeUndefined();
    await writeFile(path.join(folder, 'session.enc'), 'garbage');
    expect(await createSafeStorageTokenStore(maskCipher(0x22), folder).read()).toBeUndefined();
  });
});
