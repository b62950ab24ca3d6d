/**
 * `executeScript`/`executeAsyncScript`: the script runs in the page as WebDriver ran it — a
 * function literal's body with `arguments` as the arguments passed, a string as a function body.
 */
import ts from 'typescript';
import type { RuleContext } from '../context.js';
import { type Out, out, value } from '../kinds.js';
import { promise, todo } from './entry.js';
import { stringValue } from '../text.js';
import { memoized } from '../../../core/memo.js';
import { typePageGlobals } from '../../../webdriver/page-globals.js';

/**
 * `executeScript(fn | 'body', ...args)` → `page.evaluate`. Playwright passes one argument to the
 * page function, so several are passed as an array (`args`) and WebDriver's `arguments[i]` reads
 * from it; a string script is a function body (WebDriver semantics); elements are passed as
 * element handles; `executeAsyncScript`'s callback resolves a promise.
 */
export function evaluate(
  node: ts.CallExpression,
  cx: RuleContext,
  page: string,
  isAsync: boolean,
): Out {
  const [script, ...rest] = node.arguments;
  if (!script) return out(cx.original(node));
  const args = rest.map((a) => {
    const o = cx.expr(a);
    if (o.kind.type === 'finder' || o.kind.type === 'finders')
      return cx.awaitText(`${cx.locatorText(o)}.elementHandle()`);
    return cx.settle(o, a);
  });
  const argList = `[${args.join(', ')}]`;
  const literal = stringValue(script);
  if (literal !== undefined) {
    const withArguments = withArgs(literal);
    // The page's own globals are read through `window` as `any` (webdriver/page-globals.ts).
    const body =
      withArguments === undefined
        ? undefined
        : typePageGlobals(withArguments, false, ['args', 'resolve']);
    if (body === undefined)
      return todo(
        node,
        cx,
        'protractor/browser/unsupported',
        'executeScript with a script that does not parse',
      );
    if (args.length) cx.diag(node, 'protractor/browser/execute-script-string');
    const usesArgs = withArguments !== literal;
    if (isAsync)
      return out(
        `${page}.evaluate((args: any[]) => new Promise((resolve) => {\nargs.push(resolve);\n${body}\n}), ${argList})`,
        promise(value),
      );
    if (!usesArgs && args.length === 0)
      return out(`${page}.evaluate(() => {\n${body}\n})`, promise(value));
    return out(`${page}.evaluate((args: any[]) => {\n${body}\n}, ${argList})`, promise(value));
  }
  if (ts.isFunctionExpression(script) || ts.isArrowFunction(script)) {
    const params = script.parameters.map((p) => cx.original(p.name));
    const withArguments = functionBodyWithArgs(script, cx);
    const body = {
      ...withArguments,
      text: typePageGlobals(withArguments.text, false, [...params, 'args', 'resolve']),
    };
    const usesArgs = body.usesArguments;
    if (isAsync) {
      const names = params.length > args.length ? params : [...params, '_callback'];
      const callbackName = names[names.length - 1] as string;
      const head = names.length > 1 ? `const [${names.slice(0, -1).join(', ')}] = args;\n` : '';
      const push = usesArgs ? 'args.push(resolve);\n' : '';
      return out(
        `${page}.evaluate((args: any[]) => new Promise((${usesArgs ? 'resolve' : callbackName}) => {\n${push}${head}${body.text}\n}), ${argList})`,
        promise(value),
      );
    }
    const typed = typePageGlobals(cx.original(script), true);
    if (!usesArgs && args.length === 0) return out(`${page}.evaluate(${typed})`, promise(value));
    if (!usesArgs && args.length === 1 && params.length <= 1)
      return out(`${page}.evaluate(${typed}, ${args[0]})`, promise(value));
    const head = params.length ? `const [${params.join(', ')}] = args;\n` : '';
    return out(
      `${page}.evaluate((args: any[]) => {\n${head}${body.text}\n}, ${argList})`,
      promise(value),
    );
  }
  // A script held in a variable: a function is passed as is, a string is compiled in the page.
  const o = cx.expr(script);
  const text = cx.settle(o, script);
  const decl = ts.isIdentifier(script) ? cx.declarationOf(script) : undefined;
  const isFunction =
    decl &&
    (ts.isFunctionDeclaration(decl) ||
      (ts.isVariableDeclaration(decl) &&
        !!decl.initializer &&
        (ts.isFunctionExpression(decl.initializer) || ts.isArrowFunction(decl.initializer))));
  if (isFunction)
    return out(
      `${page}.evaluate(${text}${args.length === 1 ? `, ${args[0]}` : args.length ? `, ${argList}` : ''})`,
      promise(value),
    );
  return out(
    `${page}.evaluate(([script, args]: [string, any[]]) => new Function(script).apply(null, args), [${text}, ${argList}] as [string, any[]])`,
    promise(value),
  );
}

/** `arguments` in a script body → `args` (outside nested functions); undefined if it does not parse. */
export const withArgs = memoized(argumentsAsArgs);

function argumentsAsArgs(body: string): string | undefined {
  const prefix = 'function f() {\n';
  const sf = ts.createSourceFile(
    'script.js',
    `${prefix}${body}\n}`,
    ts.ScriptTarget.ES2022,
    true,
    ts.ScriptKind.JS,
  );
  const diagnostics = (sf as unknown as { parseDiagnostics?: unknown[] }).parseDiagnostics ?? [];
  if (diagnostics.length) return undefined;
  const fn = sf.statements[0];
  if (!fn || !ts.isFunctionDeclaration(fn) || !fn.body) return undefined;
  const positions = argumentsPositions(fn.body);
  let text = body;
  for (const pos of positions.reverse()) {
    const at = pos - prefix.length;
    text = `${text.slice(0, at)}args${text.slice(at + 'arguments'.length)}`;
  }
  return text;
}

/** The body of a function literal as statements, with `arguments` → `args`. */
export function functionBodyWithArgs(
  fn: ts.FunctionExpression | ts.ArrowFunction,
  cx: RuleContext,
): { text: string; usesArguments: boolean } {
  const body = fn.body;
  const positions = ts.isFunctionExpression(fn) ? argumentsPositions(body) : [];
  const start = ts.isBlock(body) ? body.getStart(cx.sf) + 1 : body.getStart(cx.sf);
  const end = ts.isBlock(body) ? body.end - 1 : body.end;
  let text = cx.text.slice(start, end);
  for (const pos of [...positions].reverse()) {
    const at = pos - start;
    text = `${text.slice(0, at)}args${text.slice(at + 'arguments'.length)}`;
  }
  return { text: ts.isBlock(body) ? text : `return ${text};`, usesArguments: positions.length > 0 };
}

export function argumentsPositions(root: ts.Node): number[] {
  const positions: number[] = [];
  const sf = root.getSourceFile();
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionExpression(n) || ts.isFunctionDeclaration(n)) return;
    if (ts.isIdentifier(n) && n.text === 'arguments') positions.push(n.getStart(sf));
    n.forEachChild(visit);
  };
  root.forEachChild(visit);
  return positions.sort((a, b) => a - b);
}
