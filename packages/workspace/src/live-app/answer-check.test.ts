import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ts from 'typescript';
import type { ProjectResult } from '@rewright/converter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiSettings,
  convertSelenium,
  fenced,
  SELENIUM_SPEC,
  startAiStandIn,
} from '../ai/ai-test-kit';
import { answerLocators } from '../ai/answer-locators';
import { resolveTodos } from '../ai/resolve-todos';
import { liveAnswerCheck } from './answer-check';

// The converted spec opens http://localhost:8080/index.html: on the base URL, this server's page.
let html = '';
let app: Server;
let baseUrl: string;
let standIn: Awaited<ReturnType<typeof startAiStandIn>>;
let converted: ProjectResult;

beforeAll(async () => {
  app = createServer((request, response) => {
    if (request.url !== '/index.html') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/`;
  [standIn, converted] = await Promise.all([startAiStandIn(), convertSelenium()]);
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => app.close(() => resolve()));
  await standIn.app.close();
});

const CLICK_SECOND = "await page.locator('li', { hasText: 'Second' }).click();";
const WAIT_RESULT = "await page.locator('#result').waitFor({ state: 'attached' });";

/** The AI pass over the converted spec with --base-url, the provider answering `answers`. */
async function resolveAgainst(page: string, answers: { when: string; code: string }[]) {
  html = page;
  standIn.play({
    rules: answers.map(({ when, code }) => ({ when, steps: [{ text: fenced(code) }] })),
  });
  const live = liveAnswerCheck(ts, baseUrl);
  try {
    return await resolveTodos(converted, {
      ai: aiSettings(standIn.origin, 'openai'),
      out: '/tmp/rewright-ai-out',
      sources: new Map([['test/search.spec.js', SELENIUM_SPEC]]),
      liveApp: { baseUrl, check: live.check },
    });
  } finally {
    await live.close();
  }
}

const notUsed = (result: ProjectResult) =>
  result.files[0]!.diagnostics.filter((d) => d.rule === 'ai/not-used').map((d) => d.message);

describe('AI answers with --base-url', { timeout: 120_000 }, () => {
  it('an answer whose locators match one element each on the page replaces its TODO', async () => {
    const { result, ai } = await resolveAgainst(
      '<ul><li>First</li><li>Second</li></ul><p id="result">Done</p>',
      [
        { when: 'cssContainingText', code: CLICK_SECOND },
        { when: 'elementIsPresent', code: WAIT_RESULT },
      ],
    );
    const code = result.files[0]!.code!;
    expect(code).toContain(CLICK_SECOND);
    expect(code).toContain(WAIT_RESULT);
    expect(result.report.todos).toBe(0);
    expect(ai.liveApp).toBe(
      `Answers are parsed, type-checked against @playwright/test and resolved against the live app at ${baseUrl}: each locator must match one element on the page the test opened, as it loads.`,
    );
    const resolved = result.files[0]!.diagnostics.filter((d) => 'ai' in d);
    expect(resolved.map((d) => d.message)).toEqual([
      expect.stringContaining(`its locators resolved against the live app at ${baseUrl}`),
      expect.stringContaining(`its locators resolved against the live app at ${baseUrl}`),
    ]);
  });

  it('an answer naming an element the page does not have, or two, leaves the TODO and says why', async () => {
    const { result, ai } = await resolveAgainst(
      '<ul><li>First</li><li>Second</li><li>Second hand</li></ul>',
      [
        { when: 'cssContainingText', code: CLICK_SECOND },
        { when: 'elementIsPresent', code: WAIT_RESULT },
      ],
    );
    expect(result.report.todos).toBe(2);
    expect(ai.todos.map((todo) => todo.outcome)).toEqual(['kept', 'kept']);
    const page = `${baseUrl}index.html`;
    expect(notUsed(result).sort()).toEqual([
      `The AI provider was asked about the TODO for selenium/unknown-locator and its answer was not used: the answer did not resolve against the live app (page.locator('li', { hasText: 'Second' }) matches 2 elements on ${page}). The TODO stays.`,
      `The AI provider was asked about the TODO for selenium/unsupported-condition and its answer was not used: the answer did not resolve against the live app (page.locator('#result') matches no element on ${page} as it loads (an element that appears only after earlier steps cannot be checked)). The TODO stays.`,
    ]);
  });

  it('a page that cannot be opened refuses the answer, naming the page and why', async () => {
    // A port just freed: nothing listens there (Chromium refuses well-known ports such as 9).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nowhere = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = liveAnswerCheck(ts, nowhere);
    try {
      expect(
        await unreachable.check({
          outputPath: 'a.spec.ts',
          code: '',
          answer: CLICK_SECOND,
          line: 1,
        }),
      ).toEqual({
        ok: false,
        reason: `${nowhere} could not be opened: net::ERR_CONNECTION_REFUSED at ${nowhere}`,
      });
    } finally {
      await unreachable.close();
    }
  });
});

describe('the locators of an answer', () => {
  it('reads chains from the page with literal arguments, and how each is used', () => {
    const read = answerLocators(
      ts,
      [
        "await page.getByRole('button', { name: /save/i, exact: false }).click();",
        "expect(await page.locator('.row').count()).toBe(3);",
        "await expect(page.getByText('Saved')).toBeHidden();",
        "await expect(page.getByLabel('Name')).not.toBeVisible();",
        "await this.page.frameLocator('#pay').getByTestId('card').nth(1).fill('4242');",
        "await page.getByPlaceholder('Search').waitFor({ state: 'detached' });",
      ].join('\n'),
    );
    expect(read).toEqual([
      {
        checkable: true,
        text: "page.getByRole('button', { name: /save/i, exact: false })",
        calls: [
          {
            method: 'getByRole',
            role: 'button',
            name: { source: 'save', flags: 'i' },
            exact: false,
          },
        ],
        strict: true,
        mayBeAbsent: false,
      },
      {
        checkable: true,
        text: "page.locator('.row')",
        calls: [{ method: 'locator', selector: '.row' }],
        strict: false,
        mayBeAbsent: true,
      },
      {
        checkable: true,
        text: "page.getByText('Saved')",
        calls: [{ method: 'getByText', value: 'Saved' }],
        strict: true,
        mayBeAbsent: true,
      },
      {
        checkable: true,
        text: "page.getByLabel('Name')",
        calls: [{ method: 'getByLabel', value: 'Name' }],
        strict: true,
        mayBeAbsent: true,
      },
      {
        checkable: true,
        text: "this.page.frameLocator('#pay').getByTestId('card').nth(1)",
        calls: [
          { method: 'frameLocator', selector: '#pay' },
          { method: 'getByTestId', value: 'card' },
          { method: 'nth', index: 1 },
        ],
        strict: true,
        mayBeAbsent: false,
      },
      {
        checkable: true,
        text: "page.getByPlaceholder('Search')",
        calls: [{ method: 'getByPlaceholder', value: 'Search' }],
        strict: true,
        mayBeAbsent: true,
      },
    ]);
  });

  it('cannot look up a chain from another root, or one with computed arguments', () => {
    expect(
      answerLocators(
        ts,
        "await row.getByRole('button').click();\nawait page.getByText(label).click();",
      ),
    ).toEqual([
      {
        checkable: false,
        text: "row.getByRole('button')",
        why: 'it does not start from the page (row)',
      },
      { checkable: false, text: 'page.getByText(label)', why: 'its arguments are not literals' },
    ]);
  });
});
