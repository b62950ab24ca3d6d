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

const ledgerOf = async (sub: string) => {
  const [user] = await database.db.select().from(users).where(eq(users.keycloakId, sub));
  return database.db.select().from(creditLedger).where(eq(creditLedger.userId, user!.id));
};

describe('registerUser', () => {
  it('creates the user and one +25 signup grant', async () => {
    const { profile, created } = await registerUser(database.db, identity('u1'), {});
    expect(created).toBe(true);
    expect(profile.keycloak_id).toBe('u1');
    expect(await getOwnProfile(database.db, identity('u1'))).toEqual(profile);
    expect((await ledgerOf('u1')).map((row) => row.delta)).toEqual([25]);
  });

  it('answers the existing profile on a repeat and grants nothing more', async () => {
    const first = await getOwnProfile(database.db, identity('u1'));
    const again = await registerUser(database.db, identity('u1'), { company: 'Renamed Ltd' });
    expect(again).toEqual({ profile: first, created: false });
    expect(await ledgerOf('u1')).toHaveLength(1);
  });

  it('grants the signup credits exactly once to 20 racing registrations', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => registerUser(database.db, identity('u2'), {})),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.profile.id)).size).toBe(1);
    expect((await ledgerOf('u2')).map((row) => row.delta)).toEqual([25]);
  });

  it('takes e-mail, username and names from the token, the rest from the request', async () => {
    const { profile } = await registerUser(
      database.db,
      {
        sub: 'u3',
        email: 'josé@bücher.example',
        username: 'josé',
        firstName: 'José',
        lastName: 'Núñez',
      },
      { contact_number: '+34 600 000 000', company: 'Bücher', role: 'QA' },
    );
    expect(profile).toMatchObject({
      keycloak_id: 'u3',
      email: 'josé@bücher.example',
      username: 'josé',
      first_name: 'José',
      last_name: 'Núñez',
      contact_number: '+34 600 000 000',
      company: 'Bücher',
      role: 'QA',
      is_active: true,
    });
  });

  it('names a user whose token has no username by the e-mail, else by the sub', async () => {
    const noUsername = { ...identity('u4'), username: '' };
    expect((await registerUser(database.db, noUsername, {})).profile.username).toBe(
      'u4@example.com',
    );
    const bare = { ...identity('u5'), username: '', email: '' };
    expect((await registerUser(database.db, bare, {})).profile.username).toBe('u5');
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
