import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunResult } from './case-results';
import { compareRuns } from './compare';
import {
  convertedFingerprint,
  readConvertedRecord,
  writeConvertedRecordIfSound,
} from './converted-record';

const run = (
  runner: RunResult['runner'],
  app: RunResult['app'],
  statuses: Record<string, 'passed' | 'failed'>,
): RunResult => ({
  runner,
  app,
  exitCode: Object.values(statuses).includes('failed') ? 1 : 0,
  cases: Object.entries(statuses).map(([title, status]) => ({
    key: title,
    titlePath: [title],
    status,
    error: status === 'failed' ? `Error: ${title}\n${'  at frame\n'.repeat(50)}` : undefined,
  })),
  log: 'runner output',
});

const originalGood = run('protractor', 'good', { a: 'passed', b: 'passed' });
const originalBroken = run('protractor', 'broken', { a: 'passed', b: 'failed' });

let work: string;
let converted: string;
let records: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'converted-record-'));
  converted = join(work, 'converted');
  records = join(work, 'recorded');
  mkdirSync(join(converted, 'specs'), { recursive: true });
  writeFileSync(join(converted, 'specs', 'a.spec.ts'), "test('a', async () => {});\n");
});
afterEach(() => {
  delete process.env.DIFFERENTIAL_LIVE_CONVERTED;
  delete process.env.DIFFERENTIAL_LIVE;
  rmSync(work, { recursive: true, force: true });
});

describe('the converted runs’ fingerprint', () => {
  it('changes with a byte of the converted files and with the broken run’s selection', () => {
    const before = convertedFingerprint(converted, new Set(['b']));
    expect(convertedFingerprint(converted, new Set(['b']))).toBe(before);
    expect(convertedFingerprint(converted, new Set(['a', 'b']))).not.toBe(before);
    writeFileSync(join(converted, 'specs', 'a.spec.ts'), "test('a', async () => {}); \n");
    expect(convertedFingerprint(converted, new Set(['b']))).not.toBe(before);
  });

  it('ignores the run output Playwright leaves in the folder', () => {
    const before = convertedFingerprint(converted, new Set());
    cpSync(join(converted, 'specs'), join(converted, 'test-results', 'x'), { recursive: true });
    expect(convertedFingerprint(converted, new Set())).toBe(before);
  });
});

describe('the converted runs’ record', () => {
  const keeping = {
    good: run('playwright', 'good', { a: 'passed', b: 'passed' }),
    broken: run('playwright', 'broken', { b: 'failed' }),
  };

  it('records a run that keeps every pass and breakage, and gives it back only for the same fingerprint', () => {
    const { rows } = compareRuns({
      originalGood,
      originalBroken,
      convertedGood: keeping.good,
      convertedBroken: keeping.broken,
    });
    expect(
      writeConvertedRecordIfSound('protractor', 'f1', keeping.good, keeping.broken, rows, records),
    ).toBe(true);
    const recorded = readConvertedRecord('protractor', 'f1', records);
    expect(recorded?.good.cases.map((c) => [c.key, c.status])).toEqual([
      ['a', 'passed'],
      ['b', 'passed'],
    ]);
    // Errors are kept short: their first lines, not whole stacks.
    expect(recorded?.broken.cases[0]?.error?.split('\n').length).toBeLessThanOrEqual(3);
    expect(recorded?.good.log).toContain('recorded run of');
    expect(readConvertedRecord('protractor', 'f2', records)).toBeUndefined();
    expect(readConvertedRecord('selenium-js', 'f1', records)).toBeUndefined();
  });

  it('runs live when DIFFERENTIAL_LIVE_CONVERTED or DIFFERENTIAL_LIVE is set', () => {
    const { rows } = compareRuns({
      originalGood,
      originalBroken,
      convertedGood: keeping.good,
      convertedBroken: keeping.broken,
    });
    writeConvertedRecordIfSound('protractor', 'f1', keeping.good, keeping.broken, rows, records);
    process.env.DIFFERENTIAL_LIVE_CONVERTED = '1';
    expect(readConvertedRecord('protractor', 'f1', records)).toBeUndefined();
    delete process.env.DIFFERENTIAL_LIVE_CONVERTED;
    process.env.DIFFERENTIAL_LIVE = '1';
    expect(readConvertedRecord('protractor', 'f1', records)).toBeUndefined();
  });

  it('does not record a run that loses a pass or misses a breakage', () => {
    const lostPass = compareRuns({
      originalGood,
      originalBroken,
      convertedGood: run('playwright', 'good', { a: 'failed', b: 'passed' }),
      convertedBroken: keeping.broken,
    });
    const missedBreakage = compareRuns({
      originalGood,
      originalBroken,
      convertedGood: keeping.good,
      convertedBroken: run('playwright', 'broken', { b: 'passed' }),
    });
    for (const { rows } of [lostPass, missedBreakage]) {
      expect(
        writeConvertedRecordIfSound(
          'protractor',
          'f1',
          keeping.good,
          keeping.broken,
          rows,
          records,
        ),
      ).toBe(false);
    }
    expect(readConvertedRecord('protractor', 'f1', records)).toBeUndefined();
  });
});
