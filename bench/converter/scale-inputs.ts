/**
 * Inputs for the converter's scale bench (issue 10, item 9): one big spec file of a given size
 * (the generated suite's vocabulary, many describes in one file) and valid code nested or chained
 * thousands deep — describes, element chains, `.then` callbacks, parentheses — the shapes that
 * overflowed the stack of a recursive converter. Deterministic: the same arguments give the same
 * bytes.
 */
import { seededRandom } from './seeded-random';
import { bigSpecSource } from './spec-file';

/** A spec file of at least `bytes` bytes. */
export function bigSpec(bytes: number, seed = 3): string {
  return bigSpecSource(seededRandom(seed), bytes);
}

/** `describe` nested `depth` deep, a test in the innermost one and one at every 1,000th level. */
export function nestedDescribes(depth: number): string {
  const lines: string[] = [];
  for (let i = 1; i <= depth; i += 1) {
    lines.push(`describe('level ${i}', function () {`);
    if (i % 1000 === 0)
      lines.push(`it('checks level ${i}', async function () { await browser.get('/#/${i}'); });`);
  }
  lines.push(
    "it('reaches the innermost describe', async function () {",
    "  await browser.get('/#/deep');",
    "  expect(await element(by.id('depth')).getText()).toEqual('deep');",
    '});',
  );
  for (let i = 0; i < depth; i += 1) lines.push('});');
  return `${lines.join('\n')}\n`;
}

/** A Selenium WebDriver (JS) suite: `describe` nested `depth` deep, the driver built in `before`. */
export function nestedSeleniumDescribes(depth: number): string {
  const lines = [
    "const { Builder, By } = require('selenium-webdriver');",
    'let driver;',
    "before(async function () { driver = await new Builder().forBrowser('chrome').build(); });",
    'after(async function () { await driver.quit(); });',
  ];
  for (let i = 1; i <= depth; i += 1) lines.push(`describe('level ${i}', function () {`);
  lines.push(
    "it('reaches the innermost describe', async function () {",
    "  await driver.get('/#/deep');",
    "  await driver.findElement(By.id('depth')).click();",
    '});',
  );
  for (let i = 0; i < depth; i += 1) lines.push('});');
  return `${lines.join('\n')}\n`;
}

export type ChainForm = 'element' | '$';

/**
 * An element chain of `links` links in one test: `element(by.css('.l1')).element(by.css('.l2'))…`
 * or `$('.l1').$('.l2')…`, clicked.
 */
export function elementChain(links: number, form: ChainForm): string {
  const link = (i: number): string =>
    form === 'element' ? `element(by.css('.l${i}'))` : `$('.l${i}')`;
  const parts = [link(1)];
  for (let i = 2; i <= links; i += 1) parts.push(`.${link(i)}`);
  return [
    `describe('a long ${form} chain', function () {`,
    "  it('clicks the innermost element', async function () {",
    `    await ${parts.join('')}.click();`,
    '  });',
    '});',
    '',
  ].join('\n');
}

/** Control-flow `.then` callbacks nested `depth` deep, each clicking and returning the next. */
export function nestedCallbacks(depth: number): string {
  const lines = [
    "describe('nested callbacks', function () {",
    "  it('clicks in order', function () {",
  ];
  lines.push("    browser.get('/#/steps').then(function () {");
  for (let i = 1; i < depth; i += 1)
    lines.push(`return element(by.id('step-${i}')).click().then(function () {`);
  lines.push("expect(element(by.id('done')).getText()).toEqual('done');");
  for (let i = 1; i < depth; i += 1) lines.push('});');
  lines.push('    });', '  });', '});', '');
  return lines.join('\n');
}

/** An expectation whose actual value sits inside `depth` parentheses. */
export function nestedParentheses(depth: number): string {
  return [
    "describe('nested parentheses', function () {",
    "  it('reads the heading', async function () {",
    `    expect(await ${'('.repeat(depth)}element(by.id('heading')).getText()${')'.repeat(depth)}).toEqual('Shop');`,
    '  });',
    '});',
    '',
  ].join('\n');
}
