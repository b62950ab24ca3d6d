/**
 * Runs one command as its own process group with a time limit, under GNU `/usr/bin/time -v` when
 * the machine has it (peak RSS of the whole process tree, whatever the tool spawns), and measures
 * wall time from spawn to exit.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const gnuTime = '/usr/bin/time';

export interface MeasuredRun {
  exitCode: number | null;
  timedOut: boolean;
  wallMs: number;
  /** From `/usr/bin/time -v` ("Maximum resident set size"); null without it. */
  maxRssKiB: number | null;
  /** User plus system CPU time of the process and its children, from `/usr/bin/time -v`; null without it. */
  cpuSeconds: number | null;
  stdout: string;
  stderr: string;
}

export function runMeasured(
  command: string,
  args: string[],
  options: { cwd: string; timeoutMs: number; timeFile: string },
): Promise<MeasuredRun> {
  const useTime = existsSync(gnuTime);
  rmSync(options.timeFile, { force: true });
  const [file, argv] = useTime
    ? [gnuTime, ['-v', '-o', options.timeFile, command, ...args]]
    : [command, args];
  const started = performance.now();
  const child = spawn(file, argv, {
    cwd: options.cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    // The negative pid ends the child's own process group (the tool and anything it spawned).
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  }, options.timeoutMs);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({
        exitCode,
        timedOut,
        wallMs: performance.now() - started,
        maxRssKiB: useTime ? readMaxRss(options.timeFile) : null,
        cpuSeconds: useTime ? readCpuSeconds(options.timeFile) : null,
        stdout,
        stderr,
      });
    });
  });
}

function readMaxRss(timeFile: string): number | null {
  if (!existsSync(timeFile)) return null;
  const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(readFileSync(timeFile, 'utf8'));
  return match ? Number(match[1]) : null;
}

function readCpuSeconds(timeFile: string): number | null {
  if (!existsSync(timeFile)) return null;
  const text = readFileSync(timeFile, 'utf8');
  const user = /User time \(seconds\): ([\d.]+)/.exec(text);
  const system = /System time \(seconds\): ([\d.]+)/.exec(text);
  return user && system ? Number(user[1]) + Number(system[1]) : null;
}
