import type TypeScript from 'typescript';
import path from 'node:path';
import type { CompilerHost, CompilerOptions, Program } from 'typescript';
import { keepingDeclarations, playwrightCompilerOptions, type TypeError } from '../type-check';

type Ts = typeof TypeScript;

/**
 * Type-checks one converted file in memory, against `@playwright/test`, with the other files of the
 * output beside it (page objects, helpers and generated modules it imports) — before anything is
 * written. Each check reuses the previous program, and the Playwright and DOM declarations are
 * parsed once per process (`keepingDeclarations`), not once per answer.
 */
export class TypeGate {
  private program: Program | undefined;
  private readonly host: CompilerHost;
  private readonly options: CompilerOptions;

  private constructor(
    private readonly ts: Ts,
    private readonly root: string,
    private readonly files: Map<string, string>,
  ) {
    this.options = playwrightCompilerOptions(ts, root);
    const host = ts.createCompilerHost(this.options, true);
    const virtual = (fileName: string) => this.files.get(this.relative(fileName));
    // Declarations on disk (Playwright's, the DOM's) are parsed once per process, not per answer.
    const fromDisk = keepingDeclarations(host.getSourceFile.bind(host), root);
    this.host = {
      ...host,
      fileExists: (fileName) => virtual(fileName) !== undefined || host.fileExists(fileName),
      readFile: (fileName) => virtual(fileName) ?? host.readFile(fileName),
      directoryExists: (name) =>
        this.isVirtualFolder(name) || (host.directoryExists?.(name) ?? true),
      getSourceFile: (fileName, language, onError, shouldCreate) => {
        const text = virtual(fileName);
        if (text === undefined) return fromDisk(fileName, language, onError, shouldCreate);
        return ts.createSourceFile(fileName, text, language, true);
      },
    };
  }

  /** `files`: the output's text files by output path (`/`-separated), rooted at `root`. */
  static async create(root: string, files: Map<string, string>): Promise<TypeGate> {
    const ts = (await import('typescript')).default;
    return new TypeGate(ts, path.resolve(root), new Map(files));
  }

  /** The type errors of `file` with `text` in place of its current text (which stays). */
  errorsWith(file: string, text: string): TypeError[] {
    const before = this.files.get(file);
    this.files.set(file, text);
    try {
      return this.errorsOf(file);
    } finally {
      if (before === undefined) this.files.delete(file);
      else this.files.set(file, before);
    }
  }

  /** Keeps `text` as the file's text for the checks that follow. */
  accept(file: string, text: string): void {
    this.files.set(file, text);
  }

  errorsOf(file: string): TypeError[] {
    const { ts } = this;
    const fileName = path.join(this.root, file);
    this.program = ts.createProgram([fileName], this.options, this.host, this.program);
    const source = this.program.getSourceFile(fileName);
    if (!source) return [{ line: 1, column: 1, code: 'TS6053', message: `${file} not found` }];
    const diagnostics = [
      ...this.program.getSyntacticDiagnostics(source),
      ...this.program.getSemanticDiagnostics(source),
    ];
    return diagnostics
      .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
      .map((diagnostic) => {
        const where = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        return {
          line: where.line + 1,
          column: where.character + 1,
          code: `TS${diagnostic.code}`,
          message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
        };
      });
  }

  private relative(fileName: string): string {
    return path.relative(this.root, fileName).split(path.sep).join('/');
  }

  private isVirtualFolder(name: string): boolean {
    const folder = this.relative(name);
    if (folder === '') return true;
    if (folder.startsWith('..')) return false;
    for (const file of this.files.keys()) if (file.startsWith(`${folder}/`)) return true;
    return false;
  }
}
