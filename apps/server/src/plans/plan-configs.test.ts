import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { plans } from '../db/schema';
import { createTestDatabase } from '../db/test-database';
import { listPublicPlanConfigs } from './plan-configs';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('listPublicPlanConfigs', () => {
  it('lists the seeded packs in sort order with whole-dollar amounts', async () => {
    expect(await listPublicPlanConfigs(database.db)).toEqual([
      {
        name: 'Free Pack',
        amount: 0,
        description: 'Try Rewright on your own suite: 25 test case conversions, no card needed.',
        credits: 25,
        features: {
          active_features: [
            'basic_test_conversion',
            'cross_browser_support',
            'test_reporting',
            'no_expiration',
          ],
          inactive_features: [
            'ci_cd_integration',
            'email_support',
            'priority_support',
            'advanced_analytics',
          ],
        },
      },
      expect.objectContaining({ name: 'Standard Pack', amount: 99, credits: 250 }),
      expect.objectContaining({
        name: 'Enterprise Pack',
        amount: null,
        credits: null,
        features: expect.objectContaining({ inactive_features: [] }),
      }),
    ]);
  });

  it('leaves out plans that are not public and follows sort_order, not insertion order', async () => {
    await database.db.insert(plans).values([
      { name: 'Internal Pack', slug: 'internal-pack', amount: 1, isPublic: false, sortOrder: 0 },
      { name: 'Starter Pack', slug: 'starter-pack', amount: 1950, credits: 40, sortOrder: 0 },
    ]);
    const listed = await listPublicPlanConfigs(database.db);
    expect(listed.map((plan) => plan.name)).toEqual([
      'Starter Pack',
      'Free Pack',
      'Standard Pack',
      'Enterprise Pack',
    ]);
    expect(listed[0]?.amount).toBe(19.5);
  });
});
