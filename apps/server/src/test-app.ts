import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/database';
import { createTestDatabase } from './db/test-database';
import { createTestTokens, type TestTokens } from './identity/test-tokens';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  tokens: TestTokens;
  /** Registers a user through the API (+25 signup credits) and answers their token and id. */
  signUp(sub: string, claims?: { email?: string }): Promise<SignedUpUser>;
  /** Closes the app, then the database it was given. */
  close(): Promise<void>;
}

export interface SignedUpUser {
  token: string;
  userId: string;
  /** `authorization` header of the user's requests. */
  headers: { authorization: string };
}

export interface TestAppOptions {
  /** Environment overrides, as strings, exactly as the server would read them. */
  env?: Record<string, string>;
  /** The identity provider's discovery fetch; defaults to one answering 200. */
  fetch?: typeof fetch;
  /** Share a database between apps in one file; the caller then closes it. */
  database?: Database;
  /** Receives the log lines (set LOG_LEVEL in `env`, the default is silent). */
  logStream?: { write(line: string): void };
}

const identityProviderUp: typeof fetch = async () => new Response('{}', { status: 200 });

/**
 * The whole app as server.ts builds it, on an isolated migrated database (PGlite, or a fresh
 * PostgreSQL schema when DATABASE_URL is set), with a local token issuer and no website build.
 * Not yet ready, so a test may add a route before the first inject.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const tokens = await createTestTokens();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'rewright-test-no-site'),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    getKey: tokens.getKey,
    fetch: options.fetch ?? identityProviderUp,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  const signUp = async (sub: string, claims: { email?: string } = {}): Promise<SignedUpUser> => {
    const email = claims.email ?? `${sub}@example.com`;
    // No names: the stored profile is username and e-mail only, as a sign-up without them gives.
    const token = await tokens.mint({
      sub,
      email,
      preferred_username: sub,
      given_name: undefined,
      family_name: undefined,
    });
    const headers = { authorization: `Bearer ${token}` };
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers,
      payload: {},
    });
    if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
    return { token, userId: (response.json() as { id: string }).id, headers };
  };
  return {
    app,
    database,
    tokens,
    signUp,
    close: async () => {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}
