import { describe, expect, it } from 'vitest';
import { convert } from '../index.js';
import { maxFormattedLength, maxFormattedNesting, skipFormatReason } from './format-policy.js';

describe('format policy', () => {
  it('formats ordinary files and skips huge or deeply nested ones', () => {
    expect(skipFormatReason('x;\n', 40)).toBeUndefined();
    expect(skipFormatReason('x'.repeat(maxFormattedLength + 1), 40)).toMatch(/KiB/);
    expect(skipFormatReason('x;\n', maxFormattedNesting + 1)).toMatch(/nested/);
  });

  it('converts a file too large to format, keeps its layout and says so', async () => {
    const tests = Array.from(
      { length: 2500 },
      (_, i) =>
        `  it('opens page ${i}', async function () {\n    await browser.get('/#/page/${i}');\n    await element(by.id('next-${i}')).click();\n  });`,
    );
    const source = `describe('many pages', function () {\n${tests.join('\n')}\n});\n`;
    const result = await convert({ source, path: 'many.spec.js' });
    expect(result.code.length).toBeGreaterThan(maxFormattedLength);
    expect(result.diagnostics.map((d) => d.rule)).toEqual(['engine/not-formatted']);
    expect(result.diagnostics[0]?.severity).toBe('info');
    expect(result.code).toContain(
      "test('opens page 2499', async ({ page }) => {\n    await page.goto('/#/page/2499');\n    await page.locator('#next-2499').click();\n  });",
    );
    expect(result.code).not.toContain('TODO(rewright)');
    expect(result.testCount).toBe(2500);
  }, 120_000);
});
