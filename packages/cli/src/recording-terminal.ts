import type { Terminal } from './terminal';

/** For tests: a terminal that keeps what was written, as a TTY or not. */
export function createRecordingTerminal(
  cwd: string,
  options: { isTTY?: boolean; columns?: number; answers?: string[] } = {},
) {
  const answers = [...(options.answers ?? [])];
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
    // With answers: an interactive stdin that answers each question in turn (shown on stderr).
    ...(options.answers
      ? {
          stdin: {
            isTTY: true,
            ask: async (question: string) => {
              err.push(question);
              return answers.shift() ?? '';
            },
          },
        }
      : {}),
  };
  return { terminal, stdout: () => out.join(''), stderr: () => err.join('') };
}
