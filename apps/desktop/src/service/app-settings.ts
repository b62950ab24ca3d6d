import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { normaliseUrl, resolveServer } from '@rewright/workspace';
import type { AppSettings } from '../shared/bridge';

const FILE_NAME = 'app-settings.json';

/**
 * The app's settings (server address, output folder) in `app-settings.json` beside the sign-in.
 * No secret in it. The server defaults as the CLI's does (`REWRIGHT_SERVER`, else `npm start`'s).
 */
export function createSettingsStore(folder: string, env: NodeJS.ProcessEnv) {
  const file = path.join(folder, FILE_NAME);
  const defaults = (): AppSettings => ({ server: resolveServer(undefined, env), outputFolder: '' });
  return {
    /** The app's data folder (the AI settings and, for `rewright app`, its key live here too). */
    folder,
    async read(): Promise<AppSettings> {
      try {
        const saved = JSON.parse(await readFile(file, 'utf8')) as Partial<AppSettings>;
        return {
          server: typeof saved.server === 'string' ? saved.server : defaults().server,
          outputFolder: typeof saved.outputFolder === 'string' ? saved.outputFolder : '',
        };
      } catch {
        return defaults();
      }
    },
    /** Checks and saves; a bad server address throws a message for the user. */
    async write(next: AppSettings): Promise<AppSettings> {
      const checked: AppSettings = {
        server: normaliseUrl(String(next.server ?? '').trim(), 'The server address'),
        outputFolder: String(next.outputFolder ?? '').trim(),
      };
      if (checked.outputFolder && !path.isAbsolute(checked.outputFolder)) {
        throw new SettingsError('The output folder must be a full path, such as /home/me/out');
      }
      await mkdir(folder, { recursive: true, mode: 0o700 });
      // Written beside and renamed, so a crash never leaves half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, `${JSON.stringify(checked, null, 2)}\n`, { mode: 0o600 });
      await rename(temporary, file);
      return checked;
    },
  };
}

export class SettingsError extends Error {}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
