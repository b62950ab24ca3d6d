import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import type { Identity } from '../identity/access-token';
import { refreshIdentityFields } from './identity-fields';
import { registerUser } from './registration';
import { findUserByKeycloakId } from './user-repository';

let database: Database;
const ada: Identity = {
  sub: 'sub-ada',
  email: 'ada@example.com',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
};
const storedAda = async () => (await findUserByKeycloakId(database.db, ada.sub))!;

beforeAll(async () => {
  database = await createTestDatabase();
  await registerUser(database.db, ada, { company: 'Analytical Engines' });
});
afterAll(() => database.close());

describe('refreshIdentityFields', () => {
  it('answers the same row and writes nothing when the token agrees', async () => {
    const row = await storedAda();
    expect(await refreshIdentityFields(database.db, row, ada)).toBe(row);
  });

  it("takes the token's e-mail, username and names, leaving the other fields", async () => {
    const renamed = {
      ...ada,
      email: 'josé@bücher.example',
      username: 'ada.byron',
      firstName: 'Augusta Ada',
      lastName: 'King',
    };
    const row = await refreshIdentityFields(database.db, await storedAda(), renamed);
    expect(row).toMatchObject({
      email: 'josé@bücher.example',
      username: 'ada.byron',
      firstName: 'Augusta Ada',
      lastName: 'King',
      company: 'Analytical Engines',
    });
    expect(await storedAda()).toEqual(row);
  });

  it('keeps each stored field whose claim the token does not carry', async () => {
    const before = await storedAda();
    const bare: Identity = { sub: ada.sub, email: '', username: '', firstName: '', lastName: '' };
    expect(await refreshIdentityFields(database.db, before, bare)).toBe(before);
    const onlyEmail = { ...bare, email: 'ada@example.com' };
    expect(await refreshIdentityFields(database.db, before, onlyEmail)).toMatchObject({
      email: 'ada@example.com',
      username: 'ada.byron',
      firstName: 'Augusta Ada',
      lastName: 'King',
    });
  });
});
