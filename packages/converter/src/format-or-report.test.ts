/** Converted code Prettier rejects is returned as it is, with an `engine/format-failed` error. */
import { expect, it } from 'vitest';
import type { Diagnostic } from './api.js';
import { formatOrReport } from './convert.js';
import { messageFor } from './diagnostics/catalogue.js';

it('reports engine/format-failed and returns the code unformatted when Prettier rejects it', async () => {
  const broken = "test('x', async ({ page }) => {\n  await page.goto('/';\n});\n";
  const diagnostics: Diagnostic[] = [];
  const code = await formatOrReport(broken, 'e2e/login.spec.ts', diagnostics);
  expect(code).toBe(broken);
  expect(diagnostics).toHaveLength(1);
  const [failed] = diagnostics;
  expect(failed).toMatchObject({
    path: 'e2e/login.spec.ts',
    line: 1,
    column: 1,
    rule: 'engine/format-failed',
    severity: 'error',
  });
  // The catalogue's message, then Prettier's first line (what it rejected, and where).
  expect(failed!.message.startsWith(`${messageFor('engine/format-failed')}: `)).toBe(true);
  expect(failed!.message).not.toContain('\n');
  expect(failed!.message.length).toBeGreaterThan(messageFor('engine/format-failed').length + 2);
});

it('formats code Prettier accepts, with no diagnostic', async () => {
  const diagnostics: Diagnostic[] = [];
  const code = await formatOrReport('const a = {b:1}', 'a.ts', diagnostics);
  expect(code).toBe('const a = { b: 1 };\n');
  expect(diagnostics).toEqual([]);
});
