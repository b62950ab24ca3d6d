/**
 * `.feature` files that come with their own step definitions (cucumber-js, in a Protractor or
 * Selenium JavaScript project): the definitions' bodies are converted by their kind's front end
 * (`step-definitions.ts` gives it a stand-in spec, `bind-file.ts` binds what it wrote) and the
 * features are kept as written, run through playwright-bdd with the same expressions, so every
 * scenario means what it meant. The grammar does not read these steps: the team's definitions
 * say what they do. Credits stay one per scenario (outline rows each); a scenario with a step no
 * definition matches, or one bound to a definition left as a TODO, is charged nothing.
 */
import {
  CucumberExpression,
  ParameterType,
  ParameterTypeRegistry,
  RegularExpression,
} from '@cucumber/cucumber-expressions';
import type {
  ConvertedFile,
  ConvertProjectOptions,
  Diagnostic,
  ProjectFile,
  ProjectResult,
} from '../../api.js';
import { messageFor, severityOf, type DiagnosticCode } from '../../diagnostics/catalogue.js';
import { countTodos } from '../../diagnostics/todo.js';
import { formatTypeScript } from '../../emit/format.js';
import { bindConvertedFile, todoDefinition } from './bind-file.js';
import { readFeature } from './gherkin.js';
import { bddConfig, dirOf, relativeTo } from './keep-gherkin.js';
import type { Step, Suite } from './model.js';
import { loadJavaParser } from '../selenium-java/parser.js';
import { loadPythonParser } from '../selenium-python/parser.js';
import { driverHolders } from './java-injection.js';
import type { ParameterTypeDefinition } from './step-definition-model.js';
import { definesSteps, readStepDefinitions, type StepDefinition } from './step-definitions.js';

const isFeature = (path: string) => path.toLowerCase().endsWith('.feature');
const unboundPath = 'rewright-unbound.steps.ts';

type Convert = (
  input: readonly ProjectFile[],
  options: ConvertProjectOptions,
) => Promise<ProjectResult>;

interface Definition extends StepDefinition {
  file: string;
  matches: (text: string) => boolean;
}

function note(path: string, code: DiagnosticCode, line: number, detail?: string): Diagnostic {
  return {
    path,
    line,
    column: 1,
    rule: code,
    severity: severityOf(code),
    message: messageFor(code, detail),
  };
}

function matcher(
  definition: StepDefinition,
  parameterTypes: readonly ParameterTypeDefinition[],
): (text: string) => boolean {
  const registry = new ParameterTypeRegistry();
  try {
    for (const type of parameterTypes) {
      const regexps = type.regexps.map((source) => new RegExp(source));
      registry.defineParameterType(
        new ParameterType(type.name, regexps, null, (...match: string[]) => match[0], true, false),
      );
    }
    const { text, regex } = definition.pattern;
    const expression = regex
      ? new RegularExpression(new RegExp(text, regex.flags), registry)
      : new CucumberExpression(text, registry);
    return (step) => expression.match(step) !== null;
  } catch {
    // A parameter type nobody defined, or a malformed expression: matches nothing.
    return () => false;
  }
}

/** Each scenario (outline row) with its steps, backgrounds first, in the order they are emitted. */
function scenariosOf(suite: Suite, background: Step[] = []): Step[][] {
  const steps = [...background, ...suite.background];
  return [
    ...suite.tests.map((t) => [...steps, ...t.steps]),
    ...suite.children.flatMap((c) => scenariosOf(c, steps)),
  ];
}

/**
 * The project bound to its step definitions, or undefined when it has no `.feature` file with
 * cucumber-js step definitions beside it (then it converts as before).
 */
export async function bindStepDefinitions(
  input: readonly ProjectFile[],
  options: ConvertProjectOptions,
  convert: Convert,
): Promise<ProjectResult | undefined> {
  try {
    return await bind(input, options, convert);
  } catch {
    // Never a crash: the project converts as it did before binding existed.
    return undefined;
  }
}

async function bind(
  input: readonly ProjectFile[],
  options: ConvertProjectOptions,
  convert: Convert,
): Promise<ProjectResult | undefined> {
  if (options.from !== undefined || !input.some((f) => isFeature(f.path))) return undefined;
  // behave/pytest-bdd modules and cucumber-java classes are read with tree-sitter's grammars.
  if (input.some((f) => /\.py$/i.test(f.path))) await loadPythonParser();
  if (input.some((f) => /\.java$/i.test(f.path))) await loadJavaParser();
  // A cucumber-java step class may be given (injected) a project class holding the driver.
  const holders = driverHolders(input.filter((f) => /\.java$/i.test(f.path)).map((f) => f.source));
  const read = new Map(
    input
      .filter((f) => !isFeature(f.path) && definesSteps(f.path, f.source))
      .map((f) => [f.path, readStepDefinitions(f.path, f.source, holders)]),
  );
  if (read.size === 0) return undefined;
  const plain = await convert(
    input.map((f) => (read.has(f.path) ? { ...f, source: read.get(f.path)!.standIn } : f)),
    { ...options, keepGherkin: false },
  );
  // A parameter type is the project's, whichever file defines it (as in Cucumber).
  const parameterTypes = [...read.values()].flatMap((r) => r.parameterTypes ?? []);
  const definitions: Definition[] = [...read].flatMap(([file, r]) =>
    r.definitions.map((d) => ({ ...d, file, matches: matcher(d, parameterTypes) })),
  );

  // Which definition each step of each feature runs.
  const unbound = new Map<string, Step>();
  const tableParams = new Set<string>();
  const featureNotes = new Map<string, Diagnostic[]>();
  const scenarioSteps = new Map<
    string,
    { step: Step; ambiguous: boolean; definition?: Definition; emptyCells?: true }[][]
  >();
  for (const file of input.filter((f) => isFeature(f.path))) {
    const { suite } = readFeature(file.source);
    const notes: Diagnostic[] = [];
    const kinds = [
      ...new Set(
        [...read.keys()].map(
          (p) => plain.files.find((c) => c.sourcePath === p)?.kind ?? 'JavaScript',
        ),
      ),
    ];
    notes.push(
      note(
        file.path,
        'natural-language/bound-step-definitions',
        1,
        `${[...read.keys()].join(', ')} (${kinds.join(', ')})`,
      ),
    );
    const scenarios = (suite ? scenariosOf(suite) : []).map((steps) =>
      steps.map((step) => {
        const matching = definitions.filter((d) => d.matches(step.text));
        const definition = matching[0];
        // Cucumber and playwright-bdd both refuse a step two definitions match.
        if (matching.length > 1) {
          if (!notes.some((n) => n.line === step.line && n.path === file.path))
            notes.push(
              note(
                file.path,
                'natural-language/ambiguous-step-definition',
                step.line,
                matching.map((d) => `${d.file}:${d.line}`).join(', '),
              ),
            );
          return { step, ambiguous: true };
        }
        if (definition && step.table)
          tableParams.add(`${definition.file}\u0000${definition.index}`);
        if (!definition) {
          if (!unbound.has(step.text)) unbound.set(step.text, step);
          if (!notes.some((n) => n.line === step.line && n.path === file.path))
            notes.push(note(file.path, 'natural-language/unbound-step', step.line, step.text));
        }
        // cucumber-java gives an empty cell as null, playwright-bdd as '': the step may differ.
        const emptyCells =
          definition?.file.toLowerCase().endsWith('.java') &&
          definition.params.at(-1)?.type === 'DataTable' &&
          step.table?.some((row) => row.includes(''));
        if (emptyCells && definition)
          notes.push(
            note(
              file.path,
              'natural-language/empty-table-cell',
              step.line,
              `${definition.file}:${definition.line}`,
            ),
          );
        return {
          step,
          ambiguous: false,
          ...(definition ? { definition } : {}),
          ...(emptyCells ? { emptyCells: true as const } : {}),
        };
      }),
    );
    scenarioSteps.set(file.path, scenarios);
    featureNotes.set(file.path, notes);
  }

  // The step definition files, bound.
  const todoDefinitions = new Set<Definition>();
  const boundCode = new Map<string, string>();
  const leftBecause = new Map<Definition, string>();
  /** The first steps file whose `test` holds the World: the others on the World share it. */
  let worldOwner: string | undefined;
  for (const [path, r] of read) {
    const converted = plain.files.find((f) => f.sourcePath === path);
    const own = definitions.filter((d) => d.file === path);
    if (converted?.code === undefined) {
      own.forEach((d) => todoDefinitions.add(d));
      continue;
    }
    const bindAs = (worldFrom?: string) =>
      bindConvertedFile(
        converted.code!,
        converted.outputPath,
        r.definitions,
        r.notCarried,
        new Set(own.filter((d) => tableParams.has(`${path}\u0000${d.index}`)).map((d) => d.index)),
        'natural-language/step-definition-not-converted',
        new Map(parameterTypes.map((t) => [t.name, t.transforms])),
        r.parameterTypes ?? [],
        worldFrom,
      );
    let bound = bindAs();
    const stepsPath = stepsOutputPath(converted.outputPath);
    if (bound.worldTest && worldOwner === undefined) worldOwner = stepsPath;
    else if (bound.worldTest) bound = bindAs(importPath(stepsPath, worldOwner!));
    const code = await formatTypeScript(bound.code);
    boundCode.set(path, code);
    for (const d of own) {
      if (bound.lost.has(d.index) || bound.todo.has(d.index)) todoDefinitions.add(d);
      const why = bound.leftBecause.get(d.index);
      if (why) leftBecause.set(d, why);
    }
  }

  const configDir = dirOf(plain.playwrightConfig.outputPath);
  const unboundCode = unbound.size
    ? await formatTypeScript(
        [
          "import { test } from '@playwright/test';",
          "import { createBdd } from 'playwright-bdd';",
          '',
          `const { ${[...new Set([...unbound.values()].map(keywordOf))].sort().join(', ')} } = createBdd();`,
          '',
          ...[...unbound.values()].map((step) =>
            todoDefinition(
              keywordOf(step),
              { text: escapeExpression(step.text) },
              'natural-language/unbound-step',
              'no step definition of the project matches this step',
            ),
          ),
        ].join('\n'),
      )
    : undefined;

  const files: ConvertedFile[] = plain.files.map((file) => {
    const path = file.sourcePath;
    if (boundCode.has(path) || read.has(path)) {
      const r = read.get(path)!;
      const code = boundCode.get(path);
      const lines = input.find((f) => f.path === path)!.source.split('\n').length;
      const diagnostics = [
        // What the stand-in added after the source's last line (the World's driver) is not the source's.
        ...file.diagnostics.filter((d) => d.line <= lines),
        ...(r.worldDriverLine !== undefined
          ? [note(path, 'natural-language/world-driver', r.worldDriverLine)]
          : []),
        ...r.notCarried.map((n) =>
          note(path, 'natural-language/step-definition-not-converted', n.line, n.why),
        ),
        ...definitions
          .filter((d) => d.file === path && todoDefinitions.has(d) && d.notCarried)
          .map((d) =>
            note(path, 'natural-language/step-definition-not-converted', d.line, d.notCarried!.why),
          ),
        ...definitions
          .filter((d) => d.file === path && leftBecause.has(d))
          .map((d) =>
            note(
              path,
              'natural-language/step-definition-not-converted',
              d.line,
              leftBecause.get(d),
            ),
          ),
      ];
      const { testCases: _, ...rest } = file;
      return {
        ...rest,
        // A step module, not a spec Playwright should collect (pytest's `test_*.py`).
        outputPath: stepsOutputPath(file.outputPath),
        role: 'helper',
        testCount: 0,
        ...(code !== undefined ? { code } : {}),
        diagnostics,
      };
    }
    if (!isFeature(path) || file.code === undefined) return file;
    const source = input.find((f) => f.path === path)!.source;
    const scenarios = scenarioSteps.get(path) ?? [];
    const todo = scenarios.map((steps) =>
      steps.some(
        (s) => s.ambiguous || s.emptyCells || !s.definition || todoDefinitions.has(s.definition),
      ),
    );
    const cases = file.testCases ?? [];
    return {
      ...file,
      outputPath: path,
      code: source,
      ...(file.testCases
        ? {
            testCases: cases.map((c, i) => ({
              ...c,
              todo: cases.length === todo.length ? todo[i]! : todo.some(Boolean),
            })),
          }
        : {}),
      diagnostics: featureNotes.get(path) ?? [],
    };
  });

  const features = files.filter((f) => isFeature(f.outputPath)).map((f) => f.outputPath);
  const steps = [...read.keys()]
    .map((p) => files.find((f) => f.sourcePath === p))
    .filter((f) => f?.code !== undefined)
    .map((f) => relativeTo(configDir, f!.outputPath));
  const supportFiles = [...plain.supportFiles];
  if (unboundCode) {
    supportFiles.push({
      outputPath: configDir ? `${configDir}/${unboundPath}` : unboundPath,
      code: unboundCode,
    });
    steps.push(unboundPath);
  }
  const specs = files
    .filter((f) => f.role === 'spec' && f.code !== undefined && !isFeature(f.outputPath))
    .map((f) => relativeTo(configDir, f.outputPath));
  const baseURL = /\bbaseURL:\s*('[^'\n]*'|"[^"\n]*")/.exec(plain.playwrightConfig.code)?.[1];
  const config = await formatTypeScript(
    bddConfig(
      features.map((f) => relativeTo(configDir, f)),
      specs,
      steps,
      baseURL,
    ),
  );
  const todos =
    files.reduce((n, f) => n + (f.code && !isFeature(f.outputPath) ? countTodos(f.code) : 0), 0) +
    supportFiles.reduce((n, f) => n + countTodos(f.code), 0) +
    countTodos(config);
  return {
    ...plain,
    files,
    supportFiles,
    playwrightConfig: { ...plain.playwrightConfig, code: config },
    report: {
      ...plain.report,
      testCases: files.reduce((n, f) => n + f.testCount, 0),
      todos,
      converted: files.filter(
        (f) =>
          f.code !== undefined &&
          !f.diagnostics.some((d) => d.severity === 'error') &&
          (isFeature(f.outputPath)
            ? !(f.testCases ?? []).some((c) => c.todo)
            : countTodos(f.code) === 0),
      ).length,
    },
  };
}

const stepsOutputPath = (path: string): string => path.replace(/\.spec\.ts$/, '.steps.ts');

/** How the module at `from` imports the one at `to` (relative, without `.ts`). */
function importPath(from: string, to: string): string {
  const path = relativeTo(dirOf(from), to).replace(/\.ts$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

function keywordOf(step: Step): string {
  return step.keyword === 'When' || step.keyword === 'Then' ? step.keyword : 'Given';
}

/** A step's own text as a Cucumber expression that matches just it. */
function escapeExpression(text: string): string {
  return text.replace(/[(){}/\\]/g, (m) => `\\${m}`);
}
