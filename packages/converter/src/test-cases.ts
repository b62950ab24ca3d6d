/** The engine's test-case reader (`test-case-reader.ts`), with the TypeScript it already loads. */
import ts from 'typescript';
import { testCaseReader } from './test-case-reader.js';

export type { ConvertedTestCase } from './test-case-reader.js';

export const testCasesOf = testCaseReader(ts);
