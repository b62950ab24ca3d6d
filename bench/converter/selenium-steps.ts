/**
 * Test steps of the generated Selenium WebDriver suite (`selenium-suite.ts`), drawn from the API
 * people use: navigation, every common `By`, element actions with `Key`, reads checked with Node
 * `assert`, Chai or Jest `expect`, `until` waits, scripts, `actions()`, frames, alerts, cookies,
 * page-object and helper calls — in async/await or in the promise manager's style
 * (selenium-webdriver 3, no `await`, reads checked in `.then`).
 */
import type { Random } from './seeded-random';
import * as v from './spec-vocabulary';

export type SeleniumStyle = 'async' | 'promise-manager';
export type AssertionLibrary = 'assert' | 'chai' | 'jest';

export interface StepContext {
  random: Random;
  style: SeleniumStyle;
  assertions: AssertionLibrary;
  /** The variable holding this spec's page object (`cartPage`), if any; whether it imports the helpers. */
  page: string | undefined;
  helpers: boolean;
  /** Local names declared in the current test, so two steps never declare the same `const`. */
  declared: Map<string, number>;
}

const q = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function declare(cx: StepContext, base: string): string {
  const count = (cx.declared.get(base) ?? 0) + 1;
  cx.declared.set(base, count);
  return count === 1 ? base : `${base}${count}`;
}

export function locator(r: Random): string {
  switch (r.int(0, 7)) {
    case 0:
      return `By.id(${q(r.pick(v.ids))})`;
    case 1:
      return `By.css(${q(r.pick(v.cssSelectors))})`;
    case 2:
      return `By.xpath(${q(`//button[normalize-space()=${JSON.stringify(r.pick(v.buttonTexts))}]`)})`;
    case 3:
      return `By.name(${q(r.pick(v.ids))})`;
    case 4:
      return `By.className(${q(r.pick(v.classNames))})`;
    case 5:
      return `By.linkText(${q(r.pick(v.linkTexts))})`;
    case 6:
      return `By.partialLinkText(${q(r.pick(v.linkTexts).slice(0, 4))})`;
    default:
      return `By.tagName('h1')`;
  }
}

/** `actual` checked equal to / containing / truthy, in the spec's assertion library and style. */
function check(
  cx: StepContext,
  read: string,
  how: 'equal' | 'contain' | 'true',
  value: string,
  inline = false,
): string[] {
  const assertion = (actual: string): string => {
    if (cx.assertions === 'chai')
      return how === 'equal'
        ? `expect(${actual}).to.equal(${value});`
        : how === 'contain'
          ? `expect(${actual}).to.contain(${value});`
          : `expect(${actual}).to.be.true;`;
    if (cx.assertions === 'jest')
      return how === 'equal'
        ? `expect(${actual}).toBe(${value});`
        : how === 'contain'
          ? `expect(${actual}).toContain(${value});`
          : `expect(${actual}).toBe(true);`;
    return how === 'equal'
      ? `assert.strictEqual(${actual}, ${value});`
      : how === 'contain'
        ? `assert.ok(${actual}.includes(${value}));`
        : `assert.ok(${actual});`;
  };
  if (cx.style === 'promise-manager') {
    const name = declare(cx, 'value');
    return [`${read}.then(function (${name}) {`, `  ${assertion(name)}`, '});'];
  }
  if (inline || cx.random.chance(0.5)) return [assertion(`await ${read}`)];
  const name = declare(cx, 'text');
  return [`const ${name} = await ${read};`, assertion(name)];
}

/** A route's path without the hash prefix, never empty (`urlContains`). */
function path(r: Random): string {
  return r.pick(v.routes.filter((route) => route.length > 3)).slice(3);
}

type Step = (cx: StepContext) => string[];

const steps: Step[] = [
  (cx) => [`${aw(cx)}driver.get(BASE_URL + ${q(cx.random.pick(v.routes))});`],
  (cx) => [`${aw(cx)}driver.findElement(${locator(cx.random)}).click();`],
  (cx) => [
    `${aw(cx)}driver.findElement(By.id(${q(cx.random.pick(v.ids))})).clear();`,
    `${aw(cx)}driver.findElement(By.id(${q(cx.random.pick(v.ids))})).sendKeys(${q(cx.random.pick(v.words))}${cx.random.chance(0.4) ? `, Key.${cx.random.pick(v.keys)}` : ''});`,
  ],
  (cx) => check(cx, 'driver.getTitle()', 'equal', q(cx.random.pick(v.titles))),
  (cx) => check(cx, 'driver.getCurrentUrl()', 'contain', q(path(cx.random))),
  (cx) =>
    check(
      cx,
      `driver.findElement(${locator(cx.random)}).getText()`,
      'equal',
      q(cx.random.pick(v.words)),
    ),
  (cx) =>
    check(
      cx,
      `driver.findElement(By.id(${q(cx.random.pick(v.ids))})).getAttribute('value')`,
      'equal',
      q(cx.random.pick(v.words)),
    ),
  (cx) =>
    check(
      cx,
      `driver.findElement(By.css(${q(cx.random.pick(v.cssSelectors))})).${cx.random.pick(['isDisplayed', 'isEnabled', 'isSelected'])}()`,
      'true',
      '',
    ),
  (cx) => [
    `${aw(cx)}driver.wait(until.elementLocated(By.css(${q(cx.random.pick(v.cssSelectors))})), 5000);`,
  ],
  (cx) => [`${aw(cx)}driver.wait(until.titleIs(${q(cx.random.pick(v.titles))}), 5000);`],
  (cx) => [`${aw(cx)}driver.wait(until.urlContains(${q(path(cx.random))}));`],
  (cx) =>
    cx.style === 'async'
      ? [
          `${aw(cx)}driver.wait(until.elementIsVisible(await driver.findElement(By.id(${q(cx.random.pick(v.ids))}))), 3000);`,
        ]
      : [`driver.sleep(${cx.random.pick([100, 250, 500])});`],
  (cx) => [`${aw(cx)}driver.executeScript('window.scrollTo(0, document.body.scrollHeight);');`],
  (cx) => [`${aw(cx)}driver.manage().addCookie({ name: 'consent', value: 'yes' });`],
  (cx) => [`${aw(cx)}driver.navigate().${cx.random.pick(['back', 'forward', 'refresh'])}();`],
  (cx) => {
    if (cx.style !== 'async') return [`driver.findElement(${locator(cx.random)}).click();`];
    const menu = declare(cx, 'menu');
    return [
      `const ${menu} = await driver.findElement(By.css('nav .dropdown'));`,
      `await driver.actions().move({ origin: ${menu} }).click().perform();`,
    ];
  },
  (cx) => {
    if (cx.style !== 'async') return [`driver.findElement(By.tagName('button')).click();`];
    return [
      "await driver.switchTo().frame(await driver.findElement(By.css('iframe#help')));",
      ...check(cx, "driver.findElement(By.css('h2')).getText()", 'equal', q('Help')),
      'await driver.switchTo().defaultContent();',
    ];
  },
  (cx) => {
    if (cx.style !== 'async') return [`driver.findElement(By.id('save')).click();`];
    const alert = declare(cx, 'alert');
    return [
      "await driver.findElement(By.id('save')).click();",
      'await driver.wait(until.alertIsPresent(), 2000);',
      `const ${alert} = await driver.switchTo().alert();`,
      // Read inline: the Selenium front end reorders this form around the click (not yet one
      // that reads the text into a variable first).
      ...check(cx, `${alert}.getText()`, 'equal', q('Saved'), true),
      `await ${alert}.accept();`,
    ];
  },
  (cx) =>
    check(
      cx,
      `driver.findElements(By.css(${q(cx.random.pick(v.cssSelectors))})).then((found) => found.length > 0)`,
      'true',
      '',
    ),
  (cx) =>
    cx.page
      ? [
          `${aw(cx)}${cx.page}.open();`,
          ...(cx.style === 'async' ? check(cx, `${cx.page}.heading()`, 'equal', q('Shop')) : []),
        ]
      : [],
  (cx) =>
    cx.page
      ? [`${aw(cx)}${cx.page}.search(${q(cx.random.pick(v.words))});`]
      : [`${aw(cx)}driver.sleep(100);`],
  (cx) =>
    cx.helpers
      ? [`${aw(cx)}waitForVisible(driver, By.css(${q(cx.random.pick(v.cssSelectors))}));`]
      : [],
];

function aw(cx: StepContext): string {
  return cx.style === 'async' ? 'await ' : '';
}

export function randomSteps(cx: StepContext, count: number): string[] {
  const lines: string[] = [];
  while (lines.length < count) lines.push(...cx.random.pick(steps)(cx));
  return lines;
}
