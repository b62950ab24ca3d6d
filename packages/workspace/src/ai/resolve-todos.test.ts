import { convertFiles, type ProjectResult } from '@rewright/converter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiSettings,
  convertSelenium,
  fenced,
  JAVA_TEST,
  SELENIUM_SPEC,
  startAiStandIn,
} from './ai-test-kit';
import { resolveTodos } from './resolve-todos';

let standIn: Awaited<ReturnType<typeof startAiStandIn>>;
let converted: ProjectResult;

beforeAll(async () => {
  [standIn, converted] = await Promise.all([startAiStandIn(), convertSelenium()]);
}, 120_000);
afterAll(() => standIn.app.close());

const LOCATOR_TODO = 'cssContainingText';
const WAIT_TODO = 'elementIsPresent';
const CLICK_SECOND = "await page.locator('li', { hasText: 'Second' }).click();";
const WAIT_RESULT = "await page.locator('#result').waitFor({ state: 'attached' });";
const sources = new Map([['test/search.spec.js', SELENIUM_SPEC]]);

function run(provider: 'openai' | 'anthropic', overrides = {}) {
  return resolveTodos(converted, {
    ai: aiSettings(standIn.origin, provider, overrides),
    out: '/tmp/rewright-ai-out',
    sources,
  });
}

const codeOf = (result: ProjectResult) => result.files[0]!.code!;
const notUsed = (result: ProjectResult) =>
  result.files[0]!.diagnostics.filter((d) => d.rule === 'ai/not-used').map((d) => d.message);

// The first type check reads the Playwright declarations: seconds on an idle machine, more on a busy one.
describe('resolveTodos', { timeout: 120_000 }, () => {
  it('the conversion has the two TODOs the tests ask about', () => {
    expect(converted.report.todos).toBe(2);
    expect(converted.files[0]!.testCases?.map((t) => t.todo)).toEqual([true, true]);
  });

  it('off: the conversion is unchanged, nothing is sent, and the report says so', async () => {
    const before = standIn.received.length;
    const { result, ai } = await resolveTodos(converted, {
      ai: { enabled: false, reason: 'no AI provider configured' },
      out: '/tmp/rewright-ai-out',
    });
    expect(result).toBe(converted);
    expect(ai.enabled).toBe(false);
    expect(ai.reason).toContain('deterministic conversion only, nothing was sent');
    expect(standIn.received.length).toBe(before);
  });

  it('correct answers replace the TODOs; the diagnostics and the report say AI wrote them', async () => {
    standIn.play({
      rules: [
        { when: LOCATOR_TODO, steps: [{ text: fenced(CLICK_SECOND) }] },
        // Prose around the block, and another tag for TypeScript, are fine.
        { when: WAIT_TODO, steps: [{ text: `Here it is:\n${fenced(WAIT_RESULT, 'typescript')}` }] },
      ],
    });
    const before = standIn.received.length;
    const { result, ai } = await run('openai');
    const code = codeOf(result);
    expect(code).toContain(CLICK_SECOND);
    expect(code).toContain(WAIT_RESULT);
    expect(code).not.toContain('TODO(rewright)');
    expect(code).toContain('// rewright: written by AI (openai gpt-stand-in)');
    expect(result.report.todos).toBe(0);
    // No TODO left in either test case: both are now charged.
    expect(result.files[0]!.testCases?.map((t) => t.todo)).toEqual([false, false]);
    const resolved = result.files[0]!.diagnostics.filter((d) => 'ai' in d);
    expect(resolved.map((d) => d.rule).sort()).toEqual([
      'selenium/unknown-locator',
      'selenium/unsupported-condition',
    ]);
    expect(resolved[0]!.message).toMatch(
      /^Written by AI \(openai gpt-stand-in\), parsed and type-checked/,
    );
    expect(ai.todos.map((t) => [t.rule, t.outcome, t.attempts])).toEqual([
      ['selenium/unknown-locator', 'replaced', 1],
      ['selenium/unsupported-condition', 'replaced', 1],
    ]);
    // The report holds exactly what the provider received, and only the TODO's own statement.
    const received = standIn.received.slice(before);
    expect(received.map((r) => r.user).sort()).toEqual(ai.todos.map((t) => t.sent).sort());
    expect(received.every((r) => r.system === ai.instruction)).toBe(true);
    const locatorSent = ai.todos[0]!.sent!;
    expect(locatorSent).toContain(
      "await driver.findElement(By.cssContainingText('li', 'Second')).click();",
    );
    expect(locatorSent).toContain('Names in scope: test, page');
    expect(locatorSent).not.toContain(WAIT_TODO);
    expect(ai.provider).toBe(`openai (gpt-stand-in at ${standIn.origin}/v1)`);
    expect(JSON.stringify(ai)).not.toContain('sk-rewright-test');
  });

  it('the Anthropic provider, through its own SDK, does the same', async () => {
    standIn.play({
      rules: [
        { when: LOCATOR_TODO, steps: [{ text: fenced(CLICK_SECOND) }] },
        { when: WAIT_TODO, steps: [{ text: 'I cannot tell which element that is.' }] },
      ],
    });
    const before = standIn.received.length;
    const { result, ai } = await run('anthropic');
    expect(standIn.received.slice(before).every((r) => r.protocol === 'anthropic')).toBe(true);
    expect(codeOf(result)).toContain(CLICK_SECOND);
    expect(result.report.todos).toBe(1);
    expect(ai.todos.map((t) => t.outcome)).toEqual(['replaced', 'kept']);
    expect(notUsed(result)).toEqual([
      expect.stringContaining(
        'its answer was not used: the answer held no code block. The TODO stays.',
      ),
    ]);
  });

  it('an answer that does not type-check is rolled back, the file as it was', async () => {
    standIn.play({
      rules: [{ steps: [{ text: fenced("await page.locator('#result').clickTwice();") }] }],
    });
    const { result, ai } = await run('openai');
    expect(codeOf(result)).toBe(codeOf(converted));
    expect(ai.todos.every((t) => t.outcome === 'kept')).toBe(true);
    expect(notUsed(result)[0]).toMatch(
      /does not type-check against @playwright\/test in this file \(TS\d+ at line \d+: Property 'clickTwice' does not exist/,
    );
  });

  it('an answer naming an element the file does not know is refused', async () => {
    standIn.play({
      rules: [{ steps: [{ text: fenced("await page.getByTestId('basket-total').click();") }] }],
    });
    const { result } = await run('openai');
    expect(codeOf(result)).toBe(codeOf(converted));
    expect(notUsed(result)[0]).toContain(
      "the answer names an element the file does not know ('basket-total')",
    );
  });

  it('malformed answers: another language, an import, malformed JSON', async () => {
    standIn.play({
      rules: [
        {
          when: LOCATOR_TODO,
          steps: [{ text: fenced('driver.findElement(By.id("q")).click();', 'java') }],
        },
        { when: WAIT_TODO, steps: [{ malformed: true }] },
      ],
    });
    const { result } = await run('openai');
    expect(codeOf(result)).toBe(codeOf(converted));
    const reasons = notUsed(result).join('\n');
    expect(reasons).toContain("the answer's code is not TypeScript (java)");
    expect(reasons).toContain("the provider's answer was malformed");
  });

  it('a slow answer past the time-out leaves the TODO, and the conversion goes on', async () => {
    standIn.play({ rules: [{ steps: [{ text: fenced(CLICK_SECOND), delayMs: 4_000 }] }] });
    const started = Date.now();
    const { result } = await run('openai', { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(3_500);
    expect(result.report.todos).toBe(2);
    expect(notUsed(result)[0]).toContain('the provider did not answer in time (1 attempt)');
  });

  it('429 with retry-after is waited for, then the answer is used', async () => {
    standIn.play({
      rules: [
        {
          when: LOCATOR_TODO,
          steps: [{ status: 429, retryAfter: 1 }, { text: fenced(CLICK_SECOND) }],
        },
        { when: WAIT_TODO, steps: [{ text: fenced(WAIT_RESULT) }] },
      ],
    });
    const started = Date.now();
    const { result, ai } = await run('anthropic');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(result.report.todos).toBe(0);
    expect(ai.todos[0]).toMatchObject({ outcome: 'replaced', attempts: 2 });
  });

  it('429 forever, and a retry-after past the limit, give up with the TODO', async () => {
    standIn.play({
      rules: [
        { when: LOCATOR_TODO, steps: [{ status: 429, retryAfter: 0 }] },
        { when: WAIT_TODO, steps: [{ status: 429, retryAfter: 3600 }] },
      ],
    });
    const { result, ai } = await run('openai');
    expect(result.report.todos).toBe(2);
    expect(ai.todos.map((t) => t.attempts)).toEqual([3, 1]);
    const reasons = notUsed(result).join('\n');
    expect(reasons).toContain('the provider limited the rate (429');
    expect(reasons).toContain('(3 attempts)');
    expect(reasons).toContain('its retry-after of 3600 s is longer than the 5 s rewright waits');
  });

  it('a 500 is retried, then gives up with the TODO', async () => {
    standIn.play({ rules: [{ steps: [{ status: 500, message: 'upstream down' }] }] });
    const { result } = await run('openai', { maxRetries: 1 });
    expect(result.report.todos).toBe(2);
    expect(notUsed(result)[0]).toContain('the provider failed (500');
    expect(notUsed(result)[0]).toContain('(2 attempts)');
  });

  it('the run asks no more than its request limit', async () => {
    standIn.play({ rules: [{ steps: [{ text: fenced(CLICK_SECOND) }] }] });
    const before = standIn.received.length;
    const { result } = await run('openai', { maxRequests: 1, concurrency: 1 });
    expect(standIn.received.length - before).toBe(1);
    expect(notUsed(result).join('\n')).toContain("the run's limit of 1 AI requests was reached");
  });

  it('a live-app check, when given, can still refuse an answer (the hook for --base-url)', async () => {
    standIn.play({ rules: [{ steps: [{ text: fenced(CLICK_SECOND) }] }] });
    const checked: string[] = [];
    const { result } = await resolveTodos(converted, {
      ai: aiSettings(standIn.origin, 'openai'),
      out: '/tmp/rewright-ai-out',
      sources,
      liveApp: {
        baseUrl: 'http://127.0.0.1:9/',
        check: async ({ outputPath, answer }) => {
          checked.push(outputPath);
          expect(answer).toBe(CLICK_SECOND);
          return { ok: false, reason: 'no element matches' };
        },
      },
    });
    expect(checked.length).toBeGreaterThan(0);
    expect(result.report.todos).toBe(2);
    expect(notUsed(result)[0]).toContain(
      'did not resolve against the live app (no element matches)',
    );
  });

  it('any source kind: a Java statement the rules kept as a comment is replaced, comment and all', async () => {
    const java = await convertFiles([{ path: 'src/test/java/HelpTest.java', source: JAVA_TEST }]);
    expect(java.report.todos).toBe(1);
    standIn.play({ rules: [{ steps: [{ text: fenced('await page.bringToFront();') }] }] });
    const { result, ai } = await resolveTodos(java, {
      ai: aiSettings(standIn.origin, 'openai'),
      out: '/tmp/rewright-ai-out',
    });
    expect(ai.todos[0]!.sent).toContain('Source kind: selenium-java');
    expect(ai.todos[0]!.sent).toContain(
      'Original statement:\ndriver.switchTo().window("help-window");',
    );
    const code = result.files[0]!.code!;
    expect(code).toContain('await page.bringToFront();');
    expect(code).not.toContain('help-window');
    expect(result.report.todos).toBe(0);
  });
});
