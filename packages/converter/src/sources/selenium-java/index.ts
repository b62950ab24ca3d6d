/**
 * The Selenium WebDriver (Java) front end: parse every file with tree-sitter, analyse the project
 * once (classes, test classes and their bases, page objects, which methods reach the browser),
 * emit each file once, and write `playwright.config.ts` from the drivers the suite created.
 */
import type { Diagnostic, ProjectFile, ProjectFileRole } from '../../api.js';
import { engineFailure } from '../../diagnostics/engine-failure.js';
import { messageFor, severityOf } from '../../diagnostics/catalogue.js';
import type {
  FrontEnd,
  FrontEndFile,
  FrontEndOptions,
  SupportModule,
} from '../../core/front-end.js';
import { outputPathOf } from '../../paths.js';
import { analyseProject, isTestMethod } from './analysis.js';
import type { ProjectFacts } from './facts.js';
import { FileEmitter } from './emitter.js';
import { firstSyntaxError, loadJavaParser, parseJava, positionOf } from './parser.js';
import { javaConfig } from './config.js';
import { rowCount } from './data.js';
import { parameterizedRows } from './parameterized.js';
import { dialogsSupportFile, dialogsSupportSource } from './dialogs.js';
import { framesSupportFile, framesSupportSource } from './frames.js';
import { keysSupportFile, keysSupportSource } from './keys.js';
import { datesSupportFile, datesSupportSource } from './dates.js';
import { propertiesSupportFile, propertiesSupportSource } from './properties.js';
import { windowsSupportFile, windowsSupportSource } from './windows.js';
import { mouseSupportFile, mouseSupportSource } from './mouse.js';

/** One credit per test method; each literal data row or parameter set counts. */
export function countTests(facts: ProjectFacts, path: string): number {
  let count = 0;
  for (const cls of facts.classes.values()) {
    if (cls.path !== path || !cls.isTestClass) continue;
    // JUnit 4's Parameterized runner runs every test once per row.
    const rows = parameterizedRows(cls)?.rows?.length ?? 1;
    for (const method of cls.methods.values())
      if (isTestMethod(cls, method)) count += rowCount(facts, cls, method) * rows;
  }
  return count;
}

function roleOf(facts: ProjectFacts, path: string, tests: number): ProjectFileRole {
  if (tests > 0) return 'spec';
  const classes = [...facts.classes.values()].filter((c) => c.path === path);
  return classes.some((c) => !c.isTestClass && c.kind === 'class') ? 'page-object' : 'helper';
}

export const seleniumJavaFrontEnd: FrontEnd = {
  convertProject(files: readonly ProjectFile[], options?: FrontEndOptions) {
    const java = files.filter((f) => f.path.endsWith('.java'));
    const parsed = java.map((f) => ({ path: f.path, tree: parseJava(f.source).rootNode }));
    const facts = analyseProject(parsed);
    const results: FrontEndFile[] = [];
    for (const file of files) {
      const facts_ = facts.files.get(file.path);
      if (!file.path.endsWith('.java') || !facts_) {
        results.push({ path: file.path, role: 'config', diagnostics: [], testCount: 0 });
        continue;
      }
      const testCount = countTests(facts, file.path);
      const role = roleOf(facts, file.path, testCount);
      const error = firstSyntaxError(facts_.tree);
      if (error) {
        const { line, column } = positionOf(error);
        const diagnostic: Diagnostic = {
          path: file.path,
          line,
          column,
          rule: 'parse/syntax-error',
          severity: severityOf('parse/syntax-error'),
          message: messageFor('parse/syntax-error'),
        };
        results.push({ path: file.path, role, diagnostics: [diagnostic], testCount });
        continue;
      }
      try {
        const emitter = new FileEmitter(file.path, facts_, facts);
        const code = emitter.run();
        results.push({ path: file.path, role, code, diagnostics: emitter.diagnostics, testCount });
      } catch (failure) {
        results.push({
          path: file.path,
          role,
          diagnostics: [engineFailure(file.path, failure)],
          testCount,
        });
      }
    }
    const specs = results
      .filter((r) => r.role === 'spec' && r.code !== undefined)
      .map((r) => outputPathOf(r.path));
    let config: { code: string; diagnostics: Diagnostic[] };
    const testng = files.find((f) => /(^|\/)testng\.xml$/.test(f.path));
    try {
      config = javaConfig(facts, specs, testng);
      // The suite file's diagnostics are its own: they point at its lines.
      const suiteFile = results.find((r) => r.path === testng?.path);
      if (suiteFile) suiteFile.diagnostics.push(...config.diagnostics);
      config = { code: config.code, diagnostics: [] };
    } catch (failure) {
      config = {
        code: seleniumJavaFrontEnd.defaultConfig(specs),
        diagnostics: [engineFailure('playwright.config.ts', failure)],
      };
    }
    return {
      files: results,
      ...(java.length ? { config: { ...config, dir: '' } } : {}),
      // The generated modules a converted file imports.
      support: [
        ...generatedModules.filter((module) =>
          results.some((r) => r.code?.includes(`/${module.path.replace(/\.ts$/, '')}'`)),
        ),
        // The suite's `.properties` files, at the same relative paths: the converted code reads
        // them there.
        ...(java.length
          ? (options?.data ?? []).map((f) => ({ path: f.path, code: f.source }))
          : []),
      ],
    };
  },
  defaultConfig: (specs) => javaConfig(analyseProject([]), specs).code,
};

/** The generated modules a converted file may import, each in Prettier's layout already. */
const generatedModules: SupportModule[] = [
  { path: dialogsSupportFile, code: dialogsSupportSource, formatted: true },
  { path: framesSupportFile, code: framesSupportSource, formatted: true },
  { path: keysSupportFile, code: keysSupportSource, formatted: true },
  { path: datesSupportFile, code: datesSupportSource, formatted: true },
  { path: propertiesSupportFile, code: propertiesSupportSource, formatted: true },
  { path: windowsSupportFile, code: windowsSupportSource, formatted: true },
  { path: mouseSupportFile, code: mouseSupportSource, formatted: true },
];

/** Loads the parser (WebAssembly), then answers the front end. */
export async function loadSeleniumJavaFrontEnd(): Promise<FrontEnd> {
  await loadJavaParser();
  return seleniumJavaFrontEnd;
}
