import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { grantSignupCredits } from '../credits/signup-grant';
import type { Database } from '../db/database';
import { creditLedger, users } from '../db/schema';
import { createTestDatabase } from '../db/test-database';
import type { Identity } from '../identity/access-token';
import { getOwnProfile, registerUser } from './registration';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const identity = (sub: string): Identity => ({
  sub,
  email: `${sub}@example.com`,
  username: sub,
  firstName: '',
  lastName: '',
});
const request = (sub: string) => ({
  email: `${sub}@example.com`,
  username: sub,
  first_name: '',
  last_name: '',
  contact_number: '',
  is_active: true,
  keycloak_id: sub,
});

const ledgerOf = async (sub: string) => {
  const [user] = await database.db.select().from(users).where(eq(users.keycloakId, sub));
  return database.db.select().from(creditLedger).where(eq(creditLedger.userId, user!.id));
};

describe('registerUser', () => {
  it('creates the user and one +25 signup grant', async () => {
    const profile = await registerUser(database.db, identity('u1'), request('u1'));
    expect(profile.keycloak_id).toBe('u1');
    expect(await getOwnProfile(database.db, identity('u1'))).toEqual(profile);
    expect((await ledgerOf('u1')).map((row) => row.delta)).toEqual([25]);
  });

  it('lets exactly one of two racing registrations win', async () => {
    const results = await Promise.allSettled([
      registerUser(database.db, identity('u2'), request('u2')),
      registerUser(database.db, identity('u2'), request('u2')),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = results.filter((result) => result.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({ code: 'conflict' });
    expect(await ledgerOf('u2')).toHaveLength(1);
  });

  it('never grants the signup credits twice for one sub', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.keycloakId, 'u1'));
    expect(await grantSignupCredits(database.db, user!)).toBe(false);
    expect(await ledgerOf('u1')).toHaveLength(1);
  });

  it('throws user_not_found for an unknown caller', async () => {
    await expect(getOwnProfile(database.db, identity('nobody'))).rejects.toEqual(
      new AppError('user_not_found', 'No account exists for this sign-in yet. Register first.'),
    );
  });
});
