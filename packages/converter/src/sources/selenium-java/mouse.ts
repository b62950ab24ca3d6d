/**
 * The mouse as WebDriver moves it. `moveByOffset` moves from where the pointer is, which
 * Playwright does not say: in a file that moves by offsets, every move an `Actions` chain makes
 * goes through a generated module that remembers where it left the mouse of each page, and
 * `moveToElement(element, x, y)` (an offset from the element's centre) measures the element.
 */
import type { RuleContext } from './context.js';
import { supportImport } from './support.js';

export const mouseSupportFile = 'rewright-mouse.ts';

export const mouseSupportSource = `import type { Locator, Page } from '@playwright/test';

/** Where the converted code last moved each page's mouse (WebDriver starts at the top left). */
const positions = new WeakMap<Page, { x: number; y: number }>();

/** Moves to the element's centre, or to an offset from it, as WebDriver's moveToElement does. */
export async function moveToElement(
  page: Page,
  element: Locator,
  xOffset = 0,
  yOffset = 0,
): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) throw new Error(\`moveToElement: \${element} is not visible\`);
  await moveMouse(page, box.x + box.width / 2 + xOffset, box.y + box.height / 2 + yOffset);
}

/** Moves by an offset from where the mouse is, as WebDriver's moveByOffset does. */
export async function moveByOffset(page: Page, xOffset: number, yOffset: number): Promise<void> {
  const at = positions.get(page) ?? { x: 0, y: 0 };
  await moveMouse(page, at.x + xOffset, at.y + yOffset);
}

async function moveMouse(page: Page, x: number, y: number): Promise<void> {
  await page.mouse.move(x, y);
  positions.set(page, { x, y });
}
`;

/** Whether the file's `Actions` chains move by offsets (their moves are then tracked). */
export function tracksMouse(ctx: RuleContext): boolean {
  return /\.\s*moveByOffset\s*\(/.test(ctx.file.tree.text);
}

/** `await moveToElement(page, element[, x, y]);`, imported from the generated module. */
export function moveToElementCall(page: string, element: string, offsets: string[] = []): string {
  return `await moveToElement(${[page, element, ...offsets].join(', ')});`;
}

export function importMouse(ctx: RuleContext, name: 'moveToElement' | 'moveByOffset'): void {
  ctx.importName(supportImport(ctx, mouseSupportFile), name);
}
