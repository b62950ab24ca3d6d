import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../../apps/server/src/test-app';
import { main } from '../main';
import { createRecordingTerminal } from '../recording-terminal';
import { scriptedConverter } from '../scripted-converter';
import { createTempProject, listFiles } from '../temp-project';

// A charged convert in CI: REWRIGHT_TOKEN of an account never signed in before (the consume
// registers it, +25 credits, and charges), against the real server app in this process.
let server: TestApp;
let url: string;
let sabotage: string | undefined;
beforeAll(async () => {
  server = await createTestApp();
  // Once the server has taken the credits, a folder appears where the output's file goes.
  server.app.addHook('onSend', async (request, _reply, payload) => {
    if (request.url === '/api/v1/credits/consume' && sabotage)
      mkdirSync(sabotage, { recursive: true });
    return payload;
  });
  url = await server.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(() => server?.close());

const token = (sub: string) =>
  server.tokens.mint({
    sub,
    email: `${sub}@example.com`,
    preferred_username: sub,
    given_name: undefined,
    family_name: undefined,
  });

async function convert(accessToken: string) {
  const project = await createTempProject({ 'a.spec.js': "it('a', () => {});\n" });
  const recording = createRecordingTerminal(project.root);
  const code = await main(['convert', 'e2e', '--yes'], {
    terminal: recording.terminal,
    loadConverter: async () => scriptedConverter,
    env: { REWRIGHT_TOKEN: accessToken, REWRIGHT_SERVER: url },
  });
  return { code, stdout: recording.stdout(), stderr: recording.stderr(), project };
}

describe('rewright convert with REWRIGHT_TOKEN', () => {
  it('registers an account never seen, charges it and writes (exit 0)', async () => {
    const accessToken = await token('ci-bot');
    const { code, stdout, stderr, project } = await convert(accessToken);
    try {
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toContain('a.spec.js');
      expect(await listFiles(path.join(project.root, 'e2e-playwright'))).toEqual([
        'a.spec.ts',
        'playwright.config.ts',
      ]);
      const stats = await server.app.inject({
        method: 'GET',
        url: '/api/v1/dashboard/stats_website',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(stats.json()).toMatchObject({ total_credits: 25, credits_used: 1 });
    } finally {
      await project.dispose();
    }
  });

  it('charged, but the output cannot be written: exit 9 through main, and says a re-run writes free', async () => {
    const accessToken = await token('ci-bot-2');
    // The sabotaged path is the run's own output file.
    const run = async () => {
      const created = await createTempProject({ 'a.spec.js': "it('a', () => {});\n" });
      sabotage = path.join(created.root, 'e2e-playwright', 'a.spec.ts');
      const recording = createRecordingTerminal(created.root);
      const code = await main(['convert', 'e2e', '--yes'], {
        terminal: recording.terminal,
        loadConverter: async () => scriptedConverter,
        env: { REWRIGHT_TOKEN: accessToken, REWRIGHT_SERVER: url },
      });
      return { code, stderr: recording.stderr(), created };
    };
    const { code, stderr, created } = await run();
    sabotage = undefined;
    try {
      expect(code).toBe(9);
      expect(stderr).toBe(
        `rewright convert: refusing to write ${path.join(created.root, 'e2e-playwright', 'a.spec.ts')}: a folder is there. 1 credit was taken for this conversion; run the same conversion again once the problem is fixed: it writes the output without charging again.\n`,
      );
    } finally {
      await created.dispose();
    }
  });
});
