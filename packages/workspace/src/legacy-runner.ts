import { existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { WorkspaceError } from './errors';

/**
 * Why a comparison could not run the original suite. Not a `WorkspaceErrorKind`: only
 * `verify --compare` meets it, and the CLI maps it to its own exit codes (10, 11).
 */
export class LegacyRunnerError extends Error {
  constructor(
    /** `no-legacy-runner`: none installed (nothing is installed for the user); `legacy-run-failed`: it reported no results. */
    readonly kind: 'no-legacy-runner' | 'legacy-run-failed',
    message: string,
  ) {
    super(message);
  }
}

import { describeFsError } from './fs-errors';

export type LegacyFramework = 'mocha' | 'jasmine' | 'jest';

/** The legacy runner a source project has installed, and how its own test script calls it. */
export type LegacyRunner =
  | {
      kind: 'protractor';
      project: string;
      /** `node <bin>` runs it. */
      bin: string;
      /** The Protractor configuration, absolute. */
      config: string;
    }
  | {
      kind: 'selenium-webdriver';
      project: string;
      framework: LegacyFramework;
      bin: string;
      /** Arguments the test script gives the framework (spec globs, timeouts), reporters left out. */
      args: string[];
    };

const PROTRACTOR_CONFIGS = [
  'protractor.conf.js',
  'protractor.conf.cjs',
  'protractor-conf.js',
  'protractor.config.js',
  'conf.js',
  'e2e/protractor.conf.js',
];
const FRAMEWORKS: LegacyFramework[] = ['mocha', 'jasmine', 'jest'];

/**
 * Finds the legacy runner installed in the project at `src` — never installs one. Packages are
 * looked up as Node would from `src` (its `node_modules`, then its parents'), and the framework is
 * the one its `package.json` test script calls, else the first installed of Mocha, Jasmine, Jest.
 */
export async function detectLegacyRunner(src: string): Promise<LegacyRunner> {
  const project = path.resolve(src);
  const info = await stat(project).catch((error: unknown) => {
    throw new WorkspaceError(
      'unreadable-input',
      `cannot read --compare ${src}: ${describeFsError(error)}`,
    );
  });
  if (!info.isDirectory())
    throw new WorkspaceError('unreadable-input', `--compare ${src} is not a folder`);
  const script = testScript(project);
  const installed = (name: string) => packageDir(project, name);

  const protractor = installed('protractor');
  if (protractor && (!installed('selenium-webdriver') || /\bprotractor\b/.test(script))) {
    const fromScript = script.match(/\bprotractor\s+([^\s&|;]+\.c?js)\b/)?.[1];
    const config = [fromScript, ...PROTRACTOR_CONFIGS]
      .filter((name): name is string => name !== undefined)
      .map((name) => path.resolve(project, name))
      .find((file) => existsSync(file));
    if (!config) {
      throw new LegacyRunnerError(
        'no-legacy-runner',
        `Protractor is installed in ${src} but no configuration was found (looked for ${PROTRACTOR_CONFIGS.join(', ')}, and in its test script)`,
      );
    }
    return { kind: 'protractor', project, bin: binOf(protractor, 'protractor'), config };
  }
  if (installed('selenium-webdriver')) {
    const called = FRAMEWORKS.filter((name) => new RegExp(`\\b${name}\\b`).test(script));
    const framework = [...called, ...FRAMEWORKS].find((name) => installed(name));
    if (framework) {
      return {
        kind: 'selenium-webdriver',
        project,
        framework,
        bin: binOf(installed(framework)!, framework),
        args: scriptArgs(script, framework),
      };
    }
  }
  throw new LegacyRunnerError(
    'no-legacy-runner',
    `No legacy runner is installed in ${src}: the comparison needs the project's own protractor, or selenium-webdriver with mocha, jasmine or jest, in its node_modules (rewright installs nothing; run your package manager's install there first)`,
  );
}

function testScript(project: string): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    return manifest.scripts?.test ?? '';
  } catch {
    return '';
  }
}

/** The folder of an installed package, found the way Node looks (some do not export package.json). */
function packageDir(project: string, name: string): string | undefined {
  const lookup = createRequire(path.join(project, 'package.json'));
  return (lookup.resolve.paths(name) ?? [])
    .map((modules) => path.join(modules, name))
    .find((dir) => existsSync(path.join(dir, 'package.json')));
}

function binOf(dir: string, name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    bin?: string | Record<string, string>;
  };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[name];
  return path.join(dir, bin ?? path.join('bin', name));
}

/** The words after the framework's name in the test script, up to the next command; no reporter. */
export function scriptArgs(script: string, framework: LegacyFramework): string[] {
  const words = script
    .split(/\s*(?:&&|\|\||;|\|)\s*/)
    .map((command) => command.trim().split(/\s+/))
    .find((command) => command.some((word) => path.basename(word) === framework));
  if (!words) return [];
  const args = words.slice(words.findIndex((word) => path.basename(word) === framework) + 1);
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!.replace(/^(['"])(.*)\1$/, '$2');
    if (
      /^--(reporter|reporter-option|reporter-options|json|outputFile)(=|$)/.test(word) ||
      word === '-R' ||
      word === '-O'
    ) {
      if (!word.includes('=') && !['--json'].includes(word)) i++;
      continue;
    }
    kept.push(word);
  }
  return kept;
}
