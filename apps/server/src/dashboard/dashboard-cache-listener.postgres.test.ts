import { WebsiteDashboardStatsSchema } from '@rewright/contracts';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type SignedUpUser, type TestApp } from '../test-app';

/**
 * PostgreSQL only: the dashboard cache listens on a connection of its own, which can drop. While
 * it is down nothing notified reaches the cache, so the cache must be bypassed and emptied, and
 * emptied again when listening resumes. The test loses a notification on purpose (the trigger
 * switched off for one write, as if it had been sent while the listener was away), then kills
 * the listening connection the way a network failure or a database restart would.
 */
let t: TestApp;
let admin: postgres.Sql;
beforeAll(async () => {
  t = await createTestApp();
  admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await t.close();
  await admin.end({ timeout: 5 });
});

const stats = async (user: SignedUpUser) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/dashboard/stats_website',
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  return WebsiteDashboardStatsSchema.parse(response.json());
};

/** This file's listening connection: named after its schema (db/database.ts). */
async function killListener(): Promise<number> {
  const [{ schema }] = (await t.database.db.execute(sql`select current_schema() as schema`)) as [
    { schema: string },
  ];
  const killed = await admin`
    select pg_terminate_backend(pid) from pg_stat_activity
    where application_name = ${`rewright-listen ${schema}`}`;
  return killed.length;
}

describe('the dashboard cache when its notifications stop', () => {
  it('forgets everything when the listening connection drops, and reads the database again', async () => {
    const ada = await t.signUp('listener-ada');
    await vi.waitFor(() => expect(t.app.dashboardStatsCache.listening).toBe(true));
    expect(await stats(ada)).toMatchObject({ first_name: '' });

    // A write whose notification never arrives.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table ${users} disable trigger users_notify_user_changed`);
      await tx.update(users).set({ firstName: 'Ada' }).where(eq(users.id, ada.userId));
      await tx.execute(sql`alter table ${users} enable trigger users_notify_user_changed`);
    });
    // Served from memory: the cache cannot know (what the listener's loss must make it assume).
    expect(await stats(ada)).toMatchObject({ first_name: '' });

    const listening = vi.spyOn(t.app.dashboardStatsCache, 'setListening');
    expect(await killListener()).toBe(1);
    await vi.waitFor(async () => expect(await stats(ada)).toMatchObject({ first_name: 'Ada' }));
    // Down (bypassed, emptied), then listening again: the subscription reconnects by itself.
    await vi.waitFor(() => expect(listening.mock.calls).toEqual([[false], [true]]), {
      timeout: 15_000,
    });
    expect(await stats(ada)).toMatchObject({ first_name: 'Ada' });
    expect(t.app.dashboardStatsCache.size).toBe(1);
    await t.database.db.update(users).set({ lastName: 'King' }).where(eq(users.id, ada.userId));
    await vi.waitFor(async () => expect(await stats(ada)).toMatchObject({ last_name: 'King' }));
  });
});
