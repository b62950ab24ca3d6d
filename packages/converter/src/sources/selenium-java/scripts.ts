/**
 * A script held in a Java `String` that is not a literal (a variable, a concatenation). WebDriver
 * runs it as a function's body, `arguments` the values passed after it; the shared form takes a
 * non-literal script for a function of the page, as Selenium's JavaScript binding passes one.
 */
import type { RuleContext, Scope, Val } from './context.js';
import { stringLiteral, type JNode } from './parser.js';
import { argument } from './arguments.js';
import { awaitedJs } from './values.js';

/** An element given to a script: Playwright passes the element's handle. */
export function scriptArgument(ctx: RuleContext, node: JNode, scope: Scope): string {
  const v = ctx.expr(node, scope);
  if (v.t === 'loc') return `await ${v.code}.elementHandle()`;
  return ctx.materialize(v, node);
}

/** `executeScript(script, …)` whose script is not a literal; undefined for another call. */
export function textScriptCall(
  ctx: RuleContext,
  page: string,
  name: string,
  args: JNode[],
  scope: Scope,
): Val | undefined {
  const script = args[0];
  if (name !== 'executeScript' && name !== 'executeAsyncScript') return undefined;
  if (!script || stringLiteral(script) !== undefined) return undefined;
  const rest = args.slice(1).map((a) => scriptArgument(ctx, a, scope));
  const body = argument(ctx, script, scope);
  return awaitedJs(textScript(page, body, rest, name === 'executeAsyncScript'));
}

/** `page.evaluate` of the script's text: compiled in the page as WebDriver compiles it. */
export function textScript(page: string, body: string, args: string[], isAsync: boolean): string {
  // As an expression string the page evaluates it as the driver does, whatever its CSP says.
  if (!args.length && !isAsync) return `${page}.evaluate(\`(function () { \${${body}} })()\`)`;
  const run = isAsync
    ? 'new Promise((resolve) => new Function(body).apply(null, [...args, resolve]))'
    : 'new Function(body).apply(null, args)';
  return `${page}.evaluate(([body, args]: [string, unknown[]]) => ${run}, [${body}, [${args.join(', ')}]] as [string, unknown[]])`;
}
