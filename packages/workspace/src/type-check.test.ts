import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { typeCheckFolder } from './type-check';

let root: string;
let output: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rewright-type-check-'));
  output = path.join(root, 'out');
  await mkdir(output);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const spec = [
  "import { test } from '@playwright/test';",
  "import { greeting } from '../shared/greeting';",
  "test('greets', async ({ page }) => {",
  '  const text: string = greeting;',
  '  await page.goto(text);',
  '});',
  '',
].join('\n');

const codes = (errors: Map<string, { code: string }[]>) =>
  Object.fromEntries([...errors].map(([file, list]) => [file, list.map((error) => error.code)]));

// A first check reads TypeScript's libs and @playwright/test's declarations: seconds of CPU, many
// more on a loaded machine.
const slow = 180_000;

describe('typeCheckFolder', () => {
  it(
    'checks against @playwright/test, and sees a declaration outside the folder change between two checks',
    async () => {
      await mkdir(path.join(root, 'shared'));
      const declaration = path.join(root, 'shared', 'greeting.d.ts');
      await writeFile(declaration, 'export declare const greeting: number;\n');
      await writeFile(path.join(output, 'greets.spec.ts'), spec);
      expect(codes(await typeCheckFolder(output, ['greets.spec.ts']))).toEqual({
        'greets.spec.ts': ['TS2322'],
      });

      // Declarations outside the folder are kept between checks while unchanged on disk.
      await writeFile(declaration, 'export declare const greeting: string;\n');
      expect(codes(await typeCheckFolder(output, ['greets.spec.ts']))).toEqual({
        'greets.spec.ts': [],
      });
    },
    slow,
  );

  it(
    'reads the folder’s own files and declarations afresh on every check',
    async () => {
      await writeFile(path.join(output, 'names.d.ts'), 'export declare const name: number;\n');
      const local =
        "import { test } from '@playwright/test';\nimport { name } from './names';\ntest('t', async ({ page }) => { await page.goto(name); });\n";
      await writeFile(path.join(output, 'a.spec.ts'), local);
      expect(codes(await typeCheckFolder(output, ['a.spec.ts']))).toEqual({
        'a.spec.ts': ['TS2345'],
      });
      await writeFile(path.join(output, 'names.d.ts'), 'export declare const name: string;\n');
      expect(codes(await typeCheckFolder(output, ['a.spec.ts']))).toEqual({ 'a.spec.ts': [] });
      await writeFile(path.join(output, 'a.spec.ts'), local.replace('goto(name)', 'goto(1)'));
      expect(codes(await typeCheckFolder(output, ['a.spec.ts']))).toEqual({
        'a.spec.ts': ['TS2345'],
      });
    },
    slow,
  );
});
