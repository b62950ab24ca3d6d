/**
 * Analysis before emission: what it finds lets emission run once, with nothing learnt after it
 * was read.
 */
import { describe, expect, it } from 'vitest';
import { convertProtractorProject } from './project.js';

function convert(files: Record<string, string>) {
  return convertProtractorProject(
    Object.entries(files).map(([path, source]) => ({ path, source })),
    { isolated: false },
  );
}

describe('analysis before emission', () => {
  it('knows a describe shares one page before its tests are emitted (afterAll after the tests)', () => {
    const spec = [
      "describe('cart', function () {",
      "  it('opens', function () {",
      "    browser.get('/#/cart');",
      "    expect($('h1').getText()).toEqual('Cart');",
      '  });',
      "  it('empties', function () {",
      "    element(by.css('.empty')).click();",
      '  });',
      '  afterAll(function () {',
      '    browser.manage().deleteAllCookies();',
      '  });',
      '});',
      '',
    ].join('\n');
    const result = convert({ 'cart.spec.js': spec });
    const code = result.files[0]?.code ?? '';
    expect(code).toContain("test.describe.configure({ mode: 'default' })");
    // The tests use the shared page, not a `page` fixture of their own.
    expect(code).toContain("test('opens', async () => {");
    expect(result.emissions).toBe(result.files.length);
    expect(result.lateFacts).toEqual([]);
  });

  it('knows the suite uses the Angular selector engines before the first file that reads a list', () => {
    const files = {
      // Emitted first: its read waits for Angular only once the engines are known to be used.
      'a.spec.js': [
        "describe('list', function () {",
        "  it('counts', function () {",
        "    expect(element.all(by.css('li')).count()).toEqual(3);",
        "    element.all(by.css('li')).then(function (items) { expect(items.length).toBe(3); });",
        '  });',
        '});',
        '',
      ].join('\n'),
      'b.spec.js': [
        "describe('total', function () {",
        "  it('shows', function () {",
        "    expect(element(by.binding('cart.total')).getText()).toEqual('3');",
        '  });',
        '});',
        '',
      ].join('\n'),
    };
    const result = convert(files);
    expect(result.files[0]?.code).toContain('waitForAngular(page)');
    expect(result.support.map((f) => f.path)).toContain('rewright-angular.ts');
    expect(result.emissions).toBe(result.files.length);
    expect(result.lateFacts).toEqual([]);
  });

  it('emits a page object before the spec that uses it, whatever the order of their paths', () => {
    const files = {
      'a.spec.js': [
        "var login = require('./pages/login.po');",
        "describe('login', function () {",
        "  it('signs in', function () {",
        "    login.signIn('ann');",
        "    expect(browser.getTitle()).toEqual('Home');",
        '  });',
        '});',
        '',
      ].join('\n'),
      'pages/login.po.js': [
        'module.exports = {',
        '  signIn: function (name) {',
        "    element(by.id('name')).sendKeys(name);",
        "    return element(by.id('go')).click();",
        '  },',
        '};',
        '',
      ].join('\n'),
    };
    const result = convert(files);
    expect(result.files[0]?.code).toContain('await login.signIn(page, ');
    expect(result.emissions).toBe(result.files.length);
    expect(result.lateFacts).toEqual([]);
  });

  it('takes its facts as given: a `by.binding` kept under a TODO still uses the Angular engines', () => {
    // `by.binding` inside a call the conversion keeps as written (with a TODO) never reaches the
    // locator rules; the analysis found it, and emission runs once with what the analysis found.
    const spec = [
      "describe('list', function () {",
      "  it('counts', function () {",
      "    browser.getCapabilities(by.binding('total'));",
      "    element.all(by.css('li')).then(function (items) { expect(items.length).toBe(3); });",
      '  });',
      '});',
      '',
    ].join('\n');
    const result = convert({ 'list.spec.js': spec });
    expect(result.files[0]?.code).toContain("browser.getCapabilities(by.binding('total'))");
    expect(result.support.map((f) => f.path)).toEqual(['rewright-angular.ts']);
    expect(result.files[0]?.code).toContain('waitForAngular(page)');
    expect(result.emissions).toBe(1);
    expect(result.lateFacts).toEqual([]);
  });

  it('gives a predicate declared apart from its `filter` an element parameter', () => {
    const spec = [
      "describe('tickets', () => {",
      "  it('filters', async () => {",
      '    const isOpen = async (ticket) => (await ticket.getText()).includes("open");',
      "    const open = $$('.ticket').filter(isOpen);",
      '    expect(await open.count()).toEqual(1);',
      '  });',
      '});',
      '',
    ].join('\n');
    const result = convert({ 'tickets.spec.js': spec });
    expect(result.files[0]?.code).toContain('await ticket.innerText()');
    expect(result.lateFacts).toEqual([]);
    expect(result.emissions).toBe(1);
  });

  it('emits a class member after the constructor assigning the fields it reads', () => {
    const po = [
      'class Search {',
      '  find(text) {',
      '    this.query.sendKeys(text);',
      '  }',
      '  constructor() {',
      "    this.query = element(by.css('input'));",
      '  }',
      '}',
      'module.exports = Search;',
      '',
    ].join('\n');
    const result = convert({ 'search.po.js': po });
    expect(result.files[0]?.code).toContain('await this.query.pressSequentially(String(text));');
    expect(result.lateFacts).toEqual([]);
  });
});
