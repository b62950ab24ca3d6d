import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { stylesheetWith } from './stylesheet.js';

it("puts the service's own rules after the shared look, so they win", async () => {
  const own = join(await mkdtemp(join(tmpdir(), 'stand-in-kit-')), 'own.css');
  await writeFile(own, '.card { padding: 0; }\n');
  const css = stylesheetWith(pathToFileURL(own));
  expect(css).toContain('--accent: #4f46e5');
  expect(css.indexOf('.card { padding: 0; }')).toBeGreaterThan(css.indexOf('.card {'));
});
