/**
 * `playwright.config.ts` from what the source said about its browsers (Selenium's `Builder`,
 * Protractor's `capabilities`): one project per browser, `use` options, timeouts. The one printer
 * of a generated config: a front end reads its source into a `ConfigSpec` and prints nothing.
 */
import { print, quote, type Code } from './code.js';

export type BrowserName = 'chromium' | 'firefox' | 'webkit';

export interface ConfigProject {
  name: string;
  browser: BrowserName;
  /** The device descriptor the project starts from, when not the browser's desktop one (`Desktop Edge`). */
  device?: string;
  /** Extra `use` entries for the project (headless, viewport, executablePath, args). */
  use: Record<string, Code>;
  /** The specs this project runs, when not every spec runs in every project. */
  testMatch?: string[];
  testIgnore?: string[];
  /** Only the tests whose title (tags included) matches / does not match (a regex literal). */
  grep?: Code;
  grepInvert?: Code;
}

export interface ConfigSpec {
  testDir: string;
  testMatch?: string[];
  testIgnore?: string[];
  /** Further top-level options as the source computed them (`workers`, `reporter`, `timeout`). */
  options?: Record<string, Code>;
  /** Top-level `use`. */
  use: Record<string, Code>;
  projects: ConfigProject[];
  /** Comments written above options, e.g. why a timeout is set. */
  notes?: string[];
  /** Declarations the options read, written above `defineConfig` (copied from the source's config). */
  declarations?: string[];
  expectTimeout?: number | Code;
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

/** One glob as a string, several as an array; each listed once. */
export function matchList(paths: string[]): string {
  const unique = [...new Set(paths)];
  return unique.length === 1 ? quote(unique[0] as string) : `[${unique.map(quote).join(', ')}]`;
}

const printed = (value: number | Code) => (typeof value === 'number' ? `${value}` : print(value));

export function renderConfig(spec: ConfigSpec): string {
  const lines: string[] = [];
  lines.push(`  testDir: ${quote(spec.testDir)},`);
  if (spec.testMatch?.length) lines.push(`  testMatch: ${matchList(spec.testMatch)},`);
  if (spec.testIgnore?.length) lines.push(`  testIgnore: ${matchList(spec.testIgnore)},`);
  if (spec.options && Object.keys(spec.options).length) lines.push(entries(spec.options, '  '));
  for (const note of spec.notes ?? []) lines.push(`  // ${note}`);
  if (spec.timeout !== undefined) lines.push(`  timeout: ${spec.timeout},`);
  if (spec.expectTimeout !== undefined)
    lines.push(`  expect: { timeout: ${printed(spec.expectTimeout)} },`);
  if (Object.keys(spec.use).length) lines.push(`  use: {\n${entries(spec.use, '    ')}\n  },`);
  const projects = spec.projects.map(
    (p) =>
      `    {\n      name: ${quote(p.name)},\n${p.testMatch ? `      testMatch: ${matchList(p.testMatch)},\n` : ''}${p.testIgnore ? `      testIgnore: ${matchList(p.testIgnore)},\n` : ''}${p.grep ? `      grep: ${print(p.grep)},\n` : ''}${p.grepInvert ? `      grepInvert: ${print(p.grepInvert)},\n` : ''}      use: { ...devices[${quote(p.device ?? devices[p.browser])}]${
        Object.keys(p.use).length
          ? `, ${Object.entries(p.use)
              .map(([k, v]) => `${k}: ${print(v)}`)
              .join(', ')}`
          : ''
      } },\n    },`,
  );
  lines.push(`  projects: [\n${projects.join('\n')}\n  ],`);
  const todos = spec.todos?.length ? `${spec.todos.join('\n')}\n` : '';
  const declarations = spec.declarations?.length ? `${spec.declarations.join('\n')}\n` : '';
  return `import { defineConfig, devices } from '@playwright/test';\n${declarations}\n${todos}export default defineConfig({\n${lines.join('\n')}\n});\n`;
}
