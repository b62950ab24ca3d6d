import type { OpenBrowser, ScanEngine, TokenStore } from '@rewright/workspace';
import type { Converter } from './converter';
import type { Terminal } from './terminal';

/** What every command runs with; `main` fills in the real ones, tests pass their own. */
export interface CommandContext {
  terminal: Terminal;
  env: NodeJS.ProcessEnv;
  loadConverter: () => Promise<Converter>;
  loadScanEngine: () => Promise<ScanEngine>;
  openBrowser: OpenBrowser;
  /** The stored sign-in (a 0600 file under the config folder). */
  tokenStore: () => TokenStore;
  /** Ctrl-C: stops waiting for the browser. */
  signal?: AbortSignal;
  /** Tests only: another place for the dev-only file of unmetered runs (`src/unmetered.ts`). */
  unmeteredMarker?: URL;
}
