/** The part of a terminal stream the progress bar needs (`process.stderr` fits). */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

const FILLED = '█';
const EMPTY = '░';
const MAX_BAR_WIDTH = 30;

/** `[████░░░░]` for `done` of `total`, `width` cells wide; never overflows when done > total. */
export function renderBar(done: number, total: number, width: number): string {
  const ratio = total <= 0 ? 1 : Math.min(Math.max(done / total, 0), 1);
  const filled = Math.round(ratio * width);
  return `[${FILLED.repeat(filled)}${EMPTY.repeat(width - filled)}]`;
}

/** Shortens `text` to `max` characters, keeping its end (the file name matters more than folders). */
export function truncateStart(text: string, max: number): string {
  if (max <= 0) return '';
  if (text.length <= max) return text;
  return max === 1 ? '…' : `…${text.slice(text.length - max + 1)}`;
}

/**
 * One progress line that fits `columns`: `[████░░░░] 12/40 specs/login.spec.js`. The bar shrinks
 * first, then the file name; the count always shows.
 */
export function renderProgressLine(
  done: number,
  total: number,
  label: string,
  columns: number,
): string {
  const count = `${done}/${total}`;
  const barWidth = Math.min(MAX_BAR_WIDTH, Math.max(columns - count.length - 3 - 20, 5));
  const head = `${renderBar(done, total, barWidth)} ${count}`;
  // One column is kept free: writing the last column makes some terminals wrap.
  const room = columns - head.length - 2;
  return room > 0 && label !== '' ? `${head} ${truncateStart(label, room)}` : head;
}

/**
 * Redraws one line in place on an interactive terminal, and stays silent otherwise: CI logs get
 * the summary, not hundreds of carriage returns.
 */
export class ProgressBar {
  private drawn = false;

  constructor(private readonly stream: ProgressStream) {}

  update(done: number, total: number, label: string): void {
    if (!this.stream.isTTY) return;
    const line = renderProgressLine(done, total, label, this.stream.columns ?? 80);
    this.stream.write(`\r\x1b[2K${line}`);
    this.drawn = true;
  }

  /** Clears the line so the summary starts on a clean one. */
  finish(): void {
    if (!this.drawn) return;
    this.stream.write('\r\x1b[2K');
    this.drawn = false;
  }
}
