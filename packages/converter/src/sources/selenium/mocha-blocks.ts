/**
 * Mocha's suite, test and hook calls (also Jasmine's focused and excluded forms) and the Playwright
 * block each becomes: read by the structure rule, and by the analysis that tells Mocha's `this`.
 */
import type { Block, Modifier } from '../../playwright/structure.js';
import { lookupTable } from '../../core/lookup-table.js';

export const mochaBlocks = lookupTable<
  Record<string, { block: Block; modifier?: Modifier; focused?: true }>
>({
  describe: { block: 'describe' },
  context: { block: 'describe' },
  suite: { block: 'describe' },
  xdescribe: { block: 'describe', modifier: 'skip' },
  fdescribe: { block: 'describe', focused: true },
  it: { block: 'test' },
  test: { block: 'test' },
  specify: { block: 'test' },
  xit: { block: 'test', modifier: 'skip' },
  fit: { block: 'test', focused: true },
  before: { block: 'beforeAll' },
  beforeAll: { block: 'beforeAll' },
  after: { block: 'afterAll' },
  afterAll: { block: 'afterAll' },
  beforeEach: { block: 'beforeEach' },
  afterEach: { block: 'afterEach' },
});

/**
 * Members after a block's name that keep it the block (`it.only`, Jest's `test.concurrent.skip`),
 * and what each makes of the Playwright block. Jest's `concurrent` is a plain test (Playwright
 * runs files in parallel, and a describe's tests in order); `todo` has no body, so it is a
 * pending test.
 */
export const blockModifiers = lookupTable<Record<string, Modifier | 'focused' | undefined>>({
  only: 'focused',
  skip: 'skip',
  failing: 'fail',
  concurrent: undefined,
  todo: undefined,
});
