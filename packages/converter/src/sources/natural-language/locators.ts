/**
 * A resolved target as Playwright calls: as data (`locatorCalls`, which the live-app check in
 * `packages/workspace` applies to a real page to count what a locator matches) and as code
 * (`printLocator`, against the page, tab or frame the steps are on). One table, so the locator
 * that was counted is the locator that is written.
 */
import { quote } from '../../playwright/code.js';
import type { LocatorSpec, Ordinal } from './targets.js';

/** One call of a locator chain; `value` arguments are names from the description (templated when printed). */
export type LocatorCall =
  | { method: 'getByRole'; role: string; name?: string; exact?: true }
  | {
      method: 'getByLabel' | 'getByPlaceholder' | 'getByText' | 'getByTestId' | 'locator';
      value: string;
      exact?: true;
    }
  | { method: 'filter'; hasText: string }
  | { method: 'frameLocator'; selector: string };

export function locatorCalls(spec: LocatorSpec): LocatorCall[] {
  const exact = 'exact' in spec && spec.exact ? { exact: true as const } : {};
  switch (spec.by) {
    case 'role':
      return [
        {
          method: 'getByRole',
          role: spec.role,
          ...(spec.name === undefined ? {} : { name: spec.name, ...exact }),
        },
      ];
    case 'label':
      return [{ method: 'getByLabel', value: spec.value, ...exact }];
    case 'placeholder':
      return [{ method: 'getByPlaceholder', value: spec.value, ...exact }];
    case 'text':
      return [{ method: 'getByText', value: spec.value, ...exact }];
    case 'testid':
      return [{ method: 'getByTestId', value: spec.value }];
    case 'css':
      return [{ method: 'locator', value: spec.value }];
    case 'item':
      return [
        { method: 'getByRole', role: 'listitem' },
        { method: 'filter', hasText: spec.text },
      ];
    case 'item-checkbox':
      return [
        { method: 'getByRole', role: 'listitem' },
        { method: 'filter', hasText: spec.text },
        { method: 'getByRole', role: 'checkbox' },
      ];
    case 'frame':
      return [{ method: 'frameLocator', selector: frameSelector(spec.value) }];
  }
}

/** A frame named by CSS, or by its `name` or `title`. */
export function frameSelector(value: string): string {
  return /^[#.[]|[#.[\]>:=]/.test(value)
    ? value
    : `iframe[name="${value}"], iframe[title="${value}"]`;
}

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
  const base = locatorCalls(spec).reduce((code, call) => `${code}.${printCall(call, str)}`, root);
  if (ordinal === undefined) return base;
  if (ordinal === 'last') return `${base}.last()`;
  return ordinal === 0 ? `${base}.first()` : `${base}.nth(${ordinal})`;
}

function printCall(call: LocatorCall, str: (value: string) => string): string {
  switch (call.method) {
    case 'getByRole':
      return call.name === undefined
        ? `getByRole(${quote(call.role)})`
        : `getByRole(${quote(call.role)}, { name: ${str(call.name)}${call.exact ? ', exact: true' : ''} })`;
    case 'filter':
      return `filter({ hasText: ${str(call.hasText)} })`;
    case 'frameLocator':
      // A selector of the page's own, or one made from the frame's name: printed as written.
      return `frameLocator(${/^iframe\[name="/.test(call.selector) ? quote(call.selector) : str(call.selector)})`;
    case 'getByTestId':
    case 'locator':
      return `${call.method}(${str(call.value)})`;
    default:
      return `${call.method}(${str(call.value)}${call.exact ? ', { exact: true }' : ''})`;
  }
}

/** How a candidate reads in a diagnostic. */
export function describeLocator(spec: LocatorSpec): string {
  return printLocator(spec, 'page');
}
