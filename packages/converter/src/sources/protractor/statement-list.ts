/**
 * A statement list as the walker emits it: statement rules claim what they know (several
 * statements at once, e.g. `clear()` + `sendKeys()` → `fill()`), comments between statements
 * stay, TODO lines go above the statement they are about, describe-level code that needs a page
 * moves into a hook, and a describe that shares one page gets its setup before its first test.
 */
import ts from 'typescript';
import type { Frame, RuleContext } from './context.js';
import type { FileNotes } from './file-notes.js';
import type { Role } from './roles.js';
import { statementRules } from './rules.js';
import { sharedPageSetup } from './structure.js';
import { isTestFrameworkStatement, enclosingFunction } from './syntax-facts.js';
import { type Out, unknown } from './kinds.js';
import { emitClassDeclaration } from './page-objects.js';
import { emitVariableStatement } from './variables.js';
import { prototypeLinkStatement } from './prototypes.js';
import { joinRope } from '../../core/rope.js';

/**
 * Emits a statement list, keeping the comments between statements. Statement rules may claim
 * several statements at once (e.g. `clear()` + `sendKeys()` → `fill()`).
 */
export function emitStatementList(
  cx: RuleContext,
  notes: FileNotes,
  statements: readonly ts.Statement[],
  start: number,
  end: number,
): string {
  const parts: string[] = [];
  const frame = cx.frame;
  let pos = start;
  let firstTestCall = -1;
  for (let i = 0; i < statements.length;) {
    const statement = statements[i] as ts.Statement;
    const trivia = cx.text.slice(pos, statement.getStart(cx.sf));
    let consumed = 1;
    let text: string | undefined;
    if (frame.role === 'describe' || frame.role === 'file') frame.statement = statement;
    for (const rule of statementRules) {
      const result = rule(statements, i, cx);
      if (result) {
        text = result.text;
        consumed = result.consumed;
        break;
      }
    }
    if (text === undefined) text = cx.statement(statement);
    if (consumed === 1 && movedToHook(cx, notes, frame, statement, trivia, text)) {
      pos = statement.end;
      i += 1;
      continue;
    }
    const todos: string[] = [];
    let unconverted = false;
    for (let j = i; j < i + consumed; j++) {
      const s = statements[j];
      if (s && notes.hasTodo(s)) unconverted = true;
      if (s) todos.push(...notes.linesAbove(s));
    }
    if (
      unconverted &&
      consumed === 1 &&
      loadTimeStatement(frame.role, statement) &&
      // A hook's `done` must still be called: such a statement stays live.
      !mentionsDone(frame, statement) &&
      // A hoisted declaration runs in the `beforeEach`; only its `let` stays here.
      !(ts.isVariableStatement(statement) && frame.hoisted.has(statement))
    )
      text = commentedOut(
        text,
        cx.sf.getLineAndCharacterOfPosition(statement.getStart(cx.sf)).character,
      );
    const todoText = todos.length ? `${todos.join('\n')}\n` : '';
    parts.push(`${trivia}${todoText}${text}`);
    if (firstTestCall === -1 && isTestFrameworkStatement(statement))
      firstTestCall = parts.length - 1;
    pos = (statements[i + consumed - 1] as ts.Statement).end;
    i += consumed;
  }
  parts.push(cx.text.slice(pos, end));
  if (isFrameBody(frame, statements)) insertFrameSetup(cx, frame, parts, firstTestCall);
  return joinRope(parts);
}

/**
 * A describe- or file-level expression statement that drives the browser (`browser.get(…)`,
 * `element(…).click()`, an awaited helper) ran once when Protractor loaded the file, before
 * any test. In a spec it moves into the `beforeEach` of the describe, in order with the hoisted
 * assignments, so every test starts where the first one did. In a page object or helper there
 * is no test to run it in: it stays as a comment under a TODO instead of failing at load.
 */
function movedToHook(
  cx: RuleContext,
  notes: FileNotes,
  frame: Frame,
  statement: ts.Statement,
  trivia: string,
  text: string,
): boolean {
  if (
    (frame.role !== 'describe' && frame.role !== 'file') ||
    !frame.hoisted.has(statement) ||
    !ts.isExpressionStatement(statement) ||
    !loadTimeStatement(frame.role, statement) ||
    notes.hasTodo(statement)
  )
    return false;
  if (cx.options.isSpec) {
    const comments = trivia.trim();
    frame.assignments.push(`${comments ? `${comments}\n` : ''}${text}`);
    cx.diag(statement, 'structure/hoisted-to-before-each');
    return true;
  }
  cx.todo(statement, 'protractor/structure/describe-level-code');
  return false;
}

/**
 * Describe or file level: the shared-page setup (default mode, one page of its own context for
 * the describe) and the `beforeEach` assigning hoisted values, placed before the first test or
 * hook so they run before the user's hooks as the describe-level code ran before them at load
 * time.
 */
function insertFrameSetup(
  cx: RuleContext,
  frame: Frame,
  parts: string[],
  firstTestCall: number,
): void {
  const at = firstTestCall === -1 ? parts.length - 1 : firstTestCall;
  const inserted: string[] = [];
  const shared = cx.state.sharedPage.has(frame.node);
  let tail = '';
  if (shared) {
    const setup = sharedPageSetup(cx);
    inserted.push(setup.head);
    tail = setup.tail;
  }
  if (frame.assignments.length) {
    const test = cx.useTest();
    const sharedAbove = shared || cx.sharedPageOutside();
    const fixture = sharedAbove
      ? ''
      : cx.pageName === 'page'
        ? '{ page }'
        : `{ page: ${cx.pageName} }`;
    // With one page shared by the describe, the describe-level code runs once, like at load
    // time, and before the user's `beforeAll` hooks, which may use what it assigns.
    const hook = sharedAbove ? 'beforeAll' : 'beforeEach';
    inserted.push(
      `\n${test}.${hook}(async (${fixture}) => {\n${frame.assignments.join('\n')}\n});\n`,
    );
    frame.assignments = [];
  }
  if (inserted.length) parts.splice(at, 0, `\n${inserted.join('')}`);
  if (tail) parts.splice(parts.length - 1, 0, tail);
}

/** Whether `statements` is the body of a describe callback or the file itself. */
function isFrameBody(frame: Frame, statements: readonly ts.Statement[]): boolean {
  if (frame.role === 'file') return statements === (frame.node as ts.SourceFile).statements;
  if (frame.role !== 'describe') return false;
  const fn = frame.node as ts.FunctionLikeDeclaration;
  return !!fn.body && ts.isBlock(fn.body) && fn.body.statements === statements;
}

/**
 * A describe- or file-level expression or variable statement that kept unconverted Protractor code would run
 * when Playwright loads the file and, with Protractor's globals gone, fail the whole file: it stays
 * under its TODO as a comment, so only what it did is lost, not every test of the file. Likewise in
 * a hook, where it would fail every test of its describe.
 */
function loadTimeStatement(role: Role, statement: ts.Statement): boolean {
  // In a hook, a live leftover throws before (or after) every test of the describe: the same.
  if (role === 'hook' || role === 'hook-all') return ts.isExpressionStatement(statement);
  return (
    (role === 'describe' || role === 'file') &&
    ((ts.isExpressionStatement(statement) && !isTestFrameworkStatement(statement)) ||
      ts.isVariableStatement(statement))
  );
}

/** Whether a hook's statement uses the hook's `done` (it must stay live). */
function mentionsDone(frame: Frame, statement: ts.Statement): boolean {
  if (frame.role !== 'hook' && frame.role !== 'hook-all') return false;
  const done = (frame.node as ts.FunctionLikeDeclaration).parameters?.[0]?.name;
  if (!done || !ts.isIdentifier(done)) return false;
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isIdentifier(n) && n.text === done.text) found = true;
    else n.forEachChild(visit);
  };
  visit(statement);
  return found;
}

/** A statement kept as line comments, re-indented to its first line. */
function commentedOut(text: string, indent: number): string {
  return text
    .split('\n')
    .map((line, i) => {
      const lead = line.length - line.trimStart().length;
      const kept = i === 0 ? line : line.slice(Math.min(lead, indent));
      return kept.trim() ? `// ${kept}` : '//';
    })
    .join('\n');
}

export function emitStatement(cx: RuleContext, node: ts.Statement): string {
  const link = prototypeLinkStatement(node, cx);
  if (link !== undefined) return link;
  if (ts.isExpressionStatement(node)) {
    const result = cx.expr(node.expression);
    return expressionStatement(cx, result, node.expression);
  }
  if (ts.isVariableStatement(node)) return emitVariableStatement(cx, node);
  if (ts.isReturnStatement(node)) {
    const fn = enclosingFunction(node);
    if (fn && cx.isLoopBody(fn)) {
      if (!node.expression) return 'continue;';
      const value = cx.expr(node.expression);
      return `${expressionStatement(cx, value, node.expression)}\ncontinue;`;
    }
    if (!node.expression) return 'return;';
    const result = cx.expr(node.expression);
    if (result.kind.type === 'statements') {
      cx.noteReturn({ type: 'promise', of: unknown });
      cx.markAwait();
      return result.text;
    }
    if (result.kind.type === 'promise' && !result.kind.sync && !result.kind.map) {
      cx.noteReturn(result.kind);
      return `return ${result.text};`;
    }
    if (result.kind.type === 'finder' || result.kind.type === 'finders') {
      cx.noteReturn(result.kind.type === 'finder' ? { type: 'finder', first: false } : result.kind);
      return `return ${cx.settle(result, node.expression)};`;
    }
    cx.noteReturn(result.kind);
    return `return ${cx.settle(result, node.expression)};`;
  }
  if (ts.isFunctionDeclaration(node)) return cx.fn(node);
  if (ts.isClassDeclaration(node)) return emitClassDeclaration(node, cx);
  return cx.generic(node);
}

/** `X;` — a promise becomes `await X;`. */
export function expressionStatement(cx: RuleContext, result: Out, node: ts.Expression): string {
  switch (result.kind.type) {
    case 'promise':
      if (result.kind.sync) return `${result.text};`;
      return `${cx.awaitText(result.text)};`;
    case 'statements':
      if (result.text.length) cx.markAwait();
      return result.text;
    case 'finder':
    case 'finders':
    case 'by':
      return `${cx.settle(result, node)};`;
    default:
      return `${cx.settle(result, node)};`;
  }
}
