/**
 * The Selenium WebDriver (JavaScript/TypeScript) front end: parse every file of the project, bind
 * them in one program, analyse once (drivers, async functions, element-returning functions), then
 * emit each file once and the `playwright.config.ts` from the suite's `Builder`s.
 */
import ts from 'typescript';
import type { Diagnostic, ProjectFileRole } from '../../api.js';
import { engineFailure } from '../../diagnostics/engine-failure.js';
import type { FrontEnd, FrontEndFile } from '../../core/front-end.js';
import { createProjectProgram, parseProjectFile, syntaxErrors } from '../../core/program.js';
import { walk } from '../../core/syntax.js';
import { outputPathOf } from '../../paths.js';
import { renderConfig } from '../../playwright/config.js';
import { analyse } from './analysis.js';
import { builderConfig } from './config.js';
import { FileEmitter } from './emitter.js';
import { framedFunctions } from './frame-scope.js';
import { settleImports } from './imports.js';
import { calleeName, opensSuite, planSuites } from './suite-plan.js';
import { eachCall, literalRows } from './each-tables.js';

const testCalls = new Set(['it', 'test', 'specify', 'xit', 'fit']);

/**
 * One credit per `it`/`test` (also skipped and focused ones) with a title; a Jest table test
 * (`it.each(rows)`, also inside `describe.each(rows)`) one per row of a table written out.
 */
function countTests(sf: ts.SourceFile): number {
  let count = 0;
  const tables = sf.text.includes('.each');
  walk(sf, (node) => {
    if (
      ts.isCallExpression(node) &&
      testCalls.has(calleeName(node) ?? '') &&
      node.arguments[0] &&
      !ts.isFunctionLike(node.arguments[0])
    )
      count += tables ? rowsAround(node) : 1;
  });
  return count;
}

/** The test cases a test call makes: the product of the rows of its table and its describes'. */
function rowsAround(test: ts.CallExpression): number {
  let cases = 1;
  for (let node: ts.Node = test; node.parent; node = node.parent) {
    const each = ts.isCallExpression(node) ? eachCall(node) : undefined;
    if (each && (node === test || opensSuite(node as ts.CallExpression)))
      cases *= literalRows(each) ?? 1;
  }
  return cases;
}

/** Mocha's own config file: its settings go to `playwright.config.ts`, it is not written. */
export function isMochaConfig(path: string): boolean {
  return /(^|\/)\.mocharc\.(c|m)?js$/.test(path);
}

function roleOf(path: string, sf: ts.SourceFile, tests: number): ProjectFileRole {
  if (isMochaConfig(path)) return 'config';
  if (tests > 0) return 'spec';
  let describes = false;
  walk(sf, (node) => {
    if (
      ts.isCallExpression(node) &&
      ['describe', 'suite', 'context'].includes(calleeName(node) ?? '')
    )
      describes = true;
    return describes ? 'stop' : undefined;
  });
  if (describes) return 'spec';
  const base = (path.split('/').pop() ?? path).toLowerCase();
  if (base.includes('page') || base.includes('.po.') || sf.statements.some(ts.isClassDeclaration))
    return 'page-object';
  return 'helper';
}

export const seleniumFrontEnd: FrontEnd = {
  convertProject(files) {
    const parsed = new Map<string, ts.SourceFile>();
    for (const file of files) parsed.set(file.path, parseProjectFile(file.path, file.source));
    const program = createProjectProgram(parsed);
    const bound = files.map((f) => program.sourceFile(f.path) as ts.SourceFile);
    const paths = new Map(bound.map((sf, i) => [sf, (files[i] as { path: string }).path]));
    const facts = analyse(program.checker, bound);
    facts.framed = framedFunctions(facts, bound);
    const results: FrontEndFile[] = files.map((file, i) => {
      const sf = bound[i] as ts.SourceFile;
      const testCount = countTests(sf);
      const role = roleOf(file.path, sf, testCount);
      const errors = syntaxErrors(file.path, sf);
      if (errors.length) return { path: file.path, role, diagnostics: errors, testCount };
      if (role === 'config') return { path: file.path, role, diagnostics: [], testCount };
      try {
        const emitter = new FileEmitter(sf, file.path, facts, planSuites(sf, facts));
        const code = settleImports(emitter.run(), (name) =>
          emitter.out.imports.has('@playwright/test', name),
        );
        return { path: file.path, role, code, diagnostics: emitter.diagnostics, testCount };
      } catch (error) {
        return { path: file.path, role, diagnostics: [engineFailure(file.path, error)], testCount };
      }
    });
    const specs = results
      .filter((r) => r.role === 'spec' && r.code !== undefined)
      .map((r) => outputPathOf(r.path));
    let config: { code: string; diagnostics: Diagnostic[] };
    try {
      config = builderConfig(bound, paths, facts, specs);
    } catch (error) {
      config = {
        code: seleniumFrontEnd.defaultConfig(specs),
        diagnostics: [engineFailure(files[0]?.path ?? 'playwright.config.ts', error)],
      };
    }
    return { files: results, config: { ...config, dir: '' }, support: [] };
  },
  defaultConfig: (specs) =>
    renderConfig({
      testDir: '.',
      testMatch: specs,
      use: {},
      projects: [{ name: 'chromium', browser: 'chromium', use: {} }],
    }),
};
