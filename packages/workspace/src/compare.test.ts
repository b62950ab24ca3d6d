import { describe, expect, it } from 'vitest';
import { matchTests } from './compare';

describe('matchTests', () => {
  it('pairs tests by title path and names every kind of (dis)agreement', () => {
    const rows = matchTests(
      [
        { titlePath: ['Cart', 'adds'], status: 'passed' },
        { titlePath: ['Cart', 'removes'], status: 'failed', error: 'expected 1\nat line 3' },
        { titlePath: ['Cart', 'empties'], status: 'failed' },
        { titlePath: ['Cart', 'gone'], status: 'passed' },
        { titlePath: ['Cart', 'later'], status: 'skipped' },
        // Two capabilities: one failed, so the test failed.
        { titlePath: ['Cart', 'twice'], status: 'passed' },
        { titlePath: ['Cart', 'twice'], status: 'failed' },
      ],
      [
        { file: 'cart.spec.ts', line: 3, title: ['Cart', 'adds'], status: 'passed' },
        { file: 'cart.spec.ts', line: 4, title: ['Cart', 'removes'], status: 'timedOut' },
        { file: 'cart.spec.ts', line: 5, title: ['Cart', 'empties'], status: 'passed' },
        { file: 'cart.spec.ts', line: 6, title: ['Cart', 'new'], status: 'passed' },
        { file: 'cart.spec.ts', line: 7, title: ['Cart', 'later'], status: 'passed' },
        { file: 'cart.spec.ts', line: 8, title: ['Cart', 'twice'], status: 'failed' },
      ],
    );
    expect(rows.map((row) => [row.title.join(' › '), row.agreement, row.agrees])).toEqual([
      ['Cart › adds', 'both-pass', true],
      ['Cart › removes', 'both-fail', true],
      ['Cart › empties', 'converted-passes', false],
      ['Cart › gone', 'only-original', false],
      ['Cart › later', 'skipped', true],
      ['Cart › twice', 'both-fail', true],
      ['Cart › new', 'only-converted', false],
    ]);
    expect(rows[1]!.originalError).toBe('expected 1');
  });
});
