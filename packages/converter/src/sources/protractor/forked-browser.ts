/**
 * A second browser: `var browser2 = browser.forkNewDriverInstance(useSameUrl?)` started a new
 * WebDriver session (its own cookies and storage). In Playwright that is a page of a new context
 * from the `browser` fixture (`browser.newPage()`, or the Angular support module's
 * `newAngularPage(browser)`, which also waits for Angular as the fork did). The variable keeps its
 * name and holds that page; `browser2.get`, `browser2.element(…)`, `browser2.$(…)`,
 * `browser2.getTitle()`… run the `browser` table on it, and `browser2.quit()` closes it (and its
 * context).
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { out, type Out } from './kinds.js';
import { navigation } from './mock-modules.js';

/** The name the fork is held in: `var b2 = browser.forkNewDriverInstance()` or `b2 = …`. */
function holderName(node: ts.CallExpression): string | undefined {
  let n: ts.Node = node;
  while (ts.isAwaitExpression(n.parent) || ts.isParenthesizedExpression(n.parent)) n = n.parent;
  const parent = n.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (
    ts.isBinaryExpression(parent) &&
    parent.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isIdentifier(parent.left)
  )
    return parent.left.text;
  return undefined;
}

/** The `browser` fixture of the enclosing test or hook, when there is one. */
function browserFixture(cx: RuleContext): string | undefined {
  const frame = cx.testOrHookFrame();
  if (!frame) return undefined;
  frame.fixtures.add('browser');
  return 'browser';
}

/** `browser.forkNewDriverInstance(useSameUrl?, copyMockModules?)`. */
export function forkNewDriverInstance(node: ts.CallExpression, cx: RuleContext): Out {
  const name = holderName(node);
  const fixture = name ? browserFixture(cx) : undefined;
  if (!name || !fixture) {
    cx.todo(node, 'protractor/browser/restart', 'forkNewDriverInstance outside a test or hook');
    return out(cx.original(node));
  }
  cx.diag(node, 'protractor/browser/fork');
  let create = `${fixture}.newPage()`;
  if (cx.synchronizesWithAngular) {
    cx.useAngularHelper('newAngularPage');
    create = `newAngularPage(${fixture})`;
  }
  const useSameUrl = node.arguments[0]?.kind === ts.SyntaxKind.TrueKeyword;
  if (useSameUrl) {
    // Protractor's fork then loaded the first browser's address with its own `get`.
    const url = `${cx.pageRef()}.url()`;
    const get = navigation(cx, 'fork', url)?.text ?? `fork.goto(${url})`;
    create = `${create}.then(async (fork) => {\nawait ${get};\nreturn fork;\n})`;
  }
  return out(create, { type: 'promise', of: { type: 'browser', path: [], page: name } });
}

/** Runs `emit` with the forked browser's page as the page of the current function. */
export function onForkedPage<T>(cx: RuleContext, page: string, emit: () => T): T {
  const frame = cx.frame;
  const { pageOverride, frameRoot, usesPage } = frame;
  frame.pageOverride = page;
  delete frame.frameRoot;
  try {
    return emit();
  } finally {
    if (pageOverride === undefined) delete frame.pageOverride;
    else frame.pageOverride = pageOverride;
    if (frameRoot !== undefined) frame.frameRoot = frameRoot;
    frame.usesPage = usesPage;
  }
}
