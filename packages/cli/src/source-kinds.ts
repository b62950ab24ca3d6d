import type { SourceKind } from './converter';

/**
 * The source kinds `--from` accepts today and the files the CLI reads for each. The engine has more
 * kinds in its types; a kind is listed here once the engine converts it.
 */
export const SOURCE_KINDS: readonly { kind: SourceKind; extensions: readonly string[] }[] = [
  {
    kind: 'protractor',
    extensions: ['.js', '.cjs', '.mjs', '.jsx', '.ts', '.cts', '.mts', '.tsx'],
  },
];

export function findSourceKind(name: string): SourceKind | undefined {
  return SOURCE_KINDS.find((entry) => entry.kind === name)?.kind;
}

/** The extensions to read: one kind's, or every kind's when `--from` is omitted (the engine detects). */
export function extensionsFor(kind: SourceKind | undefined): string[] {
  const kinds = kind === undefined ? SOURCE_KINDS : SOURCE_KINDS.filter((e) => e.kind === kind);
  return [...new Set(kinds.flatMap((entry) => entry.extensions))];
}
