import type { Terminal } from './terminal';

/** For tests: a terminal that keeps what was written, as a TTY or not. */
export function createRecordingTerminal(
  cwd: string,
  options: { isTTY?: boolean; columns?: number } = {},
) {
  const out: string[] = [];
  const err: string[] = [];
  const terminal: Terminal = {
    cwd,
    stdout: { write: (text: string) => out.push(text) },
    stderr: {
      write: (text: string) => err.push(text),
      isTTY: options.isTTY ?? false,
      columns: options.columns ?? 80,
    },
  };
  return { terminal, stdout: () => out.join(''), stderr: () => err.join('') };
}
