/**
 * The Protractor source: converts a set of files together (so a spec knows which page-object
 * methods became async): first an analysis of every file's syntax (`analysis.ts`: the order to
 * emit files in, facts emission would otherwise learn too late), then one emission of each file;
 * then the Protractor config. Output is unformatted; formatting happens in `convert.ts`.
 */
import ts from 'typescript';
import type { Diagnostic, ProjectFile, ProjectFileRole } from '../../api.js';
import { outputPathOf } from '../../paths.js';
import { FileConverter } from './file-converter.js';
import { convertConfig, isProtractorConfig, type ConfigResult } from './config.js';
import { moduleShapeOf } from './modules.js';
import { engineFailure, isStackOverflow } from '../../diagnostics/engine-failure.js';
import type { SupportModule } from '../../core/front-end.js';
import {
  addCheckerName,
  createProjectProgram,
  parseProjectFile,
  syntaxErrors,
  type ProjectProgram,
} from '../../core/program.js';
import { ProjectState } from './state.js';
import { ProjectAnalysis, type Scope } from './analysis.js';
import { Declarations } from './declarations.js';
import { declaredNamesOf, declaresMembersInJsDoc, nestingDepth, someNode } from './syntax-walk.js';
import { countTests, isTestCase, rememberTestCount } from './structure.js';
import { angularSupportPath, angularSupportSource } from './support/angular.js';
import { usesMockModules } from './mock-modules.js';
import { CustomMatchersCollector } from './custom-matchers.js';
import { configSupportPath, configSupportSource } from './processed-config.js';
import { paramsSupportSource } from './support/params.js';
import {
  jasmineSupportInLayout,
  jasmineSupportPath,
  jasmineSupportSource,
} from './support/jasmine-matchers.js';
import { locatorsSupportPath, locatorsSupportSource } from './support/locators.js';

export interface ProtractorFileResult {
  path: string;
  role: ProjectFileRole;
  /** Unformatted TypeScript; absent when the file could not be converted. */
  code?: string;
  /** How deep the input's syntax tree goes (whether formatting the output is reasonable). */
  nesting?: number;
  /** How deep callbacks of method calls nest in the input (the same question). */
  callbackNesting?: number;
  diagnostics: Diagnostic[];
  testCount: number;
}

export type SupportFile = SupportModule;

export interface ProtractorProjectResult {
  files: ProtractorFileResult[];
  config?: ConfigResult & { sourcePath: string };
  /** Generated modules the converted files import (`rewright-angular.ts`, `rewright-locators.ts`, `rewright-params.ts`). */
  support: SupportFile[];
  supportDir: string;
  /** Files emitted, counting each time one is: the emitted files, each once. */
  emissions: number;
  /** Facts emission learnt after it had read them (`ProjectState.lateFacts`): none when the analysis found them. */
  lateFacts: string[];
  /** Functions emitted more than once (`ProjectState.reemittedFunctions`): none. */
  reemittedFunctions: string[];
}

function roleOf(path: string, sf: ts.SourceFile, testCount: number): ProjectFileRole {
  if (isProtractorConfig(path, sf)) return 'config';
  if (testCount > 0 || hasDescribe(sf)) return 'spec';
  const base = path.split('/').pop() ?? path;
  if (
    base.includes('.po.') ||
    base.toLowerCase().includes('page') ||
    sf.statements.some((s) => ts.isClassDeclaration(s))
  )
    return 'page-object';
  return 'helper';
}

function hasDescribe(sf: ts.SourceFile): boolean {
  return someNode(
    sf,
    (node) =>
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      ['describe', 'fdescribe', 'xdescribe', 'context'].includes(node.expression.text),
  );
}

export function convertProtractorProject(
  files: readonly ProjectFile[],
  options: { isolated: boolean },
): ProtractorProjectResult {
  const results = new Map<string, ProtractorFileResult>();
  // Each file is parsed once; the program binds these same trees.
  const parsed = new Map<string, ts.SourceFile>();
  for (const file of files) {
    let sf: ts.SourceFile;
    try {
      sf = parseProjectFile(file.path, file.source);
    } catch (error) {
      results.set(file.path, failedFile(file.path, error));
      continue;
    }
    const errors = syntaxErrors(file.path, sf);
    if (errors.length) {
      results.set(file.path, {
        path: file.path,
        role: 'helper',
        diagnostics: errors,
        // Not bound, so parsed again with parent links for the count.
        testCount: safeCount(parseProjectFile(file.path, file.source, true)),
      });
    } else {
      parsed.set(file.path, sf);
    }
  }

  // The checker's declared names come from the walk below, done before the first question.
  const checkerNames = new Set<string>();
  let walked = false;
  const program = createBoundProgram(parsed, files, results, () =>
    walked ? checkerNames : undefined,
  );
  // One walk of each file for every per-file index (declared names, depth, test count), the
  // custom matchers, the checker's declared names and the analysis before emission.
  const testCounts = new Map<ts.SourceFile, number>();
  const analysis = new ProjectAnalysis();
  const matchers = new CustomMatchersCollector();
  const declaredNames = declaredNamesOf(parsed.values(), (node, sf, scope: Scope | undefined) => {
    if (isTestCase(node)) testCounts.set(sf, (testCounts.get(sf) ?? 0) + 1);
    addCheckerName(node, checkerNames);
    matchers.visit(node, sf);
    return analysis.visit(node, sf, scope);
  });
  walked = true;
  for (const sf of parsed.values()) rememberTestCount(sf, testCounts.get(sf) ?? 0);
  const membersIndexed = !declaresMembersInJsDoc(parsed.values());
  const mockModules = usesMockModules(parsed.values());
  const customMatchers = matchers.result(parsed.values());
  const roles = new Map<string, ProjectFileRole>();
  const configPaths: string[] = [];
  for (const path of parsed.keys()) {
    const sf = program.sourceFile(path);
    if (!sf) continue;
    const role = roleOf(path, sf, countTests(sf));
    roles.set(path, role);
    if (role === 'config') configPaths.push(path);
  }
  const emitted = [...roles].filter(([, role]) => role !== 'config').map(([path]) => path);
  const emittedFiles = new Set(emitted.flatMap((path) => program.sourceFile(path) ?? []));

  // The main config first (`protractor.conf.*`, then the shortest name); others become projects.
  configPaths.sort(
    (a, b) => configRank(a) - configRank(b) || a.length - b.length || a.localeCompare(b),
  );
  const configPath = configPaths[0];
  let config: ProtractorProjectResult['config'];
  if (configPath) {
    const sf = program.sourceFile(configPath);
    const others = configPaths.slice(1).flatMap((p) => {
      const other = program.sourceFile(p);
      return other ? [{ sf: other, path: p }] : [];
    });
    // Page objects and helpers a spec glob takes go to `testIgnore`: Playwright refuses a test
    // file that imports another one.
    const nonSpecs = [...roles]
      .filter(([, role]) => role === 'page-object' || role === 'helper')
      .map(([path]) => outputPathOf(path));
    if (sf) {
      config = { ...convertConfig(sf, configPath, others, nonSpecs), sourcePath: configPath };
    }
  }

  const state = new ProjectState(program.checker, declaredNames, membersIndexed, options.isolated);
  for (const path of roles.keys()) {
    const sf = program.sourceFile(path);
    if (sf) state.modules.set(path, { ...moduleShapeOf(sf) });
  }
  if (config) {
    state.supportDir = config.dir;
    for (const [name, global] of Object.entries(config.globalAliases ?? {}))
      state.globalAliases.set(name, global);
  }
  state.usesMockModules = mockModules;
  state.mentionsAlerts = [...parsed.values()].some((sf) => sf.text.includes('alert'));
  state.customMatchers = customMatchers;
  const facts = analysis.facts(emittedFiles, (sf) => new Declarations(sf, state));
  for (const owner of facts.sharedPage) state.add(state.sharedPage, owner);
  // Registered mock modules: every `browser.get` goes through the Angular support module.
  if (facts.angularEngines || mockModules) state.knownToUseAngularEngines();
  for (const [node, kind] of facts.kinds) state.setKind(node, kind);

  let emissions = 0;
  for (const path of analysis.emissionOrder(emitted, (p) => program.sourceFile(p))) {
    const role = roles.get(path) as ProjectFileRole;
    const sf = program.sourceFile(path);
    if (!sf) continue;
    const converter = new FileConverter(sf, state, { path, isSpec: role === 'spec' });
    emissions++;
    try {
      const code = converter.run();
      results.set(path, {
        path,
        role,
        code,
        diagnostics: converter.diagnostics,
        testCount: countTests(sf),
        nesting: nestingDepth(sf),
        callbackNesting: analysis.callbackNesting(sf),
      });
    } catch (error) {
      results.set(path, { ...failedFile(path, error), role, testCount: safeCount(sf) });
    }
  }
  for (const path of configPaths) {
    const diagnostics = path === configPath ? (config?.diagnostics ?? []) : [];
    results.set(path, { path, role: 'config', diagnostics, testCount: 0 });
  }

  const support: SupportFile[] = [];
  const supportPath = (name: string) => (state.supportDir ? `${state.supportDir}/${name}` : name);
  if (state.usesAngularEngines)
    support.push({
      path: supportPath(angularSupportPath),
      code: angularSupportSource({
        synchronizing: config?.synchronizing ?? true,
        mockModules: state.usesMockModules,
        configMockModules: config?.mockModules ?? [],
      }),
      // The config's mock modules are the suite's own code, in its own layout.
      formatted: !config?.mockModules?.length,
    });
  if (state.customMatchers) {
    const names = [...state.customMatchers.names];
    support.push({
      path: supportPath(jasmineSupportPath),
      code: jasmineSupportSource(names),
      formatted: jasmineSupportInLayout(names),
    });
  }
  if (state.usesProcessedConfig)
    support.push({
      path: supportPath(configSupportPath),
      code: configSupportSource(config?.data ?? '{}'),
    });
  if (state.customLocators.size)
    support.push({
      path: supportPath(locatorsSupportPath),
      code: locatorsSupportSource,
      formatted: true,
    });
  if (state.usesParams || config?.params) {
    support.push({
      path: supportPath('rewright-params.ts'),
      code: paramsSupportSource({
        ...(config?.params ? { params: config.params } : {}),
        ...(config?.paramsModule ?? {}),
      }),
    });
  }
  return {
    files: files.map(
      (f) => results.get(f.path) ?? { path: f.path, role: 'helper', diagnostics: [], testCount: 0 },
    ),
    ...(config ? { config } : {}),
    support,
    supportDir: state.supportDir,
    emissions,
    lateFacts: state.lateFacts,
    reemittedFunctions: state.reemittedFunctions,
  };
}

function configRank(path: string): number {
  const base = path.split('/').pop() ?? path;
  return base === 'protractor.conf.js' || base === 'protractor.conf.ts' ? 0 : 1;
}

function failedFile(path: string, error: unknown): ProtractorFileResult {
  return { path, role: 'helper', diagnostics: [engineFailure(path, error)], testCount: 0 };
}

/**
 * The project's program over the parsed files. Binding recurses as deep as the syntax, so a file
 * nested deeper than the stack allows fails the binding of the whole project: then each file is
 * bound alone (fresh trees) to find the ones too deep, which get a diagnostic, and the others are
 * bound together again.
 */
function createBoundProgram(
  parsed: Map<string, ts.SourceFile>,
  files: readonly ProjectFile[],
  results: Map<string, ProtractorFileResult>,
  namesOfWalk: () => ReadonlySet<string> | undefined,
): ProjectProgram {
  try {
    return createProjectProgram(parsed, namesOfWalk);
  } catch (error) {
    if (!isStackOverflow(error)) throw error;
  }
  const sources = new Map(files.map((f) => [f.path, f.source]));
  const fresh = (path: string) => parseProjectFile(path, sources.get(path) ?? '');
  for (const path of [...parsed.keys()]) {
    try {
      createProjectProgram(new Map([[path, fresh(path)]]));
      parsed.set(path, fresh(path));
    } catch (error) {
      results.set(path, failedFile(path, error));
      parsed.delete(path);
    }
  }
  return createProjectProgram(parsed, namesOfWalk);
}

function safeCount(sf: ts.SourceFile): number {
  try {
    return countTests(sf);
  } catch {
    return 0;
  }
}
