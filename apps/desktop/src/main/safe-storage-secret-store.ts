import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { WorkspaceError } from '@rewright/workspace';
import { writePrivately, type SecretStore } from '../service/ai-settings-store';
import type { StringCipher } from './safe-storage-token-store';

const FILE_NAME = 'ai-key.enc';

/**
 * The AI provider's key in Electron: encrypted with the OS keychain's key through `safeStorage`
 * into a 0600 file of the app's data folder, as the sign-in is. Without a keychain the key is not
 * saved (the environment's `REWRIGHT_AI_API_KEY` still works) and saving says why.
 */
export function createSafeStorageSecretStore(cipher: StringCipher, folder: string): SecretStore {
  const file = path.join(folder, FILE_NAME);
  return {
    location: 'the system keychain',
    async read() {
      const encrypted = await readFile(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (encrypted === undefined || !cipher.isEncryptionAvailable()) return undefined;
      try {
        return cipher.decryptString(encrypted) || undefined;
      } catch {
        // Encrypted under another key (a restored backup, another user): as if none were saved.
        return undefined;
      }
    },
    async write(secret) {
      if (!cipher.isEncryptionAvailable()) {
        throw new WorkspaceError(
          'credentials',
          'The system keychain is not available, so Rewright cannot keep the API key safely; set REWRIGHT_AI_API_KEY in the environment instead',
        );
      }
      await writePrivately(folder, file, cipher.encryptString(secret));
    },
    delete: () => rm(file, { force: true }),
  };
}
