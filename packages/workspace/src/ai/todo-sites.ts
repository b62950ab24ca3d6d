import type TypeScript from 'typescript';
import type { Diagnostic } from '@rewright/converter';
import type { Node, SourceFile, Statement } from 'typescript';

type Ts = typeof TypeScript;

const TODO_LINE = /^(\s*)\/\/ TODO\(rewright\): (\S+?): (.*)$/;

/** A TODO the rules left in a converted file, and the smallest context an answer needs. */
export interface TodoSite {
  /** 1-based line of the `// TODO(rewright):` comment in the converted code. */
  line: number;
  /** 1-based, inclusive: the last line of the original kept under the TODO (`line` when none). */
  endLine: number;
  indent: string;
  rule: string;
  message: string;
  /** The original statement as the rules kept it (uncommented when they kept it as a comment). */
  original: string;
  /** A few converted lines on each side. */
  before: string[];
  after: string[];
  /** Names declared where the TODO stands: imports, variables, parameters, functions, classes. */
  names: string[];
  /** The converter's diagnostic for it (its position is in the source file). */
  diagnostic?: Diagnostic;
}

const CONTEXT_LINES = 3;

/**
 * The TODOs of one converted file, each with its original and its context. The original is what the
 * rules kept under the TODO: commented lines (Java, Python, describe-level code), or the live
 * statement that follows (JavaScript kept as it was).
 */
export function findTodoSites(
  ts: Ts,
  code: string,
  diagnostics: readonly Diagnostic[],
): TodoSite[] {
  const lines = code.split('\n');
  const source = ts.createSourceFile('converted.ts', code, ts.ScriptTarget.Latest, true);
  const unmatched = [...diagnostics];
  const sites: TodoSite[] = [];
  lines.forEach((text, index) => {
    const todo = TODO_LINE.exec(text);
    if (!todo) return;
    const [, indent = '', rule = '', message = ''] = todo;
    const kept = keptOriginal(ts, source, lines, index);
    const endIndex = index + kept.length;
    const at = unmatched.findIndex((d) => d.rule === rule && d.message === message);
    const diagnostic = at === -1 ? undefined : unmatched.splice(at, 1)[0];
    sites.push({
      line: index + 1,
      endLine: endIndex + 1,
      indent,
      rule,
      message,
      original: kept.map((line) => uncomment(line).slice(indent.length)).join('\n'),
      before: nonBlank(lines.slice(0, index)).slice(-CONTEXT_LINES),
      after: nonBlank(lines.slice(endIndex + 1)).slice(0, CONTEXT_LINES),
      names: namesInScope(ts, source, source.getPositionOfLineAndCharacter(index, 0)),
      ...(diagnostic ? { diagnostic } : {}),
    });
  });
  return sites;
}

/** The lines under the TODO at `index` that hold the original it stands for. */
function keptOriginal(ts: Ts, source: SourceFile, lines: string[], index: number): string[] {
  const commented: string[] = [];
  for (let next = index + 1; next < lines.length; next++) {
    const line = lines[next]!;
    if (!line.trimStart().startsWith('//') || TODO_LINE.test(line)) break;
    commented.push(line);
  }
  if (commented.length > 0) return commented;
  const statement = statementStartingOn(ts, source, index + 1);
  if (!statement) return [];
  const last = source.getLineAndCharacterOfPosition(statement.getEnd()).line;
  return lines.slice(index + 1, last + 1);
}

function statementStartingOn(ts: Ts, source: SourceFile, line: number): Statement | undefined {
  let found: Statement | undefined;
  const visit = (node: Node): void => {
    if (found) return;
    const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
    if (line < start || line > end) return;
    if (start === line && isStatement(ts, node)) {
      found = node;
      return;
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return found;
}

function isStatement(ts: Ts, node: Node): node is Statement {
  const parent = node.parent;
  return (
    ts.isSourceFile(parent) ||
    ts.isBlock(parent) ||
    ts.isModuleBlock(parent) ||
    ts.isCaseClause(parent) ||
    ts.isDefaultClause(parent)
  );
}

/** The names declared in the scopes around `position`, before it. */
function namesInScope(ts: Ts, source: SourceFile, position: number): string[] {
  const names = new Set<string>();
  const bind = (name: Node | undefined): void => {
    if (!name) return;
    if (ts.isIdentifier(name)) names.add(name.text);
    else if (ts.isObjectBindingPattern(name) || ts.isArrayBindingPattern(name)) {
      for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name);
    }
  };
  const declare = (statement: Statement): void => {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) bind(declaration.name);
    } else if (
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement)
    ) {
      bind(statement.name);
    } else if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      bind(clause?.name);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) bind(bindings.name);
      if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) bind(e.name);
    }
  };
  const visit = (node: Node): void => {
    if (ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node)) {
      for (const statement of node.statements) if (statement.end <= position) declare(statement);
    }
    if (ts.isFunctionLike(node)) for (const parameter of node.parameters) bind(parameter.name);
    if (ts.isClassLike(node)) {
      for (const member of node.members) {
        if (member.name && ts.isIdentifier(member.name)) names.add(`this.${member.name.text}`);
      }
    }
    const child = node.getChildren(source).find((c) => c.pos <= position && position < c.end);
    if (child) visit(child);
  };
  visit(source);
  return [...names];
}

function uncomment(line: string): string {
  return line.replace(/^(\s*)\/\/ ?/, '$1');
}

function nonBlank(lines: string[]): string[] {
  return lines.filter((line) => line.trim() !== '');
}
