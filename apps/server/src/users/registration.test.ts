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
    const { profile, created } = await registerUser(database.db, identity('u1'), request('u1'));
    expect(created).toBe(true);
    expect(profile.keycloak_id).toBe('u1');
    expect(await getOwnProfile(database.db, identity('u1'))).toEqual(profile);
    expect((await ledgerOf('u1')).map((row) => row.delta)).toEqual([25]);
  });

  it('answers the existing profile on a repeat and grants nothing more', async () => {
    const first = await getOwnProfile(database.db, identity('u1'));
    const again = await registerUser(database.db, identity('u1'), {
      ...request('u1'),
      username: 'renamed',
    });
    expect(again).toEqual({ profile: first, created: false });
    expect(await ledgerOf('u1')).toHaveLength(1);
  });

  it('grants the signup credits exactly once to 20 racing registrations', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => registerUser(database.db, identity('u2'), request('u2'))),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.profile.id)).size).toBe(1);
    expect((await ledgerOf('u2')).map((row) => row.delta)).toEqual([25]);
  });

  it('refuses to register someone else', async () => {
    await expect(
      registerUser(database.db, identity('u3'), request('someone-else')),
    ).rejects.toMatchObject({ code: 'forbidden' });
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
