import { spawn } from 'node:child_process';

/** Opens a URL in the user's browser; tests and the desktop app pass their own. */
export type OpenBrowser = (url: string) => Promise<void>;

/**
 * The system browser (RFC 8252 §8.12: never an embedded web view): `open` on macOS, `start` on
 * Windows, `xdg-open` elsewhere. Resolves once the opener started; a missing opener rejects, and
 * the caller has printed the address to open by hand.
 */
export const openSystemBrowser: OpenBrowser = (url) => {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? // `start`'s first quoted argument is a window title; the URL is quoted so & stays in it.
          ['cmd', ['/c', 'start', '""', `"${url}"`]]
        : ['xdg-open', [url]];
  return new Promise((resolve, reject) => {
    const child = spawn(command as string, args as string[], {
      stdio: 'ignore',
      detached: true,
      windowsVerbatimArguments: true,
    });
    child.once('error', reject);
    child.once('spawn', () => {
      child.unref();
      resolve();
    });
  });
};
