// Converter bench per source kind (issue 11, "Proof"): for every kind the engine converts (the
// kinds list, `packages/converter/src/kinds.ts`), a generated suite of 2,000 files (page objects,
// helpers, specs; `kind-suites.ts`) converted by the CLI as users run it (`rewright convert <dir>
// --out <dir> --json`, the kind detected), one kind after the other, each in its own process:
// files/s, wall and CPU time (user + system, every thread) and peak RSS from `/usr/bin/time -v`,
// and what the conversion reported. Prints a Markdown table for bench/README.md and writes
// bench/results/converter-kinds.json.
//   npm run converter:kinds -w bench
//   BENCH_KINDS_FILES=200 BENCH_KINDS_SEED=3 npm run converter:kinds -w bench
//   BENCH_CONVERTER_CLI=<another checkout's packages/cli/bin/rewright.js> … (figures "before")
//   BENCH_KINDS_ONLY=selenium-java npm run converter:kinds -w bench   (some kinds, comma-separated ids)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { convertingKinds } from '@rewright/converter/kinds';
import { machineDescription } from '../machine';
import { suiteFor } from './kind-suites';
import { runMeasured } from './measure-process';
import { repoRoot } from './tools';

const count = Number(process.env.BENCH_KINDS_FILES ?? 2000);
const seed = Number(process.env.BENCH_KINDS_SEED ?? 3);
const timeoutMs = Number(process.env.BENCH_KINDS_TIMEOUT_MINUTES ?? 15) * 60_000;
const otherCli = process.env.BENCH_CONVERTER_CLI;
// The bench measures the engine through the CLI, not the account: converting unmetered (no
// sign-in, no charge; development only, packages/cli/README.md) keeps it offline. Spawned CLIs
// inherit it; an older CLI ignores it.
process.env.REWRIGHT_DEV_UNMETERED = '1';
const cli = otherCli
  ? path.resolve(otherCli)
  : path.join(repoRoot, 'packages', 'cli', 'bin', 'rewright.js');
const resultsDir = path.join(repoRoot, 'bench', 'results');

interface Row {
  kind: string;
  label: string;
  origin: string;
  files: number;
  lines: number;
  exitCode: number | null;
  timedOut: boolean;
  wallSeconds: number;
  cpuSeconds: number | null;
  filesPerSecond: number;
  peakRssMiB: number | null;
  report?: { files: number; testCases: number; converted: number; todos: number; errors: number };
  loadAverage: number;
}

const loadAtStart = os.loadavg();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'rewright-bench-kinds-'));
const rows: Row[] = [];
const only = process.env.BENCH_KINDS_ONLY?.split(',').map((id) => id.trim());
for (const kind of convertingKinds().filter((k) => !only || only.includes(k.id))) {
  const suite = suiteFor(kind);
  const input = path.join(scratch, kind.id);
  const generated = suite.generate(input, count, seed);
  const out = path.join(scratch, `${kind.id}-out`);
  console.log(`${kind.label}: ${generated.totalFiles} files (${generated.lines} lines) …`);
  const loadAverage = os.loadavg()[0] ?? 0;
  const run = await runMeasured(process.execPath, [cli, 'convert', input, '--out', out, '--json'], {
    cwd: repoRoot,
    timeoutMs,
    timeFile: path.join(scratch, 'time.txt'),
  });
  const report = jsonReport(run.stdout);
  const wallSeconds = run.wallMs / 1000;
  rows.push({
    kind: kind.id,
    label: kind.label,
    origin: suite.origin,
    files: generated.totalFiles,
    lines: generated.lines,
    exitCode: run.exitCode,
    timedOut: run.timedOut,
    wallSeconds,
    cpuSeconds: run.cpuSeconds,
    filesPerSecond: run.timedOut ? 0 : generated.totalFiles / wallSeconds,
    peakRssMiB: run.maxRssKiB === null ? null : run.maxRssKiB / 1024,
    ...(report ? { report } : {}),
    loadAverage,
  });
  if (!report) console.log(`  exit ${run.exitCode}: ${run.stderr.trim().split('\n').at(-1) ?? ''}`);
  console.log(`  ${formatRow(rows.at(-1) as Row)}`);
  rmSync(input, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
}
rmSync(scratch, { recursive: true, force: true });

const machine = machineDescription();
const date = new Date().toISOString();
const loads = (l: number[]): string => l.map((x) => x.toFixed(1)).join(' ');
console.log(
  `\nConverter per source kind — ${otherCli ? `CLI ${otherCli}` : "this checkout's CLI"} — ${count} files each, seed ${seed} — ${machine} — load average ${loads(loadAtStart)} at the start, ${loads(os.loadavg())} at the end — ${date.slice(0, 10)}\n`,
);
console.log(
  '| source kind | files (lines) | files/s | wall time | CPU time | peak memory | converted / TODOs / errors | load (1 min) |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(formatRow(row));
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(
    resultsDir,
    `converter-kinds${otherCli ? '-other' : ''}${only ? `-${only.join('-')}` : ''}.json`,
  ),
  `${JSON.stringify({ date, machine, loadAtStart, loadAtEnd: os.loadavg(), count, seed, cli: otherCli ?? null, rows }, null, 2)}\n`,
);

function formatRow(row: Row): string {
  const speed = row.timedOut ? 'timed out' : row.filesPerSecond.toFixed(1);
  const cpu = row.cpuSeconds === null ? 'n/a' : `${row.cpuSeconds.toFixed(1)} s`;
  const memory = row.peakRssMiB === null ? 'n/a' : `${Math.round(row.peakRssMiB)} MiB`;
  const outcome = row.report
    ? `${row.report.converted} / ${row.report.todos} / ${row.report.errors}`
    : `exit ${row.exitCode}`;
  const files = `${row.files} (${row.lines.toLocaleString('en-US')})${row.origin === 'fixtures' ? ', fixtures' : ''}`;
  return `| ${row.label} | ${files} | ${speed} | ${row.wallSeconds.toFixed(1)} s | ${cpu} | ${memory} | ${outcome} | ${row.loadAverage.toFixed(1)} |`;
}

function jsonReport(stdout: string): Row['report'] {
  try {
    return (JSON.parse(stdout) as { report: NonNullable<Row['report']> }).report;
  } catch {
    return undefined;
  }
}
