/**
 * Writes a generated Selenium WebDriver JavaScript/TypeScript suite of `count` files in three
 * module flavours, each in its own folder (`cjs/`, `esm/`, `ts/`): per feature a page object (CommonJS class, ES module class, TypeScript class
 * taking a `WebDriver`), shared helpers (a driver factory and waits) in each flavour, and specs
 * for the rest — Mocha with Node `assert` or Chai, Jest in TypeScript, ES modules, and the
 * promise manager of selenium-webdriver 3 (`selenium-webdriver/testing`, no `await`).
 * Deterministic: the same seed and count give the same bytes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GeneratedSuite } from './generate-suite';
import { seededRandom, type Random } from './seeded-random';
import { randomSteps, type AssertionLibrary, type SeleniumStyle } from './selenium-steps';
import * as v from './spec-vocabulary';

const features = ['products', 'cart', 'checkout', 'account', 'search', 'admin', 'help', 'orders'];

type Flavour = 'cjs' | 'esm' | 'ts';
const extensionOf: Record<Flavour, string> = { cjs: 'js', esm: 'mjs', ts: 'ts' };

interface SpecShape {
  flavour: Flavour;
  style: SeleniumStyle;
  assertions: AssertionLibrary;
  /** Jest (`test`, `beforeAll`) or Mocha (`it`, `before`); the promise manager: `selenium-webdriver/testing`. */
  runner: 'mocha' | 'jest' | 'testing';
}

function randomShape(r: Random): SpecShape {
  const pick = r.int(0, 99);
  if (pick < 30) return { flavour: 'cjs', style: 'async', assertions: 'assert', runner: 'mocha' };
  if (pick < 50) return { flavour: 'cjs', style: 'async', assertions: 'chai', runner: 'mocha' };
  if (pick < 65)
    return { flavour: 'cjs', style: 'promise-manager', assertions: 'assert', runner: 'testing' };
  if (pick < 80) return { flavour: 'esm', style: 'async', assertions: 'assert', runner: 'mocha' };
  return { flavour: 'ts', style: 'async', assertions: 'jest', runner: 'jest' };
}

const className = (feature: string): string =>
  `${feature[0]?.toUpperCase() ?? ''}${feature.slice(1)}Page`;

function pageObject(feature: string, flavour: Flavour, r: Random): string {
  const name = className(feature);
  const route = JSON.stringify(r.pick(v.routes));
  const box = JSON.stringify(r.pick(v.ids));
  const results = JSON.stringify(r.pick(v.cssSelectors));
  const ts = flavour === 'ts';
  const imports =
    flavour === 'cjs'
      ? "const { By, Key, until } = require('selenium-webdriver');\nconst { BASE_URL } = require('../support/driver');"
      : `import { By, Key, until${ts ? ', type WebDriver' : ''} } from 'selenium-webdriver';\nimport { BASE_URL } from '../support/driver${ts ? '' : '.mjs'}';`;
  const constructor = ts
    ? '  constructor(private readonly driver: WebDriver) {}'
    : '  constructor(driver) {\n    this.driver = driver;\n  }';
  const returns = (type: string): string => (ts ? `: Promise<${type}>` : '');
  const body = `class ${name} {
${constructor}

  open()${ts ? ': Promise<void>' : ''} {
    return this.driver.get(BASE_URL + ${route});
  }

  heading()${returns('string')} {
    return this.driver.findElement(By.css('h1')).getText();
  }

  async search(text${ts ? ': string' : ''})${returns('void')} {
    const box = await this.driver.findElement(By.id(${box}));
    await box.clear();
    await box.sendKeys(text, Key.ENTER);
    await this.driver.wait(until.elementLocated(By.css(${results})), 5000);
  }

  async resultCount()${returns('number')} {
    const found = await this.driver.findElements(By.css(${results}));
    return found.length;
  }
}`;
  return flavour === 'cjs'
    ? `${imports}\n\n${body}\n\nmodule.exports = ${name};\n`
    : `${imports}\n\nexport ${body}\n`;
}

function driverSupport(flavour: Flavour): string {
  const ts = flavour === 'ts';
  const body = `${flavour === 'cjs' ? '' : 'export '}const BASE_URL = process.env.BASE_URL || 'http://localhost:8080';

${flavour === 'cjs' ? '' : 'export '}async function buildDriver()${ts ? ': Promise<WebDriver>' : ''} {
  return new Builder().forBrowser('chrome').build();
}

${flavour === 'cjs' ? '' : 'export '}async function waitForVisible(driver${ts ? ': WebDriver' : ''}, locator${ts ? ': Locator' : ''}) {
  const element = await driver.wait(until.elementLocated(locator), 5000);
  await driver.wait(until.elementIsVisible(element), 5000);
  return element;
}
`;
  if (flavour === 'cjs')
    return `const { Builder, until } = require('selenium-webdriver');\n\n${body}\nmodule.exports = { BASE_URL, buildDriver, waitForVisible };\n`;
  return `import { Builder, until${ts ? ', type Locator, type WebDriver' : ''} } from 'selenium-webdriver';\n\n${body}`;
}

function specSource(r: Random, shape: SpecShape, feature: string): string {
  const name = className(feature);
  const page = r.chance(0.5) ? `${feature}Page` : undefined;
  const helpers = r.chance(0.3);
  const header: string[] = [];
  const esm = shape.flavour !== 'cjs';
  const driverModule = `../../support/driver${shape.flavour === 'esm' ? '.mjs' : ''}`;
  const pageModule = `../../pages/${feature}.page${shape.flavour === 'esm' ? '.mjs' : ''}`;
  if (esm) {
    header.push(
      `import { Builder, By, Key, until${shape.flavour === 'ts' ? ', type WebDriver' : ''} } from 'selenium-webdriver';`,
    );
    if (shape.assertions === 'assert') header.push("import assert from 'node:assert/strict';");
    header.push(
      `import { BASE_URL${helpers ? ', buildDriver, waitForVisible' : ''} } from '${driverModule}';`,
    );
    if (page) header.push(`import { ${name} } from '${pageModule}';`);
  } else {
    header.push(
      shape.runner === 'testing'
        ? "const { Builder, By, Key, until } = require('selenium-webdriver');\nconst test = require('selenium-webdriver/testing');"
        : "const { Builder, By, Key, until } = require('selenium-webdriver');",
    );
    header.push(
      shape.assertions === 'chai'
        ? "const { expect } = require('chai');"
        : "const assert = require('assert');",
    );
    header.push(
      `const { BASE_URL${helpers ? ', buildDriver, waitForVisible' : ''} } = require('${driverModule}');`,
    );
    if (page) header.push(`const ${name} = require('${pageModule}');`);
  }
  const t = shape.runner === 'testing' ? 'test.' : '';
  const fn = shape.style === 'async' ? 'async function ()' : 'function ()';
  const aw = shape.style === 'async' ? 'await ' : '';
  const shared = shape.runner === 'jest' || r.chance(0.3);
  const [before, after] =
    shape.runner === 'jest'
      ? ['beforeAll', 'afterAll']
      : shared
        ? ['before', 'after']
        : ['beforeEach', 'afterEach'];
  const testName = shape.runner === 'jest' ? 'test' : 'it';
  const typed = shape.flavour === 'ts';
  const build =
    helpers && shape.style === 'async'
      ? 'await buildDriver()'
      : `${aw}new Builder().forBrowser('chrome').build()`;
  const lines = [
    `${t}describe(${JSON.stringify(`${r.pick(v.describeTopics)} (${feature})`)}, function () {`,
    `  let driver${typed ? ': WebDriver' : ''};`,
    ...(page ? [`  let ${page}${typed ? `: ${name}` : ''};`] : []),
    '',
    `  ${t}${before}(${fn} {`,
    `    driver = ${build};`,
    ...(page ? [`    ${page} = new ${name}(driver);`] : []),
    '  });',
    '',
    `  ${t}${after}(${fn} {`,
    `    ${aw}driver.quit();`,
    '  });',
  ];
  const tests = r.int(1, 6);
  for (let i = 0; i < tests; i += 1) {
    const steps = randomSteps(
      {
        random: r,
        style: shape.style,
        assertions: shape.assertions,
        page,
        helpers,
        declared: new Map(),
      },
      r.int(3, 12),
    );
    lines.push(
      '',
      `  ${t}${testName}(${JSON.stringify(`${r.pick(v.itVerbs)} ${r.pick(v.itObjects)} (${i + 1})`)}, ${fn} {`,
      `    ${aw}driver.get(BASE_URL + ${JSON.stringify(r.pick(v.routes))});`,
      ...steps.map((line) => `    ${line}`),
      '  });',
    );
  }
  lines.push('});');
  return `${[...header, '', ...lines].join('\n')}\n`;
}

export function generateSeleniumSuite(dir: string, count = 2000, seed = 3): GeneratedSuite {
  const r = seededRandom(seed);
  let lines = 0;
  let written = 0;
  const write = (relative: string, text: string): void => {
    const file = path.join(dir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    lines += text.split('\n').length - 1;
    written += 1;
  };
  const flavours: Flavour[] = ['cjs', 'esm', 'ts'];
  for (const flavour of flavours) {
    write(`${flavour}/support/driver.${extensionOf[flavour]}`, driverSupport(flavour));
    for (const feature of features)
      write(
        `${flavour}/pages/${feature}.page.${extensionOf[flavour]}`,
        pageObject(feature, flavour, r),
      );
  }
  const support = written;
  for (let i = 0; written < count; i += 1) {
    const shape = randomShape(r);
    const feature = features[i % features.length] ?? 'misc';
    const base = `${feature}-${String(i + 1).padStart(4, '0')}`;
    write(
      `${shape.flavour}/test/${feature}/${base}.spec.${extensionOf[shape.flavour]}`,
      specSource(r, shape, feature),
    );
  }
  return { dir, specFiles: written - support, totalFiles: written, lines };
}
