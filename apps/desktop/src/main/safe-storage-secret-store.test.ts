import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSafeStorageSecretStore } from './safe-storage-secret-store';
import type { StringCipher } from './safe-storage-token-store';

// safeStorage's keychain key stands in as a byte mask: enough to tell the key is never in the clear.
function maskCipher(available = true): StringCipher {
  const mask = (bytes: Buffer) => Buffer.from(bytes.map((byte) => byte ^ 0x5a));
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

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rewright-ai-key-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('the AI key in the system keychain', () => {
  it('is written encrypted into a 0600 file, read back, and deleted', async () => {
    const store = createSafeStorageSecretStore(maskCipher(), folder);
    await store.write('sk-ant-secret');
    const file = path.join(folder, 'ai-key.enc');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file)).toString('latin1')).not.toContain('sk-ant-secret');
    expect(await store.read()).toBe('sk-ant-secret');
    await store.delete();
    expect(await store.read()).toBeUndefined();
  });

  it('is not saved without a keychain, saying to use the environment; an unreadable one is none', async () => {
    await expect(
      createSafeStorageSecretStore(maskCipher(false), folder).write('k'),
    ).rejects.toThrow(
      'The system keychain is not available, so Rewright cannot keep the API key safely; set REWRIGHT_AI_API_KEY in the environment instead',
    );
    await writeFile(path.join(folder, 'ai-key.enc'), 'encrypted under another key');
    expect(await createSafeStorageSecretStore(maskCipher(), folder).read()).toBeUndefined();
  });
});
