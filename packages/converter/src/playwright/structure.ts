/**
 * Test structure: the Playwright names for a suite's blocks and hooks, and the fixtures a test or
 * hook receives. Front ends keep the user's describe/it bodies and names and swap the callees.
 */
import type { Output } from './output.js';

export type Block = 'describe' | 'test' | 'beforeAll' | 'afterAll' | 'beforeEach' | 'afterEach';

export type Modifier = 'skip' | 'only' | 'fixme' | 'fail';

/** `test.describe`, `test`, `test.beforeEach`, `test.describe.skip`… */
export function blockCallee(out: Output, block: Block, modifier?: Modifier): string {
  out.playwright('test');
  const base = block === 'test' ? 'test' : `test.${block}`;
  return modifier ? `${base}.${modifier}` : base;
}

/** The destructured fixtures a block's callback takes (`{ page }`), or none. */
export function fixtureParameter(fixtures: readonly string[]): string {
  return fixtures.length ? `{ ${fixtures.join(', ')} }` : '';
}
