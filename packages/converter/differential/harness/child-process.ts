/** Runs a command to completion, capturing its combined output (never inheriting the terminal). */
import { spawn } from 'node:child_process';

export interface Finished {
  exitCode: number;
  output: string;
}

export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A hung runner (browser that never starts) must not hang the harness: kill its whole group.
    const timer = setTimeout(() => {
      output += `\n[harness] killed after ${options.timeoutMs} ms\n`;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, options.timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ exitCode: code ?? 1, output });
    });
  });
}
