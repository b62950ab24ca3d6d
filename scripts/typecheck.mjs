#!/usr/bin/env node
// `npm run typecheck`: every workspace's own `typecheck` script, several at a time (one `tsc` uses
// one core; one after another, twelve workspaces took minutes). Each workspace's output is printed
// whole when it finishes; the exit code is non-zero if any failed.
//
// The plain Node packages that import each other are checked as one program
// (`tsconfig.packages.json`): one workspace at a time, the converter's sources were checked again
// inside every program that imports them. A workspace is left to that program only when each
// tsconfig its script names has exactly the shared options and includes nothing the program does
// not; otherwise it runs its own script, as before. `--plan` prints which is which.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const shared = readJsonc(join(root, 'tsconfig.packages.json'));
const sharedIncludes = new Set(shared.include);

const jobs = [
  {
    name: 'tsconfig.packages.json',
    command: 'npx',
    args: ['tsc', '-p', 'tsconfig.packages.json'],
    cwd: root,
  },
];
const coveredBy = [];
for (const workspace of workspaces) {
  const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
  const script = manifest.scripts?.typecheck;
  if (!script) continue;
  if (coveredByShared(workspace, script)) coveredBy.push(workspace);
  else
    jobs.push({
      name: workspace,
      command: 'npm',
      args: ['run', 'typecheck', '--silent'],
      cwd: join(root, workspace),
    });
}

if (process.argv.includes('--plan')) {
  console.log(`tsconfig.packages.json checks: ${coveredBy.join(', ')}`);
  console.log(
    `own scripts: ${jobs
      .slice(1)
      .map((job) => job.name)
      .join(', ')}`,
  );
  process.exit(0);
}

const failed = [];
const lanes = Math.max(2, availableParallelism());
await Promise.all(Array.from({ length: Math.min(lanes, jobs.length) }, lane));
if (failed.length) {
  console.error(`typecheck failed in: ${failed.join(', ')}`);
  if (failed.includes('tsconfig.packages.json')) {
    console.error(`(tsconfig.packages.json checks ${coveredBy.join(', ')})`);
  }
  process.exit(1);
}

async function lane() {
  for (let job = jobs.shift(); job; job = jobs.shift()) {
    const { code, output } = await run(job);
    if (output.trim()) process.stdout.write(`\n[${job.name}]\n${output}`);
    if (code !== 0) failed.push(job.name);
  }
}

function run({ command, args, cwd }) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

/** Whether the workspace's script is only `tsc -p <config>` runs that the shared program covers. */
function coveredByShared(workspace, script) {
  const steps = script.split('&&').map((step) => step.trim());
  return steps.every((step) => {
    const match = /^tsc -p (\S+)$/.exec(step);
    return match !== null && configCovered(join(root, workspace, match[1]));
  });
}

function configCovered(configFile) {
  let config;
  try {
    config = readJsonc(configFile);
  } catch {
    return false;
  }
  const dir = dirname(configFile);
  const relativeToRoot = (path) => relative(root, resolve(dir, path)).split('\\').join('/');
  return (
    relativeToRoot(config.extends ?? '') === 'tsconfig.base.json' &&
    isDeepStrictEqual(config.compilerOptions ?? {}, shared.compilerOptions) &&
    config.files === undefined &&
    config.references === undefined &&
    Array.isArray(config.include) &&
    config.include.every((entry) => sharedIncludes.has(relativeToRoot(entry)))
  );
}

/** A tsconfig: JSON with `//` line comments. */
function readJsonc(file) {
  const text = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
  return JSON.parse(text);
}
