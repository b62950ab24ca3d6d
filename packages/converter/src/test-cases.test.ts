/** Per converted test case, whether a TODO was left in it: what the charging convert bills by. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { ConvertedTestCase } from './api.js';
import { convertFiles } from './convert.js';
import { todoPrefix } from './diagnostics/todo.js';
import { testCasesOf } from './test-cases.js';

const fixtures = fileURLToPath(new URL('../fixtures', import.meta.url));

/** The reference `testCasesOf` reads tokens for: the same question answered on a full syntax tree. */
function testCasesByParse(code: string): ConvertedTestCase[] {
  const sf = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: ConvertedTestCase[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const named =
        (ts.isIdentifier(callee) && callee.text === 'test') ||
        (ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          callee.expression.text === 'test' &&
          ['only', 'skip', 'fixme', 'fail'].includes(callee.name.text));
      const body = node.arguments[node.arguments.length - 1];
      if (
        named &&
        node.arguments.length >= 2 &&
        body &&
        (ts.isArrowFunction(body) || ts.isFunctionExpression(body))
      ) {
        const title = node.arguments[0]!;
        const holder = ts.isExpressionStatement(node.parent) ? node.parent : node;
        const testCase = {
          name:
            ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title)
              ? title.text
              : title.getText(sf),
          line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
          todo: holder.getFullText(sf).includes(todoPrefix),
        };
        for (let n = casesAround(node); n > 0; n--) found.push({ ...testCase });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The product of the lengths of the `for … of [literal]` loops around a node (spreads: unknown, 1). */
function casesAround(node: ts.Node): number {
  let cases = 1;
  for (let at = node.parent; at; at = at.parent) {
    const rows = ts.isForOfStatement(at) ? writtenRows(at.expression) : undefined;
    if (rows && !rows.elements.some(ts.isSpreadElement)) cases *= rows.elements.length;
  }
  return cases;
}

/** `[…]`, also `[…] as const` and `([…] as const).entries()`: the array literal looped over. */
function writtenRows(loop: ts.Expression): ts.ArrayLiteralExpression | undefined {
  let e = loop;
  if (
    ts.isCallExpression(e) &&
    e.arguments.length === 0 &&
    ts.isPropertyAccessExpression(e.expression) &&
    e.expression.name.text === 'entries'
  )
    e = e.expression.expression;
  if (ts.isParenthesizedExpression(e)) e = e.expression;
  if (ts.isAsExpression(e) && e.type.getText() === 'const') e = e.expression;
  return ts.isArrayLiteralExpression(e) ? e : undefined;
}

function expectedOutputs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.expected.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('testCasesOf', () => {
  it('lists each test with its title and line, marking the ones holding a TODO', () => {
    const code = [
      "import { test, expect } from '@playwright/test';",
      "test.describe('login', () => {",
      '  test.beforeEach(async ({ page }) => {',
      '    // TODO(rewright): hook-marker: in a hook, not in a test case',
      '  });',
      "  test('signs in', async ({ page }) => {",
      "    await page.goto('/');",
      '  });',
      "  test('keeps a TODO', async ({ page }) => {",
      '    // TODO(rewright): protractor/locators/by-js: cannot convert this',
      '    await page.evaluate(() => 1);',
      '  });',
      '  // TODO(rewright): x: above the test itself',
      '  test.skip(`skipped ${1}`, async () => {});',
      '  test.skip();',
      '});',
    ].join('\n');
    expect(testCasesOf(code)).toEqual([
      { name: 'signs in', line: 6, todo: false },
      { name: 'keeps a TODO', line: 9, todo: true },
      { name: '`skipped ${1}`', line: 14, todo: true },
    ]);
  });

  // Converts, and parses every fixture: seconds of CPU, more on a loaded machine.
  it(
    'agrees with the engine: a spec with one unconvertible statement has one TODO test case',
    { timeout: 30_000 },
    async () => {
      const source = [
        "describe('shop', () => {",
        "  it('opens', async () => { await browser.get('/'); });",
        "  it('runs a script', async () => { await element(by.js('return 1')).click(); });",
        '});',
      ].join('\n');
      const result = await convertFiles([{ path: 'shop.spec.js', source }], { from: 'protractor' });
      const file = result.files[0]!;
      expect(file.testCount).toBe(2);
      expect(testCasesOf(file.code!).map(({ name, todo }) => ({ name, todo }))).toEqual([
        { name: 'opens', todo: false },
        { name: 'runs a script', todo: true },
      ]);
      // The result carries them (and the kind), so clients price it without parsing code again.
      expect(file.testCases).toEqual(testCasesOf(file.code!));
      expect(file.kind).toBe('protractor');
    },
  );

  it('finds test cases that are not statements of their own, and none inside another', () => {
    const code = [
      "import { test } from '@playwright/test';",
      "const cases = [test('inline', async () => { test('nested', async () => {}); })];",
      '// TODO(rewright): above the next test',
      "test.only('focused', async () => {});",
    ].join('\n');
    expect(testCasesOf(code)).toEqual([
      { name: 'inline', line: 2, todo: false },
      { name: 'focused', line: 4, todo: true },
    ]);
  });

  it('counts a test inside loops over literal cases once per case (parametrize, data rows)', () => {
    const code = [
      "import { test } from '@playwright/test';",
      'for (const [user, ok] of [',
      "  ['tom', true],",
      "  ['bad', false],",
      ']) {',
      '  for (const size of [1, 2, 3,]) {',
      '    test(`login[${user}-${size}]`, async () => {});',
      '  }',
      '  test(`solo[${user}]`, async () => {',
      '    // TODO(rewright): x: not converted',
      '  });',
      '}',
      'for (const row of rows) test(`row ${row}`, async () => {});',
      "for (const row of [...rows, 'extra']) test(`spread ${row}`, async () => {});",
      "for (const none of []) test('never', async () => {});",
      "test('after', async () => {});",
    ].join('\n');
    const names = testCasesOf(code).map((t) => `${t.name}${t.todo ? ' (todo)' : ''}`);
    expect(names).toEqual([
      ...Array<string>(6).fill('`login[${user}-${size}]`'),
      ...Array<string>(2).fill('`solo[${user}]` (todo)'),
      '`row ${row}`',
      '`spread ${row}`',
      'after',
    ]);
    expect(testCasesOf(code)).toEqual(testCasesByParse(code));
  });

  it('counts the cases of a table written `as const`, with its `.entries()` (Jest table tests)', () => {
    const code = [
      "import { test } from '@playwright/test';",
      "for (const [a, b] of [['x', 1], ['y', 2]] as const) test(`pair ${a}`, async () => {});",
      "for (const [index, name] of (['p', 'q', 'r'] as const).entries()) test(`n ${index}`, async () => {});",
      "for (const [index, name] of ['s', 't'].entries()) test(`e ${name}`, async () => {});",
      "for (const name of (['u'] as never).entries()) test(`other ${name}`, async () => {});",
      "for (const name of ['v', 'w'].keys()) test(`keys ${name}`, async () => {});",
    ].join('\n');
    expect(testCasesOf(code).map((t) => t.name)).toEqual([
      ...Array<string>(2).fill('`pair ${a}`'),
      ...Array<string>(3).fill('`n ${index}`'),
      ...Array<string>(2).fill('`e ${name}`'),
      '`other ${name}`',
      '`keys ${name}`',
    ]);
    expect(testCasesOf(code)).toEqual(testCasesByParse(code));
  });

  it(
    'agrees with a full parse on the expected output of every fixture',
    { timeout: 30_000 },
    () => {
      const outputs = expectedOutputs(fixtures);
      expect(outputs.length).toBeGreaterThan(100);
      let testCases = 0;
      for (const file of outputs) {
        const code = readFileSync(file, 'utf8');
        const expected = testCasesByParse(code);
        testCases += expected.length;
        expect({ file, testCases: testCasesOf(code) }).toEqual({ file, testCases: expected });
      }
      expect(testCases).toBeGreaterThan(200);
    },
  );

  it('reads regular expressions, templates and comments in context', () => {
    const code = [
      "const r = /test\\('x', \\(\\) => \\{/g; const half = 4 / 2 / 1;",
      'const t = `${`${"test(\'in template\', () => {})"}`}`;',
      "// test('in a comment', async () => {});",
      "test(`title ${r.source}`, async () => { expect(/\\)/.test(')')).toBe(true); });",
      "test('after', function () { const o = { a: `${half}}` }; });",
    ].join('\n');
    expect(testCasesOf(code)).toEqual(testCasesByParse(code));
    expect(testCasesOf(code).map((t) => t.name)).toEqual(['`title ${r.source}`', 'after']);
  });
});
