/**
 * The generated modules a converted Java suite may import (written beside `playwright.config.ts`
 * only when a converted file imports them), and the import path to one from the file emitted.
 */
import { dirOf, relativePath } from '../../paths.js';
import type { RuleContext } from './context.js';

/** The module's import path from the file being emitted. */
export function supportImport(ctx: RuleContext, file: string): string {
  const rel = relativePath(dirOf(ctx.path), file.replace(/\.ts$/, ''));
  return rel.startsWith('.') ? rel : `./${rel}`;
}
