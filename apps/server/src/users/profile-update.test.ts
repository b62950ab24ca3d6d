import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import type { Identity } from '../identity/access-token';
import { updateOwnProfile } from './profile-update';
import { registerUser } from './registration';

let database: Database;
const ada: Identity = {
  sub: 'sub-ada',
  email: 'ada@example.com',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

beforeAll(async () => {
  database = await createTestDatabase();
  await registerUser(database.db, ada, {});
});
afterAll(() => database.close());

describe('updateOwnProfile', () => {
  it('saves only the editable fields that were sent', async () => {
    const profile = await updateOwnProfile(database.db, ada, {
      contact_number: '+1 234 567 8900',
      company: 'Analytical Engines',
    });
    expect(profile).toMatchObject({
      contact_number: '+1 234 567 8900',
      company: 'Analytical Engines',
      role: '',
    });
    const next = await updateOwnProfile(database.db, ada, { role: 'QA lead' });
    expect(next).toMatchObject({ company: 'Analytical Engines', role: 'QA lead' });
  });

  it('accepts read-only fields sent unchanged', async () => {
    const profile = await updateOwnProfile(database.db, ada, {
      name: 'ada',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    expect(profile.username).toBe('ada');
  });

  it.each([
    ['name', { name: 'grace' }],
    ['email', { email: 'grace@example.com' }],
    ['first_name', { first_name: 'Grace' }],
    ['last_name', { last_name: 'Hopper' }],
  ])('refuses a change of %s, naming it', async (field, change) => {
    await expect(
      updateOwnProfile(database.db, ada, { ...change, role: 'ignored' }),
    ).rejects.toMatchObject({
      code: 'invalid_input',
      message: expect.stringMatching(new RegExp(`^${field}: `)),
    });
    const unchanged = await updateOwnProfile(database.db, ada, {});
    expect(unchanged.role).toBe('QA lead');
  });

  it('answers user_not_found for a caller who never registered', async () => {
    await expect(
      updateOwnProfile(database.db, { ...ada, sub: 'nobody' }, { role: 'x' }),
    ).rejects.toMatchObject({ code: 'user_not_found' });
  });
});
