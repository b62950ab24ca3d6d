/**
 * Child process of the scale bench: converts one folder with Rewright's Node entry
 * (`convertProject`, which runs the engine on a large-stack thread) and prints one JSON line —
 * what came out, the process's CPU time (every thread) and peak RSS. `BENCH_CONVERTER_ENGINE`
 * names another engine's `node.ts` to measure instead (the engine before a change, unpacked
 * inside the repository so it resolves the same packages); an engine without a large-stack entry
 * is measured as it is.
 *   node --import tsx bench/converter/convert-scale-case.ts <input>
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ProjectResult } from '@rewright/converter';

const [input] = process.argv.slice(2);
if (!input) throw new Error('usage: convert-scale-case.ts <input>');

const engine = process.env.BENCH_CONVERTER_ENGINE;
const { convertProject } = (await import(
  engine ? pathToFileURL(path.resolve(engine)).href : '@rewright/converter/node'
)) as { convertProject: (dir: string) => Promise<ProjectResult> };

let result: ProjectResult | undefined;
let thrown: string | undefined;
try {
  result = await convertProject(input);
} catch (error) {
  thrown = error instanceof Error ? error.message : String(error);
}
const cpu = process.cpuUsage();
const diagnostics = result?.files.flatMap((f) => f.diagnostics) ?? [];
console.log(
  JSON.stringify({
    thrown,
    converted: result?.files.filter((f) => f.code !== undefined).length ?? 0,
    files: result?.files.length ?? 0,
    todos: result?.report.todos ?? null,
    outputChars: result?.files.reduce((n, f) => n + (f.code?.length ?? 0), 0) ?? 0,
    problems: [...new Set(diagnostics.filter((d) => d.severity === 'error').map((d) => d.message))],
    notFormatted: diagnostics.filter((d) => d.rule === 'engine/not-formatted').length,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    maxRssKiB: process.resourceUsage().maxRSS,
  }),
);
