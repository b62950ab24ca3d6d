import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * The browsers that have an app mode (`--app=URL`: a window with no tabs or address bar), where
 * each platform installs them. `REWRIGHT_APP_BROWSER` names one outright.
 */
function candidates(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string[] {
  if (platform === 'darwin') {
    return ['Google Chrome', 'Chromium', 'Microsoft Edge', 'Brave Browser'].map(
      (name) => `/Applications/${name}.app/Contents/MacOS/${name}`,
    );
  }
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter(Boolean);
    return roots.flatMap((root) => [
      path.join(root!, 'Google', 'Chrome', 'Application', 'chrome.exe'),
      path.join(root!, 'Microsoft', 'Edge', 'Application', 'msedge.exe'),
    ]);
  }
  const names = [
    'chromium',
    'chromium-browser',
    'google-chrome',
    'google-chrome-stable',
    'microsoft-edge',
    'brave-browser',
  ];
  const folders = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return names.flatMap((name) => folders.map((folder) => path.join(folder, name)));
}

/** The first installed app-mode browser, or undefined (then the default browser is used). */
export function findAppBrowser(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform,
): string | undefined {
  const chosen = env.REWRIGHT_APP_BROWSER?.trim();
  const list = chosen ? [chosen] : candidates(env, platform);
  return list.find((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Opens the app in its own window, with a profile folder of its own so it is a separate process
 * (closing it ends `rewright app`) and never mixes with the user's browsing.
 */
export function openAppWindow(browser: string, url: string, profileDir: string): ChildProcess {
  return spawn(
    browser,
    [
      `--app=${url}`,
      `--user-data-dir=${profileDir}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--window-size=1200,800',
    ],
    { stdio: 'ignore' },
  );
}
