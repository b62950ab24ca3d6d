import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DownloadLinkSchema, DownloadManifestSchema, ErrorBodySchema } from '@rewright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { createDownloadLink } from './download-links';

const secret = 's'.repeat(40);
// What Chromium sends when following a link.
const browserAccept =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const installerBytes = Buffer.from('MZ\x90\x00 not really an installer, but bytes all the same');
let downloadsDir: string;
let webDistDir: string;
let t: TestApp;
let token: string;

beforeAll(async () => {
  // Only the Windows installer is "published" on this server.
  downloadsDir = await mkdtemp(path.join(os.tmpdir(), 'rewright-downloads-'));
  await writeFile(path.join(downloadsDir, 'Rewright-Setup-1.0.0.exe'), installerBytes);
  // The web build's page, reduced to what these tests look for.
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'rewright-web-'));
  await writeFile(
    path.join(webDistDir, 'download-unavailable.html'),
    '<!doctype html><html><head><title>Download unavailable | Rewright</title></head><body><header class="site-header"></header><p class="page-header__lead"><!--download-message--></p><a href="/download">Back to Download</a></body></html>',
  );
  t = await createTestApp({
    env: {
      DOWNLOADS_DIR: downloadsDir,
      DOWNLOAD_SIGNING_SECRET: secret,
      WEB_DIST_DIR: webDistDir,
    },
  });
  token = await t.tokens.mint({ sub: 'user-downloads' });
});
afterAll(async () => {
  await t.close();
  await rm(downloadsDir, { recursive: true, force: true });
  await rm(webDistDir, { recursive: true, force: true });
});

const requestLink = (platform: string, bearer: string | null = token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/downloads/${platform}/link`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
const expectError = (response: { statusCode: number; json(): unknown }, status: number) => {
  expect(response.statusCode).toBe(status);
  return ErrorBodySchema.parse(response.json()).error;
};

describe('GET /api/v1/downloads', () => {
  it('lists the three installers, Linux not yet available, and which files this server holds', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/downloads' });
    expect(response.statusCode).toBe(200);
    const manifest = DownloadManifestSchema.parse(response.json());
    expect(manifest.baseUrl).toBe('/api/v1/downloads');
    expect(manifest.platforms.windows).toEqual({
      name: 'Windows',
      platform: 'windows',
      file: 'Rewright-Setup-1.0.0.exe',
      size: '197 MB',
      description: 'Windows 10/11 (64-bit) installer',
      version: 'v1.0.0',
      fileType: '.exe',
      available: true,
      onThisServer: true,
    });
    // Published, but this server was deployed without the file: the page says so before a click.
    expect(manifest.platforms.macos).toMatchObject({
      size: '154 MB',
      fileType: '.dmg',
      available: true,
      onThisServer: false,
    });
    expect(manifest.platforms.linux).toMatchObject({
      size: '117 MB',
      fileType: '.tar.gz',
      version: 'v1.0.0',
      available: false,
      onThisServer: false,
    });
  });

  it('sees an installer copied onto the server at once', async () => {
    const dmg = path.join(downloadsDir, 'Rewright-1.0.0-arm64.dmg');
    await writeFile(dmg, installerBytes);
    try {
      const manifest = DownloadManifestSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/v1/downloads' })).json(),
      );
      expect(manifest.platforms.macos.onThisServer).toBe(true);
      expect((await requestLink('macos')).statusCode).toBe(200);
    } finally {
      await rm(dmg);
    }
  });
});

describe('POST /api/v1/downloads/:platform/link', () => {
  it('needs a token', async () => {
    expect(expectError(await requestLink('windows', null), 401).code).toBe('unauthenticated');
  });

  it('answers a signed link valid for five minutes', async () => {
    const response = await requestLink('windows');
    expect(response.statusCode).toBe(200);
    const link = DownloadLinkSchema.parse(response.json());
    expect(link.url).toMatch(/^\/api\/v1\/downloads\/windows\/file\?expires=\d+&signature=/);
    const lifetime = Date.parse(link.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(4 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
  });

  it('says the Linux app is coming soon', async () => {
    expect(expectError(await requestLink('linux'), 404)).toEqual({
      code: 'not_found',
      message: 'The Linux app is coming soon.',
    });
  });

  it('refuses a link to an installer this server does not hold, pointing to running from source', async () => {
    expect(expectError(await requestLink('macos'), 404)).toEqual({
      code: 'not_found',
      message:
        'This server has no macOS installer. Run the app from source instead: see “Run the desktop app from source” in the repository README.',
    });
  });

  it('refuses an unknown platform with 400', async () => {
    expect(expectError(await requestLink('amiga'), 400).code).toBe('invalid_input');
  });
});

describe('GET /api/v1/downloads/:platform/file', () => {
  it('streams the installer as an attachment for a fresh link', async () => {
    const link = DownloadLinkSchema.parse((await requestLink('windows')).json());
    const response = await fetchFile(link.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(installerBytes)).toBe(true);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Rewright-Setup-1.0.0.exe"',
    );
    expect(response.headers['content-type']).toBe('application/vnd.microsoft.portable-executable');
    expect(response.headers['content-length']).toBe(String(installerBytes.length));
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a tampered link with 403', async () => {
    const link = DownloadLinkSchema.parse((await requestLink('windows')).json());
    const tampered = link.url.replace(/signature=./, (match) =>
      match.endsWith('A') ? `${match.slice(0, -1)}B` : `${match.slice(0, -1)}A`,
    );
    expect(expectError(await fetchFile(tampered), 403).message).toMatch(
      /^This download link is not valid\./,
    );
    expect(expectError(await fetchFile('/api/v1/downloads/windows/file'), 403).code).toBe(
      'forbidden',
    );
  });

  it('refuses an expired link with 403', async () => {
    const issued = new Date(Date.now() - 6 * 60_000);
    const { url } = createDownloadLink(secret, '/api/v1/downloads', 'windows', issued);
    expect(expectError(await fetchFile(url), 403)).toEqual({
      code: 'forbidden',
      message:
        'This download link has expired. Go back to the download page and choose your platform again.',
    });
  });

  it('answers 404 naming the platform when its installer left the server after the link was given', async () => {
    const link = createDownloadLink(secret, '/api/v1/downloads', 'macos');
    expect(expectError(await fetchFile(link.url), 404)).toEqual({
      code: 'not_found',
      message:
        'This server has no macOS installer. Run the app from source instead: see “Run the desktop app from source” in the repository README.',
    });
  });

  it('shows a browser a page in the site look saying the installer is missing, still 404', async () => {
    const link = createDownloadLink(secret, '/api/v1/downloads', 'macos');
    const response = await t.app.inject({
      method: 'GET',
      url: link.url,
      headers: { accept: browserAccept },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<title>Download unavailable | Rewright</title>');
    expect(response.body).toContain('class="site-header"');
    expect(response.body).toContain(
      '<p class="page-header__lead">This server has no macOS installer. Run the app from source instead: see “Run the desktop app from source” in the repository README.</p>',
    );
    expect(response.body).toContain('href="/download"');
    // Served under the site's CSP: no script at all, only the site's stylesheets.
    expect(response.body).not.toMatch(/<script/i);
  });

  it('shows a browser the expired-link message as a page too (403)', async () => {
    const issued = new Date(Date.now() - 6 * 60_000);
    const { url } = createDownloadLink(secret, '/api/v1/downloads', 'windows', issued);
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: browserAccept } });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('This download link has expired.');
  });

  it('answers JSON to API clients, whatever else they accept', async () => {
    const link = createDownloadLink(secret, '/api/v1/downloads', 'macos');
    for (const accept of ['application/json', '*/*', 'application/json, text/html;q=0.5']) {
      const response = await t.app.inject({ method: 'GET', url: link.url, headers: { accept } });
      expect(expectError(response, 404).message).toBe(
        'This server has no macOS installer. Run the app from source instead: see “Run the desktop app from source” in the repository README.',
      );
    }
  });

  it('answers 404 coming soon for Linux even with a validly signed link', async () => {
    const { url } = createDownloadLink(secret, '/api/v1/downloads', 'linux');
    expect(expectError(await fetchFile(url), 404).message).toBe('The Linux app is coming soon.');
  });

  it('refuses an unknown platform with 400', async () => {
    const response = await fetchFile('/api/v1/downloads/amiga/file?expires=1&signature=x');
    expect(expectError(response, 400).code).toBe('invalid_input');
  });
});
