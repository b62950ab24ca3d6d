import { describe, expect, it } from 'vitest';
import { ProgressBar, renderBar, renderProgressLine, truncateStart } from './progress-bar';

describe('renderBar', () => {
  it('fills in proportion to done/total', () => {
    expect(renderBar(0, 4, 8)).toBe('[░░░░░░░░]');
    expect(renderBar(1, 4, 8)).toBe('[██░░░░░░]');
    expect(renderBar(4, 4, 8)).toBe('[████████]');
  });

  it('stays within its width for odd inputs', () => {
    expect(renderBar(9, 4, 8)).toBe('[████████]');
    expect(renderBar(-1, 4, 8)).toBe('[░░░░░░░░]');
    expect(renderBar(0, 0, 4)).toBe('[████]');
  });
});

describe('truncateStart', () => {
  it('keeps the end of a long path', () => {
    expect(truncateStart('specs/checkout/payment.spec.js', 12)).toBe('…ent.spec.js');
    expect(truncateStart('short.js', 12)).toBe('short.js');
    expect(truncateStart('abc', 1)).toBe('…');
    expect(truncateStart('abc', 0)).toBe('');
  });
});

describe('renderProgressLine', () => {
  it('shows the bar, the count and the file', () => {
    expect(renderProgressLine(3, 10, 'specs/a.spec.js', 80)).toBe(
      `[${'█'.repeat(9)}${'░'.repeat(21)}] 3/10 specs/a.spec.js`,
    );
  });

  it('never exceeds the terminal width minus one column', () => {
    for (const columns of [20, 40, 60, 100]) {
      const line = renderProgressLine(
        120,
        2000,
        'a/very/long/path/to/some/deeply/nested/file.e2e-spec.ts',
        columns,
      );
      expect(line.length).toBeLessThan(columns);
      expect(line).toContain('120/2000');
    }
  });
});

describe('ProgressBar', () => {
  function stream(isTTY: boolean) {
    const writes: string[] = [];
    return { writes, stream: { isTTY, columns: 50, write: (text: string) => writes.push(text) } };
  }

  it('redraws one line on a TTY and clears it at the end', () => {
    const { writes, stream: tty } = stream(true);
    const bar = new ProgressBar(tty);
    bar.update(1, 2, 'a.js');
    bar.update(2, 2, 'b.js');
    bar.finish();
    expect(writes).toHaveLength(3);
    expect(writes[0]!.startsWith('\r\x1b[2K')).toBe(true);
    expect(writes[0]).toMatch(/\] 1\/2 a\.js$/);
    expect(writes[2]).toBe('\r\x1b[2K');
  });

  it('writes nothing when the stream is not a TTY', () => {
    const { writes, stream: pipe } = stream(false);
    const bar = new ProgressBar(pipe);
    bar.update(1, 2, 'a.js');
    bar.finish();
    expect(writes).toEqual([]);
  });
});
