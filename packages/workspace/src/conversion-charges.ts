import { createHash } from 'node:crypto';
import type { ConversionFacts } from '@rewright/contracts';
import type {
  ConvertedFile,
  ConvertedTestCase,
  ProjectFile,
  ProjectResult,
  SourceKind,
} from '@rewright/converter';
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
 * The test cases one converted file is priced by: those of its code (a file the engine could not
 * convert is not written, so its test cases are not converted; the config has none).
 */
export function chargeableTestCases(file: ConvertedFile): ConvertedTestCase[] {
  if (file.code === undefined || file.role === 'config' || file.testCount === 0) return [];
  return file.testCases ?? [];
}

/**
 * Prices a conversion done in memory. Only files the engine produced code for are counted (a file
 * it could not convert is not written, and its test cases are not converted); a file without test
 * cases (a page object, a helper, the config) costs nothing.
 */
export function quoteConversion(
  result: ProjectResult,
  output: readonly OutputFile[],
): ConversionQuote {
  const testCases: TestCaseCharge[] = [];
  for (const file of result.files) {
    for (const testCase of chargeableTestCases(file)) {
      testCases.push({
        path: file.sourcePath,
        name: testCase.name,
        line: testCase.line,
        charged: !testCase.todo,
        ...(testCase.todo ? { freeBecause: FREE_BECAUSE_TODO } : {}),
      });
    }
  }
  const kinds = result.files.flatMap((file) =>
    file.code !== undefined && file.kind !== undefined ? [file.kind] : [],
  );
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
