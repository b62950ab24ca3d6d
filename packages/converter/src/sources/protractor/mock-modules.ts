/**
 * Angular mock modules: `browser.addMockModule(name, script, ...args)`, `removeMockModule`,
 * `clearMockModules`, `getRegisteredMockModules`. Protractor kept them on the browser (for the
 * rest of the run, until removed or cleared) and loaded them on every `browser.get` by deferring
 * AngularJS's bootstrap. The generated `rewright-angular.ts` keeps the same registry and loads it
 * in `gotoWithMockModules`, which `browser.get` and `browser.refresh` become in a project that
 * registers mock modules (see `support/mock-modules.ts`).
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { out, unknown, value, type Kind, type Out } from './kinds.js';
import { declaresName } from './syntax-walk.js';
import { isData } from './processed-config.js';

const promise = (of: Kind = unknown): Kind => ({ type: 'promise', of });

/** Whether any file registers mock modules (decided before emission: every `get` depends on it). */
export function usesMockModules(files: Iterable<ts.SourceFile>): boolean {
  for (const sf of files) if (sf.text.includes('addMockModule')) return true;
  return false;
}

/** `browser.get(url)` / `browser.refresh()`: through the mock modules when the project has any. */
export function navigation(
  cx: RuleContext,
  page: string,
  url: string | undefined,
): Out | undefined {
  if (!cx.state.usesMockModules) return undefined;
  if (url === undefined) {
    cx.useAngular('reloadWithMockModules');
    return out(`reloadWithMockModules(${page})`, promise());
  }
  cx.useAngular('gotoWithMockModules');
  return out(`gotoWithMockModules(${page}, ${url})`, promise());
}

/** `browser.addMockModule(name, script, ...args)`: the script runs in the page, so it stays as written. */
function addMockModule(node: ts.CallExpression, cx: RuleContext): Out {
  const [name, script, ...args] = node.arguments;
  cx.diag(node, 'protractor/browser/mock-modules');
  cx.useAngular('addMockModule');
  const scriptText = script ? pageScript(script, cx) : "''";
  const rest = args.map((a) => cx.emit(a));
  const list = [name ? cx.emit(name) : "''", scriptText, ...rest].join(', ');
  return out(`addMockModule(${list})`, { type: 'value' });
}

/**
 * A script that runs in the browser: a function literal is kept as written (it cannot see the
 * test's variables, only the page's), anything else is a value of the test.
 */
function pageScript(script: ts.Expression, cx: RuleContext): string {
  if (!ts.isFunctionExpression(script) && !ts.isArrowFunction(script)) return cx.emit(script);
  if (usesFreeAngular(script) && !declaresName(cx.sf, 'angular')) {
    const line =
      'declare const angular: any; // AngularJS of the page, where mock-module scripts run';
    cx.addHeaderLine(line);
  }
  return cx.original(script);
}

function usesFreeAngular(node: ts.Node): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (
      ts.isIdentifier(n) &&
      n.text === 'angular' &&
      !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)
    ) {
      found = true;
      return;
    }
    n.forEachChild(visit);
  };
  visit(node);
  return found;
}

/** A mock module of the config's `onPrepare`: its name, script and arguments as text. */
export interface ConfigMockModule {
  name: string;
  /** A script body: a function is wrapped as WebDriver ran it (`arguments` are the extra args). */
  script: string;
  args: string[];
}

/** `browser.addMockModule('name', function () {…}, 'literal', …)` of `onPrepare`, when its arguments are literals. */
export function configMockModule(
  call: ts.CallExpression,
  sf: ts.SourceFile,
): ConfigMockModule | undefined {
  const [name, script, ...args] = call.arguments;
  if (!name || !ts.isStringLiteralLike(name) || !script || !args.every(isData)) return undefined;
  let body: string;
  if (ts.isFunctionExpression(script) || ts.isArrowFunction(script))
    body = `return (${script.getText(sf)}).apply(null, arguments);`;
  else if (ts.isStringLiteralLike(script)) body = script.text;
  else return undefined;
  return { name: name.text, script: JSON.stringify(body), args: args.map((a) => a.getText(sf)) };
}

type Entry = {
  from: string;
  to: (node: ts.CallExpression, cx: RuleContext) => Out | undefined;
};

/** Entries of the `browser` table. */
export const mockModuleEntries: Entry[] = [
  { from: 'addMockModule', to: addMockModule },
  {
    from: 'removeMockModule',
    to: (node, cx) => {
      cx.useAngular('removeMockModule');
      const name = node.arguments[0] ? cx.emit(node.arguments[0]) : "''";
      return out(`removeMockModule(${name})`, value);
    },
  },
  {
    from: 'clearMockModules',
    to: (_node, cx) => {
      cx.useAngular('clearMockModules');
      return out('clearMockModules()', value);
    },
  },
  {
    from: 'getRegisteredMockModules',
    to: (_node, cx) => {
      cx.useAngular('getRegisteredMockModules');
      return out('getRegisteredMockModules()', { type: 'value', of: 'array' });
    },
  },
];
