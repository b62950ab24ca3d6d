// Converter scale bench (issue 10, item 9): one big spec file at several sizes (time and memory
// should grow linearly) and valid code nested or chained 10,000 deep (it should convert). Each
// case is converted in its own process, one after the other, by the CLI as users run it
// (`rewright convert <dir> --out <dir> --json`); wall time from spawn to exit, CPU time (user +
// system, every thread) and peak RSS from `/usr/bin/time -v`. Prints a Markdown table for
// bench/README.md and writes bench/results/converter-scale.json.
//   npm run converter:scale -w bench
//   BENCH_SCALE_SIZES=0.5,1 BENCH_SCALE_DEPTH=2000 npm run converter:scale -w bench
//   BENCH_SCALE_RUNS=5 … (each case converted 5 times, each conversion of a size case followed by
//   a bare parse; the figures are the run of median wall time and the median parse: on a shared
//   machine whose speed moves within the hour)
//   BENCH_CONVERTER_CLI=<another checkout's packages/cli/bin/rewright.js> … (figures "before" a
//   change; see bench/README.md for unpacking one with `git archive`)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machineDescription } from '../machine';
import { runMeasured, type MeasuredRun } from './measure-process';
import {
  bigSpec,
  elementChain,
  nestedCallbacks,
  nestedDescribes,
  nestedParentheses,
  nestedSeleniumDescribes,
} from './scale-inputs';
import { repoRoot } from './tools';

const sizes = (process.env.BENCH_SCALE_SIZES ?? '0.5,1,2,5').split(',').map(Number);
const depth = Number(process.env.BENCH_SCALE_DEPTH ?? 10_000);
const timeoutMs = Number(process.env.BENCH_SCALE_TIMEOUT_MINUTES ?? 10) * 60_000;
const runs = Math.max(1, Number(process.env.BENCH_SCALE_RUNS ?? 1));
const otherCli = process.env.BENCH_CONVERTER_CLI;
// The bench measures the engine through the CLI, not the account: converting unmetered (no
// sign-in, no charge; development only, packages/cli/README.md) keeps it offline. Spawned CLIs
// inherit it; an older CLI ignores it.
process.env.REWRIGHT_DEV_UNMETERED = '1';
const cli = otherCli
  ? path.resolve(otherCli)
  : path.join(repoRoot, 'packages', 'cli', 'bin', 'rewright.js');
const other = otherCli ? cli : undefined;
const resultsDir = path.join(repoRoot, 'bench', 'results');
const parseOnly = path.join(repoRoot, 'bench', 'converter', 'parse-only.mjs');

interface Case {
  name: string;
  source: () => string;
  /** MiB of input, for the linearity ratios of the size series. */
  mib?: number;
}

const cases: Case[] = [
  ...sizes.map((mib) => ({
    name: `one spec file, ${mib} MiB`,
    source: () => bigSpec(mib * 2 ** 20),
    mib,
  })),
  { name: `${depth} nested describes`, source: () => nestedDescribes(depth) },
  {
    name: `${depth} nested describes, Selenium WebDriver JS`,
    source: () => nestedSeleniumDescribes(depth),
  },
  {
    name: `${depth}-link element(…).element(…) chain`,
    source: () => elementChain(depth, 'element'),
  },
  { name: `${depth}-link $(…).$(…) chain`, source: () => elementChain(depth, '$') },
  { name: `${depth} nested .then callbacks`, source: () => nestedCallbacks(depth) },
  { name: `${depth} nested parentheses`, source: () => nestedParentheses(depth) },
];

interface Row {
  name: string;
  inputBytes: number;
  mib?: number;
  exitCode: number | null;
  timedOut: boolean;
  wallSeconds: number;
  cpuSeconds: number | null;
  peakRssMiB: number | null;
  outcome: string;
  /** The bare baseline of a size case: TypeScript parsing the same file alone (parse-only.mjs). */
  parse?: { wallSeconds: number; cpuSeconds: number | null };
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'rewright-bench-scale-'));
const rows: Row[] = [];
for (const c of cases) {
  const dir = path.join(scratch, 'input');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const source = c.source();
  writeFileSync(path.join(dir, 'case.spec.js'), source);
  console.log(`${c.name} (${(source.length / 2 ** 20).toFixed(2)} MiB) …`);
  const out = path.join(scratch, 'output');
  const measured: MeasuredRun[] = [];
  const parses: MeasuredRun[] = [];
  for (let n = 0; n < runs; n++) {
    rmSync(out, { recursive: true, force: true });
    measured.push(
      await runMeasured(process.execPath, [cli, 'convert', dir, '--out', out, '--json'], {
        cwd: repoRoot,
        timeoutMs,
        timeFile: path.join(scratch, 'time.txt'),
      }),
    );
    // The machine's speed varies from day to day (it is shared): the size cases are also
    // measured against a bare parse of the same file, in the same run.
    if (c.mib !== undefined)
      parses.push(
        await runMeasured(process.execPath, [parseOnly, path.join(dir, 'case.spec.js')], {
          cwd: repoRoot,
          timeoutMs,
          timeFile: path.join(scratch, 'time.txt'),
        }),
      );
  }
  const run = medianRun(measured);
  const parse = parses.length ? medianRun(parses) : undefined;
  const report = jsonReport(run.stdout);
  rows.push({
    name: c.name,
    inputBytes: source.length,
    ...(c.mib !== undefined ? { mib: c.mib } : {}),
    exitCode: run.exitCode,
    timedOut: run.timedOut,
    wallSeconds: run.wallMs / 1000,
    cpuSeconds: run.cpuSeconds,
    peakRssMiB: run.maxRssKiB === null ? null : run.maxRssKiB / 1024,
    outcome: outcomeOf(run.exitCode, run.timedOut, report, run.stderr),
    ...(parse ? { parse: { wallSeconds: parse.wallMs / 1000, cpuSeconds: parse.cpuSeconds } } : {}),
  });
  console.log(`  ${formatRow(rows.at(-1) as Row)}`);
}
rmSync(scratch, { recursive: true, force: true });

const machine = machineDescription();
const date = new Date().toISOString();
console.log(
  `\nConverter scale — ${other ? `CLI ${other}` : "this checkout's CLI"}${runs > 1 ? ` — median of ${runs} runs` : ''} — ${machine} — load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} — ${date.slice(0, 10)}\n`,
);
console.log(
  '| input | wall time | CPU time | peak memory | outcome | bare parse: wall, CPU (conversion ×) |',
);
console.log('| --- | ---: | ---: | ---: | --- | ---: |');
for (const row of rows) console.log(formatRow(row));
const base = rows.find((r) => r.mib !== undefined && r.cpuSeconds !== null);
if (base?.mib !== undefined) {
  console.log(`\nRatios to the ${base.mib} MiB file (size ×, wall ×, CPU ×, memory ×):`);
  for (const row of rows.filter((r) => r.mib !== undefined && r !== base)) {
    const ratio = (a: number | null, b: number | null) =>
      a !== null && b !== null ? (a / b).toFixed(1) : 'n/a';
    console.log(
      `- ${row.mib} MiB: ${ratio(row.mib ?? null, base.mib)}, ${ratio(row.wallSeconds, base.wallSeconds)}, ${ratio(row.cpuSeconds, base.cpuSeconds)}, ${ratio(row.peakRssMiB, base.peakRssMiB)}`,
    );
  }
}
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, `converter-scale${other ? '-other' : ''}.json`),
  `${JSON.stringify({ date, machine, loadAverage: os.loadavg(), cli: other ?? null, rows }, null, 2)}\n`,
);

/** The run of median wall time (the lower middle one of an even count). */
function medianRun(measured: MeasuredRun[]): MeasuredRun {
  const sorted = [...measured].sort((a, b) => a.wallMs - b.wallMs);
  return sorted[Math.floor((sorted.length - 1) / 2)] as MeasuredRun;
}

function formatRow(row: Row): string {
  const cpu = row.cpuSeconds === null ? 'n/a' : `${row.cpuSeconds.toFixed(1)} s`;
  const memory = row.peakRssMiB === null ? 'n/a' : `${Math.round(row.peakRssMiB)} MiB`;
  const parse = row.parse
    ? `${row.parse.wallSeconds.toFixed(1)} s, ${row.parse.cpuSeconds?.toFixed(1) ?? 'n/a'} s (${(row.wallSeconds / row.parse.wallSeconds).toFixed(1)}×)`
    : '–';
  return `| ${row.name} | ${row.wallSeconds.toFixed(1)} s | ${cpu} | ${memory} | ${row.outcome} | ${parse} |`;
}

/** What `rewright convert --json` printed, the parts this bench reads. */
interface CliReport {
  report: { files: number; todos: number; errors: number };
  files: { written: boolean }[];
  diagnostics: { rule: string; severity: string; message: string }[];
}

function jsonReport(stdout: string): CliReport | undefined {
  try {
    return JSON.parse(stdout) as CliReport;
  } catch {
    return undefined;
  }
}

function outcomeOf(
  exitCode: number | null,
  timedOut: boolean,
  report: CliReport | undefined,
  stderr: string,
): string {
  if (timedOut) return 'timed out';
  if (!report) return `exit ${exitCode}: ${stderr.trim().split('\n').at(-1)?.slice(0, 120) ?? ''}`;
  const problems = [
    ...new Set(report.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)),
  ].map((p) => p.slice(0, 90));
  const written = report.files.filter((f) => f.written).length;
  if (written !== report.report.files) return `not converted: ${problems.join('; ')}`;
  const notFormatted = report.diagnostics.filter((d) => d.rule === 'engine/not-formatted').length;
  const notes = [
    `converted, ${report.report.todos} TODOs`,
    ...(notFormatted > 0 ? ['not formatted (over the limit)'] : []),
    ...problems,
  ];
  return notes.join(', ');
}
