/**
 * The source suites the harness measures, one per source kind the converter reads: where the
 * original suite lives (what the converter converts), how it runs, where its runs are written and
 * which of its cases the broken app is recorded to break. Adding a source is one entry here.
 */
import { expectedBreakage as protractorBreakage } from '../expected-breakage';
import { expectedBreakage as seleniumBreakage } from '../expected-breakage-selenium';
import { expectedBreakage as seleniumPythonBreakage } from '../expected-breakage-selenium-python';
import type { RunResult } from './case-results';
import {
  outputRoot,
  seleniumDir,
  seleniumOutputRoot,
  seleniumPythonDir,
  seleniumPythonOutputRoot,
  suiteDir,
} from './paths';
import { runOriginal } from './run-original';
import { runOriginalSelenium } from './selenium/run-original';
import { runOriginalSeleniumPython } from './selenium-python/run-original';

export type SuiteSource = 'protractor' | 'selenium-js' | 'selenium-python';

export interface SourceSuite {
  source: SuiteSource;
  /** For tables and test titles. */
  label: string;
  /** The original suite's folder: what the converter is given. */
  dir: string;
  /** Where the runs, logs, converted files and result.json go. */
  outputRoot: string;
  expectedBreakage: ReadonlySet<string>;
  /** The file that records it, for messages. */
  breakageFile: string;
  runOriginal(app: 'good' | 'broken', baseUrl: string): Promise<RunResult>;
}

export const sourceSuites: Record<SuiteSource, SourceSuite> = {
  protractor: {
    source: 'protractor',
    label: 'Protractor',
    dir: suiteDir,
    outputRoot,
    expectedBreakage: protractorBreakage,
    breakageFile: 'expected-breakage.ts',
    runOriginal,
  },
  'selenium-js': {
    source: 'selenium-js',
    label: 'Selenium WebDriver (JavaScript/TypeScript)',
    dir: seleniumDir,
    outputRoot: seleniumOutputRoot,
    expectedBreakage: seleniumBreakage,
    breakageFile: 'expected-breakage-selenium.ts',
    runOriginal: runOriginalSelenium,
  },
  'selenium-python': {
    source: 'selenium-python',
    label: 'Selenium WebDriver (Python)',
    dir: seleniumPythonDir,
    outputRoot: seleniumPythonOutputRoot,
    expectedBreakage: seleniumPythonBreakage,
    breakageFile: 'expected-breakage-selenium-python.ts',
    runOriginal: runOriginalSeleniumPython,
  },
};
