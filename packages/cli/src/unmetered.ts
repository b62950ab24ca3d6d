import { existsSync } from 'node:fs';

/** Development only: see `dev/unmetered-runs.mjs`. Never in `--help` or the user documentation. */
export const UNMETERED_ENV = 'REWRIGHT_DEV_UNMETERED';

/** The dev-only file whose presence allows unmetered runs; the package never ships it. */
export const UNMETERED_MARKER = new URL('../dev/unmetered-runs.mjs', import.meta.url);

/**
 * Whether this run converts with no sign-in and no charge: `REWRIGHT_DEV_UNMETERED=1` *and* the
 * repository checkout's dev-only file beside the sources. An installed CLI (no dev/ folder)
 * ignores the variable and charges as always.
 */
export function isUnmeteredRun(env: NodeJS.ProcessEnv, marker: URL = UNMETERED_MARKER): boolean {
  return env[UNMETERED_ENV] === '1' && existsSync(marker);
}
