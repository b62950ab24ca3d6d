import { constants } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  readAppAiSettings,
  type AiSettingsOutcome,
  type SavedAiSettings,
} from '@rewright/workspace';
import type { AiProviderChoice, AiSettingsInput } from '../shared/bridge';
import { SettingsError } from './app-settings';

const FILE_NAME = 'ai-settings.json';
const KEY_FILE_NAME = 'ai-key';
const PROVIDERS: readonly AiProviderChoice[] = ['none', 'openai', 'anthropic'];

/** Where the AI provider's key is kept: write-only for the renderer, read by the conversion. */
export interface SecretStore {
  /** For the user: where the key is kept. */
  location: string;
  read(): Promise<string | undefined>;
  write(secret: string): Promise<void>;
  delete(): Promise<void>;
}

/** The AI settings as stored: the provider, base URL and model (no secret) and whether a key is. */
export interface StoredAiSettings {
  provider: AiProviderChoice;
  baseUrl: string;
  model: string;
  hasKey: boolean;
}

/**
 * The AI provider of the desktop app: `ai-settings.json` beside the other settings (no secret in
 * it) and the key in a `SecretStore` — Electron's keychain store, or for `rewright app` a 0600 file
 * in the config folder, as its sign-in is. The key leaves only through `resolve()`, for the
 * conversion.
 */
export function createAiSettingsStore(folder: string, secrets: SecretStore) {
  const file = path.join(folder, FILE_NAME);
  async function readSaved(): Promise<Omit<StoredAiSettings, 'hasKey'>> {
    try {
      const saved = JSON.parse(await readFile(file, 'utf8')) as Partial<StoredAiSettings>;
      return {
        provider: PROVIDERS.includes(saved.provider!) ? saved.provider! : 'none',
        baseUrl: typeof saved.baseUrl === 'string' ? saved.baseUrl : '',
        model: typeof saved.model === 'string' ? saved.model : '',
      };
    } catch {
      return { provider: 'none', baseUrl: '', model: '' };
    }
  }
  return {
    keyStorage: secrets.location,
    async read(): Promise<StoredAiSettings> {
      const saved = await readSaved();
      return { ...saved, hasKey: (await secrets.read().catch(() => undefined)) !== undefined };
    },
    /** Checks and saves; a bad value throws a message for the user, with nothing saved. */
    async write(next: AiSettingsInput): Promise<StoredAiSettings> {
      const baseUrl = next.baseUrl.trim();
      if (baseUrl && !/^https?:\/\/[^/\s]/.test(baseUrl)) {
        throw new SettingsError(
          'The AI base URL must start with http:// or https://, such as http://localhost:11434/v1',
        );
      }
      const checked = { provider: next.provider, baseUrl, model: next.model.trim() };
      const key = next.apiKey?.trim();
      // The key first: a keychain that refuses it leaves the earlier settings as they were.
      if (next.forgetKey) await secrets.delete();
      else if (key) await secrets.write(key);
      await writePrivately(folder, file, `${JSON.stringify(checked, null, 2)}\n`);
      return this.read();
    },
    /** The provider the next conversion asks (settings first, else the environment). */
    async resolve(env: NodeJS.ProcessEnv) {
      const saved = await readSaved();
      const apiKey = saved.provider === 'none' ? undefined : await secrets.read();
      const chosen: SavedAiSettings = {
        provider: saved.provider,
        baseURL: saved.baseUrl,
        model: saved.model,
        ...(apiKey ? { apiKey } : {}),
      };
      return readAppAiSettings(chosen, env);
    },
  };
}

export type AiSettingsStore = ReturnType<typeof createAiSettingsStore>;
export type ResolvedAiSettings = { outcome: AiSettingsOutcome; source: 'settings' | 'environment' };

/**
 * `rewright app`'s key store: a 0600 file in the 0700 config folder, the protection its sign-in
 * tokens have (credentials.json); never in a project, never logged.
 */
export function createFileSecretStore(folder: string): SecretStore {
  const file = path.join(folder, KEY_FILE_NAME);
  return {
    location: `${file} (readable by you only)`,
    async read() {
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      return text?.trim() || undefined;
    },
    write: (secret) => writePrivately(folder, file, secret),
    delete: () => rm(file, { force: true }),
  };
}

/** Written 0600 beside and renamed (never through a link), so no one else reads it half-written. */
export async function writePrivately(folder: string, file: string, content: string | Buffer) {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(
    temporary,
    constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW,
    0o600,
  );
  try {
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}
