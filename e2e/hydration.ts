/**
 * The website's pages are prerendered: their markup is on screen before React has hydrated it.
 * A click that lands in between is kept and replayed once React has taken over
 * (apps/web/public/early-input.js, early-input.spec.ts); a test that clicks at once and then
 * reads what the click changed waits for this first, so it tests the handler, not the replay.
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
