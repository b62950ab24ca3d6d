/**
 * The generated module a converted suite imports when one method opens an alert and another reads
 * it (a page object's `triggerAlert()` and `acceptAlert()`): the caller listens for the dialog
 * before the action (`expectDialog`), the method that reads the alert finds it (`dialogOf`).
 */
import { dirOf, relativePath } from '../../paths.js';
import type { RuleContext } from './context.js';

export const dialogsSupportFile = 'rewright-dialogs.ts';

export const dialogsSupportSource = `import type { Dialog, Page } from '@playwright/test';

/** The dialog each page is about to show, listened for before the action that opens it. */
const expected = new WeakMap<Page, Promise<Dialog>>();

/** Listens for the page's next dialog (before the action that opens it). */
export function expectDialog(page: Page): void {
  const dialog = page.waitForEvent('dialog');
  dialog.catch(() => {});
  expected.set(page, dialog);
}

/** The dialog listened for (or the next one the page shows). */
export async function dialogOf(page: Page): Promise<Dialog> {
  return await (expected.get(page) ?? page.waitForEvent('dialog'));
}
`;

/** The module's import path from the file being emitted. */
export function dialogsImport(ctx: RuleContext): string {
  const rel = relativePath(dirOf(ctx.path), dialogsSupportFile.replace(/\.ts$/, ''));
  return rel.startsWith('.') ? rel : `./${rel}`;
}
