/**
 * The generated `rewright-python.ts` Select helpers in a real browser: Selenium's `select_by_*`
 * adds to a multiple select's choice (Playwright's `selectOption` alone replaces it), and
 * `deselect_by_*` takes one option out.
 */
import { chromium, type Browser, type Locator } from '@playwright/test';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pythonSupportSource } from './support.js';

type OptionMatch = { value?: string; label?: string; index?: number };
type Helper = (select: Locator, option: OptionMatch) => Promise<void>;

const compiled = ts.transpileModule(pythonSupportSource, {
  compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
}).outputText;
const helpers: Record<string, Helper> = {};
new Function('exports', 'require', compiled)(helpers, () => ({}));
const selectOption = helpers['selectOption'] as Helper;
const deselectOption = helpers['deselectOption'] as Helper;

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
}, 60_000);
afterAll(async () => browser?.close());

const page = async () => {
  const p = await browser.newPage();
  await p.setContent(`
    <select id="size"><option value="s">Small</option><option value="m">Medium</option></select>
    <select id="toppings" multiple>
      <option value="cheese">Cheese</option><option value="ham">Ham</option>
      <option value="olive">Olive</option>
    </select>`);
  return p;
};
const chosen = (select: Locator) =>
  select.evaluate((el: HTMLSelectElement) => Array.from(el.selectedOptions, (o) => o.value));

it('selects into a multiple select as Selenium does, keeping earlier choices', async () => {
  const p = await page();
  const toppings = p.locator('#toppings');
  await selectOption(toppings, { label: 'Cheese' });
  await selectOption(toppings, { value: 'olive' });
  await selectOption(toppings, { index: 1 });
  expect(await chosen(toppings)).toEqual(['cheese', 'ham', 'olive']);
  await deselectOption(toppings, { value: 'ham' });
  await deselectOption(toppings, { label: 'Cheese' });
  expect(await chosen(toppings)).toEqual(['olive']);
  await deselectOption(toppings, { index: 2 });
  expect(await chosen(toppings)).toEqual([]);
  await p.close();
}, 60_000);

it('replaces the choice of a single select and refuses to deselect in it', async () => {
  const p = await page();
  const size = p.locator('#size');
  await selectOption(size, { value: 'm' });
  await selectOption(size, { label: 'Small' });
  expect(await chosen(size)).toEqual(['s']);
  await expect(deselectOption(size, { value: 's' })).rejects.toThrow(/multi-select/);
  await expect(deselectOption(p.locator('#toppings'), { value: 'none' })).rejects.toThrow(
    /No option to deselect/,
  );
  await p.close();
}, 60_000);
