/**
 * The one list of source kinds. Everything that needs to know which sources exist reads it: the
 * engine's detection (`detect.ts`) and dispatch (`convert.ts`), the catalogue's message for a kind
 * that does not convert yet, the CLI's `--from` and the files it reads, the website's demo and the
 * docs. Adding a kind is one folder under `sources/<kind>/` (its front end) and one entry here.
 *
 * This module is plain data (no TypeScript compiler, no front end): the CLI reads it before it
 * loads the engine, and front ends are loaded only when a file of their kind is converted.
 */
import type { FrontEnd } from './core/front-end.js';

/** An entry of the list; `Id` is the kind's id (`SourceKind` once the list is written). */
interface KindEntry<Id extends string> {
  id: Id;
  /** How people call it, for messages and docs. */
  label: string;
  /** What `--from` accepts for this kind (the id always works too). */
  aliases: readonly string[];
  /** The files of this kind (a project folder is read for these). */
  extensions: readonly string[];
  /**
   * How a file is recognised when `from` is omitted: by extension alone, or, for JavaScript and
   * TypeScript, by the modules it imports and the free globals it uses. `fallback`: the kind a
   * JavaScript/TypeScript file with no sign of any kind is converted as.
   */
  detection: {
    extensions?: readonly string[];
    imports?: readonly string[];
    globals?: readonly string[];
    fallback?: boolean;
  };
  /**
   * Files a suite of this kind reads at run time (test data): read with the sources and written
   * to the output as they are, at the same relative path, so the converted suite finds them.
   */
  dataFiles?: readonly string[];
  /**
   * How a test case (one credit) is counted, as the docs say it: the website's user guide lists
   * each converting kind with it (its test holds the guide to this list).
   */
  testCase: string;
  /** Loads the front end; absent while the kind does not convert yet. */
  frontEnd?: () => Promise<FrontEnd>;
}

const scriptExtensions = ['.js', '.cjs', '.mjs', '.jsx', '.ts', '.cts', '.mts', '.tsx'] as const;

const kinds = [
  {
    id: 'protractor',
    label: 'Protractor',
    aliases: [],
    extensions: scriptExtensions,
    detection: {
      imports: ['protractor'],
      globals: ['browser', 'element', 'by', '$', '$$', 'protractor'],
      fallback: true,
    },
    testCase: 'one per `it` (also `fit`, `xit`) or Mocha `specify`',
    frontEnd: async () => (await import('./sources/protractor/index.js')).protractorFrontEnd,
  },
  {
    id: 'selenium-js',
    label: 'Selenium WebDriver (JavaScript/TypeScript)',
    aliases: ['selenium'],
    extensions: scriptExtensions,
    detection: { imports: ['selenium-webdriver'] },
    testCase: 'one per `it` or `test` (Mocha, Jest, Jasmine)',
    frontEnd: async () => (await import('./sources/selenium/index.js')).seleniumFrontEnd,
  },
  {
    id: 'selenium-java',
    label: 'Selenium WebDriver (Java)',
    aliases: [],
    // `testng.xml` says which tests run together: the config's projects. A Maven or Gradle build
    // file is the project's (no output): read with the suite, it is not taken for a script.
    extensions: ['.java', 'testng.xml', 'pom.xml', 'build.gradle', 'build.gradle.kts'],
    // Configuration the suite reads (`Properties.load`): written beside the converted files.
    dataFiles: ['.properties'],
    detection: {
      extensions: ['.java', 'testng.xml', 'pom.xml', 'build.gradle', 'build.gradle.kts'],
    },
    testCase:
      'one per `@Test` method (TestNG, JUnit 4 and 5; each data-provider row or parameter set counts)',
    frontEnd: async () =>
      (await import('./sources/selenium-java/index.js')).loadSeleniumJavaFrontEnd(),
  },
  {
    id: 'selenium-python',
    label: 'Selenium WebDriver (Python)',
    aliases: [],
    extensions: ['.py', '.ini'],
    dataFiles: ['.json', '.csv', '.tsv', '.yaml', '.yml', '.xml'],
    detection: { extensions: ['.py', 'pytest.ini'] },
    testCase: 'one per `test_` function or method (each parametrize case counts)',
    frontEnd: async () =>
      (await import('./sources/selenium-python/index.js')).loadSeleniumPythonFrontEnd(),
  },
  {
    id: 'natural-language',
    label: 'Natural language',
    aliases: [],
    extensions: ['.feature', '.txt', '.md'],
    detection: { extensions: ['.feature', '.txt', '.md'] },
    testCase:
      'one per scenario or described test case (each Scenario Outline example row counts); a file that holds none is not charged',
    frontEnd: async () =>
      (await import('./sources/natural-language/index.js')).naturalLanguageFrontEnd,
  },
] as const satisfies readonly KindEntry<string>[];

/** A source kind's id: `api.ts` exports it, derived from the list so there is one place to add one. */
export type SourceKind = (typeof kinds)[number]['id'];

export type SourceKindEntry = KindEntry<SourceKind>;

export const SOURCE_KINDS: readonly SourceKindEntry[] = kinds;

/** The kind a file with no sign of any kind is converted as (when its project gives no other). */
export const fallbackKind: SourceKind = (SOURCE_KINDS.find((k) => k.detection.fallback) ??
  SOURCE_KINDS[0])!.id;

export function kindEntry(id: SourceKind): SourceKindEntry {
  return SOURCE_KINDS.find((entry) => entry.id === id) as SourceKindEntry;
}

/** The kind a `--from` value names (its id or an alias), if any. */
export function kindNamed(name: string): SourceKindEntry | undefined {
  return SOURCE_KINDS.find((entry) => entry.id === name || entry.aliases.includes(name));
}

/**
 * The files to read for `kinds`: their sources and the data files they read (what the Node entry,
 * the CLI and the differential harness read from a project folder).
 */
export function readExtensions(kinds: readonly SourceKindEntry[]): string[] {
  return [...new Set(kinds.flatMap((entry) => [...entry.extensions, ...(entry.dataFiles ?? [])]))];
}

/** The data file of a converting kind that `path` is (not a source of any kind), if any. */
export function dataKindOf(path: string): SourceKind | undefined {
  const lower = path.toLowerCase();
  if (SOURCE_KINDS.some((entry) => entry.extensions.some((ext) => lower.endsWith(ext))))
    return undefined;
  return convertingKinds().find((entry) => entry.dataFiles?.some((ext) => lower.endsWith(ext)))?.id;
}

/** The kinds the engine converts today. */
export function convertingKinds(): SourceKindEntry[] {
  return SOURCE_KINDS.filter((entry) => entry.frontEnd !== undefined);
}
