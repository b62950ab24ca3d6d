/** For the UI tests (the renderer's own and `rewright app`'s): reading the project file tree. */
import type { Page } from '@playwright/test';

/** The file tree as the page shows it, one row per folder or file, indented by depth. */
export async function treeRows(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Project files' }).evaluate((tree) => {
    const rows: string[] = [];
    const walk = (list: Element, depth: number) => {
      for (const item of list.children) {
        const details = item.querySelector(':scope > details');
        if (details) {
          const summary = details.querySelector(':scope > summary') as HTMLElement;
          rows.push(`${'  '.repeat(depth)}${summary.innerText.replace(/\s+/g, ' ').trim()}`);
          walk(details.querySelector(':scope > ul')!, depth + 1);
        } else {
          const cells = [...item.children].map((cell) => (cell as HTMLElement).innerText.trim());
          rows.push(`${'  '.repeat(depth)}${cells.filter(Boolean).join(' | ')}`);
        }
      }
    };
    walk(tree, 0);
    return rows;
  });
}
