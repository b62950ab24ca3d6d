/**
 * One generated spec file: header (imports or requires, page objects, `EC`), a describe with
 * hooks, a few `it`s of random steps, sometimes a nested describe. Sized between 20 and 120 lines,
 * like the spec files of real suites.
 */
import type { Random } from './seeded-random';
import {
  randomStep,
  type Framework,
  type PageObjectName,
  type SpecContext,
  type Style,
} from './spec-snippets';
import * as v from './spec-vocabulary';

export type Language = 'js' | 'ts';

export interface SpecShape {
  style: Style;
  framework: Framework;
  language: Language;
}

/** Mixes the styles real suites have: mostly Jasmine, older control-flow JS beside async code, some TypeScript. */
export function randomShape(r: Random): SpecShape {
  const language: Language = r.chance(0.25) ? 'ts' : 'js';
  const style: Style = language === 'ts' || r.chance(0.5) ? 'async' : 'control-flow';
  const framework: Framework = language === 'js' && r.chance(0.12) ? 'mocha' : 'jasmine';
  return { style, framework, language };
}

/** `depth` is how far the spec sits below the suite root, for the page-object paths. */
export function specSource(r: Random, shape: SpecShape, depth: number): string {
  const pageObjects = choosePageObjects(r, shape);
  const ctx: SpecContext = {
    random: r,
    style: shape.style,
    framework: shape.framework,
    pageObjects,
    usesEc: false,
    declared: new Map(),
  };
  const targetLines = r.int(14, 100);
  const body = describeBlock(ctx, r.pick(v.describeTopics), targetLines, true);
  const header = headerLines(ctx, shape, '../'.repeat(depth));
  return `${[...header, '', ...body].join('\n')}\n`;
}

/**
 * One big spec file of at least `targetBytes`: top-level describes one after another (alternating
 * async/await and control-flow style, Jasmine, no page objects so it converts on its own), each
 * with the hooks, tests and nested describes of `specSource`.
 */
export function bigSpecSource(r: Random, targetBytes: number): string {
  const ctx: SpecContext = {
    random: r,
    style: 'async',
    framework: 'jasmine',
    pageObjects: [],
    usesEc: false,
    declared: new Map(),
  };
  const parts: string[] = [];
  let bytes = 0;
  for (let i = 0; bytes < targetBytes; i += 1) {
    ctx.style = i % 2 === 0 ? 'async' : 'control-flow';
    const title = `${r.pick(v.describeTopics)} (${i + 1})`;
    const text = describeBlock(ctx, title, r.int(14, 100), true).join('\n');
    parts.push(text);
    bytes += text.length + 2;
  }
  const header = headerLines(ctx, { style: 'async', framework: 'jasmine', language: 'js' }, '');
  return `${[...header, '', parts.join('\n\n')].join('\n')}\n`;
}

function choosePageObjects(r: Random, shape: SpecShape): PageObjectName[] {
  if (shape.language === 'ts') return r.chance(0.6) ? ['searchPage'] : [];
  const pool: PageObjectName[] =
    shape.style === 'async' ? ['loginPage', 'cartPage', 'navigation'] : ['loginPage', 'navigation'];
  return pool.filter(() => r.chance(0.4));
}

function headerLines(ctx: SpecContext, shape: SpecShape, up: string): string[] {
  const lines: string[] = [];
  if (shape.language === 'ts') {
    lines.push(
      "import { $, $$, browser, by, element, protractor, ExpectedConditions } from 'protractor';",
    );
    if (ctx.pageObjects.includes('searchPage'))
      lines.push(`import { SearchPage } from '${up}pages/search.page';`);
  } else {
    lines.push(
      `// ${shape.style === 'async' ? 'async/await' : 'Control-flow'} spec (${shape.framework}).`,
    );
  }
  if (shape.framework === 'mocha') {
    lines.push(
      "const chai = require('chai');",
      "chai.use(require('chai-as-promised'));",
      'const expect = chai.expect;',
    );
  }
  if (ctx.pageObjects.includes('loginPage'))
    lines.push(`const loginPage = require('${up}pages/login.page');`);
  if (ctx.pageObjects.includes('navigation'))
    lines.push(`const navigation = require('${up}pages/navigation.page');`);
  if (ctx.pageObjects.includes('cartPage'))
    lines.push(`const CartPage = require('${up}pages/cart.page');`);
  // Declared after the body is generated: only files whose steps used `EC` get it.
  if (ctx.usesEc)
    lines.push(
      shape.language === 'ts'
        ? 'const EC = ExpectedConditions;'
        : 'const EC = protractor.ExpectedConditions;',
    );
  return lines;
}

function describeBlock(
  ctx: SpecContext,
  title: string,
  targetLines: number,
  isTop: boolean,
): string[] {
  const r = ctx.random;
  const fn = ctx.style === 'async' ? 'async function ()' : 'function ()';
  const lines: string[] = [`describe(${JSON.stringify(title)}, function () {`];
  if (isTop && ctx.pageObjects.includes('cartPage'))
    lines.push('  const cartPage = new CartPage();');
  if (isTop && ctx.pageObjects.includes('searchPage'))
    lines.push('  const searchPage = new SearchPage();');
  if (isTop && r.chance(0.3)) lines.push(`  const banner = element(by.css('.toast-message'));`, '');
  const before = ctx.framework === 'mocha' ? 'before' : 'beforeAll';
  const after = ctx.framework === 'mocha' ? 'after' : 'afterAll';
  if (isTop && r.chance(0.2))
    lines.push(
      ...block(`${before}(${fn} {`, [
        `${ctx.style === 'async' ? 'await ' : ''}browser.waitForAngularEnabled(${r.chance(0.7)});`,
      ]),
    );
  lines.push(
    ...block(`beforeEach(${fn} {`, [
      `${ctx.style === 'async' ? 'await ' : ''}browser.get(${JSON.stringify(r.pick(v.routes))});`,
      ...(r.chance(0.3) ? randomStep(ctx) : []),
    ]),
  );
  if (r.chance(0.3))
    lines.push(
      ...block(`afterEach(${fn} {`, [
        `${ctx.style === 'async' ? 'await ' : ''}browser.executeScript('window.sessionStorage.clear();');`,
      ]),
    );
  if (isTop && r.chance(0.1))
    lines.push(
      ...block(`${after}(${fn} {`, [
        `${ctx.style === 'async' ? 'await ' : ''}browser.manage().deleteAllCookies();`,
      ]),
    );
  let itCount = 0;
  while (lines.length < targetLines || itCount === 0) {
    if (isTop && itCount >= 2 && r.chance(0.12) && targetLines - lines.length > 20) {
      lines.push(
        ...indent(describeBlock(ctx, `when ${r.pick(v.itObjects)} changes`, 16, false)),
        '',
      );
    }
    const steps: string[] = [];
    const stepCount = r.int(2, 6);
    for (let i = 0; i < stepCount; i += 1) steps.push(...randomStep(ctx));
    lines.push(
      ...block(
        `it(${JSON.stringify(`${r.pick(v.itVerbs)} ${r.pick(v.itObjects)}${itCount ? ` (${itCount + 1})` : ''}`)}, ${fn} {`,
        steps,
      ),
    );
    itCount += 1;
  }
  if (lines.at(-1) === '') lines.pop();
  lines.push('});');
  return lines;
}

/** A callback block, indented one level inside its describe, followed by a blank line. */
function block(opening: string, body: string[]): string[] {
  return indent([opening, ...indent(body), '});', '']);
}

function indent(lines: string[]): string[] {
  return lines.map((line) => (line ? `  ${line}` : line));
}
