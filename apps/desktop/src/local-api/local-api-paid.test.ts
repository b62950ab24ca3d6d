// Paid conversions through the local API over the real core and a real server (one for the file):
// the HTML report left in the output folder, and the AI provider of the settings — saved with its
// key (which never comes back), used by the conversion job, forgotten again.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMemoryTokenStore, loadScanEngine } from '@rewright/workspace';
import { fenced, SELENIUM_SPEC, startAiStandIn } from '@rewright/workspace/ai-test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/src/test-app';
import { createSettingsStore } from '../service/app-settings';
import { createDesktopService } from '../service/desktop-service';
import { APP_TOKEN_HEADER, type AiSettingsView, type ConvertJobView } from '../shared/bridge';
import { startLocalApi, type LocalApi } from './local-api';

const fixture = fileURLToPath(new URL('../../fixtures/protractor-project', import.meta.url));
const KEY = 'sk-rewright-test';
let scratch: string;
let server: TestApp;
let serverUrl: string;
const apis: LocalApi[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'rewright-local-api-paid-'));
  await mkdir(path.join(scratch, 'renderer'));
  server = await createTestApp();
  serverUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await Promise.all(apis.map((api) => api.close()));
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

/** The app of a newly signed-up user, its settings in `<scratch>/<name>/config`. */
async function paidApp(name: string) {
  const user = await server.signUp(name);
  const env = { REWRIGHT_SERVER: serverUrl, REWRIGHT_TOKEN: user.token };
  const folder = path.join(scratch, name);
  const api = await startLocalApi({
    service: createDesktopService({
      store: createMemoryTokenStore(),
      settings: createSettingsStore(path.join(folder, 'config'), env),
      env,
      openBrowser: async () => undefined,
      loadScanEngine,
      version: '1.0.0',
      homeDir: folder,
    }),
    rendererDir: path.join(scratch, 'renderer'),
  });
  apis.push(api);
  const token = new URL(api.url).hash.replace('#token=', '');
  const call = async (method: string, ...args: unknown[]) => {
    const response = await fetch(`http://127.0.0.1:${api.port}/api/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [APP_TOKEN_HEADER]: token },
      body: JSON.stringify(args),
    });
    return { status: response.status, text: await response.text() };
  };
  const result = async <T>(method: string, ...args: unknown[]) =>
    (JSON.parse((await call(method, ...args)).text) as { result: T }).result;
  /** Converts the project, confirms the quote once shown (`onQuote` sees it first), until done. */
  async function convert(project: string, onQuote?: (job: ConvertJobView) => void) {
    expect((await call('scan', project)).status).toBe(200);
    const { id } = await result<ConvertJobView>('startConvert', project);
    const job = () => result<ConvertJobView>('convertJob', id);
    await expect
      .poll(async () => (await job()).state, { timeout: 120_000 })
      .toBe('awaiting-confirmation');
    onQuote?.(await job());
    await call('answerConvert', id, true);
    await expect.poll(async () => (await job()).state, { timeout: 60_000 }).toBe('done');
    return job();
  }
  return { folder, call, result, convert };
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('a paid conversion through the local API', () => {
  it('writes its HTML report into the output folder, as the CLI writes --report, and says where', async () => {
    const app = await paidApp('desktop-report');
    const project = path.join(app.folder, 'shop-e2e');
    await cp(fixture, project, { recursive: true });
    const done = await app.convert(project);
    expect(done.report).toBe(path.join(done.out, 'rewright-report.html'));
    expect(done.reportFailure).toBeUndefined();
    // No provider anywhere: said, in the summary's words.
    expect(done.ai).toBe(
      'AI provider off: no AI provider configured (REWRIGHT_AI_PROVIDER or --ai-provider): deterministic conversion only, nothing was sent.',
    );
    const html = await readFile(done.report!, 'utf8');
    expect(html).toContain('<h1>Rewright conversion report</h1>');
    // Every converted file is in it, original beside converted.
    expect(done.files!.length).toBeGreaterThan(0);
    for (const file of done.files!) {
      expect(html).toContain(`Converted: ${file.outputPath}</figcaption>`);
    }
  }, 180_000);
});

describe('the AI provider of the settings', () => {
  it('is saved with its key kept apart and never answered back, then used by the conversion', async () => {
    const standIn = await startAiStandIn();
    try {
      const app = await paidApp('desktop-ai');
      const before = await app.result<AiSettingsView>('aiSettings');
      expect(before).toMatchObject({ provider: 'none', hasKey: false });
      expect(before.status).toEqual({
        on: false,
        source: 'environment',
        text: 'Deterministic only (no provider is chosen here and REWRIGHT_AI_PROVIDER is not set): what the rules cannot convert stays a TODO with a diagnostic, and no code is sent anywhere.',
      });

      const baseUrl = `${standIn.origin}/v1`;
      const saved = await app.call('saveAiSettings', {
        provider: 'openai',
        baseUrl: ` ${baseUrl} `,
        model: 'gpt-stand-in',
        apiKey: KEY,
      });
      expect(saved.status).toBe(200);
      expect(saved.text).not.toContain(KEY);
      const config = path.join(app.folder, 'config');
      expect(JSON.parse(saved.text)).toMatchObject({
        result: {
          provider: 'openai',
          baseUrl,
          model: 'gpt-stand-in',
          hasKey: true,
          keyStorage: `${path.join(config, 'ai-key')} (readable by you only)`,
          status: { on: true, source: 'settings' },
        },
      });
      // The key in a file of its own, for its owner only; the settings file has none.
      expect((await stat(path.join(config, 'ai-key'))).mode & 0o777).toBe(0o600);
      expect(await readFile(path.join(config, 'ai-settings.json'), 'utf8')).not.toContain(KEY);
      // A bad address is refused, the saved settings kept.
      expect(
        await app.call('saveAiSettings', { provider: 'openai', baseUrl: 'localhost:1', model: '' }),
      ).toMatchObject({ status: 400 });
      expect((await app.result<AiSettingsView>('aiSettings')).baseUrl).toBe(baseUrl);

      // The conversion asks the settings' provider with the saved key (the stand-in takes no other).
      const project = path.join(app.folder, 'search');
      await mkdir(path.join(project, 'test'), { recursive: true });
      await writeFile(path.join(project, 'test', 'search.spec.js'), SELENIUM_SPEC);
      standIn.play({
        rules: [
          {
            when: 'cssContainingText',
            steps: [{ text: fenced("await page.locator('li', { hasText: 'Second' }).click();") }],
          },
          { when: 'elementIsPresent', steps: [{ status: 500, message: 'down' }] },
        ],
      });
      const done = await app.convert(project, (quoted) =>
        // The answered TODO is charged now; the one the provider failed on stays free.
        expect(quoted.quote?.testCases.map((t) => t.charged)).toEqual([true, false]),
      );
      expect(done.ai).toBe(
        `openai (gpt-stand-in at ${baseUrl}) was asked about 2 TODOs: 1 replaced.`,
      );
      expect(standIn.received.length).toBeGreaterThanOrEqual(2);
      for (const file of [...(await filesUnder(project)), ...(await filesUnder(done.out))]) {
        expect(await readFile(file, 'utf8'), file).not.toContain(KEY);
      }

      // Forgotten: a hosted provider without a key is deterministic only, said plainly.
      const forgotten = await app.result<AiSettingsView>('saveAiSettings', {
        provider: 'anthropic',
        baseUrl: '',
        model: '',
        forgetKey: true,
      });
      expect(forgotten.hasKey).toBe(false);
      expect(forgotten.status).toEqual({
        on: false,
        source: 'settings',
        text: 'Deterministic only (no API key is saved for the anthropic provider): what the rules cannot convert stays a TODO with a diagnostic, and no code is sent anywhere.',
      });
      await expect(stat(path.join(config, 'ai-key'))).rejects.toThrow('ENOENT');
    } finally {
      await standIn.app.close();
    }
  }, 240_000);
});
