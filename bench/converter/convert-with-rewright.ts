/**
 * Child process for the bench: converts `<input>` with Rewright's public Node entry
 * (`convertProject`) and writes what the CLI would write to `<output>` — converted files, support
 * modules, `playwright.config.ts`. Prints one JSON line with the tool's own counts and this
 * process's peak RSS, so the figure covers this tool alone.
 *   node --import tsx bench/converter/convert-with-rewright.ts <input> <output>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { convertProject } from '@rewright/converter/node';
import type { ChildReport } from './child-report';

const [input, output] = process.argv.slice(2);
if (!input || !output) throw new Error('usage: convert-with-rewright.ts <input> <output>');

const write = (relative: string, code: string): void => {
  const file = path.join(output, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, code);
};

const result = await convertProject(input);
let failed = 0;
for (const file of result.files) {
  if (file.code === undefined) failed += 1;
  else write(file.outputPath, file.code);
}
for (const file of result.supportFiles) write(file.outputPath, file.code);
if (result.playwrightConfig.code)
  write(result.playwrightConfig.outputPath, result.playwrightConfig.code);

const report: ChildReport = {
  filesFailed: failed,
  todos: result.report.todos,
  diagnostics: result.files.reduce((sum, file) => sum + file.diagnostics.length, 0),
  maxRssKiB: process.resourceUsage().maxRSS,
};
console.log(JSON.stringify(report));
