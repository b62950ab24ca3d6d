/**
 * `rewright convert --base-url` end to end: `bin/rewright.js` spawned with the real engine on
 * natural-language test cases, against a page served here and read in Chromium. A bad address and
 * an app that does not answer end with exit 2 before anything is converted or written.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonReport } from '../json-report';
import { createTempProject, type TempProject } from '../temp-project';

// Unmetered (development only; the spawned CLI inherits it): these tests are about resolving.
process.env.REWRIGHT_DEV_UNMETERED = '1';

const bin = fileURLToPath(new URL('../../bin/rewright.js', import.meta.url));
const page = `<!doctype html><title>Login</title><h1>Sign in</h1>
<label>Email <input type="email"></label><button>Sign in</button><button>Help</button><button>Help me</button>`;

let server: Server;
let base: string;
let project: TempProject;

function rewright(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, 'convert', ...args],
      { cwd: project.root },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(page);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  project = await createTempProject({
    'login.txt': `Signs in
1. Open "/login"
2. Type "ann@example.com" into the Email field
3. Click Sign in
4. Click the Help button
5. Click the Sing in button
`,
  });
});

afterAll(async () => {
  await project.dispose();
  await new Promise<void>((done) => server.close(() => done()));
});

describe('rewright convert --base-url', () => {
  it('resolves the steps against the running app and says so in the diagnostics', async () => {
    const run = await rewright(['e2e', '--base-url', base, '--json', '--yes']);
    const json = JSON.parse(run.stdout) as JsonReport;
    const spec = await readFile(path.join(project.root, 'e2e-playwright/login.spec.ts'), 'utf8');
    expect(spec).toContain("await page.getByLabel('Email').fill('ann@example.com');");
    expect(spec).toContain("await page.getByRole('button', { name: 'Sign in' }).click();");
    expect(spec).toContain(
      "await page.getByRole('button', { name: 'Help', exact: true }).click();",
    );
    const rules = JSON.stringify(json);
    expect(rules).toContain('natural-language/checked-locators');
    expect(rules).toContain("closest on the page: page.getByRole('button', { name: 'Sign in' })");
    expect(rules).not.toContain('natural-language/unverified-locators');
  }, 120_000);

  it('refuses an address that is not one, with exit 2 and nothing written', async () => {
    const run = await rewright(['e2e', '--base-url', 'localhost:4200', '--out', 'bad-url']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('not an http or https address');
    expect(existsSync(path.join(project.root, 'bad-url'))).toBe(false);
  }, 60_000);

  it('refuses an app that does not answer, with exit 2 and nothing written', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const run = await rewright(['e2e', '--base-url', `http://127.0.0.1:${port}/`, '--out', 'down']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('the app did not answer (ECONNREFUSED)');
    expect(run.stderr).toContain('Nothing was converted, written or charged.');
    expect(existsSync(path.join(project.root, 'down'))).toBe(false);
  }, 60_000);
});
