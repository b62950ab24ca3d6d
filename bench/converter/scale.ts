// Converter scale bench (issue 10, item 9): one big spec file at several sizes (time and memory
// should grow linearly) and valid code nested or chained 10,000 deep (it should convert). Each
// case is converted in its own process, one after the other, through the public Node entry;
// wall time from spawn to exit, CPU time of the whole process, peak RSS from `/usr/bin/time -v`.
// Prints a Markdown table for bench/README.md and writes bench/results/converter-scale.json.
//   npm run converter:scale -w bench
//   BENCH_SCALE_SIZES=0.5,1 BENCH_SCALE_DEPTH=2000 npm run converter:scale -w bench
//   BENCH_CONVERTER_ENGINE=<path to another engine's src/node.ts> … (figures "before" a change)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machineDescription } from '../machine';
import { runMeasured } from './measure-process';
import {
  bigSpec,
  elementChain,
  nestedCallbacks,
  nestedDescribes,
  nestedParentheses,
} from './scale-inputs';
import { repoRoot } from './tools';

const sizes = (process.env.BENCH_SCALE_SIZES ?? '0.5,1,2,5').split(',').map(Number);
const depth = Number(process.env.BENCH_SCALE_DEPTH ?? 10_000);
const timeoutMs = Number(process.env.BENCH_SCALE_TIMEOUT_MINUTES ?? 10) * 60_000;
const engine = process.env.BENCH_CONVERTER_ENGINE;
// The children run from the repository root: give them the path as this process resolves it.
if (engine) process.env.BENCH_CONVERTER_ENGINE = path.resolve(engine);
const resultsDir = path.join(repoRoot, 'bench', 'results');

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
  const run = await runMeasured(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'bench', 'converter', 'convert-scale-case.ts'), dir],
    { cwd: repoRoot, timeoutMs, timeFile: path.join(scratch, 'time.txt') },
  );
  const report = lastJsonLine(run.stdout);
  const rss = run.maxRssKiB ?? (report?.maxRssKiB as number | undefined) ?? null;
  rows.push({
    name: c.name,
    inputBytes: source.length,
    ...(c.mib !== undefined ? { mib: c.mib } : {}),
    exitCode: run.exitCode,
    timedOut: run.timedOut,
    wallSeconds: run.wallMs / 1000,
    cpuSeconds: (report?.cpuSeconds as number | undefined) ?? null,
    peakRssMiB: rss === null ? null : rss / 1024,
    outcome: outcomeOf(run.exitCode, run.timedOut, report, run.stderr),
  });
  console.log(`  ${formatRow(rows.at(-1) as Row)}`);
}
rmSync(scratch, { recursive: true, force: true });

const machine = machineDescription();
const date = new Date().toISOString();
console.log(
  `\nConverter scale — ${engine ? `engine ${engine}` : 'this engine'} — ${machine} — load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} — ${date.slice(0, 10)}\n`,
);
console.log('| input | wall time | CPU time | peak memory | outcome |');
console.log('| --- | ---: | ---: | ---: | --- |');
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
  path.join(resultsDir, `converter-scale${engine ? '-engine' : ''}.json`),
  `${JSON.stringify({ date, machine, loadAverage: os.loadavg(), engine: engine ?? null, rows }, null, 2)}\n`,
);

function formatRow(row: Row): string {
  const cpu = row.cpuSeconds === null ? 'n/a' : `${row.cpuSeconds.toFixed(1)} s`;
  const memory = row.peakRssMiB === null ? 'n/a' : `${Math.round(row.peakRssMiB)} MiB`;
  return `| ${row.name} | ${row.wallSeconds.toFixed(1)} s | ${cpu} | ${memory} | ${row.outcome} |`;
}

function lastJsonLine(stdout: string): Record<string, unknown> | undefined {
  const line = stdout.trim().split('\n').at(-1);
  try {
    return line ? (JSON.parse(line) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function outcomeOf(
  exitCode: number | null,
  timedOut: boolean,
  report: Record<string, unknown> | undefined,
  stderr: string,
): string {
  if (timedOut) return 'timed out';
  if (!report) return `exit ${exitCode}: ${stderr.trim().split('\n').at(-1)?.slice(0, 120) ?? ''}`;
  if (report.thrown) return `threw: ${String(report.thrown).slice(0, 120)}`;
  const problems = (report.problems as string[]).map((p) => p.slice(0, 90));
  if (report.converted !== report.files) return `not converted: ${problems.join('; ')}`;
  const notes = [
    `converted, ${report.todos} TODOs`,
    ...(Number(report.notFormatted) > 0 ? ['not formatted (over the limit)'] : []),
    ...problems,
  ];
  return notes.join(', ');
}
