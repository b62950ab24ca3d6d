/**
 * A `TestCase` subclass of the suite's own `TestCase` runs what it inherits: each inherited test
 * is a credit of the subclass, an overridden one counted once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { convertFiles } from '../../index.js';
import { fixturesRoot } from '../../testing/fixtures.js';

it('counts inherited tests in each subclass, overridden ones once', async () => {
  const dir = join(fixturesRoot, 'selenium-python', 'project', 'unittest-base', 'tests');
  const result = await convertFiles(
    ['base', 'test_pages'].map((name) => ({
      path: `tests/${name}.py`,
      source: readFileSync(join(dir, `${name}.input.py`), 'utf8'),
    })),
  );
  const counts = Object.fromEntries(result.files.map((f) => [f.sourcePath, f.testCount]));
  // HomeTest: the inherited test_page_has_title and test_heading; CartTest: its override.
  expect(counts).toEqual({ 'tests/base.py': 1, 'tests/test_pages.py': 3 });
}, 60_000);
