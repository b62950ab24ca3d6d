// Converter benchmark (issue 3, "Proof"): Rewright and @amadeus-it-group/protractor-to-playwright
// side by side on the same generated Protractor suite — files/s, peak memory, files lost,
// diagnostics — then both tools' scores on the differential suite. Each tool runs in its own
// process, one after the other, so each peak-memory figure is that tool's alone. Prints a Markdown
// table for bench/README.md and writes bench/results/converter.json.
//   npm run bench:converter
//   BENCH_CONVERTER_FILES=200 BENCH_CONVERTER_DIFFERENTIAL=0 npm run bench:converter
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machineDescription } from '../machine';
import { runConversion } from './conversion-run';
import { differentialSuiteDir, scoreConverted } from './differential-score';
import { generateSuite } from './generate-suite';
import { formatTable, type ToolResult } from './results-table';
import { repoRoot, tools } from './tools';

const specCount = Number(process.env.BENCH_CONVERTER_FILES ?? 2000);
const seed = Number(process.env.BENCH_CONVERTER_SEED ?? 3);
const timeoutMs = Number(process.env.BENCH_CONVERTER_TIMEOUT_MINUTES ?? 15) * 60_000;
const withDifferential = process.env.BENCH_CONVERTER_DIFFERENTIAL !== '0';
const resultsDir = path.join(repoRoot, 'bench', 'results');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'rewright-bench-converter-'));
const suite = generateSuite(path.join(scratch, 'suite'), specCount, seed);
// Real suites live in a project with protractor installed; the type-aware tool resolves
// `import … from 'protractor'` through it. Both tools skip node_modules.
symlinkSync(path.join(repoRoot, 'node_modules'), path.join(suite.dir, 'node_modules'), 'dir');
console.log(
  `generated ${suite.totalFiles} files (${suite.specFiles} specs, ${suite.lines} lines), seed ${seed}`,
);

const results: ToolResult[] = [];
for (const tool of tools) {
  console.log(`converting the generated suite with ${tool.label} …`);
  const generated = await runConversion(
    tool,
    suite.dir,
    path.join(scratch, `out-${tool.name}`),
    scratch,
    timeoutMs,
  );
  if (generated.exitCode !== 0)
    console.log(
      `  exit ${generated.exitCode}${generated.timedOut ? ' (timed out)' : ''}: ${generated.stderrTail}`,
    );
  results.push({ generated, differential: null });
}

if (withDifferential) {
  for (const result of results) {
    const tool = tools.find((t) => t.name === result.generated.tool);
    if (!tool) continue;
    // Inside the repository, so the converted files resolve @playwright/test like a user's project.
    const convertedDir = path.join(resultsDir, 'converter-differential', tool.name);
    console.log(
      `converting the differential suite with ${tool.label}, then scoring it (minutes) …`,
    );
    const conversion = await runConversion(
      tool,
      differentialSuiteDir,
      convertedDir,
      scratch,
      timeoutMs,
    );
    result.differential =
      conversion.exitCode === 0
        ? await scoreConverted(convertedDir, scratch, 40 * 60_000)
        : { error: `conversion exit ${conversion.exitCode}` };
  }
}

rmSync(scratch, { recursive: true, force: true });

const machine = machineDescription();
const date = new Date().toISOString();
console.log(
  `\nConverter — ${suite.specFiles} generated spec files (${suite.totalFiles} files, seed ${seed}) — ${machine} — ${date.slice(0, 10)}\n`,
);
console.log(formatTable(results));
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'converter.json'),
  `${JSON.stringify({ date, machine, seed, suite: { specFiles: suite.specFiles, totalFiles: suite.totalFiles, lines: suite.lines }, results }, null, 2)}\n`,
);
