/**
 * Emits one Java file as TypeScript. The only walker of the front end; rules get the narrow
 * `RuleContext`. Imports are collected as rules ask for them and written at the top.
 */
import type { Diagnostic } from '../../api.js';
import { messageFor, severityOf, type DiagnosticCode } from '../../diagnostics/catalogue.js';
import { todoComment } from '../../diagnostics/todo.js';
import type { RuleContext, Scope, Val } from './context.js';
import type { FileFacts, ProjectFacts } from './facts.js';
import { positionOf, type JNode } from './parser.js';
import { translateExpr } from './expressions.js';
import { importFrom } from './fields.js';
import { translateBlock } from './statements.js';
import { emitModule } from './structure.js';
import { materialize } from './values.js';

export class FileEmitter implements RuleContext {
  readonly diagnostics: Diagnostic[] = [];
  readonly imports = new Map<string, Set<string>>();
  readonly before: string[] = [];
  private readonly names = new Set<string>();

  constructor(
    readonly path: string,
    readonly file: FileFacts,
    readonly facts: ProjectFacts,
  ) {}

  run(): string {
    const body = emitModule(this, this.file.tree);
    this.importUsed(body);
    const head = [...this.imports]
      .sort(([a], [b]) => importOrder(a) - importOrder(b) || a.localeCompare(b))
      .map(([from, names]) => {
        const sorted = [...names].sort((a, b) =>
          a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')),
        );
        // `import { type A, type B }` is `import type { A, B }`.
        return sorted.every((n) => n.startsWith('type '))
          ? `import type { ${sorted.map((n) => n.slice(5)).join(', ')} } from '${from}';`
          : `import { ${sorted.join(', ')} } from '${from}';`;
      });
    return `${head.join('\n')}${head.length ? '\n\n' : ''}${body.join('\n')}\n`;
  }

  /** Imports of what the code names: Playwright's `expect`, `Page`, `Locator`, the project's classes. */
  private importUsed(body: string[]): void {
    const code = body
      .filter((l) => !/^\s*\/\//.test(l))
      .join('\n')
      .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");
    const names = new Set(code.match(/[A-Za-z_$][\w$]*/g) ?? []);
    if (/\bexpect(\.soft|\.poll)?\(/.test(code)) this.importName('@playwright/test', 'expect');
    for (const type of ['Page', 'Locator', 'Dialog'])
      if (names.has(type)) this.importName('@playwright/test', `type ${type}`);
    for (const cls of this.facts.classes.values()) {
      if (cls.path === this.path || !names.has(cls.name)) continue;
      importFrom(this, cls.path, cls.name);
    }
  }

  expr(node: JNode, scope: Scope): Val {
    return translateExpr(this, node, scope);
  }

  value(node: JNode, scope: Scope): string {
    return this.materialize(this.expr(node, scope), node);
  }

  materialize(v: Val, node: JNode): string {
    return materialize(v, node);
  }

  block(node: JNode, scope: Scope): string[] {
    return translateBlock(this, node, scope);
  }

  report(node: JNode, code: DiagnosticCode, detail?: string): void {
    const { line, column } = node.startPosition ? positionOf(node) : { line: 1, column: 1 };
    const message = messageFor(code, detail);
    if (this.diagnostics.some((d) => d.rule === code && d.line === line && d.message === message))
      return;
    this.diagnostics.push({
      path: this.path,
      line,
      column,
      rule: code,
      severity: severityOf(code),
      message,
    });
  }

  todo(code: DiagnosticCode, detail?: string): string {
    return todoComment(code, detail);
  }

  importName(from: string, name: string): void {
    const names = this.imports.get(from) ?? new Set<string>();
    // A value import replaces a type-only one of the same name.
    if (!name.startsWith('type ') && names.has(`type ${name}`)) names.delete(`type ${name}`);
    if (name.startsWith('type ') && names.has(name.slice(5))) return;
    names.add(name);
    this.imports.set(from, names);
  }

  fresh(base: string): string {
    let name = base;
    for (let i = 2; this.names.has(name); i++) name = `${base}${i}`;
    this.names.add(name);
    return name;
  }
}

function importOrder(from: string): number {
  if (from === '@playwright/test') return 0;
  if (from.startsWith('node:')) return 1;
  return 2;
}
