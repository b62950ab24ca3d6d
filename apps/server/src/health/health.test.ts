import { HealthSchema } from '@rewright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { createTestApp, type TestApp } from '../test-app';

const requested: string[] = [];
let identityProvider: (url: string) => Promise<Response> = async () =>
  new Response('{}', { status: 200 });
const fakeFetch: typeof fetch = (input) => {
  const url = String(input);
  requested.push(url);
  return identityProvider(url);
};

let t: TestApp;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database, fetch: fakeFetch });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const getHealth = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
  return { status: response.statusCode, body: HealthSchema.parse(response.json()) };
};

describe('GET /api/v1/health', () => {
  it('is ok when the database and the identity provider answer', async () => {
    identityProvider = async () => new Response('{}', { status: 200 });
    const { status, body } = await getHealth();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      version: '1.0.0',
      checks: { database: { ok: true }, identityProvider: { ok: true } },
    });
    expect(requested.at(-1)).toBe(
      'http://localhost:8080/realms/rewright/.well-known/openid-configuration',
    );
  });

  it('is degraded (503) when the identity provider cannot be reached', async () => {
    identityProvider = async () => {
      throw new TypeError('fetch failed');
    };
    const { status, body } = await getHealth();
    expect(status).toBe(503);
    expect(body.status).toBe('degraded');
    expect(body.checks.database).toEqual({ ok: true });
    expect(body.checks.identityProvider).toEqual({
      ok: false,
      message: 'The identity provider cannot be reached.',
    });
  });

  it('is degraded when the identity provider answers an error', async () => {
    identityProvider = async () => new Response('down', { status: 502 });
    const { status, body } = await getHealth();
    expect(status).toBe(503);
    expect(body.checks.identityProvider).toEqual({
      ok: false,
      message: 'The identity provider answered HTTP 502.',
    });
  });

  it('is degraded when the database does not answer', async () => {
    identityProvider = async () => new Response('{}', { status: 200 });
    const closed = await createTestDatabase();
    await closed.close();
    const other = await createTestApp({ database: closed, fetch: fakeFetch });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(503);
      const body = HealthSchema.parse(response.json());
      expect(body.checks.database).toEqual({ ok: false, message: 'The database did not answer.' });
      expect(body.checks.identityProvider).toEqual({ ok: true });
    } finally {
      await other.close();
    }
    // It opens a second database inside the test: start-up cost, like the hooks' (vitest.config.ts).
  }, 60_000);
});
