/**
 * The Java fixtures' expected outputs type-check strictly (`strict`, null checks included): Java
 * declares its types, so the converted code carries them. The shared check (`typecheck.test.ts`)
 * holds every kind's outputs with strict null checks off for inputs that are not TypeScript.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { convertFiles } from '../../index.js';
import { fixtureCases } from '../../testing/fixtures.js';

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  strict: true,
  noImplicitAny: false,
  useUnknownInCatchVariables: false,
  skipLibCheck: true,
  noEmit: true,
  types: ['node'],
};

/** Whether the position is in a statement kept as the original Java under a TODO line. */
function inTodo(file: ts.SourceFile, position: number): boolean {
  const lineStart = file.text.lastIndexOf('\n', position) + 1;
  const before = file.text.slice(0, lineStart).trimEnd().split('\n').pop() ?? '';
  return before.trim().startsWith('// TODO(rewright):');
}

it('the Java fixtures’ outputs type-check strictly', async () => {
  const virtual = new Map<string, string>();
  for (const fixture of fixtureCases().filter((c) => c.kind === 'selenium-java')) {
    // A `testng.xml` has no output of its own: it is the config's projects, checked here too.
    for (const file of fixture.files.filter((f) => existsSync(f.expectedFile)))
      virtual.set(
        file.expectedFile.replace('.expected.ts', '.ts'),
        readFileSync(file.expectedFile, 'utf8'),
      );
    if (fixture.expectedConfigFile)
      virtual.set(
        join(fixture.dir, 'playwright.config.ts'),
        readFileSync(fixture.expectedConfigFile, 'utf8'),
      );
    // The generated modules the outputs import (`rewright-dialogs.ts`).
    const result = await convertFiles(
      fixture.files.map((f) => ({ path: f.path, source: f.source })),
    );
    const base = fixture.project ? fixture.dir : dirname(fixture.files[0]!.inputFile);
    for (const support of result.supportFiles.filter((f) => f.outputPath.endsWith('.ts')))
      virtual.set(join(base, support.outputPath), support.code);
  }
  expect(virtual.size).toBeGreaterThan(0);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => virtual.get(name) ?? readFile(name);
  host.fileExists = (name) => virtual.has(name) || fileExists(name);
  host.getSourceFile = (name, language, onError, create) => {
    const text = virtual.get(name);
    return text !== undefined
      ? ts.createSourceFile(name, text, language, true)
      : getSourceFile(name, language, onError, create);
  };
  const program = ts.createProgram({ rootNames: [...virtual.keys()], options, host });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => !(d.file && d.start !== undefined && inTodo(d.file, d.start)))
    .map((d) => {
      const at = d.file
        ? `${d.file.fileName.split('/fixtures/')[1]}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
        : '';
      return `${at} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
  expect(problems).toEqual([]);
}, 120_000);
