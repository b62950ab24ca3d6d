import { createHash } from 'node:crypto';
import type { ConversionFacts } from '@rewright/contracts';
import type { ProjectFile, ProjectResult, SourceKind } from '@rewright/converter';
import type { ConvertEngine } from './scan';
import type { OutputFile } from './write-output';

/** Why a converted test case costs nothing. */
export const FREE_BECAUSE_TODO = 'a TODO was left inside';

/** One converted test case and what it costs: one credit, or nothing when a TODO was left in it. */
export interface TestCaseCharge {
  /** The input file, relative to the project root. */
  path: string;
  name: string;
  /** 1-based line in the converted file. */
  line: number;
  charged: boolean;
  /** Set when not charged. */
  freeBecause?: typeof FREE_BECAUSE_TODO;
}

/** What a conversion costs, known before anything is consumed or written. */
export interface ConversionQuote {
  /** Every converted test case, charged or free, in file order. */
  testCases: TestCaseCharge[];
  /** Credits the conversion takes: the test cases converted without a TODO inside them. */
  credits: number;
  /** Files that would be written (converted files, generated config and support modules). */
  files: number;
  sourceKinds: SourceKind[];
}

/**
 * Prices a conversion done in memory. Only files the engine produced code for are counted (a file
 * it could not convert is not written, and its test cases are not converted); a file without test
 * cases (a page object, a helper, the config) costs nothing.
 */
export function quoteConversion(
  files: readonly ProjectFile[],
  result: ProjectResult,
  output: readonly OutputFile[],
  engine: Pick<ConvertEngine, 'kindsOf' | 'testCasesOf'>,
  from?: SourceKind,
): ConversionQuote {
  const testCases: TestCaseCharge[] = [];
  for (const file of result.files) {
    if (file.code === undefined || file.role === 'config' || file.testCount === 0) continue;
    for (const testCase of engine.testCasesOf(file.code)) {
      testCases.push({
        path: file.sourcePath,
        name: testCase.name,
        line: testCase.line,
        charged: !testCase.todo,
        ...(testCase.todo ? { freeBecause: FREE_BECAUSE_TODO } : {}),
      });
    }
  }
  const converted = new Set(
    result.files.filter((f) => f.code !== undefined).map((f) => f.sourcePath),
  );
  const kinds = engine.kindsOf(files, from).filter((_, index) => converted.has(files[index]!.path));
  return {
    testCases,
    credits: testCases.filter((testCase) => testCase.charged).length,
    files: output.length,
    sourceKinds: [...new Set(kinds)].sort(),
  };
}

/** The facts sent with the consume request (never any code). */
export function conversionFacts(quote: ConversionQuote): ConversionFacts {
  return {
    files: quote.files,
    test_cases: quote.testCases.length,
    test_cases_charged: quote.credits,
    source_kinds: quote.sourceKinds,
  };
}

/**
 * The idempotency key of a conversion: the same server, the same inputs and the same output (so
 * the same engine behaviour) give the same key, and the server charges that key once — a retry,
 * or a re-run after a failed write, is free. A changed input or engine is a new conversion.
 */
export function conversionKey(
  server: string,
  files: readonly ProjectFile[],
  output: readonly OutputFile[],
): string {
  const hash = createHash('sha256');
  const add = (text: string) => hash.update(`${Buffer.byteLength(text)}:${text}`);
  add(server);
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    add(file.path);
    add(file.source);
  }
  for (const file of output) {
    add(file.outputPath);
    add(file.code);
  }
  return `convert-${hash.digest('hex')}`;
}
