/**
 * What a converted file reports and the lines it adds above statements: diagnostics (one per code
 * and position), `// TODO(rewright)` lines above the statement that holds what was not converted,
 * and statements generated code needs to run first (`await waitForAngular(page);`).
 */
import type ts from 'typescript';
import type { Diagnostic } from '../../api.js';
import { messageFor, severityOf, type DiagnosticCode } from '../../diagnostics/catalogue.js';
import { todoComment } from '../../diagnostics/todo.js';
import { enclosingStatement } from './syntax-facts.js';

export class FileNotes {
  readonly diagnostics: Diagnostic[] = [];
  private readonly todos = new Map<ts.Node, string[]>();
  private readonly before = new Map<ts.Node, string[]>();
  private readonly seen = new Set<string>();

  constructor(
    private readonly sf: ts.SourceFile,
    private readonly path: string,
  ) {}

  diag(node: ts.Node, code: DiagnosticCode, detail?: string): void {
    const position = this.position(node);
    const key = `d:${code}:${position.line}:${position.column}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.diagnostics.push({
      path: this.path,
      ...position,
      rule: code,
      severity: severityOf(code),
      message: messageFor(code, detail),
    });
  }

  /** A diagnostic plus a `// TODO(rewright)` line above the statement that holds `node`. */
  todo(node: ts.Node, code: DiagnosticCode, detail?: string): void {
    this.diag(node, code, detail);
    const statement = enclosingStatement(node);
    const key = `t:${code}:${detail ?? ''}:${statement.pos}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const list = this.todos.get(statement) ?? [];
    list.push(todoComment(code, detail));
    this.todos.set(statement, list);
  }

  /** Whether a statement was left (partly) unconverted under a TODO. */
  hasTodo(statement: ts.Node): boolean {
    return this.todos.has(statement);
  }

  /**
   * Adds a statement to run before `statement`, once: `line` is only asked for the first time
   * (it may mark its function async).
   */
  addBefore(statement: ts.Node, line: () => string): void {
    const key = `b:${statement.pos}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const lines = this.before.get(statement) ?? [];
    lines.push(line());
    this.before.set(statement, lines);
  }

  /** The TODO lines and the statements to run first, written above a statement. */
  linesAbove(statement: ts.Node): string[] {
    return [...(this.todos.get(statement) ?? []), ...(this.before.get(statement) ?? [])];
  }

  private position(node: ts.Node): { line: number; column: number } {
    const start = node.getStart(this.sf);
    const { line, character } = this.sf.getLineAndCharacterOfPosition(start);
    return { line: line + 1, column: character + 1 };
  }
}
