import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

// Playwright never downloads a browser here: use CHROMIUM_PATH, else Debian's chromium, else a
// browser Playwright installed earlier, and otherwise stop with the one command that fixes it.
export function resolveChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    'No Chromium found for the end-to-end tests. Install it with `apt-get install chromium` ' +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
