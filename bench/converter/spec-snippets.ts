/**
 * Statement snippets drawn from the Protractor surface people write: navigation, every common
 * `by.*` locator (the Angular ones too), ElementFinder / ElementArrayFinder calls and chains,
 * `protractor.Key`, expectations on promises, ExpectedConditions, scripts, alerts, actions and
 * page-object calls — each in the control-flow style (promise manager, `.then`) or async/await,
 * with Jasmine or Mocha + chai-as-promised expectations.
 */
import type { Random } from './seeded-random';
import * as v from './spec-vocabulary';

export type Style = 'control-flow' | 'async';
export type Framework = 'jasmine' | 'mocha';
export type PageObjectName = 'loginPage' | 'navigation' | 'cartPage' | 'searchPage';

export interface SpecContext {
  random: Random;
  style: Style;
  framework: Framework;
  /** Page objects this spec imports; the snippets only call these. */
  pageObjects: PageObjectName[];
  /** Set by a snippet that uses `EC`, so the file declares it. */
  usesEc: boolean;
  /** Local names declared so far, so two snippets in one test never declare the same `const`. */
  declared: Map<string, number>;
}

function declare(ctx: SpecContext, base: string): string {
  const count = (ctx.declared.get(base) ?? 0) + 1;
  ctx.declared.set(base, count);
  return count === 1 ? base : `${base}${count}`;
}

type Matcher = 'equal' | 'contain' | 'true' | 'false' | 'above' | 'match';

const jasmineMatchers: Record<Matcher, (value: string) => string> = {
  equal: (value) => `toEqual(${value})`,
  contain: (value) => `toContain(${value})`,
  true: () => 'toBe(true)',
  false: () => 'toBeFalsy()',
  above: (value) => `toBeGreaterThan(${value})`,
  match: (value) => `toMatch(${value})`,
};
const chaiMatchers: Record<Matcher, (value: string) => string> = {
  equal: (value) => `equal(${value})`,
  contain: (value) => `contain(${value})`,
  true: () => 'be.true',
  false: () => 'be.false',
  above: (value) => `be.above(${value})`,
  match: (value) => `match(${value})`,
};

const quote = (text: string): string => `'${text.replace(/'/g, "\\'")}'`;
const awaitIf = (ctx: SpecContext): string => (ctx.style === 'async' ? 'await ' : '');

/** `actual` is a promise-returning expression; Protractor's Jasmine unwraps it, chai needs `eventually`. */
export function expectThat(ctx: SpecContext, actual: string, matcher: Matcher, value = ''): string {
  if (ctx.framework === 'mocha') {
    return ctx.style === 'async'
      ? `expect(await ${actual}).to.${chaiMatchers[matcher](value)};`
      : `expect(${actual}).to.eventually.${chaiMatchers[matcher](value)};`;
  }
  return `expect(${awaitIf(ctx)}${actual}).${jasmineMatchers[matcher](value)};`;
}

function locator(r: Random): string {
  return r.pick([
    () => `by.id(${quote(r.pick(v.ids))})`,
    () => `by.css(${quote(r.pick(v.cssSelectors))})`,
    () => `by.model(${quote(r.pick(v.models))})`,
    () => `by.binding(${quote(r.pick(v.bindings))})`,
    () => `by.exactBinding(${quote(r.pick(v.bindings))})`,
    () => `by.buttonText(${quote(r.pick(v.buttonTexts))})`,
    () => `by.partialButtonText(${quote(r.pick(v.buttonTexts).split(' ')[0] ?? 'Save')})`,
    () => `by.linkText(${quote(r.pick(v.linkTexts))})`,
    () => `by.partialLinkText(${quote(r.pick(v.linkTexts).slice(0, 4))})`,
    () => `by.cssContainingText('.product-card', ${quote(r.pick(v.words))})`,
    () => `by.className(${quote(r.pick(v.classNames))})`,
    () => `by.name(${quote(r.pick(v.names))})`,
    () => `by.tagName('h1')`,
    () => `by.xpath('//button[contains(., ${JSON.stringify(r.pick(v.buttonTexts))})]')`,
  ])();
}

/** An ElementFinder expression: `element(by…)`, `$('…')` or an element of an `element.all`. */
function finder(r: Random): string {
  return r.pick([
    () => `element(${locator(r)})`,
    () => `element(${locator(r)})`,
    () => `$(${quote(r.pick(v.cssSelectors))})`,
    () => `element.all(${locator(r)}).first()`,
    () => `element(by.repeater(${quote(r.pick(v.repeaters))}).row(${r.int(0, 4)}))`,
  ])();
}

function allFinder(r: Random): string {
  return r.pick([
    () => `element.all(by.repeater(${quote(r.pick(v.repeaters))}))`,
    () => `element.all(by.css(${quote(r.pick(v.cssSelectors))}))`,
    () => `$$(${quote(r.pick(v.cssSelectors))})`,
    () => `element.all(by.exactRepeater(${quote(r.pick(v.repeaters))}))`,
  ])();
}

function condition(ctx: SpecContext): string {
  const r = ctx.random;
  ctx.usesEc = true;
  return r.pick([
    () => `EC.visibilityOf(${finder(r)})`,
    () => `EC.invisibilityOf($('.spinner'))`,
    () => `EC.presenceOf(${finder(r)})`,
    () => `EC.stalenessOf(element(by.css('.toast-message')))`,
    () => `EC.elementToBeClickable(element(by.buttonText(${quote(r.pick(v.buttonTexts))})))`,
    () => `EC.textToBePresentInElement(element(by.id('status')), ${quote(r.pick(v.words))})`,
    () => `EC.textToBePresentInElementValue(element(by.model(${quote(r.pick(v.models))})), 'a')`,
    () => `EC.titleContains(${quote(r.pick(v.titles))})`,
    () => `EC.urlContains(${quote(r.pick(v.routes).replace('/#', ''))})`,
    () => `EC.elementToBeSelected(element(by.model('filters.inStock')))`,
    () => `EC.and(EC.presenceOf($('#cart')), EC.not(EC.visibilityOf($('.spinner'))))`,
    () => `EC.or(EC.titleIs('Shop'), EC.titleIs('Shop - Products'))`,
  ])();
}

const pageObjectCalls: Record<PageObjectName, (ctx: SpecContext) => string[]> = {
  loginPage: (ctx) =>
    ctx.random.pick([
      [`${awaitIf(ctx)}loginPage.open();`],
      [`${awaitIf(ctx)}loginPage.login(${quote('ada')}, ${quote('s3cret')});`],
      [expectThat(ctx, 'loginPage.errorMessage.getText()', 'contain', quote('Invalid'))],
    ]),
  navigation: (ctx) =>
    ctx.random.pick([
      [`${awaitIf(ctx)}navigation.goTo(${quote(ctx.random.pick(v.linkTexts))});`],
      [expectThat(ctx, 'navigation.activeLink.getText()', 'equal', quote('Products'))],
    ]),
  cartPage: (ctx) =>
    ctx.random.pick([
      [`await cartPage.addItem(${quote(ctx.random.pick(v.words))});`],
      [expectThat(ctx, 'cartPage.itemCount()', 'above', '0')],
      [`await cartPage.removeItem(${ctx.random.int(0, 3)});`],
    ]),
  searchPage: (ctx) =>
    ctx.random.pick([
      [`await searchPage.searchFor(${quote(ctx.random.pick(v.words))});`],
      [expectThat(ctx, 'searchPage.resultCount()', 'above', '0')],
    ]),
};

/** Each snippet returns the lines of one step (inner lines indented by two spaces). */
type Snippet = (ctx: SpecContext) => string[];

const snippets: Snippet[] = [
  (ctx) => [`${awaitIf(ctx)}browser.get(${quote(ctx.random.pick(v.routes))});`],
  (ctx) => [
    expectThat(
      ctx,
      'browser.getCurrentUrl()',
      'contain',
      quote(ctx.random.pick(v.routes).slice(2) || '/'),
    ),
  ],
  (ctx) => [expectThat(ctx, 'browser.getTitle()', 'equal', quote(ctx.random.pick(v.titles)))],
  (ctx) => {
    const field = `element(by.model(${quote(ctx.random.pick(v.models))}))`;
    return ctx.random.chance(0.5)
      ? [
          `${awaitIf(ctx)}${field}.clear();`,
          `${awaitIf(ctx)}${field}.sendKeys(${quote(ctx.random.pick(v.words))});`,
        ]
      : [`${awaitIf(ctx)}${field}.sendKeys(${quote(ctx.random.pick(v.words))});`];
  },
  (ctx) => [
    `${awaitIf(ctx)}element(by.id(${quote(ctx.random.pick(v.ids))})).sendKeys(${quote(ctx.random.pick(v.words))}, protractor.Key.${ctx.random.pick(v.keys)});`,
  ],
  (ctx) => [`${awaitIf(ctx)}${finder(ctx.random)}.click();`],
  (ctx) => [`${awaitIf(ctx)}${finder(ctx.random)}.click();`],
  (ctx) => [
    expectThat(
      ctx,
      `element(by.binding(${quote(ctx.random.pick(v.bindings))})).getText()`,
      'equal',
      quote(ctx.random.pick(v.words)),
    ),
  ],
  (ctx) => [
    expectThat(ctx, `${finder(ctx.random)}.getText()`, 'contain', quote(ctx.random.pick(v.words))),
  ],
  (ctx) => [
    expectThat(
      ctx,
      `${allFinder(ctx.random)}.count()`,
      ctx.random.pick(['equal', 'above'] as const),
      String(ctx.random.int(1, 12)),
    ),
  ],
  (ctx) => [
    expectThat(
      ctx,
      `element(by.repeater(${quote(ctx.random.pick(v.repeaters))}).row(${ctx.random.int(0, 5)}).column(${quote(ctx.random.pick(v.columns))})).getText()`,
      'equal',
      quote(ctx.random.pick(v.words)),
    ),
  ],
  (ctx) => [
    expectThat(
      ctx,
      `${allFinder(ctx.random)}.${ctx.random.pick(['first()', 'last()', `get(${ctx.random.int(0, 4)})`])}.getText()`,
      'match',
      `/${ctx.random.pick(v.words)}/i`,
    ),
  ],
  (ctx) => [
    expectThat(
      ctx,
      `${finder(ctx.random)}.${ctx.random.pick(['isDisplayed', 'isPresent', 'isEnabled', 'isSelected'])}()`,
      ctx.random.pick(['true', 'false'] as const),
    ),
  ],
  (ctx) => [
    expectThat(
      ctx,
      `element(by.model(${quote(ctx.random.pick(v.models))})).getAttribute('value')`,
      'equal',
      quote(ctx.random.pick(v.words)),
    ),
  ],
  (ctx) => [
    expectThat(
      ctx,
      `$('.btn-primary').getCssValue('background-color')`,
      'equal',
      quote(ctx.random.pick(v.colours)),
    ),
  ],
  (ctx) => [
    `${awaitIf(ctx)}browser.wait(${condition(ctx)}, ${ctx.random.pick([2000, 5000, 10000])}${ctx.random.chance(0.4) ? `, ${quote('waiting for the page to settle')}` : ''});`,
  ],
  (ctx) => [`${awaitIf(ctx)}browser.sleep(${ctx.random.pick([100, 250, 500, 1000])});`],
  (ctx) => [`${awaitIf(ctx)}browser.executeScript(${JSON.stringify(ctx.random.pick(v.scripts))});`],
  (ctx) => {
    const { script, value } = ctx.random.pick(v.valueScripts);
    return [expectThat(ctx, `browser.executeScript(${JSON.stringify(script)})`, 'equal', value)];
  },
  (ctx) => [
    `${awaitIf(ctx)}element(by.cssContainingText('option', ${quote(ctx.random.pick(v.words))})).click();`,
  ],
  (ctx) => [
    `${awaitIf(ctx)}element.all(by.options(${quote(ctx.random.pick(v.optionsExpressions))})).get(${ctx.random.int(0, 3)}).click();`,
  ],
  (ctx) => [
    `${awaitIf(ctx)}browser.actions().mouseMove(element(by.css('nav .dropdown'))).perform();`,
  ],
  (ctx) => {
    if (ctx.style !== 'async')
      return [`browser.switchTo().alert().${ctx.random.pick(['accept', 'dismiss'])}();`];
    const dialog = declare(ctx, 'dialog');
    return [
      `const ${dialog} = await browser.switchTo().alert();`,
      expectThat(ctx, `${dialog}.getText()`, 'contain', quote('Are you sure')),
      `await ${dialog}.accept();`,
    ];
  },
  (ctx) => {
    if (ctx.style === 'async') {
      const texts = declare(ctx, 'texts');
      return [
        `const ${texts} = await ${allFinder(ctx.random)}.map((item) => item.getText());`,
        `expect(${texts}.length).${ctx.framework === 'mocha' ? 'to.be.above(0)' : 'toBeGreaterThan(0)'};`,
      ];
    }
    return [
      `${allFinder(ctx.random)}.map(function (item) {`,
      '  return item.getText();',
      '}).then(function (texts) {',
      `  expect(texts.length).${ctx.framework === 'mocha' ? 'to.be.above(0)' : 'toBeGreaterThan(0)'};`,
      '});',
    ];
  },
  (ctx) => {
    if (ctx.style === 'async') {
      const inStock = declare(ctx, 'inStock');
      return [
        `const ${inStock} = ${allFinder(ctx.random)}.filter(async (item) => (await item.getText()).includes(${quote(ctx.random.pick(v.words))}));`,
        `await ${inStock}.first().click();`,
      ];
    }
    return [
      `${allFinder(ctx.random)}.filter(function (item) {`,
      '  return item.getText().then(function (text) {',
      `    return text.indexOf(${quote(ctx.random.pick(v.words))}) !== -1;`,
      '  });',
      '}).first().click();',
    ];
  },
  (ctx) => [
    `${awaitIf(ctx)}$$('.line-item').each(function (row, index) {`,
    `  ${ctx.framework === 'mocha' ? 'expect(row.isDisplayed()).to.eventually.be.true;' : 'expect(row.isDisplayed()).toBe(true);'}`,
    '});',
  ],
  (ctx) => {
    const total = declare(ctx, 'total');
    return [
      `${ctx.style === 'async' ? `const ${total} = await ` : ''}element.all(by.binding('item.price')).reduce(function (sum, cell) {`,
      '  return cell.getText().then(function (text) {',
      "    return sum + Number(text.replace(/[^0-9.]/g, ''));",
      '  });',
      `}, 0)${ctx.style === 'async' ? ';' : `.then(function (${total}) {`}`,
      ...(ctx.style === 'async'
        ? [
            `expect(${total}).${ctx.framework === 'mocha' ? 'to.be.above(0)' : 'toBeGreaterThan(0)'};`,
          ]
        : [
            `  expect(${total}).${ctx.framework === 'mocha' ? 'to.be.above(0)' : 'toBeGreaterThan(0)'};`,
            '});',
          ]),
    ];
  },
  (ctx) => {
    if (ctx.style === 'async') {
      const value = declare(ctx, 'value');
      return [
        `const ${value} = await element(by.id(${quote(ctx.random.pick(v.ids))})).getAttribute('value');`,
        `expect(${value}).${ctx.framework === 'mocha' ? 'to.not.be.empty' : "not.toBe('')"};`,
      ];
    }
    return [
      `element(by.id(${quote(ctx.random.pick(v.ids))})).getAttribute('value').then(function (value) {`,
      `  expect(value).${ctx.framework === 'mocha' ? 'to.not.be.empty' : "not.toBe('')"};`,
      '});',
    ];
  },
  (ctx) => {
    const available = ctx.pageObjects;
    return available.length ? pageObjectCalls[ctx.random.pick(available)](ctx) : [];
  },
  (ctx) => {
    const available = ctx.pageObjects;
    return available.length ? pageObjectCalls[ctx.random.pick(available)](ctx) : [];
  },
];

/** One random step. */
export function randomStep(ctx: SpecContext): string[] {
  const step = ctx.random.pick(snippets)(ctx);
  return step.length ? step : [`${awaitIf(ctx)}browser.get(${quote(ctx.random.pick(v.routes))});`];
}
