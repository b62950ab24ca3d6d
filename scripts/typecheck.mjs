#!/usr/bin/env node
// `npm run typecheck`: every workspace's own `typecheck` script, several at a time (one `tsc` uses
// one core; one after another, twelve workspaces took minutes). Each workspace's output is printed
// whole when it finishes; the exit code is non-zero if any failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pending = workspaces.filter((workspace) => {
  const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
  return Boolean(manifest.scripts?.typecheck);
});

const failed = [];
const lanes = Math.max(2, availableParallelism());
await Promise.all(Array.from({ length: Math.min(lanes, pending.length) }, lane));
if (failed.length) {
  console.error(`typecheck failed in: ${failed.join(', ')}`);
  process.exit(1);
}

async function lane() {
  for (let workspace = pending.shift(); workspace; workspace = pending.shift()) {
    const { code, output } = await typecheck(workspace);
    if (output.trim()) process.stdout.write(`\n[${workspace}]\n${output}`);
    if (code !== 0) failed.push(workspace);
  }
}

function typecheck(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'typecheck', '--silent'], { cwd: join(root, workspace) });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
