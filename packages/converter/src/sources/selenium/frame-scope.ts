/**
 * Page objects and helpers called while the caller is inside a frame. In WebDriver they act in
 * that frame, since the driver they hold is switched; in Playwright the page they hold has no
 * current frame. So such a function takes the frame as a last parameter that defaults to the page
 * (`saveDraft(text, frame: Page | FrameLocator = this.driver)`): its finds start from `frame`,
 * its page commands (title, URL, navigation) stay on the page, and a caller inside a frame passes
 * it (`frames.saveDraft('Hello', frame)`). Found before emission, over the whole project, since
 * the page object is often emitted before the test that calls it.
 */
import ts from 'typescript';
import { walk } from '../../core/syntax.js';
import {
  calleeFunction,
  isDriverExpression,
  methodOf,
  thisOwner,
  unwrap,
  type Facts,
} from './analysis.js';
import { frameLeftBy } from './frame-callers.js';

/** Per function that takes the caller's frame: the page it defaults to (`this.driver`, `driver`). */
export type FramedFunctions = Facts['framed'];

/** The function a call reaches: a method of a page object, `this.m()`, or a project function. */
export function calledFunction(facts: Facts, call: ts.CallExpression): ts.Node | undefined {
  const callee = call.expression;
  const target =
    (ts.isPropertyAccessExpression(callee) ? methodOf(facts, callee) : undefined) ??
    calleeFunction(facts.checker, call);
  return target && ts.isFunctionLike(target) ? target : undefined;
}

/** What a statement does to the current frame: enters one, leaves to the page, or nothing. */
function frameChange(
  statement: ts.Node,
  facts: Facts,
  leavers: ReadonlySet<ts.Node>,
): 'enter' | 'leave' | undefined {
  // The call that ends last decides (`switchTo().frame(await page.frameElement())` enters).
  let change: 'enter' | 'leave' | undefined;
  let end = -1;
  walk(statement, (n) => {
    if (n !== statement && ts.isFunctionLike(n)) return 'skip';
    if (!ts.isCallExpression(n) || n.end <= end) return;
    const name = ts.isPropertyAccessExpression(n.expression) ? n.expression.name.text : '';
    const receiver = ts.isPropertyAccessExpression(n.expression)
      ? unwrap(n.expression.expression)
      : undefined;
    const switched =
      !!receiver &&
      ts.isCallExpression(receiver) &&
      ts.isPropertyAccessExpression(receiver.expression) &&
      receiver.expression.name.text === 'switchTo';
    let found: 'enter' | 'leave' | undefined;
    if (switched && ['defaultContent', 'parentFrame', 'window', 'newWindow'].includes(name))
      found = 'leave';
    else if (switched && name === 'frame')
      found = n.arguments[0]?.kind === ts.SyntaxKind.NullKeyword ? 'leave' : 'enter';
    else if (name === 'ableToSwitchToFrame') found = 'enter';
    else if (leavers.size) {
      const fn = calledFunction(facts, n);
      if (fn && leavers.has(fn)) found = 'enter';
    }
    if (found) [change, end] = [found, n.end];
  });
  return change;
}

/** The calls a statement makes (not those of functions it defines: they run with their own frame). */
function callsOf(statement: ts.Node): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  walk(statement, (n) => {
    if (n !== statement && ts.isFunctionLike(n)) return 'skip';
    if (ts.isCallExpression(n)) calls.push(n);
  });
  return calls;
}

/** The calls made after a frame switch in the same statement list, until the switch back. */
function callsInFrame(
  statements: readonly ts.Statement[],
  from: boolean,
  facts: Facts,
  leavers: ReadonlySet<ts.Node>,
): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  let inFrame = from;
  for (const statement of statements) {
    if (inFrame) calls.push(...callsOf(statement));
    const change = frameChange(statement, facts, leavers);
    if (change) inFrame = change === 'enter';
  }
  return calls;
}

/** The page a function defaults its frame to: the driver it holds, if it holds one in one place. */
function defaultPage(fn: ts.SignatureDeclaration, facts: Facts): string | undefined {
  if (fn.parameters.some((p) => p.dotDotDotToken || !ts.isIdentifier(p.name))) return undefined;
  let page: string | undefined;
  const body = (fn as ts.FunctionLikeDeclarationBase).body;
  const owner = body && thisOwner(facts.checker, body);
  if (body)
    walk(body, (n) => {
      if (
        ts.isPropertyAccessExpression(n) &&
        n.expression.kind === ts.SyntaxKind.ThisKeyword &&
        isDriverExpression(facts, n) &&
        thisOwner(facts.checker, n) === owner
      ) {
        page = `this.${n.name.text}`;
        return 'stop';
      }
    });
  if (page) return page;
  const param = fn.parameters.find((p) => facts.drivers.has(p));
  return param && ts.isIdentifier(param.name) ? param.name.text : undefined;
}

type StatementList = ts.Block | ts.SourceFile | ts.CaseClause | ts.DefaultClause;

function isStatementList(n: ts.Node): n is StatementList {
  return ts.isBlock(n) || ts.isSourceFile(n) || ts.isCaseClause(n) || ts.isDefaultClause(n);
}

/** Functions whose body holds statements (arrows with an expression body are left alone). */
function bodyStatements(fn: ts.Node): readonly ts.Statement[] | undefined {
  const body = (fn as ts.FunctionLikeDeclarationBase).body;
  return body && ts.isBlock(body) ? body.statements : undefined;
}

/**
 * The functions the project calls while inside a frame, and those they call in turn (their body
 * runs in the frame until it switches back), with the page each defaults to.
 */
export function framedFunctions(facts: Facts, files: readonly ts.SourceFile[]): FramedFunctions {
  const framed: FramedFunctions = new Map();
  const leavers = new Set<ts.Node>();
  const entries: ts.Node[] = [];
  for (const sf of files)
    walk(sf, (n) => {
      if (!ts.isCallExpression(n) || !ts.isPropertyAccessExpression(n.expression)) return;
      const name = n.expression.name.text;
      if (name !== 'frame' && name !== 'ableToSwitchToFrame') return;
      entries.push(n);
      let fn: ts.Node | undefined = n.parent;
      while (fn && !ts.isFunctionLike(fn)) fn = fn.parent;
      if (fn && frameLeftBy(fn)) leavers.add(fn);
    });
  if (!entries.length) return framed;
  // Calls of a function that leaves its caller in a frame (`await frames.enterEditor()`).
  if (leavers.size)
    for (const sf of files)
      walk(sf, (n) => {
        if (!ts.isCallExpression(n)) return;
        const fn = calledFunction(facts, n);
        if (fn && leavers.has(fn)) entries.push(n);
      });
  const pending: ts.CallExpression[] = [];
  for (const entry of entries) {
    let statement: ts.Node = entry;
    while (statement.parent && !isStatementList(statement.parent)) statement = statement.parent;
    const list = statement.parent as StatementList | undefined;
    if (!list) continue;
    const at = list.statements.indexOf(statement as ts.Statement);
    pending.push(...callsInFrame(list.statements.slice(at), false, facts, leavers));
  }
  while (pending.length) {
    const call = pending.pop() as ts.CallExpression;
    const fn = calledFunction(facts, call);
    if (!fn || framed.has(fn) || !ts.isFunctionLike(fn)) continue;
    const statements = bodyStatements(fn);
    const page = defaultPage(fn, facts);
    if (!statements || !page) continue;
    framed.set(fn, page);
    pending.push(...callsInFrame(statements, true, facts, leavers));
  }
  return framed;
}
