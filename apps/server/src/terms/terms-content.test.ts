import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import type { Database } from '../db/database';
import { termsVersions } from '../db/schema';
import { createTestDatabase } from '../db/test-database';
import { getCurrentTermsContent } from './terms-content';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('getCurrentTermsContent', () => {
  it('answers the seeded version 1.0', async () => {
    const terms = await getCurrentTermsContent(database.db);
    expect(terms.version).toBe('1.0');
    expect(terms.content).toMatch(/^Rewright Terms of Service\n\n1\. The service\./);
  });

  it('answers the most recently published version once a newer one exists', async () => {
    await database.db.insert(termsVersions).values([
      { version: '0.9', content: 'Old terms.', publishedAt: new Date('2020-01-01T00:00:00Z') },
      { version: '2.0', content: 'New terms.', publishedAt: new Date(Date.now() + 60_000) },
    ]);
    expect(await getCurrentTermsContent(database.db)).toEqual({
      version: '2.0',
      content: 'New terms.',
    });
  });

  it('answers not_found while no version is published', async () => {
    await database.db.delete(termsVersions);
    await expect(getCurrentTermsContent(database.db)).rejects.toEqual(
      new AppError('not_found', 'No terms of service have been published yet.'),
    );
  });
});
