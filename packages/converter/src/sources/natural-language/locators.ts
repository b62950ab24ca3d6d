/**
 * Printing a resolved target as Playwright code, against the page, tab or frame the steps are on.
 */
import { quote } from '../../playwright/code.js';
import type { LocatorSpec, Ordinal } from './targets.js';

/**
 * `root` is the expression the locator starts from (`page`, `tab`, a frame locator); `str` prints
 * a name (a template when it reads a remembered value or a table cell).
 */
export function printLocator(
  spec: LocatorSpec,
  root: string,
  ordinal?: Ordinal,
  str: (value: string) => string = quote,
): string {
  const base = printBase(spec, root, str);
  if (ordinal === undefined) return base;
  if (ordinal === 'last') return `${base}.last()`;
  return ordinal === 0 ? `${base}.first()` : `${base}.nth(${ordinal})`;
}

function printBase(spec: LocatorSpec, root: string, str: (value: string) => string): string {
  switch (spec.by) {
    case 'role':
      return spec.name === undefined
        ? `${root}.getByRole(${quote(spec.role)})`
        : `${root}.getByRole(${quote(spec.role)}, { name: ${str(spec.name)} })`;
    case 'label':
      return `${root}.getByLabel(${str(spec.value)})`;
    case 'placeholder':
      return `${root}.getByPlaceholder(${str(spec.value)})`;
    case 'text':
      return `${root}.getByText(${str(spec.value)})`;
    case 'testid':
      return `${root}.getByTestId(${str(spec.value)})`;
    case 'css':
      return `${root}.locator(${str(spec.value)})`;
    case 'item':
      return `${root}.getByRole('listitem').filter({ hasText: ${str(spec.text)} })`;
    case 'item-checkbox':
      return `${root}.getByRole('listitem').filter({ hasText: ${str(spec.text)} }).getByRole('checkbox')`;
    case 'frame':
      return /^[#.[]|[#.[\]>:=]/.test(spec.value)
        ? `${root}.frameLocator(${str(spec.value)})`
        : `${root}.frameLocator(${quote(`iframe[name="${spec.value}"], iframe[title="${spec.value}"]`)})`;
  }
}

/** How a candidate reads in a diagnostic. */
export function describeLocator(spec: LocatorSpec): string {
  return printLocator(spec, 'page');
}
