import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { StoredSessionSchema, WorkspaceError, type TokenStore } from '@rewright/workspace';
import { writePrivately } from '../service/ai-settings-store';

/** Electron's `safeStorage`, as far as the store needs it (tests pass their own cipher). */
export interface StringCipher {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

const FILE_NAME = 'session.enc';

/**
 * The desktop app's `TokenStore`: the session encrypted with the OS keychain's key (Keychain on
 * macOS, DPAPI on Windows, libsecret/kwallet on Linux, through `safeStorage`) in a 0600 file
 * in the app's data folder. Without a keychain nothing is stored in the clear: signing in fails
 * with a message instead.
 */
export function createSafeStorageTokenStore(cipher: StringCipher, folder: string): TokenStore {
  const file = path.join(folder, FILE_NAME);
  const unavailable = () =>
    new WorkspaceError(
      'credentials',
      'The system keychain is not available, so Rewright cannot keep your sign-in safely',
    );
  return {
    location: 'the system keychain',
    async read() {
      const encrypted = await readFile(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (encrypted === undefined) return undefined;
      if (!cipher.isEncryptionAvailable()) throw unavailable();
      try {
        const parsed = StoredSessionSchema.safeParse(JSON.parse(cipher.decryptString(encrypted)));
        if (parsed.success) return parsed.data;
      } catch {
        // Encrypted under another key (a restored backup, another user): fall through.
      }
      // Unusable: deleted, so the user signs in again instead of being stuck.
      await rm(file, { force: true });
      return undefined;
    },
    async write(session) {
      if (!cipher.isEncryptionAvailable()) throw unavailable();
      await writePrivately(folder, file, cipher.encryptString(JSON.stringify(session)));
    },
    async delete() {
      await rm(file, { force: true });
    },
  };
}
