/**
 * Emits one Python module as TypeScript: imports, module statements, page-object classes, pytest
 * tests and test classes, unittest cases and fixtures. The only walker of the front end; rules get
 * the narrow `RuleContext`.
 */
import type { Diagnostic } from '../../api.js';
import { messageFor, severityOf, type DiagnosticCode } from '../../diagnostics/catalogue.js';
import { todoComment } from '../../diagnostics/todo.js';
import { Unconvertible, type RuleContext, type Scope } from './context.js';
import type { ProjectFacts } from './facts.js';
import { positionOf, type PyNode } from './parser.js';
import { lambda, translateExpr } from './expressions.js';
import { translateAttribute, translateCall } from './calls.js';
import { locatorValue } from './locate.js';
import { readCall, type Val } from './values.js';
import { translateBlock } from './statements.js';
import { emitModule } from './structure.js';

export class FileEmitter implements RuleContext {
  readonly diagnostics: Diagnostic[] = [];
  readonly imports = new Map<string, { names: Set<string>; defaultName?: string }>();
  readonly before: string[] = [];
  private readonly names = new Set<string>();

  constructor(
    readonly path: string,
    readonly tree: PyNode,
    readonly facts: ProjectFacts,
  ) {}

  run(): string {
    const body = emitModule(this, this.tree);
    // `test` from a conftest or the module's own `test.extend` replaces Playwright's.
    const ownTest = body.some((l) => /^(export )?const test = /.test(l));
    const otherTest = [...this.imports].some(
      ([from, { names }]) =>
        from !== '@playwright/test' && (names.has('test') || names.has('test as base')),
    );
    if (ownTest || otherTest) this.imports.get('@playwright/test')?.names.delete('test');
    if (
      this.imports.get('@playwright/test')?.names.size === 0 &&
      !this.imports.get('@playwright/test')?.defaultName
    )
      this.imports.delete('@playwright/test');
    const head = [...this.imports]
      .sort(([a], [b]) => importOrder(a) - importOrder(b) || a.localeCompare(b))
      .map(([from, { names, defaultName }]) => {
        const parts = [defaultName, names.size ? `{ ${[...names].join(', ')} }` : undefined].filter(
          Boolean,
        );
        return `import ${parts.join(', ')} from '${from}';`;
      });
    return `${head.join('\n')}${head.length ? '\n\n' : ''}${body.join('\n')}\n`;
  }

  expr(node: PyNode, scope: Scope): Val {
    return translateExpr(this, node, scope);
  }

  attribute(node: PyNode, scope: Scope): Val {
    return translateAttribute(this, node, scope);
  }

  call(node: PyNode, scope: Scope): Val {
    return translateCall(this, node, scope);
  }

  lambda(node: PyNode, scope: Scope, driverParam = false): string {
    return lambda(this, node, scope, driverParam);
  }

  value(node: PyNode, scope: Scope): string {
    return this.materialize(this.expr(node, scope));
  }

  materialize(v: Val): string {
    switch (v.t) {
      case 'js':
      case 'page':
      case 'loc':
      case 'select':
      case 'alert':
        return v.code;
      case 'locs':
        return `(await ${v.code}.all())`;
      case 'by':
        return v.selector;
      case 'read':
        return readCall(v);
      case 'switch':
        return v.page;
      case 'module':
        if (v.name.startsWith('file:')) return v.name.slice(5);
        return v.name === 'options' ? '{}' : v.name;
      default:
        throw new Unconvertible(
          this.tree,
          'selenium-python/unsupported-command',
          `a ${v.t} used as a value`,
        );
    }
  }

  locator(by: string, arg: PyNode, scope: Scope): Val | undefined {
    return locatorValue(this, by, arg, scope);
  }

  block(node: PyNode, scope: Scope): string[] {
    return translateBlock(this, node, scope);
  }

  nested(node: PyNode, scope: Scope): string[] {
    return emitModule(this, node, scope, true);
  }

  report(node: PyNode, code: DiagnosticCode, detail?: string): void {
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

  importName(from: string, name: string, asDefault = false): void {
    const entry = this.imports.get(from) ?? { names: new Set<string>() };
    if (asDefault) entry.defaultName = name;
    else entry.names.add(name);
    this.imports.set(from, entry);
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
