import { CreditPackagesSchema, CreditsConsumedSchema, ErrorBodySchema } from '@rewright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/credits/packages', () => {
  it('lists the packs with a fixed number of credits, from the plans table', async () => {
    const { headers } = await t.signUp('packages-ada');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/credits/packages',
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(CreditPackagesSchema.parse(response.json())).toEqual([
      { name: 'Free Pack', credits: 25 },
      { name: 'Standard Pack', credits: 250 },
    ]);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/credits/packages' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/v1/credits/consume', () => {
  const consume = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/credits/consume', headers, payload });

  it('spends credits (201) and answers a repeated key with the same result (200)', async () => {
    const { headers } = await t.signUp('consume-ada');
    const first = await consume(headers, { amount: 5, idempotency_key: 'run-1' });
    expect(first.statusCode).toBe(201);
    expect(CreditsConsumedSchema.parse(first.json())).toMatchObject({
      idempotency_key: 'run-1',
      amount: 5,
      total_credits: 25,
      credits_used: 5,
      remaining_credits: 20,
      // A caller that names only an amount still gets its conversion recorded.
      conversion: { files: 0, test_cases: 5, test_cases_charged: 5, credits: 5, source_kinds: [] },
    });
    const again = await consume(headers, { amount: 5, idempotency_key: 'run-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('lets exactly 25 of 50 concurrent single-credit calls through and refuses the rest with 402', async () => {
    const { headers } = await t.signUp('consume-racer');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        consume(headers, { amount: 1, idempotency_key: `c-${i}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(25);
    expect(statuses.filter((status) => status === 402)).toHaveLength(25);
    const refused = responses.find((response) => response.statusCode === 402)!;
    expect(ErrorBodySchema.parse(refused.json()).error.code).toBe('insufficient_credits');
    const stats = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/stats', headers });
    expect(stats.json()).toMatchObject({ credits_used: 25, remaining_credits: 0 });
  });

  it('refuses bad input (400), a missing token (401) and an unregistered caller (404)', async () => {
    const { headers } = await t.signUp('consume-bad');
    expect((await consume(headers, { amount: 0, idempotency_key: 'k' })).statusCode).toBe(400);
    expect((await consume(headers, { amount: 1.5, idempotency_key: 'k' })).statusCode).toBe(400);
    expect((await consume(headers, { amount: 1 })).statusCode).toBe(400);
    expect((await consume({}, { amount: 1, idempotency_key: 'k' })).statusCode).toBe(401);
    const stranger = { authorization: `Bearer ${await t.tokens.mint({ sub: 'nobody' })}` };
    expect((await consume(stranger, { amount: 1, idempotency_key: 'k' })).statusCode).toBe(404);
  });
});
