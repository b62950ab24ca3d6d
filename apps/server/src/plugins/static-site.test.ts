import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SiteConfigSchema } from '@rewright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { createTestApp, type TestApp } from '../test-app';

let distDir: string;
let database: Database;
let t: TestApp;

const page = (title: string, robots?: string) =>
  `<!doctype html><html><head><title>${title}</title>${
    robots ? `<meta data-page-meta name="robots" content="${robots}" />` : ''
  }<!--rewright-config--></head><body>${title}</body></html>`;

/** A minimal build as apps/web writes it (see site/site-build.ts for the contract). */
async function writeFixtureDist(dir: string) {
  const files: Record<string, string> = {
    'routes.json': JSON.stringify({
      prerendered: [
        '/',
        '/features',
        '/blog',
        '/blog/moving-to-playwright',
        '/terms',
        '/documentation',
        '/documentation?section=buy-pack',
        '/documentation?section=use-app',
      ],
      spa: ['/dashboard', '/profile', '/payments', '/payment-success', '/payment-cancelled'],
      missing: [{ pattern: '/blog/:slug', file: 'blog-post-not-found.html' }],
    }),
    'index.html': page('Home', 'index, follow'),
    'features/index.html': page('Features', 'index, follow'),
    'blog/index.html': page('Blog'),
    'blog/moving-to-playwright/index.html': page('Moving to Playwright', 'index, follow'),
    'terms/index.html': page('Terms', 'noindex, follow'),
    'documentation/index.html': page('User Guide: Sign Up & Login'),
    'documentation/index.section=buy-pack.html': page('User Guide: Buy a Pack'),
    'documentation/index.section=use-app.html': page('User Guide: Use the App'),
    'spa.html': page('App shell', 'noindex, follow'),
    'blog-post-not-found.html': page('Blog post not found', 'noindex, nofollow'),
    '404.html': page('Page not found', 'noindex, nofollow'),
    'silent-check-sso.html': page('Silent check'),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'assets/index-1a2b3c.js': 'console.log("app");',
    'assets/index-4d5e6f.css': 'body{margin:0}',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'rewright-dist-'));
  await writeFixtureDist(distDir);
  database = await createTestDatabase();
  t = await createTestApp({
    database,
    env: {
      WEB_DIST_DIR: distDir,
      KEYCLOAK_URL: 'https://id.example.com',
      ANALYTICS_ID: 'G-</script>',
      PUBLIC_URL: 'https://rewright.example',
    },
  });
});
afterAll(async () => {
  await t.close();
  await database.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

function injectedConfig(html: string) {
  const match = /<script id="rewright-config" type="application\/json">(.*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return SiteConfigSchema.parse(JSON.parse(match![1]!));
}

describe('static site', () => {
  it('serves a prerendered page with the runtime config injected and no-cache', async () => {
    const response = await get('/features');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<body>Features</body>');
    expect(response.body).not.toContain('<!--rewright-config-->');
    expect(injectedConfig(response.body)).toEqual({
      keycloakUrl: 'https://id.example.com',
      realm: 'rewright',
      clientId: 'rewright-web',
      analyticsId: 'G-</script>',
      apiBase: '/api/v1',
      publicUrl: 'https://rewright.example',
    });
  });

  it('escapes < in the config so no value can close the script element', async () => {
    const response = await get('/');
    expect(response.body).toContain('"analyticsId":"G-\\u003c/script>"');
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
  });

  it('serves home from index.html and accepts a trailing slash', async () => {
    expect((await get('/')).body).toContain('<body>Home</body>');
    const trailing = await get('/features/');
    expect(trailing.statusCode).toBe(200);
    expect(trailing.body).toContain('<body>Features</body>');
    expect((await get('/features?ref=nav')).body).toContain('<body>Features</body>');
  });

  it('serves the signed-in routes from spa.html, kept out of search engines by meta and header', async () => {
    for (const url of [
      '/dashboard',
      '/payment-success?session_id=cs_1',
      '/payment-cancelled',
      '/payments',
      '/profile/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<body>App shell</body>');
      expect(response.body, url).toContain('name="robots" content="noindex, follow"');
      expect(response.headers['x-robots-tag'], url).toBe('noindex, follow');
      expect(injectedConfig(response.body).clientId).toBe('rewright-web');
    }
  });

  it('sends X-Robots-Tag only for pages kept out of search engines', async () => {
    expect((await get('/terms')).headers['x-robots-tag']).toBe('noindex, follow');
    expect((await get('/features')).headers['x-robots-tag']).toBeUndefined();
    expect((await get('/blog')).headers['x-robots-tag']).toBeUndefined();
  });

  it('serves a known blog post with 200 and an unknown slug with its own page, 404 and noindex', async () => {
    const known = await get('/blog/moving-to-playwright');
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('<body>Moving to Playwright</body>');

    for (const url of ['/blog/no-such-post', '/blog/no-such-post/', '/blog/typo?ref=x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<body>Blog post not found</body>');
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(injectedConfig(response.body).clientId).toBe('rewright-web');
    }
  });

  it('serves each documentation section its own prerendered page, chosen by ?section=', async () => {
    const section = async (url: string) => (await get(url)).body;
    expect(await section('/documentation')).toContain('<body>User Guide: Sign Up & Login</body>');
    expect(await section('/documentation?section=buy-pack')).toContain(
      '<body>User Guide: Buy a Pack</body>',
    );
    expect(await section('/documentation/?utm_source=x&section=use-app')).toContain(
      '<body>User Guide: Use the App</body>',
    );
    // The client falls back to the default section for an unknown id, and so does the server.
    expect(await section('/documentation?section=nothing-here')).toContain(
      '<body>User Guide: Sign Up & Login</body>',
    );
    expect(await section('/documentation?section=signup-login')).toContain(
      '<body>User Guide: Sign Up & Login</body>',
    );
  });

  it('answers any other path with 404.html, status 404 and noindex', async () => {
    for (const url of ['/nope', '/blog/a/b', '/dashboard/extra', '/documentation/buy-pack']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.body, url).toContain('<body>Page not found</body>');
    }
  });

  it('caches hashed assets for a year, immutably', async () => {
    const response = await get('/assets/index-1a2b3c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toBe('console.log("app");');
    expect((await get('/assets/index-4d5e6f.css')).headers['content-type']).toBe(
      'text/css; charset=utf-8',
    );
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('caches other static files briefly', async () => {
    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect(favicon.headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/robots.txt')).body).toContain('User-agent');
  });

  it('serves silent-check-sso.html with the config and no-cache', async () => {
    const response = await get('/silent-check-sso.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(injectedConfig(response.body).keycloakUrl).toBe('https://id.example.com');
  });

  it('never serves files outside the build', async () => {
    const response = await get('/..%2f..%2fetc%2fpasswd');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
  });

  it('sends the Content-Security-Policy with the identity provider allowed where keycloak-js needs it', async () => {
    const csp = (await get('/')).headers['content-security-policy'];
    expect(csp).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self' https://id.example.com",
        "frame-src 'self' https://id.example.com",
        "form-action 'self' https://id.example.com",
        "frame-ancestors 'self'",
        "base-uri 'self'",
        "object-src 'none'",
      ].join(';'),
    );
  });

  it('leaves /api paths to the API', async () => {
    const response = await get('/api/v1/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'There is no GET /api/v1/unknown in this API.' },
    });
  });
});

describe('static site without a build', () => {
  it('answers 503 with a page saying to run npm run build, while the API keeps working', async () => {
    const bare = await createTestApp({
      database,
      env: { WEB_DIST_DIR: path.join(distDir, 'missing') },
    });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/pricing' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('npm run build');
      expect((await bare.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(
        200,
      );
    } finally {
      await bare.close();
    }
  });
});
