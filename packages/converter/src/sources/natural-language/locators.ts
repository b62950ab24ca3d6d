/**
 * Printing a resolved target as Playwright code, against the page, tab or frame the steps are on.
 */
import { quote } from '../../playwright/code.js';
import type { LocatorSpec, Ordinal } from './targets.js';

/** `root` is the expression the locator starts from (`page`, `tab`, a frame locator). */
export function printLocator(spec: LocatorSpec, root: string, ordinal?: Ordinal): string {
  const base = printBase(spec, root);
  if (ordinal === undefined) return base;
  if (ordinal === 'last') return `${base}.last()`;
  return ordinal === 0 ? `${base}.first()` : `${base}.nth(${ordinal})`;
}

function printBase(spec: LocatorSpec, root: string): string {
  switch (spec.by) {
    case 'role':
      return spec.name === undefined
        ? `${root}.getByRole(${quote(spec.role)})`
        : `${root}.getByRole(${quote(spec.role)}, { name: ${quote(spec.name)} })`;
    case 'label':
      return `${root}.getByLabel(${quote(spec.value)})`;
    case 'placeholder':
      return `${root}.getByPlaceholder(${quote(spec.value)})`;
    case 'text':
      return `${root}.getByText(${quote(spec.value)})`;
    case 'testid':
      return `${root}.getByTestId(${quote(spec.value)})`;
    case 'css':
      return `${root}.locator(${quote(spec.value)})`;
    case 'item':
      return `${root}.getByRole('listitem').filter({ hasText: ${quote(spec.text)} })`;
    case 'item-checkbox':
      return `${root}.getByRole('listitem').filter({ hasText: ${quote(spec.text)} }).getByRole('checkbox')`;
    case 'frame':
      return /^[#.[]|[#.[\]>:=]/.test(spec.value)
        ? `${root}.frameLocator(${quote(spec.value)})`
        : `${root}.frameLocator(${quote(`iframe[name="${spec.value}"], iframe[title="${spec.value}"]`)})`;
  }
}

/** How a candidate reads in a diagnostic. */
export function describeLocator(spec: LocatorSpec): string {
  return printLocator(spec, 'page');
}
