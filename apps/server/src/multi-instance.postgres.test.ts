import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CheckoutSessionCreatedSchema,
  DashboardStatsSchema,
  DownloadLinkSchema,
  PaymentVerificationSchema,
} from '@rewright/contracts';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './db/database';
import { creditLedger, users } from './db/schema';
import {
  payOnHostedPage,
  startPaymentEmulator,
  testSecretKey,
  testWebhookSecret,
  type PaymentEmulator,
  type RecordedDelivery,
} from './payments/test-payment-provider';
import {
  freePort,
  signUpAtIdentityProvider,
  startIdentityProvider,
  startProcess,
  type RunningProcess,
} from './test-processes';

/**
 * Past one machine: two real server processes on one PostgreSQL database, with the real identity
 * stand-in and payment emulator, as a deployment behind a reverse proxy runs them. Part of the
 * server project only when DATABASE_URL names a PostgreSQL server (vitest.config.ts): the
 * PostgreSQL leg of `npm test`. Each run gets its own database, dropped at the end.
 */
const serverUrl = process.env.DATABASE_URL ?? '';
const databaseName = `rewright_multi_${process.pid}_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).href;
const signingSecret = 'multi-instance-download-secret-0123456789';
const installerBytes = Buffer.from('MZ one installer, served by whichever instance is asked');

let admin: postgres.Sql;
let database: Database;
let scratch: string;
let identity: RunningProcess;
let emulator: PaymentEmulator;
let instances: RunningProcess[] = [];

beforeAll(async () => {
  admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${databaseName}"`);
  scratch = await mkdtemp(path.join(os.tmpdir(), 'rewright-multi-instance-'));
  const downloadsDir = path.join(scratch, 'downloads');
  await mkdir(downloadsDir);
  await writeFile(path.join(downloadsDir, 'Rewright-Setup-1.0.0.exe'), installerBytes);

  const ports = [await freePort(), await freePort()];
  const publicUrls = ports.map((port) => `http://127.0.0.1:${port}`);
  identity = await startIdentityProvider(path.join(scratch, 'identity'), publicUrls[0]!);
  emulator = await startPaymentEmulator();

  // Both start at once, as a deployment rolls out N instances: migrations must not collide.
  const started = await Promise.allSettled(
    ports.map((port, index) =>
      startProcess(
        `server instance ${index + 1}`,
        'apps/server/src/server.ts',
        publicUrls[index]!,
        '/api/v1/health',
        {
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL: publicUrls[index]!,
          DATABASE_URL: databaseUrl,
          DATA_DIR: path.join(scratch, `instance-${index + 1}`),
          KEYCLOAK_URL: identity.url,
          DOWNLOADS_DIR: downloadsDir,
          DOWNLOAD_SIGNING_SECRET: signingSecret,
          WEB_DIST_DIR: path.join(scratch, 'no-site'),
          STRIPE_API_URL: emulator.apiUrl,
          STRIPE_SECRET_KEY: testSecretKey,
          STRIPE_WEBHOOK_SECRET: testWebhookSecret,
          RATE_LIMIT_MAX: '100000',
          LOG_LEVEL: 'warn',
        },
      ),
    ),
  );
  instances = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  database = await openDatabase({ databaseUrl });
}, 180_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await identity?.stop();
  await emulator?.stop();
  await database?.close();
  if (admin) {
    await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
    await admin.end({ timeout: 5 });
  }
  if (scratch) await rm(scratch, { recursive: true, force: true });
}, 60_000);

interface Person {
  headers: { authorization: string; 'content-type': string };
  userId: string;
}

const call = (instance: RunningProcess, route: string, init: RequestInit = {}) =>
  fetch(`${instance.url}/api/v1${route}`, init);

/** A new person at the identity provider, registered with the API through instance 1 (+25 credits). */
async function signUp(username: string): Promise<Person> {
  const token = await signUpAtIdentityProvider(identity.url, instances[0]!.url, username);
  const claims = decodeJwt(token);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const registered = await call(instances[0]!, '/auth/register', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: claims.email,
      username: claims.preferred_username,
      first_name: claims.given_name,
      last_name: claims.family_name,
      contact_number: '',
      is_active: true,
      keycloak_id: claims.sub,
    }),
  });
  const body = (await registered.json()) as { id?: string };
  if (registered.status !== 201 || !body.id) {
    throw new Error(`registration failed (${registered.status}): ${JSON.stringify(body)}`);
  }
  return { headers, userId: body.id };
}

const statsOn = async (instance: RunningProcess, person: Person) =>
  DashboardStatsSchema.parse(
    await (await call(instance, '/dashboard/stats', { headers: person.headers })).json(),
  );
const purchasesOf = (userId: string) =>
  database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'purchase')));

// Real processes share the machine with the rest of the suite: generous, never asserted, timeouts.
describe('two server processes on one PostgreSQL database', { timeout: 90_000 }, () => {
  it('spends a 25-credit balance exactly once under 200 parallel consumes spread over both', async () => {
    const person = await signUp('multi-spender');
    expect((await statsOn(instances[1]!, person)).remaining_credits).toBe(25);

    const statuses = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const response = await call(instances[i % 2]!, '/credits/consume', {
          method: 'POST',
          headers: person.headers,
          body: JSON.stringify({ amount: 1, idempotency_key: `multi-${i}` }),
        });
        await response.body?.cancel();
        return response.status;
      }),
    );

    expect(statuses.filter((status) => status === 201)).toHaveLength(25);
    expect(statuses.filter((status) => status === 402)).toHaveLength(175);
    for (const instance of instances) {
      const stats = await statsOn(instance, person);
      expect(stats).toMatchObject({ total_credits: 25, credits_used: 25, remaining_credits: 0 });
    }
  });

  it('credits a checkout once when both confirm it at once and the webhook reaches both', async () => {
    const person = await signUp('multi-buyer');
    const created = CheckoutSessionCreatedSchema.parse(
      await (
        await call(instances[0]!, '/stripe/create-checkout-session', {
          method: 'POST',
          headers: person.headers,
          body: JSON.stringify({ plan_type: 'standard' }),
        })
      ).json(),
    );
    expect((await payOnHostedPage(created.checkout_url)).status).toBe(303);
    const delivery = await emulator.waitForDelivery(
      'checkout.session.completed',
      created.session_id,
    );
    const deliver = (instance: RunningProcess, signed: RecordedDelivery) =>
      call(instance, '/stripe/webhook', {
        method: 'POST',
        headers: {
          'content-type': String(signed.headers['content-type']),
          'stripe-signature': String(signed.headers['stripe-signature']),
        },
        body: new Uint8Array(signed.body),
      });

    const answers = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) =>
        call(instances[i % 2]!, '/stripe/verify-payment', {
          method: 'POST',
          headers: person.headers,
          body: JSON.stringify({ session_id: created.session_id }),
        }),
      ),
      ...Array.from({ length: 4 }, (_, i) => deliver(instances[i % 2]!, delivery)),
    ]);

    const verifications = await Promise.all(answers.slice(0, 40).map((answer) => answer.json()));
    for (const [index, answer] of answers.entries())
      expect(answer.status, `call ${index}`).toBe(200);
    for (const verification of verifications) {
      expect(PaymentVerificationSchema.parse(verification).success).toBe(true);
    }
    expect((await purchasesOf(person.userId)).map((row) => row.delta)).toEqual([250]);
    for (const instance of instances) {
      expect((await statsOn(instance, person)).total_credits).toBe(25 + 250);
    }
  });

  it('serves a download link signed by one instance from the other', async () => {
    const person = await signUp('multi-downloader');
    for (const [signer, server] of [
      [instances[0]!, instances[1]!],
      [instances[1]!, instances[0]!],
    ] as const) {
      const link = DownloadLinkSchema.parse(
        await (
          await call(signer, '/downloads/windows/link', {
            method: 'POST',
            headers: { authorization: person.headers.authorization },
          })
        ).json(),
      );
      const file = await fetch(`${server.url}${link.url}`);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(installerBytes)).toBe(true);

      const forged = link.url.replace(
        /signature=(.)/,
        (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
      );
      const tampered = await fetch(`${server.url}${forged}`);
      await tampered.body?.cancel();
      expect(tampered.status).toBe(403);
    }
  });

  it('shows a write made through either instance, or straight in SQL, on both dashboards', async () => {
    const person = await signUp('multi-reader');
    // Both instances now hold the person's figures in memory (dashboard/stats-cache.ts).
    for (const instance of instances) {
      expect(await statsOn(instance, person)).toMatchObject({
        credits_used: 0,
        first_name: 'Multi',
      });
    }
    const consumed = await call(instances[1]!, '/credits/consume', {
      method: 'POST',
      headers: person.headers,
      body: JSON.stringify({ amount: 4, idempotency_key: 'multi-reader-1' }),
    });
    expect(consumed.status).toBe(201);
    // The instance that wrote answered only once its own cache had seen the write.
    expect((await statsOn(instances[1]!, person)).credits_used).toBe(4);
    // The other learns it from the database's notification.
    await vi.waitFor(
      async () => expect((await statsOn(instances[0]!, person)).credits_used).toBe(4),
      { timeout: 10_000 },
    );

    // An operator (or a third process) writing directly: both are told.
    await database.db
      .update(users)
      .set({ firstName: 'Renamed' })
      .where(eq(users.id, person.userId));
    for (const instance of instances) {
      await vi.waitFor(
        async () => expect((await statsOn(instance, person)).first_name).toBe('Renamed'),
        { timeout: 10_000 },
      );
    }
  });
});
