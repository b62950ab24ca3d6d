import os from 'node:os';
import path from 'node:path';

/**
 * Where rewright keeps its per-user files (the sign-in): `REWRIGHT_CONFIG_DIR` when set, else the
 * platform's place for application settings.
 */
export function configDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform) {
  if (env.REWRIGHT_CONFIG_DIR) return path.resolve(env.REWRIGHT_CONFIG_DIR);
  const home = os.homedir();
  if (platform === 'win32')
    return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Rewright');
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Rewright');
  return path.join(env.XDG_CONFIG_HOME || path.join(home, '.config'), 'rewright');
}
