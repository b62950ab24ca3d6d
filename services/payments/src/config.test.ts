import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paymentsEnvVariables, readPaymentsConfig, repoRoot } from './config.js';

describe('readPaymentsConfig', () => {
  it('has working defaults', () => {
    expect(readPaymentsConfig({})).toEqual({
      host: '127.0.0.1',
      port: 12111,
      publicUrl: 'http://localhost:12111',
      dataDir: join(repoRoot, '.data/payments'),
      secretKey: 'sk_test_rewright_local',
      webhookSecret: 'whsec_rewright_local',
      webhookUrl: 'http://localhost:8001/api/v1/stripe/webhook',
      sessionLifetimeSeconds: 86400,
      logLevel: 'info',
    });
  });

  it('resolves a relative data dir against the repository root, keeps an absolute one', () => {
    expect(readPaymentsConfig({ PAYMENTS_DATA_DIR: 'tmp/pay' }).dataDir).toBe(
      join(repoRoot, 'tmp/pay'),
    );
    expect(readPaymentsConfig({ PAYMENTS_DATA_DIR: '/var/lib/pay' }).dataDir).toBe('/var/lib/pay');
  });

  it('trims the public URL’s trailing slash and reads an empty webhook URL as "off"', () => {
    const config = readPaymentsConfig({
      PAYMENTS_PUBLIC_URL: 'http://pay.test:9000/',
      PAYMENTS_WEBHOOK_URL: '',
    });
    expect(config.publicUrl).toBe('http://pay.test:9000');
    expect(config.webhookUrl).toBeNull();
  });

  it.each([
    ['PAYMENTS_PORT', 'twelve'],
    ['PAYMENTS_PORT', '70000'],
    ['PAYMENTS_PUBLIC_URL', 'localhost:12111'],
    ['STRIPE_SECRET_KEY', 'sk_live_real'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['PAYMENTS_WEBHOOK_URL', 'ftp://example.com/hook'],
    ['PAYMENTS_LOG_LEVEL', 'loud'],
    ['PAYMENTS_SESSION_LIFETIME_SECONDS', '0'],
    ['PAYMENTS_SESSION_LIFETIME_SECONDS', '86401'],
    ['PAYMENTS_SESSION_LIFETIME_SECONDS', 'an hour'],
  ])('names %s when its value %s is wrong', (name, value) => {
    expect(() => readPaymentsConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it('reads a shorter session lifetime (development and end-to-end tests)', () => {
    expect(
      readPaymentsConfig({ PAYMENTS_SESSION_LIFETIME_SECONDS: '90' }).sessionLifetimeSeconds,
    ).toBe(90);
  });

  it('never echoes a secret in its message', () => {
    expect(() => readPaymentsConfig({ STRIPE_SECRET_KEY: 'sk_live_do_not_print' })).toThrow(
      /STRIPE_SECRET_KEY=\(hidden\)/,
    );
  });
});

describe('README', () => {
  it('lists every variable with its default', () => {
    // Prettier pads table cells, so compare with runs of spaces collapsed.
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8').replace(
      / +/g,
      ' ',
    );
    for (const variable of paymentsEnvVariables) {
      expect(readme).toContain(
        `| \`${variable.name}\` | \`${variable.default}\` | ${variable.meaning} |`,
      );
    }
  });
});
