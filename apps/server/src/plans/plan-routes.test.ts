import { ErrorBodySchema, PublicPlanConfigsSchema } from '@rewright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const summary = (body: unknown) =>
  PublicPlanConfigsSchema.parse(body).map(({ name, amount, credits }) => ({
    name,
    amount,
    credits,
  }));

const seeded = [
  { name: 'Free Pack', amount: 0, credits: 25 },
  { name: 'Standard Pack', amount: 99, credits: 250 },
  { name: 'Enterprise Pack', amount: null, credits: null },
];

describe('GET /api/v1/plans/configs/public', () => {
  it('answers the public plans as an array, in order, amounts in whole dollars', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/plans/configs/public' });
    expect(response.statusCode).toBe(200);
    expect(summary(response.json())).toEqual(seeded);
    expect(response.json()[1].features.active_features).toContain('ci_cd_integration');
  });
});

describe('GET /api/v1/plans/configs', () => {
  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/plans/configs' });
    expect(response.statusCode).toBe(401);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('unauthenticated');
  });

  it('answers the same plans to a signed-in caller', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/plans/configs',
      headers: { authorization: `Bearer ${await t.tokens.mint()}` },
    });
    expect(response.statusCode).toBe(200);
    expect(summary(response.json())).toEqual(seeded);
  });
});
