import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fenced, SELENIUM_SPEC, startAiStandIn } from '@rewright/workspace/ai-test-kit';
import type { JsonReport } from '../json-report';
import { main } from '../main';
import { createRecordingTerminal } from '../recording-terminal';
import { createTempProject, type TempProject } from '../temp-project';

// `rewright convert --dry-run` (free, no sign-in) with the real engine, and the real SDKs talking
// to the loopback stand-in provider. The engine and the type check take seconds each on a busy
// machine: four minutes per test (seen past two under a load of 40).
let standIn: Awaited<ReturnType<typeof startAiStandIn>>;
let project: TempProject;
const KEY = 'sk-rewright-test';

beforeAll(async () => {
  standIn = await startAiStandIn();
});
afterAll(() => standIn.app.close());
beforeEach(async () => {
  project = await createTempProject({ 'e2e/search.spec.js': SELENIUM_SPEC });
});
afterEach(() => project.dispose());

async function convert(args: string[], env: Record<string, string> = {}) {
  const recording = createRecordingTerminal(project.root);
  const code = await main(['convert', 'e2e', '--dry-run', ...args], {
    terminal: recording.terminal,
    env: { REWRIGHT_CONFIG_DIR: path.join(project.root, '.config'), ...env },
  });
  return { code, stdout: recording.stdout(), stderr: recording.stderr() };
}

describe('rewright convert and the AI provider', () => {
  it('without a provider: deterministic only, said plainly', async () => {
    const { code, stdout } = await convert([]);
    expect(code).toBe(1);
    expect(stdout).toContain(
      'AI: off (no AI provider configured (REWRIGHT_AI_PROVIDER or --ai-provider): deterministic conversion only, nothing was sent).',
    );
  }, 240_000);

  it('with one: the TODOs it answered are replaced, and --json and --report list what was sent', async () => {
    standIn.play({
      rules: [
        {
          when: 'cssContainingText',
          steps: [{ text: fenced("await page.locator('li', { hasText: 'Second' }).click();") }],
        },
        { when: 'elementIsPresent', steps: [{ text: 'Sorry, no idea.' }] },
      ],
    });
    const before = standIn.received.length;
    const env = {
      REWRIGHT_AI_PROVIDER: 'openai',
      REWRIGHT_AI_BASE_URL: `${standIn.origin}/v1`,
      REWRIGHT_AI_API_KEY: KEY,
    };
    const { code, stdout, stderr } = await convert(
      ['--json', '--report', 'report.html', '--ai-model', 'gpt-stand-in'],
      env,
    );
    expect(code).toBe(1); // one TODO is left
    const json = JSON.parse(stdout) as JsonReport;
    expect(json.report.todos).toBe(1);
    expect(json.ai?.todos.map((t) => t.outcome)).toEqual(['replaced', 'kept']);
    const sent = standIn.received.slice(before).map((r) => r.user);
    expect(json.ai?.todos.map((t) => t.sent).sort()).toEqual(sent.sort());
    expect(json.diagnostics.some((d) => d.rule === 'ai/not-used')).toBe(true);
    const html = await readFile(path.join(project.root, 'report.html'), 'utf8');
    expect(html).toContain('<h2 id="ai-heading">AI provider</h2>');
    expect(html).toContain('kept as a TODO: the answer held no code block');
    expect(html).toContain('<details><summary>Sent</summary><pre>Source kind: selenium');
    for (const text of [stdout, stderr, html]) expect(text).not.toContain(KEY);
  }, 240_000);

  it('says it in the summary', async () => {
    standIn.play({ rules: [{ steps: [{ status: 429, retryAfter: 0 }] }] });
    const { stdout } = await convert(
      ['--ai-provider', 'openai', '--ai-base-url', `${standIn.origin}/v1`],
      {
        REWRIGHT_AI_API_KEY: KEY,
      },
    );
    expect(stdout).toContain(
      `AI: openai (gpt-4o-mini at ${standIn.origin}/v1) was sent 2 TODOs (each statement and a few lines around it); 0 replaced by type-checked code, 2 left as TODOs with a diagnostic saying why.`,
    );
    expect(stdout).toContain('the provider limited the rate (429');
  }, 240_000);

  it('refuses a provider it does not know, as bad usage', async () => {
    const { code, stderr } = await convert(['--ai-provider', 'gemini']);
    expect(code).toBe(2);
    expect(stderr).toContain("unknown AI provider 'gemini' (supported: openai, anthropic, off)");
  });
});
