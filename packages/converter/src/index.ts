/**
 * @rewright/converter — converts test suites to Playwright Test. Pure: no disk, network or Node
 * built-ins, so the CLI, the desktop app and the website run the same code. `./node` adds
 * `convertProject(dir)` for Node callers.
 */
export { convert, convertFiles, kindsOf } from './convert.js';
export { detectSourceKind } from './detect.js';
export { testCasesOf, type ConvertedTestCase } from './test-cases.js';
export { catalogue, type DiagnosticCode } from './diagnostics/catalogue.js';
export type * from './api.js';
