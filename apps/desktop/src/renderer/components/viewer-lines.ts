import type { ConvertedFile, Diagnostic, Severity } from '@rewright/converter';

export interface ViewerLine {
  number: number;
  text: string;
  /** Diagnostics reported on this line (original side), shown under it. */
  diagnostics: Diagnostic[];
  /** A `// TODO(rewright)` the engine left (converted side). */
  isTodo: boolean;
}

const TODO_MARKER = 'TODO(rewright)';

/** The original's lines, each with the diagnostics the conversion reported on it. */
export function originalLines(source: string, converted?: ConvertedFile): ViewerLine[] {
  const byLine = new Map<number, Diagnostic[]>();
  for (const diagnostic of converted?.diagnostics ?? []) {
    byLine.set(diagnostic.line, [...(byLine.get(diagnostic.line) ?? []), diagnostic]);
  }
  return splitLines(source).map((text, index) => ({
    number: index + 1,
    text,
    diagnostics: byLine.get(index + 1) ?? [],
    isTodo: false,
  }));
}

/** The converted code's lines, TODO markers flagged; none when the file could not be converted. */
export function convertedLines(converted: ConvertedFile): ViewerLine[] {
  return splitLines(converted.code ?? '').map((text, index) => ({
    number: index + 1,
    text,
    diagnostics: [],
    isTodo: text.includes(TODO_MARKER),
  }));
}

function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r\n|\n|\r/);
  return lines.at(-1) === '' ? lines.slice(0, -1) : lines;
}

const SEVERITY_ORDER: Severity[] = ['error', 'warning', 'info'];

/** The most serious severity among a line's diagnostics (how it is highlighted); none without. */
export function worstSeverity(diagnostics: readonly Diagnostic[]): Severity | undefined {
  return SEVERITY_ORDER.find((severity) =>
    diagnostics.some((diagnostic) => diagnostic.severity === severity),
  );
}
