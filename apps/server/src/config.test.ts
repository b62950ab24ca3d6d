import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      PORT: 8001,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:8001',
      DATABASE_URL: '',
      DATA_DIR: path.join(repoRoot, '.data'),
      KEYCLOAK_URL: 'http://localhost:8080',
      KEYCLOAK_REALM: 'rewright',
      KEYCLOAK_CLIENT_ID: 'rewright-web',
      KEYCLOAK_ALLOWED_CLIENT_IDS: ['rewright-web', 'rewright-desktop'],
      KEYCLOAK_AUDIENCE: 'rewright-api',
      WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist'),
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: 300,
      TRUST_PROXY: [],
      ANALYTICS_ID: '',
      ADMIN_EMAIL: 'support@rewright.dev',
      SMTP_URL: '',
      CONTACT_RATE_LIMIT_MAX: 5,
      DOWNLOADS_DIR: path.join(repoRoot, '.data/downloads'),
      DOWNLOAD_SIGNING_SECRET: expect.stringMatching(/^[\w-]{43}$/),
      STRIPE_SECRET_KEY: 'sk_test_rewright_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_rewright_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_rewright_local',
      STRIPE_API_URL: {
        url: 'http://localhost:12111',
        host: 'localhost',
        port: 12111,
        protocol: 'http',
      },
    });
  });

  it('splits STRIPE_API_URL into the host, port and protocol the stripe SDK takes', () => {
    expect(loadConfig({ STRIPE_API_URL: 'https://api.stripe.com/' }).STRIPE_API_URL).toEqual({
      url: 'https://api.stripe.com',
      host: 'api.stripe.com',
      port: 443,
      protocol: 'https',
    });
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://x' })).toThrow(
      'STRIPE_API_URL must be an http:// or https:// URL',
    );
  });

  it('draws a new random download signing secret per process when none is set', () => {
    expect(loadConfig({}).DOWNLOAD_SIGNING_SECRET).not.toBe(loadConfig({}).DOWNLOAD_SIGNING_SECRET);
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DOWNLOAD_SIGNING_SECRET: secret }).DOWNLOAD_SIGNING_SECRET).toBe(secret);
  });

  it('resolves relative paths against the repository root, not the working directory', () => {
    expect(repoRoot).toBe(path.resolve(import.meta.dirname, '../../..'));
    const config = loadConfig({
      DATA_DIR: 'var/data',
      WEB_DIST_DIR: '/srv/site',
      DOWNLOADS_DIR: 'var/installers',
    });
    expect(config.DATA_DIR).toBe(path.join(repoRoot, 'var/data'));
    expect(config.WEB_DIST_DIR).toBe('/srv/site');
    expect(config.DOWNLOADS_DIR).toBe(path.join(repoRoot, 'var/installers'));
  });

  it('reads values, trims a trailing slash from URLs and splits the client id list', () => {
    const config = loadConfig({
      PORT: '18001',
      PUBLIC_URL: 'https://rewright.example/',
      DATABASE_URL: 'postgresql://app@db:5432/rewright',
      KEYCLOAK_URL: 'https://id.example/',
      KEYCLOAK_ALLOWED_CLIENT_IDS: ' rewright-web , cli ',
      RATE_LIMIT_MAX: '5',
      ANALYTICS_ID: 'G-123',
      ADMIN_EMAIL: 'help@example.com',
      SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
      CONTACT_RATE_LIMIT_MAX: '20',
    });
    expect(config.PORT).toBe(18001);
    expect(config.PUBLIC_URL).toBe('https://rewright.example');
    expect(config.DATABASE_URL).toBe('postgresql://app@db:5432/rewright');
    expect(config.KEYCLOAK_URL).toBe('https://id.example');
    expect(config.KEYCLOAK_ALLOWED_CLIENT_IDS).toEqual(['rewright-web', 'cli']);
    expect(config.RATE_LIMIT_MAX).toBe(5);
    expect(config.ANALYTICS_ID).toBe('G-123');
    expect(config.ADMIN_EMAIL).toBe('help@example.com');
    expect(config.SMTP_URL).toBe('smtps://mailer:secret@smtp.example:465');
    expect(config.CONTACT_RATE_LIMIT_MAX).toBe(20);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(8001);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be an integer between 1 and 65535'],
    ['PORT', '70000', 'PORT must be an integer between 1 and 65535'],
    ['PORT', '0', 'PORT must be an integer between 1 and 65535'],
    ['PUBLIC_URL', 'localhost:8001', 'PUBLIC_URL must be an http:// or https:// URL'],
    [
      'DATABASE_URL',
      'mysql://db/rewright',
      'DATABASE_URL must be empty (embedded database) or a postgres:// or postgresql:// URL',
    ],
    ['KEYCLOAK_URL', 'ftp://id.example', 'KEYCLOAK_URL must be an http:// or https:// URL'],
    [
      'KEYCLOAK_ALLOWED_CLIENT_IDS',
      ' , ',
      'KEYCLOAK_ALLOWED_CLIENT_IDS must list at least one client id',
    ],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    ['RATE_LIMIT_MAX', '-1', 'RATE_LIMIT_MAX must be an integer between 1 and 1000000'],
    ['HOST', '   ', 'HOST must not be empty'],
    ['ADMIN_EMAIL', 'support', 'ADMIN_EMAIL must be an email address'],
    [
      'SMTP_URL',
      'http://mail.example',
      'SMTP_URL must be empty (no e-mail) or an smtp:// or smtps:// URL',
    ],
    [
      'CONTACT_RATE_LIMIT_MAX',
      '0',
      'CONTACT_RATE_LIMIT_MAX must be an integer between 1 and 10000',
    ],
    ['DOWNLOADS_DIR', ' ', 'DOWNLOADS_DIR must not be empty'],
    ['DOWNLOAD_SIGNING_SECRET', 'short', 'DOWNLOAD_SIGNING_SECRET must be at least 32 characters'],
  ])('names %s when it is %j', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`Invalid configuration: ${message}`);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(
      /^Invalid configuration: PORT must be .*; LOG_LEVEL must be one of/,
    );
  });
});
