/**
 * Valid code nested or chained 10,000 deep converts (issue 10, item 9): the Node entry runs the
 * engine on a thread with a large stack. Where the stack still runs out (the pure core on
 * Node's main thread), the file gets a diagnostic and the rest of the project converts.
 */
import { describe, expect, it } from 'vitest';
import { convert, convertFiles } from './index.js';
import { convertFilesInWorker } from './node.js';

const depth = 10_000;

function nestedDescribes(levels: number): string {
  const open = Array.from({ length: levels }, (_, i) => `describe('level ${i + 1}', function () {`);
  const test = [
    "it('reaches the innermost describe', async function () {",
    "  await browser.get('/#/deep');",
    "  expect(await element(by.id('depth')).getText()).toEqual('deep');",
    '});',
  ];
  return [...open, ...test, ...open.map(() => '});'), ''].join('\n');
}

function chain(links: number, link: (i: number) => string): string {
  const parts = Array.from({ length: links }, (_, i) => (i ? '.' : '') + link(i + 1));
  return [
    "describe('a long chain', function () {",
    "  it('clicks the innermost element', async function () {",
    `    await ${parts.join('')}.click();`,
    '  });',
    '});',
    '',
  ].join('\n');
}

function nestedCallbacks(levels: number): string {
  const open = Array.from(
    { length: levels },
    (_, i) => `return element(by.id('step-${i + 1}')).click().then(function () {`,
  );
  return [
    "describe('nested callbacks', function () {",
    "  it('clicks in order', function () {",
    "    browser.get('/#/steps').then(function () {",
    ...open,
    "expect(element(by.id('done')).getText()).toEqual('done');",
    ...open.map(() => '});'),
    '    });',
    '  });',
    '});',
    '',
  ].join('\n');
}

/** The same nesting in a Selenium WebDriver suite: its front end resolves names with the checker. */
function nestedSeleniumDescribes(levels: number): string {
  const open = Array.from({ length: levels }, (_, i) => `describe('level ${i + 1}', function () {`);
  return [
    "const { Builder, By } = require('selenium-webdriver');",
    'let driver;',
    "before(async function () { driver = await new Builder().forBrowser('chrome').build(); });",
    ...open,
    "it('reaches the innermost describe', async function () {",
    "  await driver.get('/#/deep');",
    "  await driver.findElement(By.id('depth')).click();",
    '});',
    ...open.map(() => '});'),
    '',
  ].join('\n');
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('deeply nested input', () => {
  it('converts 10,000 nested describes, 10,000-link chains and 10,000 nested callbacks on the large stack', async () => {
    const result = await convertFilesInWorker([
      { path: 'describes.spec.js', source: nestedDescribes(depth) },
      {
        path: 'element-chain.spec.js',
        source: chain(depth, (i) => `element(by.css('.l${i}'))`),
      },
      { path: 'dollar-chain.spec.js', source: chain(depth, (i) => `$('.l${i}')`) },
      { path: 'callbacks.spec.js', source: nestedCallbacks(depth) },
      { path: 'selenium.spec.js', source: nestedSeleniumDescribes(depth) },
    ]);
    for (const file of result.files) {
      expect(file.code, file.sourcePath).toBeDefined();
      expect(
        file.diagnostics.filter((d) => d.severity !== 'info'),
        file.sourcePath,
      ).toEqual([]);
      expect(file.code, file.sourcePath).not.toContain('TODO(rewright)');
    }
    const [describes, elementChain, dollarChain, callbacks, selenium] = result.files.map(
      (f) => f.code ?? '',
    );
    expect(occurrences(describes ?? '', 'test.describe(')).toBe(depth);
    expect(describes).toContain(`test.describe('level ${depth}', () => {`);
    expect(describes).toContain("await page.goto('/#/deep');");
    expect(describes).toContain("await expect(page.locator('#depth')).toHaveText('deep'");
    expect(result.report).toMatchObject({ files: 5, converted: 5, todos: 0, errors: 0 });
    for (const converted of [elementChain, dollarChain]) {
      expect(occurrences(converted ?? '', '.locator(')).toBe(depth);
      expect(converted).toContain(
        `await page.locator('.l1').locator('.l2').locator('.l3').locator('.l4')`,
      );
      expect(converted).toContain(`.locator('.l${depth}').first().click();`);
    }
    expect(callbacks).toContain("await page.goto('/#/steps');");
    expect(callbacks).toContain(`await page.locator('#step-${depth}').click();`);
    expect(callbacks).toContain("await expect(page.locator('#done')).toHaveText('done'");
    expect(occurrences(selenium ?? '', 'test.describe(')).toBe(depth);
    expect(selenium).toContain("await page.goto('/#/deep');");
    expect(selenium).toContain("await page.locator('#depth').click();");
  }, 600_000);

  it('gives a too-deep diagnostic, not a thrown RangeError, where the stack runs out, and converts the rest', async () => {
    const single = await convert({ source: nestedDescribes(depth), path: 'deep.spec.js' });
    expect(single.code).toBe('');
    expect(single.diagnostics.map((d) => d.rule)).toEqual(['engine/too-deep']);

    const project = await convertFiles([
      { path: 'deep.spec.js', source: nestedDescribes(depth) },
      { path: 'chain.spec.js', source: chain(depth, (i) => `$('.l${i}')`) },
      {
        path: 'login.spec.js',
        source:
          "describe('login', function () {\n  it('opens', function () {\n    browser.get('/login');\n  });\n});\n",
      },
    ]);
    const [deep, long, login] = project.files;
    expect(deep?.code).toBeUndefined();
    expect(deep?.diagnostics.map((d) => d.rule)).toEqual(['engine/too-deep']);
    expect(long?.code).toBeUndefined();
    expect(long?.diagnostics.map((d) => d.rule)).toEqual(['engine/too-deep']);
    expect(login?.code).toContain("await page.goto('/login');");
    expect(login?.diagnostics).toEqual([]);
    expect(project.report.errors).toBe(2);
  });
});
