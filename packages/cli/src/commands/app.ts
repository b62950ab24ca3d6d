import os from 'node:os';
import path from 'node:path';
import {
  createDesktopService,
  createSettingsStore,
  ensureRendererBuilt,
  startLocalApi,
} from '@rewright/desktop/local-api';
import { configDir } from '@rewright/workspace';
import { parseCommandLine } from '../command-line';
import type { CommandContext } from '../command-context';
import { readVersion } from '../main';
import { expectNoPositionals } from './account-options';
import { findAppBrowser, openAppWindow } from './app-window';

const COMMAND = 'rewright app';

export const APP_HELP = `Usage: rewright app [options]

Opens the Rewright desktop app in a window of an installed Chromium, Chrome or Edge (app mode),
else in your default browser. The app runs on this machine: a local server on 127.0.0.1 that
only its own window can use. Sign in, pick a test project, see its test cases and their cost.
Ctrl-C (or closing the app window) stops it.

Options:
      --no-open          do not open a window; print the address to open instead
  -h, --help             show this help

Environment:
  REWRIGHT_APP_BROWSER   the browser to open the app window with (default: the first installed
                         of chromium, google-chrome, microsoft-edge, …)

Exit codes:
  0  stopped
  2  bad usage
`;

const OPTIONS = {
  'no-open': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function runApp(args: string[], context: CommandContext): Promise<number> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, COMMAND);
  const { terminal, env } = context;
  if (values.help) {
    terminal.stdout.write(APP_HELP);
    return 0;
  }
  expectNoPositionals(positionals, COMMAND);
  const rendererDir = await ensureRendererBuilt(() =>
    terminal.stderr.write('Building the app (first start only)…\n'),
  );
  const folder = configDir(env);
  const service = createDesktopService({
    store: context.tokenStore(),
    settings: createSettingsStore(folder, env),
    env,
    openBrowser: context.openBrowser,
    loadScanEngine: context.loadScanEngine,
    version: readVersion(),
    // The picker starts at the home folder of the environment given (tests give their own).
    homeDir: env.HOME || os.homedir(),
  });
  const api = await startLocalApi({
    service,
    rendererDir,
    onInternalError: (error) =>
      terminal.stderr.write(
        `rewright app: internal error, please report it:\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      ),
  });
  // Ends when the app window closes (or on Ctrl-C, through context.signal).
  const stop = new AbortController();
  try {
    const browser = values['no-open'] ? undefined : findAppBrowser(env);
    if (!values['no-open'] && !browser && env.REWRIGHT_APP_BROWSER?.trim()) {
      terminal.stderr.write(
        `rewright app: warning: REWRIGHT_APP_BROWSER (${env.REWRIGHT_APP_BROWSER.trim()}) cannot be run; using your default browser\n`,
      );
    }
    if (values['no-open']) {
      // Asked for: the address (with its one-time token) is for this user's eyes only.
      terminal.stdout.write(`Open this address in your browser:\n  ${api.url}\n`);
    } else if (browser) {
      const window = openAppWindow(browser, api.url, path.join(folder, 'app-window'));
      window.once('exit', () => stop.abort());
      terminal.stdout.write('Rewright is open in its own window. Press Ctrl-C to stop.\n');
    } else {
      await context.openBrowser(api.url);
      terminal.stdout.write('Rewright is open in your browser. Press Ctrl-C to stop.\n');
    }
    await waitFor(stop.signal, context.signal);
    return 0;
  } finally {
    await api.close();
  }
}

function waitFor(...signals: (AbortSignal | undefined)[]): Promise<void> {
  return new Promise((resolve) => {
    for (const signal of signals) {
      if (!signal) continue;
      if (signal.aborted) resolve();
      signal.addEventListener('abort', () => resolve(), { once: true });
    }
  });
}
