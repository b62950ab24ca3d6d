/** The output layer prints trees as Playwright code; builders record their imports. */
import { describe, expect, it } from 'vitest';
import {
  arrow,
  awaited,
  awaits,
  call,
  exprStatement,
  id,
  member,
  method,
  print,
  printMember,
  printStatement,
  str,
  template,
  text,
  voided,
} from './code.js';
import { exactRegex, expectPoll, expectWebFirst, substringRegex } from './assertions.js';
import { ImportManager } from '../emit/imports.js';
import { renderConfig } from './config.js';
import { Output } from './output.js';

describe('the printer', () => {
  it('parenthesises an awaited value used as an object', () => {
    expect(
      print(method(awaited(method(id('page'), 'screenshot')), 'toString', str('base64'))),
    ).toBe("(await page.screenshot()).toString('base64')");
  });

  it('prints a promise left unawaited as void, in an arrow body', () => {
    expect(print(arrow(['dialog'], voided(method(id('dialog'), 'accept'))))).toBe(
      '(dialog) => void dialog.accept()',
    );
  });

  it('tells code that awaits from code that defers it to a function', () => {
    expect(awaits(method(awaited(method(id('po'), 'frame')), 'contentFrame'))).toBe(true);
    expect(awaits(arrow([], awaited(id('x')), true))).toBe(false);
    expect(awaits(text('page.locator("x")'))).toBe(false);
    expect(awaits(text('await page.title()'))).toBe(true);
  });

  it('parenthesises source text that is not one call chain when it is used as an object', () => {
    expect(print(method(text('a() || b()'), 'click'))).toBe('(a() || b()).click()');
    expect(print(method(text('f(x) + g(y)'), 'y'))).toBe('(f(x) + g(y)).y()');
    expect(print(method(text('a.b(")", /[)]/, `${c(1)}`)[0]'), 'click'))).toBe(
      'a.b(")", /[)]/, `${c(1)}`)[0].click()',
    );
    expect(print(method(text('po.list'), 'first'))).toBe('po.list.first()');
    expect(print(method(text('await po.list()'), 'first'))).toBe('(await po.list()).first()');
    expect(print(method(text('a(b / c)'), 'x'))).toBe('a(b / c).x()');
  });

  it("prints a page object's getter and page constructor", () => {
    const locator = method(member(id('this'), 'page'), 'locator', str('#go'));
    expect(
      printMember({
        k: 'getter',
        head: 'private ',
        name: 'go',
        type: 'Locator',
        body: [{ k: 'return', expr: locator }],
      }),
    ).toBe("private get go(): Locator {\nreturn this.page.locator('#go');\n}");
    expect(printMember({ k: 'constructor', params: ['readonly page: Page'], body: [] })).toBe(
      'constructor(readonly page: Page) {}',
    );
    expect(
      printMember({
        k: 'constructor',
        params: ['readonly page: Page'],
        body: [exprStatement(call(id('super')))],
      }),
    ).toBe('constructor(readonly page: Page) {\nsuper();\n}');
  });

  it("prints a promise chain's try/catch/finally and a scoping block", () => {
    const attempt = [exprStatement(awaited(method(id('page'), 'reload')))];
    expect(
      printStatement({
        k: 'block',
        body: [
          {
            k: 'try',
            body: attempt,
            catch: { param: 'e', body: [{ k: 'raw', text: 'log(e);' }] },
            finally: [{ k: 'return' }],
          },
        ],
      }),
    ).toBe('{\ntry {\nawait page.reload();\n} catch (e) {\nlog(e);\n} finally {\nreturn;\n}\n}');
    expect(printStatement({ k: 'try', body: [], catch: { body: [] } })).toBe(
      'try {\n\n} catch {\n\n}',
    );
  });

  it('escapes template text and quotes', () => {
    expect(print(template('[id="', id('x'), '"] `${'))).toBe('`[id="${x}"] \\`\\${`');
    expect(print(str("it's"))).toBe("'it\\'s'");
  });
});

describe('assertions', () => {
  it('builds a web-first assertion with its timeout merged into the options', () => {
    const out = new Output();
    const code = expectWebFirst(
      out,
      id('loc'),
      'toHaveText',
      [str('a'), { k: 'object', entries: [] }],
      {
        negated: true,
        timeout: { k: 'num', value: 5000 },
      },
    );
    expect(print(code)).toBe("await expect(loc).not.toHaveText('a', { timeout: 5000 })");
    expect(out.imports.render()).toBe("import { expect } from '@playwright/test';");
  });

  it('polls a read that needs awaiting with an async function', () => {
    const code = expectPoll(new Output(), awaited(method(id('page'), 'title')), 'toContain', [
      str('x'),
    ]);
    expect(print(code)).toBe("await expect.poll(async () => await page.title()).toContain('x')");
  });

  it('anchors an exact regular expression, the empty string included', () => {
    expect(print(exactRegex('a.b'))).toBe('/^a\\.b$/');
    expect(print(exactRegex(''))).toBe('/^$/');
  });

  it("records a builder's imports in the file's own import list when given one", () => {
    const imports = new ImportManager();
    expectPoll(new Output(imports), { fn: id('read') }, 'toBe', [str('x')]);
    expect(imports.render()).toBe("import { expect } from '@playwright/test';");
  });

  it('escapes a substring for a regular expression', () => {
    expect(print(substringRegex('a.b/c'))).toBe('/a\\.b\\/c/');
  });
});

describe('config', () => {
  it('renders one project per browser', () => {
    const code = renderConfig({
      testDir: '.',
      use: { headless: { k: 'text', text: 'true' } },
      projects: [{ name: 'firefox', browser: 'firefox', use: {} }],
    });
    expect(code).toContain("use: { ...devices['Desktop Firefox'] }");
    expect(code).toContain('headless: true,');
  });
});
