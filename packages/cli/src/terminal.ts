import type { ProgressStream } from './progress-bar';

/** Where a command writes and what it resolves paths against; `process` in production, buffers in tests. */
export interface Terminal {
  stdout: { write(text: string): unknown };
  stderr: ProgressStream;
  cwd: string;
  /** Whether someone can answer a question (stdin is a terminal), and how to ask one. */
  stdin?: { isTTY?: boolean; ask(question: string): Promise<string> };
}
