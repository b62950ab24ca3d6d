/**
 * Windows as driver state. WebDriver's `switchTo().window(handle)` lasts until the driver switches
 * again, so a page object may switch in one method (`openHelp()`) and its caller read the new
 * window. Where a project does that — a method that is not a test switches windows
 * (`windowsOutliveMethods`) — the converted suite keeps the window each page's code is in, in a
 * generated module: every use of the driver goes through `windowOf(page)`, switches through
 * `switchToWindow`. Any page of a session (the one a test got, the windows it switched to) names
 * the session, so a page object made after a switch still follows it.
 */
import type { RuleContext, Scope } from './context.js';
import type { JNode } from './parser.js';
import { supportImport } from './support.js';

export const windowsSupportFile = 'rewright-windows.ts';

export const windowsSupportSource = `import type { Page } from '@playwright/test';

/** The window a test's driver is on; every page it was on names the same session. */
const sessions = new WeakMap<Page, { current: Page }>();

function session(page: Page): { current: Page } {
  let found = sessions.get(page);
  if (!found) {
    found = { current: page };
    sessions.set(page, found);
  }
  return found;
}

/** The window the driver switched to last (WebDriver's switchTo().window() outlives the method that made it). */
export function windowOf(page: Page): Page {
  return session(page).current;
}

/** Switches the driver of \`page\`'s session to \`target\`, and brings it to the front. */
export async function switchToWindow(page: Page, target: Page): Promise<void> {
  const found = session(page);
  found.current = target;
  sessions.set(target, found);
  await target.bringToFront();
}
`;

const windowSwitch = /switchTo\s*\(\s*\)\s*\.\s*(window|newWindow)\s*\(/;

/** Whether a method body switches windows (it is not a test: the switch reaches its caller). */
export function switchesWindows(body: string): boolean {
  return windowSwitch.test(body);
}

/** The driver's page as code: its current window, where windows are driver state. */
export function windowPage(ctx: RuleContext, page: string): string {
  if (!ctx.facts.windowsOutliveMethods || !page || page.startsWith('windowOf(')) return page;
  ctx.importName(supportImport(ctx, windowsSupportFile), 'windowOf');
  return `windowOf(${page})`;
}

/** The scope with the driver as its current window, where windows are driver state. */
export function withWindows<S extends Scope>(ctx: RuleContext, scope: S): S {
  const page = windowPage(ctx, scope.page);
  return Object.assign(scope, { page, root: scope.root === scope.page ? page : scope.root });
}

/** `switchTo().window(handle)` where windows are driver state. */
export function switchWindowStatement(ctx: RuleContext, page: string, target: string): string {
  ctx.importName(supportImport(ctx, windowsSupportFile), 'switchToWindow');
  return `await switchToWindow(${page}, ${target});`;
}

/** A `String` field given a window handle (`original = driver.getWindowHandle()`): a page. */
export function holdsWindowHandle(cls: JNode, name: string): boolean {
  return new RegExp(`\\b${name}\\s*=\\s*\\w+\\s*\\.\\s*getWindowHandle\\s*\\(`).test(cls.text);
}

/** `this.page = page` in a constructor: the field holds the session's page, not its window. */
export function unwrapWindow(code: string): string {
  return /^windowOf\((.*)\)$/.exec(code)?.[1] ?? code;
}
