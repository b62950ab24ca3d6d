/**
 * `playwright.config.ts` from what the source said about its browsers (Selenium's `Builder`,
 * Protractor's `capabilities`): one project per browser, `use` options, timeouts.
 */
import { print, quote, type Code } from './code.js';

export type BrowserName = 'chromium' | 'firefox' | 'webkit';

export interface ConfigProject {
  name: string;
  browser: BrowserName;
  /** Extra `use` entries for the project (headless, viewport, executablePath, args). */
  use: Record<string, Code>;
  /** The specs this project runs, when not every spec runs in every project. */
  testMatch?: string[];
}

export interface ConfigSpec {
  testDir: string;
  testMatch?: string[];
  /** Top-level `use`. */
  use: Record<string, Code>;
  projects: ConfigProject[];
  /** Comments written above options, e.g. why a timeout is set. */
  notes?: string[];
  expectTimeout?: number;
  /** The test timeout (ms). */
  timeout?: number;
  /** TODO lines (with the original) for what could not be carried over. */
  todos?: string[];
}

const devices: Record<BrowserName, string> = {
  chromium: 'Desktop Chrome',
  firefox: 'Desktop Firefox',
  webkit: 'Desktop Safari',
};

function entries(use: Record<string, Code>, indent: string): string {
  return Object.entries(use)
    .map(([key, value]) => `${indent}${key}: ${print(value)},`)
    .join('\n');
}

function matchList(paths: string[]): string {
  return paths.length === 1 ? quote(paths[0] as string) : `[${paths.map(quote).join(', ')}]`;
}

export function renderConfig(spec: ConfigSpec): string {
  const lines: string[] = [];
  lines.push(`  testDir: ${quote(spec.testDir)},`);
  if (spec.testMatch?.length) lines.push(`  testMatch: ${matchList(spec.testMatch)},`);
  for (const note of spec.notes ?? []) lines.push(`  // ${note}`);
  if (spec.timeout !== undefined) lines.push(`  timeout: ${spec.timeout},`);
  if (spec.expectTimeout !== undefined) lines.push(`  expect: { timeout: ${spec.expectTimeout} },`);
  if (Object.keys(spec.use).length) lines.push(`  use: {\n${entries(spec.use, '    ')}\n  },`);
  const projects = spec.projects.map(
    (p) =>
      `    {\n      name: ${quote(p.name)},\n${p.testMatch ? `      testMatch: ${matchList(p.testMatch)},\n` : ''}      use: { ...devices[${quote(devices[p.browser])}]${
        Object.keys(p.use).length
          ? `, ${Object.entries(p.use)
              .map(([k, v]) => `${k}: ${print(v)}`)
              .join(', ')}`
          : ''
      } },\n    },`,
  );
  lines.push(`  projects: [\n${projects.join('\n')}\n  ],`);
  const todos = spec.todos?.length ? `${spec.todos.join('\n')}\n` : '';
  return `import { defineConfig, devices } from '@playwright/test';\n\n${todos}export default defineConfig({\n${lines.join('\n')}\n});\n`;
}
