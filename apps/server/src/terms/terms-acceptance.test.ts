import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { termsVersions } from '../db/schema';
import { createTestDatabase } from '../db/test-database';
import type { Identity } from '../identity/access-token';
import { registerUser } from '../users/registration';
import { acceptLatestTerms, getTermsFullInfo } from './terms-acceptance';

let database: Database;
let userId: string;
const ada: Identity = {
  sub: 'sub-ada',
  email: 'ada@example.com',
  username: 'ada',
  firstName: '',
  lastName: '',
};

beforeAll(async () => {
  database = await createTestDatabase();
  const { profile } = await registerUser(database.db, ada, {});
  userId = profile.id;
});
afterAll(() => database.close());

describe('terms acceptance', () => {
  it('starts not accepted, accepts once, then conflicts', async () => {
    expect((await getTermsFullInfo(database.db, ada)).acceptance_status).toEqual({
      accepted: false,
      accepted_at: null,
    });
    const accepted = await acceptLatestTerms(database.db, ada, { user_id: userId });
    expect(accepted).toMatchObject({ accepted: true, version: '1.0' });
    expect((await getTermsFullInfo(database.db, ada)).acceptance_status.accepted).toBe(true);
    await expect(acceptLatestTerms(database.db, ada, { user_id: 'sub-ada' })).rejects.toMatchObject(
      { code: 'conflict' },
    );
  });

  it('asks again once a newer version is published', async () => {
    await database.db.insert(termsVersions).values({
      version: '2.0',
      content: 'New terms.',
      publishedAt: new Date(Date.now() + 60_000),
    });
    const info = await getTermsFullInfo(database.db, ada);
    expect(info.content).toEqual({ content: 'New terms.', version: '2.0' });
    expect(info.acceptance_status.accepted).toBe(false);
    expect(await acceptLatestTerms(database.db, ada, { user_id: 'sub-ada' })).toMatchObject({
      version: '2.0',
    });
  });

  it("refuses to accept for someone else's id", async () => {
    await expect(
      acceptLatestTerms(database.db, ada, { user_id: 'someone-else' }),
    ).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('reports nothing accepted for a caller not registered yet', async () => {
    const info = await getTermsFullInfo(database.db, { ...ada, sub: 'stranger' });
    expect(info.acceptance_status.accepted).toBe(false);
  });
});
