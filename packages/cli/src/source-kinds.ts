import { convertingKinds, kindNamed, readExtensions } from '@rewright/converter/kinds';
import type { SourceKind } from './converter';

/**
 * The source kinds `--from` accepts and the files the CLI reads for each: the engine's kinds list
 * (`@rewright/converter/kinds`, plain data, so reading it does not load the engine), limited to the
 * kinds it converts. `name` is what `--from` is shown with (a kind's short alias when it has one).
 */
export const SOURCE_KINDS: readonly {
  kind: SourceKind;
  name: string;
  extensions: readonly string[];
}[] = convertingKinds().map((entry) => ({
  kind: entry.id,
  name: entry.aliases[0] ?? entry.id,
  extensions: entry.extensions,
}));

/** The kind `--from <name>` names: its id or an alias, if the engine converts it. */
export function findSourceKind(name: string): SourceKind | undefined {
  const entry = kindNamed(name);
  return SOURCE_KINDS.find((known) => known.kind === entry?.id)?.kind;
}

/** The source extensions of one kind, or of every kind when `--from` is omitted (the engine detects). */
export function extensionsFor(kind: SourceKind | undefined): string[] {
  const kinds = kind === undefined ? SOURCE_KINDS : SOURCE_KINDS.filter((e) => e.kind === kind);
  return [...new Set(kinds.flatMap((entry) => entry.extensions))];
}

/** What to read: those sources and the data files their suites read (written to the output too). */
export function filesToRead(kind: SourceKind | undefined): string[] {
  return readExtensions(
    convertingKinds().filter((entry) => kind === undefined || entry.id === kind),
  );
}
