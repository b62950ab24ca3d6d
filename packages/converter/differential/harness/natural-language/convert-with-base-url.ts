/**
 * The natural-language leg's conversion, made the way a user makes it: `rewright convert <cases>
 * --base-url <the good app>` (the CLI spawned from the checkout, unmetered — a development-only
 * run that needs no sign-in), so the pages the steps open are read in Chromium and each locator is
 * the one that matches exactly one element there. No AI provider is configured.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from '../child-process';
import { repoRoot } from '../paths';

export interface NaturalLanguageConversion {
  dir: string;
  exitCode: number;
  /** The CLI's `--json` report (diagnostics of every file), or undefined when it printed none. */
  report?: {
    report: { files: number; testCases: number; todos: number; errors: number };
    diagnostics: { path: string; line: number; rule: string; message: string }[];
  };
  output: string;
}

const cli = join(repoRoot, 'packages', 'cli', 'bin', 'rewright.js');

export async function convertWithBaseUrl(
  casesDir: string,
  outDir: string,
  baseUrl: string,
): Promise<NaturalLanguageConversion> {
  rmSync(outDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, REWRIGHT_DEV_UNMETERED: '1' };
  for (const name of Object.keys(env)) if (name.startsWith('REWRIGHT_AI_')) delete env[name];
  const run = await runCommand(
    process.execPath,
    [cli, 'convert', casesDir, '--out', outDir, '--base-url', baseUrl, '--json', '--yes'],
    { cwd: repoRoot, env, timeoutMs: 5 * 60_000 },
  );
  let report: NaturalLanguageConversion['report'];
  try {
    report = JSON.parse(run.output.slice(run.output.indexOf('{'))) as typeof report;
  } catch {
    report = undefined;
  }
  return { dir: outDir, exitCode: run.exitCode, report, output: run.output };
}
