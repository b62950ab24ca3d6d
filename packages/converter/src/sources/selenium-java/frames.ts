/**
 * Frames as driver state. WebDriver's `switchTo().frame(…)` lasts until the driver switches again,
 * so a page object may enter a frame in one method (`enterEditor()`) and find in it from others.
 * Where a project does that — a method that is not a test switches frames and leaves the switch in
 * place (`framesOutliveMethods`) — the converted suite keeps the frame each page is in, in a
 * generated module: finds look from `frameOf(page)`, switches go through `switchToFrame`. A switch
 * undone in the method that made it stays a local `frameLocator` (no module).
 */
import { dirOf, relativePath } from '../../paths.js';
import type { RuleContext, Scope } from './context.js';

export const framesSupportFile = 'rewright-frames.ts';

export const framesSupportSource = `import type { FrameLocator, Page } from '@playwright/test';

/** The frame each page's code switched to (WebDriver's switchTo().frame() outlives the method that made it). */
const current = new WeakMap<Page, FrameLocator>();

/** Where finds look: the frame switched to, or the page. */
export function frameOf(page: Page): Page | FrameLocator {
  return current.get(page) ?? page;
}

/** Switches to a frame, or back to the page (undefined). */
export function switchToFrame(page: Page, frame?: FrameLocator): void {
  if (frame) current.set(page, frame);
  else current.delete(page);
}
`;

const frameSwitch = /switchTo\s*\(\s*\)\s*\.\s*(frame|defaultContent|parentFrame)\s*\(/g;

/**
 * Whether a method's frame switches outlive it: it ends inside a frame, or leaves one it did not
 * enter.
 */
export function switchOutlivesMethod(body: string): boolean {
  const switches = [...body.matchAll(frameSwitch)].map((m) => m[1]);
  if (!switches.length) return false;
  return switches[switches.length - 1] === 'frame' || switches[0] !== 'frame';
}

function framesImport(ctx: RuleContext): string {
  const rel = relativePath(dirOf(ctx.path), framesSupportFile.replace(/\.ts$/, ''));
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** Where a find looks from: the frame switched to in this method, else the page's current frame. */
export function findRoot(ctx: RuleContext, scope: Scope, page = scope.page): string {
  if (scope.root && scope.root !== scope.page) return scope.root;
  return pageRoot(ctx, page);
}

/** The page's current frame (frames as driver state), or the page itself. */
export function pageRoot(ctx: RuleContext, page: string): string {
  if (!ctx.facts.framesOutliveMethods || !page) return page;
  ctx.importName(framesImport(ctx), 'frameOf');
  return `frameOf(${page})`;
}

/** `switchTo().frame(x)` / `defaultContent()` as driver state. */
export function switchFrameStatement(ctx: RuleContext, page: string, frame?: string): string {
  ctx.importName(framesImport(ctx), 'switchToFrame');
  return `switchToFrame(${page}${frame ? `, ${frame}` : ''});`;
}
