/** The WebDriver tables decide the Playwright form of locators, key sequences and conditions. */
import { describe, expect, it } from 'vitest';
import { id, print, str } from '../playwright/code.js';
import { conditions, protractorExpectedConditions, seleniumUntil } from './conditions.js';
import { locatorStrategy } from './locators.js';
import { typeKeys } from './keys.js';

const page = id('page');

function locate(strategy: string, literal: string): { code: string; firstMatch: boolean } {
  const form = locatorStrategy(strategy)?.({ literal, code: str(literal) });
  return { code: form ? print(form.build(page)) : '', firstMatch: form?.firstMatch ?? false };
}

describe('locator strategies', () => {
  it.each([
    ['id', 'user', "page.locator('#user')", false],
    ['id', 'a.b', 'page.locator(\'[id="a.b"]\')', false],
    ['css', '.x > li', "page.locator('.x > li')", true],
    ['xpath', '//a', "page.locator('xpath=//a')", true],
    ['name', 'q', 'page.locator(\'[name="q"]\')', true],
    ['className', 'btn', "page.locator('.btn')", true],
    ['tagName', 'h1', "page.locator('h1')", true],
    ['linkText', 'Home', "page.getByRole('link', { name: 'Home', exact: true })", true],
    ['partialLinkText', 'Ho', "page.getByRole('link', { name: 'Ho' })", true],
    ['link text', 'Home', "page.getByRole('link', { name: 'Home', exact: true })", true],
  ])('%s(%s) → %s', (strategy, literal, code, firstMatch) => {
    expect(locate(strategy, literal)).toEqual({ code, firstMatch });
  });

  it('has no locator for By.js', () => {
    expect(locatorStrategy('js')?.({ code: str('return 1') })).toBeUndefined();
  });

  it('builds a dynamic id as an attribute selector', () => {
    const form = locatorStrategy('id')?.({ code: id('name') });
    expect(print(form!.build(page))).toBe('page.locator(`[id="${name}"]`)');
  });
});

describe('typeKeys', () => {
  const type = (inputs: Parameters<typeof typeKeys>[1], cleared = false) =>
    typeKeys(id('loc'), inputs, { cleared, typeMethod: 'pressSequentially' })?.map(print);

  it('types text key by key, and fills a field just cleared', () => {
    expect(type([{ t: 'text', value: 'ada' }])).toEqual(["loc.pressSequentially('ada')"]);
    expect(type([{ t: 'text', value: 'ada' }], true)).toEqual(["loc.fill('ada')"]);
  });

  it('presses keys with the modifiers held before them', () => {
    expect(
      type([
        { t: 'key', name: 'CONTROL' },
        { t: 'text', value: 'a' },
        { t: 'key', name: 'NULL' },
        { t: 'key', name: 'ENTER' },
      ]),
    ).toEqual(["loc.press('Control+a')", "loc.press('Enter')"]);
  });

  it('types the shifted characters while Shift is held (Playwright does not shift)', () => {
    expect(
      type([
        {
          t: 'chord',
          parts: [
            { t: 'key', name: 'SHIFT' },
            { t: 'text', value: 'a1' },
          ],
        },
      ]),
    ).toEqual(["loc.press('Shift+A')", "loc.press('Shift+!')"]);
    expect(
      typeKeys(id('kb'), [{ t: 'text', value: 'ab' }], {
        cleared: false,
        typeMethod: 'type',
        shiftHeld: true,
      })?.map(print),
    ).toEqual(["kb.type('AB')"]);
  });

  it('gives up on an unknown key', () => {
    expect(type([{ t: 'key', name: 'NOPE' }])).toBeUndefined();
  });
});

describe('conditions', () => {
  it('maps every until and ExpectedConditions name onto one table', () => {
    for (const id of [
      ...Object.values(seleniumUntil),
      ...Object.values(protractorExpectedConditions),
    ])
      expect(conditions[id]).toBeDefined();
  });
});
