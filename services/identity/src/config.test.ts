import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { identityEnvVariables, readIdentityConfig, repoRoot } from './config.js';

describe('readIdentityConfig', () => {
  it('has working defaults', () => {
    expect(readIdentityConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8080,
      publicUrl: 'http://localhost:8080',
      issuer: 'http://localhost:8080/realms/rewright',
      dataDir: join(repoRoot, '.data/identity'),
      webOrigins: ['http://localhost:8001', 'http://127.0.0.1:8001', 'http://localhost:5173'],
      accessTokenSeconds: 300,
      ssoIdleSeconds: 1800,
      apiAudience: 'rewright-api',
      devPages: { enabled: true, reason: 'IDENTITY_HOST=127.0.0.1 is loopback' },
      logLevel: 'info',
    });
  });

  it('resolves a relative data dir against the repository root, not the cwd', () => {
    expect(repoRoot.endsWith('/')).toBe(true);
    expect(readIdentityConfig({ IDENTITY_DATA_DIR: 'tmp/id' }).dataDir).toBe(
      join(repoRoot, 'tmp/id'),
    );
    expect(readIdentityConfig({ IDENTITY_DATA_DIR: '/var/lib/id' }).dataDir).toBe('/var/lib/id');
  });

  it('reads overrides and trims a trailing slash off the public URL', () => {
    const config = readIdentityConfig({
      IDENTITY_PUBLIC_URL: 'https://id.example.com/',
      IDENTITY_WEB_ORIGINS: 'https://rewright.example.com, http://localhost:3000',
      IDENTITY_ACCESS_TOKEN_SECONDS: '60',
    });
    expect(config.issuer).toBe('https://id.example.com/realms/rewright');
    expect(config.webOrigins).toEqual(['https://rewright.example.com', 'http://localhost:3000']);
    expect(config.accessTokenSeconds).toBe(60);
  });

  it.each([
    ['IDENTITY_PORT', 'eighty'],
    ['IDENTITY_PORT', '70000'],
    ['IDENTITY_PUBLIC_URL', 'localhost:8080'],
    ['IDENTITY_WEB_ORIGINS', 'http://localhost:8001/app'],
    ['IDENTITY_ACCESS_TOKEN_SECONDS', '-5'],
    ['IDENTITY_SSO_IDLE_SECONDS', 'soon'],
    ['IDENTITY_LOG_LEVEL', 'loud'],
    ['IDENTITY_API_AUDIENCE', ''],
    ['IDENTITY_DEV_PAGES', 'yes'],
    ['IDENTITY_API_AUDIENCE', 'rewright-api,account'],
  ])('names %s when its value %s is wrong', (name, value) => {
    expect(() => readIdentityConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });
});

describe('README', () => {
  it('lists every variable with its default', () => {
    // Prettier pads table cells, so compare with runs of spaces collapsed.
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8').replace(
      / +/g,
      ' ',
    );
    for (const variable of identityEnvVariables) {
      expect(readme).toContain(
        `| \`${variable.name}\` | \`${variable.default}\` | ${variable.meaning} |`,
      );
    }
  });
});
