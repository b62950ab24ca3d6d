/** The Markdown table printed by the bench and recorded in bench/README.md. */
import type { ConversionFigures } from './conversion-run';
import type { DifferentialScore } from './differential-score';

export interface ToolResult {
  generated: ConversionFigures;
  differential: DifferentialScore | { error: string } | null;
}

export function formatTable(results: ToolResult[]): string {
  const lines = [
    '| tool | files/s | wall time | peak memory | files converted | files lost | diagnostics (TODOs) | differential: kept passing | breakage detected |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { generated: g, differential: d } of results) {
    // A tool stopped at the limit converted fewer than all its files in that time: an upper bound.
    const speed = g.timedOut
      ? `timed out (< ${(g.inputFiles / g.wallSeconds).toFixed(1)})`
      : g.filesPerSecond.toFixed(1);
    const memory = g.peakRssMiB === null ? 'n/a' : `${Math.round(g.peakRssMiB)} MiB`;
    const notes = `${g.diagnostics ?? 'n/a'} (${g.todos ?? 'none written'})`;
    lines.push(
      `| ${g.label} | ${speed} | ${g.wallSeconds.toFixed(1)} s | ${memory} | ${g.filesWritten}/${g.inputFiles} | ${g.filesLost} | ${notes} | ${differentialCells(d)} |`,
    );
  }
  return lines.join('\n');
}

function differentialCells(d: ToolResult['differential']): string {
  if (d === null) return 'not run | not run';
  if ('error' in d) return `error: ${d.error} | –`;
  return `${d.keptPassing}/${d.originalPassing} (${percent(d.passRate)}) | ${d.keptFailing}/${d.originalDetecting} (${percent(d.detectionRate)})`;
}

const percent = (ratio: number): string => `${(ratio * 100).toFixed(1)} %`;
