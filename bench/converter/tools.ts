/**
 * The converters under comparison, each run as its own process the way its users run it:
 * Rewright through its public Node entry (`convertProject`), `@amadeus-it-group/protractor-to-playwright`
 * through its CLI (`--src`, `--dst`, `--logfile`), from inside the suite folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildReport } from './child-report';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..');
const require = createRequire(import.meta.url);

export interface Tool {
  name: 'rewright' | 'protractor-to-playwright';
  label: string;
  /** The command converting `input` into `output`; `logFile` is a scratch file the tool may use. */
  command(
    input: string,
    output: string,
    logFile: string,
  ): { file: string; args: string[]; cwd: string };
  /** Reads the tool's own counts after a run (stdout and the log file). */
  readReport(stdout: string, logFile: string): Partial<ChildReport>;
  /**
   * Whether its output keeps the input's file names and module format (`.js` stays `.js`), and so
   * needs the project's `package.json` beside it to load, as it has when the tool converts in place.
   */
  keepsModuleFormat: boolean;
}

const rewright: Tool = {
  name: 'rewright',
  label: 'Rewright (@rewright/converter)',
  command: (input, output) => ({
    file: process.execPath,
    args: ['--import', 'tsx', path.join(here, 'convert-with-rewright.ts'), input, output],
    cwd: repoRoot,
  }),
  readReport: (stdout) => {
    const line = stdout.trim().split('\n').at(-1) ?? '{}';
    return JSON.parse(line) as ChildReport;
  },
  keepsModuleFormat: false,
};

const amadeusPackage = '@amadeus-it-group/protractor-to-playwright';

const protractorToPlaywright: Tool = {
  name: 'protractor-to-playwright',
  label: `${amadeusPackage} ${packageVersion(amadeusPackage)}`,
  command: (input, output, logFile) => ({
    file: process.execPath,
    args: [binPath(amadeusPackage), '--src', '.', '--dst', output, '--logfile', logFile],
    cwd: input,
  }),
  readReport: (_stdout, logFile) => {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    // Its log names each problem as `<file>:<line>:<column> : <message>` ("missing transform for …",
    // "cannot be fully transformed"); crashes inside a file are "Conversion/Transformation error in <file>".
    // The closing summary repeats crashes, so problems are counted once per position.
    const positions = new Set(
      log.split('\n').flatMap((line) => /^(\S+:\d+:\d+) ?: /.exec(line)?.[1] ?? []),
    );
    const crashedFiles = new Set(
      [...log.matchAll(/(?:Conversion|Transformation|Recursion) error in (.+?):\d+:\d+/g)].map(
        (m) => m[1],
      ),
    );
    return { diagnostics: positions.size, filesFailed: crashedFiles.size, todos: null };
  },
  keepsModuleFormat: true,
};

export const tools: Tool[] = [rewright, protractorToPlaywright];

function packageJsonPath(name: string): string {
  return require.resolve(`${name}/package.json`);
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(packageJsonPath(name), 'utf8')) as { version: string }).version;
}

function binPath(name: string): string {
  const manifest = JSON.parse(readFileSync(packageJsonPath(name), 'utf8')) as {
    bin: string | Record<string, string>;
  };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : Object.values(manifest.bin)[0];
  if (!bin) throw new Error(`${name} has no bin`);
  return path.join(path.dirname(packageJsonPath(name)), bin);
}
