/**
 * The website's pages are prerendered: their markup is on screen before React has hydrated it,
 * and a click that lands in between does nothing. A test that clicks at once waits for this first.
 */
import { expect, type Locator } from '@playwright/test';

/** Waits until React has hydrated `element`: its props, and so its handlers, are attached. */
export async function hydrated(element: Locator): Promise<Locator> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
  return element;
}
