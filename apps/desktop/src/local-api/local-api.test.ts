import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  convertAndCharge,
  conversionExtensions,
  createMemoryTokenStore,
  loadScanEngine,
  readProjectFiles,
  writeOutput,
} from '@rewright/workspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsStore } from '../service/app-settings';
import { createDesktopService } from '../service/desktop-service';
import { APP_TOKEN_HEADER } from '../shared/bridge';
import { startLocalApi, type LocalApi } from './local-api';
import { legacyShopSpec } from '@rewright/workspace/legacy-shop-suite';

const fixture = fileURLToPath(new URL('../../fixtures/protractor-project', import.meta.url));

let scratch: string;
let api: LocalApi;
let token: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'rewright-local-api-'));
  const rendererDir = path.join(scratch, 'renderer');
  await mkdir(path.join(scratch, 'home', 'projects', 'legacy'), { recursive: true });
  await writeFile(path.join(scratch, 'home', 'notes.txt'), 'not a folder');
  await mkdir(rendererDir);
  await writeFile(path.join(rendererDir, 'index.html'), '<!doctype html><title>Rewright</title>');
  await writeFile(path.join(scratch, 'secret.js'), 'outside the renderer and every project');
  const service = createDesktopService({
    store: createMemoryTokenStore(),
    settings: createSettingsStore(path.join(scratch, 'config'), {}),
    env: {},
    openBrowser: async () => undefined,
    loadScanEngine,
    version: '1.0.0',
    homeDir: path.join(scratch, 'home'),
  });
  api = await startLocalApi({ service, rendererDir });
  token = new URL(api.url).hash.replace('#token=', '');
});

afterAll(async () => {
  await api.close();
  await rm(scratch, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request, so Host and Origin can be whatever a hostile page would send. */
function send(
  urlPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: api.port,
        path: urlPath,
        method: options.method ?? 'GET',
        headers: { host: `127.0.0.1:${api.port}`, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

async function call(method: string, ...args: unknown[]) {
  const answer = await send(`/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [APP_TOKEN_HEADER]: token },
    body: JSON.stringify(args),
  });
  return { status: answer.status, ...(JSON.parse(answer.body) as object) } as {
    status: number;
    result?: unknown;
    error?: { kind: string; message: string };
  };
}

describe('the local API of rewright app', () => {
  it('listens on 127.0.0.1 and hands its token over in the fragment only', () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]{43}$/);
  });

  it('serves the renderer with a strict content security policy', async () => {
    const page = await send('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Rewright</title>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await send('/%2e%2e/secret.js')).status).toBe(404);
    expect((await send('/..%2fsecret.js')).status).toBe(404);
  });

  it('answers 401 without the token, with a wrong one, or with it in the address', async () => {
    const post = (headers: Record<string, string>, urlPath = '/api/session') =>
      send(urlPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '[]',
      });
    expect((await post({})).status).toBe(401);
    expect((await post({ [APP_TOKEN_HEADER]: 'x'.repeat(token.length) })).status).toBe(401);
    expect((await post({ [APP_TOKEN_HEADER]: `${token}x` })).status).toBe(401);
    expect((await post({}, `/api/session?token=${token}`)).status).toBe(401);
    const refused = await post({});
    expect(JSON.parse(refused.body)).toEqual({
      error: { kind: 'bad-input', message: 'Missing or wrong app token: reopen the app' },
    });
    expect((await post({ [APP_TOKEN_HEADER]: token })).status).toBe(200);
  });

  it('answers 403 to any other Host or Origin (DNS rebinding), even with the token', async () => {
    const withToken = { 'content-type': 'application/json', [APP_TOKEN_HEADER]: token };
    const cases: Record<string, string>[] = [
      { host: `rebind.example:${api.port}` },
      { host: `127.0.0.1:${api.port + 1}` },
      { host: '127.0.0.1' },
      { origin: `http://rebind.example:${api.port}` },
      { origin: `https://127.0.0.1:${api.port}` },
      { origin: 'null' },
    ];
    for (const headers of cases) {
      const page = await send('/', { headers });
      expect(page.status, JSON.stringify(headers)).toBe(403);
      const answer = await send('/api/session', {
        method: 'POST',
        headers: { ...withToken, ...headers },
        body: '[]',
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    const same = await send('/api/session', {
      method: 'POST',
      headers: {
        ...withToken,
        host: `localhost:${api.port}`,
        origin: `http://localhost:${api.port}`,
      },
      body: '[]',
    });
    expect(same.status).toBe(200);
  });

  it('refuses unknown calls, GET, other content types and arguments that do not fit', async () => {
    expect((await call('deleteEverything')).status).toBe(404);
    expect((await send('/api/session', { headers: { [APP_TOKEN_HEADER]: token } })).status).toBe(
      404,
    );
    const form = await send('/api/session', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', [APP_TOKEN_HEADER]: token },
      body: '[]',
    });
    expect(form.status).toBe(415);
    expect(await call('scan')).toMatchObject({
      status: 400,
      error: { message: 'scan takes 1 argument(s) as a JSON array' },
    });
    expect(await call('readFile', 'a', 7)).toMatchObject({
      status: 400,
      error: { message: 'argument 2 of readFile is not a string' },
    });
  });

  it('checks the arguments of convert and verify before the core runs', async () => {
    expect(await call('startConvert')).toMatchObject({
      status: 400,
      error: {
        kind: 'bad-input',
        message: 'startConvert takes 1 to 2 argument(s) as a JSON array',
      },
    });
    expect(await call('startConvert', { root: fixture })).toMatchObject({
      status: 400,
      error: { message: 'argument 1 of startConvert is not a string' },
    });
    expect(await call('startConvert', fixture, 4200)).toMatchObject({
      status: 400,
      error: { message: 'argument 2 of startConvert is not a string' },
    });
    expect(await call('convertJob', 'x'.repeat(5000))).toMatchObject({
      status: 400,
      error: { message: 'argument 1 of convertJob is not a string' },
    });
    expect(await call('answerConvert', 'job')).toMatchObject({
      status: 400,
      error: { message: 'answerConvert takes 2 argument(s) as a JSON array' },
    });
    expect(await call('answerConvert', 'job', 'yes')).toMatchObject({
      status: 400,
      error: { message: 'argument 2 of answerConvert is not a boolean' },
    });
    expect(await call('answerConvert', 'job', true)).toMatchObject({
      status: 400,
      error: {
        kind: 'bad-input',
        message: 'No such conversion: open the project and convert again',
      },
    });
    expect(await call('convertJob', 'job')).toMatchObject({
      status: 400,
      error: { message: 'No such conversion: open the project and convert again' },
    });
    expect(await call('verify')).toMatchObject({
      status: 400,
      error: { message: 'verify takes 1 to 2 argument(s) as a JSON array' },
    });
    expect(await call('verify', scratch, 42)).toMatchObject({
      status: 400,
      error: { message: 'argument 2 of verify is not a string' },
    });
    expect(await call('verify', scratch, 'ftp://example.com')).toMatchObject({
      status: 400,
      error: { message: 'The base URL must start with http:// or https://' },
    });
    expect(await call('verify', scratch, 'not a url')).toMatchObject({
      status: 400,
      error: {
        message: 'The base URL "not a url" is not an address, such as http://localhost:4200',
      },
    });
  });

  it('starts a conversion only when signed in, and says so', async () => {
    const started = await call('startConvert', fixture);
    expect(started).toMatchObject({ status: 200, result: { state: 'converting', root: fixture } });
    const id = (started.result as { id: string }).id;
    let job: { state: string; failure?: { kind: string } } | undefined;
    await expect
      .poll(async () => {
        job = (await call('convertJob', id)).result as typeof job;
        return job?.state;
      })
      .toBe('failed');
    expect(job?.failure).toMatchObject({ kind: 'not-signed-in' });
    expect((started.result as { out: string }).out).toBe(`${fixture}-playwright`);
  }, 60_000);

  it('answers the session and the version', async () => {
    expect(await call('session')).toEqual({
      status: 200,
      result: { signedIn: false, server: 'http://localhost:8001' },
    });
    expect(await call('version')).toEqual({ status: 200, result: '1.0.0' });
    expect(await call('credits')).toMatchObject({ status: 401, error: { kind: 'not-signed-in' } });
  });

  it('scans a project: files, kinds, test cases and the cost', async () => {
    const answer = await call('scan', fixture);
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      root: fixture,
      files: [
        {
          path: 'pages/login-page.js',
          kind: 'protractor',
          kindLabel: 'Protractor',
          role: 'page-object',
          testCases: 0,
          credits: 0,
        },
        {
          path: 'protractor.conf.js',
          kind: 'protractor',
          kindLabel: 'Protractor',
          role: 'config',
          testCases: 0,
          credits: 0,
        },
        {
          path: 'specs/login.spec.js',
          kind: 'protractor',
          kindLabel: 'Protractor',
          role: 'spec',
          testCases: 2,
          credits: 2,
        },
        {
          path: 'specs/todo.spec.ts',
          kind: 'protractor',
          kindLabel: 'Protractor',
          role: 'spec',
          testCases: 2,
          credits: 1,
        },
      ],
      kinds: [{ kind: 'protractor', label: 'Protractor', files: 4, testCases: 4 }],
      testCases: 4,
      // The test case that keeps a TODO (by.js) is free: the cost is what convert charges.
      credits: 3,
      freeTestCases: 1,
      unread: [],
    });
    expect(await call('scan', path.join(scratch, 'home', 'projects', 'legacy'))).toMatchObject({
      status: 400,
      error: { kind: 'unreadable-input', message: expect.stringContaining('found no ') },
    });
  }, 60_000);

  it('lists any folder the user browses to, folders only, and says why it cannot', async () => {
    const home = path.join(scratch, 'home');
    expect(await call('listDirectory', '~')).toEqual({
      status: 200,
      result: {
        path: home,
        parent: scratch,
        folders: [{ name: 'projects', path: path.join(home, 'projects') }],
      },
    });
    expect((await call('listDirectory', 'projects')).result).toMatchObject({
      path: path.join(home, 'projects'),
      folders: [{ name: 'legacy' }],
    });
    expect((await call('listDirectory', '/')).result).not.toHaveProperty('parent');
    expect(await call('listDirectory', '~/notes.txt')).toMatchObject({
      status: 400,
      error: { message: `${path.join(home, 'notes.txt')} is a file, not a folder` },
    });
    expect(await call('listDirectory', '~/missing')).toMatchObject({
      status: 400,
      error: { message: `Cannot open ${path.join(home, 'missing')}: no such file or folder` },
    });
  });

  it('reads files of a scanned project for the viewer, never anything outside it', async () => {
    const project = path.join(scratch, 'linked');
    await mkdir(project);
    await writeFile(path.join(project, 'a.spec.js'), "it('a', () => {});\n");
    await symlink(path.join(scratch, 'secret.js'), path.join(project, 'escape.js'));
    expect(await call('readFile', project, 'a.spec.js')).toMatchObject({
      status: 400,
      error: { message: `Open ${project} as a project first` },
    });
    expect((await call('scan', project)).status).toBe(200);
    expect(await call('readFile', project, 'a.spec.js')).toEqual({
      status: 200,
      result: "it('a', () => {});\n",
    });
    for (const escape of ['../secret.js', 'escape.js', path.join(scratch, 'secret.js')]) {
      expect(await call('readFile', project, escape), escape).toMatchObject({
        status: 400,
        error: { message: `${escape} is not a file of ${project}` },
      });
    }
    expect(await call('readFile', scratch, 'secret.js')).toMatchObject({ status: 400 });
  }, 60_000);

  it('keeps settings, refusing a server address that is not http(s)', async () => {
    expect(
      await call('saveSettings', { server: 'http://localhost:9000/', outputFolder: '' }),
    ).toEqual({ status: 200, result: { server: 'http://localhost:9000', outputFolder: '' } });
    expect(await call('settings')).toMatchObject({ result: { server: 'http://localhost:9000' } });
    expect(await call('saveSettings', { server: 'file:///etc', outputFolder: '' })).toMatchObject({
      status: 400,
      error: {
        message: "The server address must be an http:// or https:// address, not 'file:///etc'",
      },
    });
    expect(
      await call('saveSettings', { server: 'http://localhost:9000', outputFolder: 'out' }),
    ).toMatchObject({
      status: 400,
      error: { message: 'The output folder must be a full path, such as /home/me/out' },
    });
  });

  it('refuses an output folder inside the project: when saving it, and when converting', async () => {
    const project = path.join(scratch, 'inside');
    await mkdir(project);
    await writeFile(path.join(project, 'a.spec.js'), "it('a', () => { browser.get('/'); });\n");
    // Saved before the project is opened: the conversion refuses it before reading anything.
    expect(
      await call('saveSettings', { server: 'http://localhost:8001', outputFolder: project }),
    ).toMatchObject({ status: 200 });
    expect(await call('startConvert', project)).toEqual({
      status: 400,
      error: {
        kind: 'bad-input',
        message: `The output folder ${project} is inside the project ${project}: converted files never go into the sources. Choose an output folder outside it in Settings.`,
      },
    });
    // Once the project is open, the settings refuse it themselves.
    expect((await call('scan', project)).status).toBe(200);
    const nested = path.join(project, 'out');
    expect(
      await call('saveSettings', { server: 'http://localhost:8001', outputFolder: nested }),
    ).toEqual({
      status: 400,
      error: {
        kind: 'bad-input',
        message: `The output folder ${nested} is inside the project ${project}: converted files never go into the sources. Choose a folder outside it.`,
      },
    });
    expect(
      await call('saveSettings', { server: 'http://localhost:8001', outputFolder: scratch }),
    ).toMatchObject({ status: 200, result: { outputFolder: scratch } });
    const started = await call('startConvert', project);
    expect(started).toMatchObject({ status: 200, result: { out: `${scratch}/inside-playwright` } });
    expect(
      await call('saveSettings', { server: 'http://localhost:8001', outputFolder: '' }),
    ).toMatchObject({ status: 200 });
  }, 60_000);

  it('says when the project has no legacy runner to compare with, and compares only opened projects', async () => {
    const project = path.join(scratch, 'no-runner');
    await mkdir(project);
    await writeFile(path.join(project, 'a.spec.js'), "it('a', () => { browser.get('/'); });\n");
    expect(await call('legacyRunner', project)).toMatchObject({
      status: 400,
      error: { kind: 'unreadable-input', message: `Open ${project} as a project first` },
    });
    expect(await call('compare', project, scratch, 'http://127.0.0.1:9')).toMatchObject({
      status: 400,
      error: { message: `Open ${project} as a project first` },
    });
    expect((await call('scan', project)).status).toBe(200);
    expect(await call('legacyRunner', project)).toEqual({
      status: 200,
      result: {
        installed: false,
        reason: expect.stringMatching(/^No legacy runner is installed in /),
      },
    });
    expect(await call('compare', project, scratch, 'http://127.0.0.1:9')).toMatchObject({
      status: 400,
      error: { kind: 'no-legacy-runner' },
    });
    expect(await call('compare', project, scratch, 'ftp://x')).toMatchObject({
      status: 400,
      error: { message: 'The base URL must start with http:// or https://' },
    });
    expect(await call('compare', project, scratch)).toMatchObject({
      status: 400,
      error: { message: 'compare takes 3 argument(s) as a JSON array' },
    });
  }, 60_000);
});

// The repository's own installs of the legacy packages (devDependencies of the converter); the
// project links them as its node_modules, as a user's project has them installed.
const repoModules = fileURLToPath(new URL('../../../../node_modules', import.meta.url));

describe('the behavioural comparison through the local API', () => {
  it('runs the original suite with its installed runner and the converted one, per test', async () => {
    // The total is wrong on purpose: that test fails on both sides.
    const site = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end('<!doctype html><title>Shop</title><h1>Shop</h1><div id="total">41</div>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    try {
      const project = path.join(scratch, 'shop-e2e');
      await mkdir(path.join(project, 'test'), { recursive: true });
      await mkdir(path.join(project, 'node_modules'));
      await writeFile(
        path.join(project, 'package.json'),
        JSON.stringify({ name: 'shop-e2e', private: true, scripts: { test: 'mocha' } }),
      );
      await writeFile(path.join(project, 'test', 'shop.spec.js'), legacyShopSpec());
      await symlink(
        path.join(repoModules, 'selenium-webdriver-4'),
        path.join(project, 'node_modules', 'selenium-webdriver'),
      );
      await symlink(
        path.join(repoModules, 'mocha-11'),
        path.join(project, 'node_modules', 'mocha'),
      );
      // The converted suite, as a conversion writes it (free here: charging has its own tests).
      const out = `${project}-playwright`;
      const read = await readProjectFiles(project, {
        extensions: conversionExtensions(),
        skipFolders: [out],
      });
      const converted = await convertAndCharge({
        project: read,
        out,
        engine: await loadScanEngine(),
        dryRun: true,
      });
      await writeOutput(out, converted.output, { inputFiles: read.realPaths, inPlace: false });

      expect((await call('scan', project)).status).toBe(200);
      expect(await call('legacyRunner', project)).toEqual({
        status: 200,
        result: { installed: true, label: 'selenium-webdriver on mocha' },
      });
      const answer = await call('compare', project, out, baseUrl);
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      const report = answer.result as {
        runnerLabel: string;
        tests: { title: string; original?: string; converted?: string; agreement: string }[];
        totals: { agreement: number | null };
        verify: { run?: { passed: number; failed: number } };
      };
      expect(report.runnerLabel).toBe('selenium-webdriver on mocha');
      expect(
        report.tests.map((test) => [test.title, test.original, test.converted, test.agreement]),
      ).toEqual([
        ['Shop › shows the title', 'passed', 'passed', 'both-pass'],
        ['Shop › shows the basket total', 'failed', 'failed', 'both-fail'],
      ]);
      expect(report.totals.agreement).toBe(100);
      expect(report.verify.run).toMatchObject({ passed: 1, failed: 1 });
    } finally {
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  }, 240_000);
});
