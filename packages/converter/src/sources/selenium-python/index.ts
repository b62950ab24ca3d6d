/**
 * The Selenium WebDriver (Python) front end: parse every module with tree-sitter, analyse the
 * project once (fixtures, classes, which functions reach the browser), emit each module once, and
 * write `playwright.config.ts` from the driver fixture and `pytest.ini`.
 */
import type { Diagnostic, ProjectFile, ProjectFileRole } from '../../api.js';
import { engineFailure } from '../../diagnostics/engine-failure.js';
import { messageFor, severityOf } from '../../diagnostics/catalogue.js';
import type { FrontEnd, FrontEndFile } from '../../core/front-end.js';
import { outputPathOf } from '../../paths.js';
import { analyseProject } from './analysis.js';
import type { ProjectFacts } from './facts.js';
import { definitionOf } from './definitions.js';
import { FileEmitter } from './emitter.js';
import { classStatements, isTestClassFacts } from './inheritance.js';
import {
  field,
  firstSyntaxError,
  loadPythonParser,
  named,
  parsePython,
  positionOf,
  type PyNode,
} from './parser.js';
import { pythonConfig } from './config.js';
import { pythonPackageJson, pythonSupportFile, pythonSupportSource } from './support.js';

/** One credit per test function or method, each parametrize case counted. */
export function countTests(facts: ProjectFacts, path: string, tree: PyNode): number {
  let count = 0;
  const isTestModule = facts.modules.get(path)?.isTestModule ?? false;
  const visit = (items: PyNode[], inClass: string | undefined) => {
    for (const item of items) {
      const def = definitionOf(item);
      const name = field(def, 'name')?.text ?? '';
      if (def.type === 'class_definition') {
        const cls = facts.classes.get(name);
        // Inherited tests run for the subclass too (an overridden one once).
        if (cls && isTestClassFacts(cls) && field(def, 'body'))
          visit(classStatements(facts, cls), name);
        continue;
      }
      if (def.type !== 'function_definition' || !/^test/.test(name)) continue;
      if (!inClass && !isTestModule) continue;
      let cases = 1;
      for (const decorator of item.type === 'decorated_definition'
        ? named(item).filter((d) => d.type === 'decorator')
        : []) {
        if (!/parametrize/.test(decorator.text)) continue;
        const call = named(decorator)[0];
        const args = call ? field(call, 'arguments') : undefined;
        const values = args
          ? named(args).filter((a) => a.type !== 'keyword_argument')[1]
          : undefined;
        if (values && (values.type === 'list' || values.type === 'tuple'))
          cases *= named(values).filter((v) => v.type !== 'comment').length;
      }
      count += cases;
    }
  };
  visit(named(tree), undefined);
  return count;
}

function roleOf(facts: ProjectFacts, path: string, tests: number): ProjectFileRole {
  const module = facts.modules.get(path);
  if (tests > 0 || module?.isTestModule) return 'spec';
  if (module?.isConftest) return 'helper';
  const classes = [...facts.classes.values()].filter((c) => c.path === path);
  return classes.length ? 'page-object' : 'helper';
}

export const seleniumPythonFrontEnd: FrontEnd = {
  convertProject(files: readonly ProjectFile[], options) {
    const python = files.filter((f) => f.path.endsWith('.py'));
    const ini = files.find((f) => /(^|\/)(pytest\.ini|setup\.cfg|tox\.ini)$/.test(f.path))?.source;
    const parsed = python.map((f) => ({ path: f.path, tree: parsePython(f.source).rootNode }));
    const facts = analyseProject(parsed);
    const results: FrontEndFile[] = [];
    let usesSupport = false;
    for (const file of files) {
      if (!file.path.endsWith('.py')) {
        results.push({ path: file.path, role: 'config', diagnostics: [], testCount: 0 });
        continue;
      }
      const tree = parsed.find((p) => p.path === file.path)?.tree as PyNode;
      const testCount = countTests(facts, file.path, tree);
      const role = roleOf(facts, file.path, testCount);
      const error = firstSyntaxError(tree);
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
        const emitter = new FileEmitter(file.path, tree, facts);
        const code = emitter.run();
        usesSupport ||= code.includes("/rewright-python'");
        results.push({ path: file.path, role, code, diagnostics: emitter.diagnostics, testCount });
      } catch (error) {
        results.push({
          path: file.path,
          role,
          diagnostics: [engineFailure(file.path, error)],
          testCount,
        });
      }
    }
    const specs = results
      .filter((r) => r.role === 'spec' && r.code !== undefined)
      .map((r) => outputPathOf(r.path));
    let config: { code: string; diagnostics: Diagnostic[] };
    try {
      config = { code: pythonConfig(facts, specs, ini), diagnostics: [] };
    } catch (error) {
      config = {
        code: seleniumPythonFrontEnd.defaultConfig(specs),
        diagnostics: [engineFailure('playwright.config.ts', error)],
      };
    }
    return {
      files: results,
      // A `.ini` file alone (in another kind's project) says nothing about a Python suite.
      ...(python.length ? { config: { ...config, dir: '' } } : {}),
      support: [
        ...(usesSupport
          ? [{ path: pythonSupportFile, code: pythonSupportSource, formatted: true }]
          : []),
        // A Python suite has no package.json: the converted one gets its own, so it installs and
        // runs on its own (and is CommonJS wherever it is written: __dirname works).
        ...(python.length ? [{ path: 'package.json', code: pythonPackageJson }] : []),
        // The suite's data files, at the same relative paths: the converted code reads them there.
        ...(python.length
          ? (options.data ?? []).map((f) => ({ path: f.path, code: f.source }))
          : []),
      ],
    };
  },
  defaultConfig: (specs) => pythonConfig(analyseProject([]), specs, undefined),
};

/** Loads the parser (WebAssembly), then answers the front end. */
export async function loadSeleniumPythonFrontEnd(): Promise<FrontEnd> {
  await loadPythonParser();
  return seleniumPythonFrontEnd;
}
