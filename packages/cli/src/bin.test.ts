import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const bin = fileURLToPath(new URL('../bin/rewright.js', import.meta.url));
const run = promisify(execFile);

/** The real entry point, as `npx rewright` starts it: node, the tsx loader, then main. */
async function rewright(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('bin/rewright.js', () => {
  it('answers --help and --version, and exits 2 on bad usage', async () => {
    const help = await rewright('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: rewright <command>');

    const version = await rewright('--version');
    expect(version.stdout).toBe('1.0.0\n');

    const bad = await rewright('convert', '--nope');
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe(
      "rewright convert: unknown option '--nope'. Run 'rewright convert --help' for usage.\n",
    );
    // Three Node start-ups with the tsx loader: generous room for a loaded CI machine.
  }, 60_000);
});
