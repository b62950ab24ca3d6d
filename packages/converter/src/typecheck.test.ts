/**
 * Every expected output type-checks with the TypeScript compiler against the real
 * `@playwright/test` types (installed at the repository root), together with the support modules
 * the conversion generates. Outputs of JavaScript inputs keep the user's untyped code, so implicit
 * `any` is allowed; everything else is strict.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { convert, convertFiles } from './index.js';
import {
  jasmineSupportPath,
  jasmineSupportSource,
} from './sources/protractor/support/jasmine-matchers.js';
import { angularSupportSource } from './sources/protractor/support/angular.js';
import {
  locatorsSupportPath,
  locatorsSupportSource,
} from './sources/protractor/support/locators.js';
import { fixtureCases } from './testing/fixtures.js';

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  strict: true,
  noImplicitAny: false,
  noImplicitThis: false,
  useUnknownInCatchVariables: false,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['node'],
};

/** Relative imports of modules the single-file fixtures do not include (their page objects). */
const missingModule = 2307;

/**
 * Whether a diagnostic falls in a statement the conversion deliberately left as the original
 * Protractor code, under a `// TODO(rewright)` line.
 */
function inTodoStatement(sf: ts.SourceFile, position: number): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found || position < node.getFullStart() || position > node.end) return;
    const comments = ts.getLeadingCommentRanges(sf.text, node.getFullStart()) ?? [];
    if (comments.some((c) => sf.text.slice(c.pos, c.end).startsWith('// TODO(rewright):'))) {
      found = true;
      return;
    }
    node.forEachChild(visit);
  };
  visit(sf);
  return found;
}

function typecheck(
  virtual: Map<string, string>,
  compilerOptions: ts.CompilerOptions,
  keep: (d: ts.Diagnostic) => boolean = () => true,
): string[] {
  const host = ts.createCompilerHost(compilerOptions);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => virtual.get(name) ?? readFile(name);
  host.fileExists = (name) => virtual.has(name) || fileExists(name);
  host.getSourceFile = (name, language, onError, shouldCreate) => {
    const text = virtual.get(name);
    if (text !== undefined) return ts.createSourceFile(name, text, language, true);
    return getSourceFile(name, language, onError, shouldCreate);
  };
  const program = ts.createProgram({
    rootNames: [...virtual.keys()],
    options: compilerOptions,
    host,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => !(d.code === missingModule && String(d.messageText).includes("'.")))
    .filter((d) => !(d.file && d.start !== undefined && inTodoStatement(d.file, d.start)))
    .filter(keep)
    .map((d) => {
      const where = d.file
        ? `${d.file.fileName.slice(dirname(dirname(dirname(d.file.fileName))).length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
        : '';
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
}

it('every expected output type-checks against @playwright/test', async () => {
  const virtual = new Map<string, string>();
  /** Outputs of JavaScript inputs: the user's code has no types, so strict null checks are off. */
  const fromJavaScript = new Set<string>();
  const matcherNames = new Map<string, Set<string>>();
  for (const fixture of fixtureCases()) {
    for (const file of fixture.files) {
      if (!existsSync(file.expectedFile)) continue;
      const text = readFileSync(file.expectedFile, 'utf8');
      if (text.startsWith('// no output')) continue;
      virtual.set(file.expectedFile.replace('.expected.ts', '.ts'), text);
      if (!file.path.endsWith('.ts'))
        fromJavaScript.add(file.expectedFile.replace('.expected.ts', '.ts'));
    }
    if (fixture.project) {
      const result = await convertFiles(
        fixture.files.map((f) => ({ path: f.path, source: f.source })),
      );
      for (const support of result.supportFiles.filter((f) => f.outputPath.endsWith('.ts')))
        virtual.set(join(fixture.dir, support.outputPath), support.code);
      if (fixture.expectedConfigFile)
        virtual.set(
          join(fixture.dir, 'playwright.config.ts'),
          readFileSync(fixture.expectedConfigFile, 'utf8'),
        );
      for (const file of fixture.files) {
        const converted = result.files.find((f) => f.sourcePath === file.path);
        // A config is not a module of the suite; a kept .feature file is Gherkin, not TypeScript.
        if (converted?.role === 'config' || converted?.outputPath.endsWith('.feature'))
          virtual.delete(file.expectedFile.replace('.expected.ts', '.ts'));
      }
    } else {
      // Custom Jasmine matchers: the folder's single-file cases share one generated module.
      const file = fixture.files[0]!;
      const { supportFiles = [] } = file.source.includes('addMatchers')
        ? await convert({ source: file.source, path: file.path })
        : {};
      const jasmine = supportFiles.find((f) => f.outputPath === jasmineSupportPath);
      const names = matcherNames.get(fixture.dir) ?? new Set<string>();
      for (const [, name] of jasmine?.code.matchAll(/^ {6}(\w+)\(/gm) ?? []) names.add(name!);
      matcherNames.set(fixture.dir, names);
      virtual.set(join(fixture.dir, jasmineSupportPath), jasmineSupportSource([...names]));
      virtual.set(
        join(fixture.dir, 'rewright-angular.ts'),
        angularSupportSource({ synchronizing: true, mockModules: true }),
      );
      virtual.set(join(fixture.dir, locatorsSupportPath), locatorsSupportSource);
      virtual.set(
        join(fixture.dir, 'rewright-params.ts'),
        'export const params: Record<string, any> = {};\n',
      );
    }
  }
  const strictFiles = new Map([...virtual].filter(([name]) => !fromJavaScript.has(name)));
  // JavaScript does not check call arity; the converted JavaScript keeps its untyped parameters.
  const arity = new Set([2554, 2555]);
  const problems = [
    ...typecheck(strictFiles, options),
    ...typecheck(
      virtual,
      { ...options, strict: false },
      (d) => !(arity.has(d.code) && !!d.file && fromJavaScript.has(d.file.fileName)),
    ),
  ];
  expect([...new Set(problems)]).toEqual([]);
}, 120_000);
