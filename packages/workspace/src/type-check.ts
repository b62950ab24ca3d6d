import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type TypeScript from 'typescript';
import type { CompilerHost, CompilerOptions, SourceFile } from 'typescript';

export interface TypeError {
  line: number;
  column: number;
  /** `TS2304`. */
  code: string;
  message: string;
}

/** rewright's own install: where `@playwright/test` and `@types/node` are when the output has none. */
const ownRequire = createRequire(import.meta.url);

function resolvesFrom(folder: string, specifier: string): boolean {
  try {
    createRequire(path.join(folder, 'noop.js')).resolve(specifier);
    return true;
  } catch {
    return false;
  }
}

/**
 * The options converted outputs are checked with (strict, implicit `any` allowed: converted
 * JavaScript keeps its untyped code), against the `@playwright/test` and `@types/node` the folder
 * resolves, else rewright's own. Shared with the AI gate (`ai/type-gate.ts`), which checks files
 * in memory with the same options.
 */
export function playwrightCompilerOptions(ts: typeof TypeScript, folder: string): CompilerOptions {
  const playwrightTest = path.dirname(ownRequire.resolve('@playwright/test/package.json'));
  const ownTypes = path.dirname(path.dirname(ownRequire.resolve('@types/node/package.json')));
  return {
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
    ...(resolvesFrom(folder, '@types/node/package.json') ? {} : { typeRoots: [ownTypes] }),
    ...(resolvesFrom(folder, '@playwright/test')
      ? {}
      : { paths: { '@playwright/test': [playwrightTest] } }),
  };
}

/**
 * `tsc --noEmit` over every `.ts` file of a folder, with the TypeScript compiler's API, against
 * `@playwright/test` — the output's own when it has one installed, else rewright's
 * (`playwrightCompilerOptions`). Answers the errors per file, paths relative to `folder`.
 */
export async function typeCheckFolder(
  folder: string,
  files: readonly string[],
): Promise<Map<string, TypeError[]>> {
  const ts = (await import('typescript')).default;
  const options = playwrightCompilerOptions(ts, folder);
  const program = ts.createProgram(
    files.map((file) => path.join(folder, file)),
    options,
    hostKeepingDeclarations(ts, options, folder),
  );
  const errors = new Map<string, TypeError[]>(files.map((file) => [file, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    if (diagnostic.category !== ts.DiagnosticCategory.Error) continue;
    const source = diagnostic.file;
    const relative = source
      ? path.relative(folder, source.fileName).split(path.sep).join('/')
      : '(project)';
    const where = source?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const list = errors.get(relative) ?? [];
    list.push({
      line: (where?.line ?? 0) + 1,
      column: (where?.character ?? 0) + 1,
      code: `TS${diagnostic.code}`,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
    });
    errors.set(relative, list);
  }
  return errors;
}

/**
 * Declaration files outside the checked folder (TypeScript's libs, `@playwright/test`,
 * `@types/node`: megabytes of text), parsed once per process and kept while their size and
 * modification time stay the same. A second verify in the same process (the desktop app, the
 * CLI's app) and every check of the AI pass then parse only the output's own files.
 */
const declarations = new Map<string, { stamp: string; file: SourceFile }>();

/** `getSourceFile`, answering declarations outside `folder` from the process's kept ones. */
export function keepingDeclarations(
  getSourceFile: CompilerHost['getSourceFile'],
  folder: string,
): CompilerHost['getSourceFile'] {
  const inFolder = path.resolve(folder) + path.sep;
  return (fileName, language, onError, shouldCreate) => {
    if (!fileName.endsWith('.d.ts') || path.resolve(fileName).startsWith(inFolder)) {
      return getSourceFile(fileName, language, onError, shouldCreate);
    }
    const version = typeof language === 'object' ? language.languageVersion : language;
    const format = typeof language === 'object' ? language.impliedNodeFormat : undefined;
    const key = `${fileName}\0${version}\0${format}`;
    const stamp = stampOf(fileName);
    const kept = declarations.get(key);
    if (kept && stamp !== undefined && kept.stamp === stamp) return kept.file;
    const file = getSourceFile(fileName, language, onError, shouldCreate);
    if (file && stamp !== undefined) declarations.set(key, { stamp, file });
    return file;
  };
}

function hostKeepingDeclarations(
  ts: typeof TypeScript,
  options: CompilerOptions,
  folder: string,
): CompilerHost {
  const host = ts.createCompilerHost(options, true);
  return { ...host, getSourceFile: keepingDeclarations(host.getSourceFile.bind(host), folder) };
}

function stampOf(fileName: string): string | undefined {
  try {
    const stat = statSync(fileName);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return undefined;
  }
}
