import {
  consumeCreditsOperation,
  ConversionListSchema,
  CreditsConsumedSchema,
  ErrorBodySchema,
  InsufficientCreditsDetailsSchema,
  listConversionsOperation,
  type ConversionFacts,
} from '@rewright/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversions, creditLedger } from '../db/schema';
import { recordAnsweredStatuses } from '../test-answered-statuses';
import { createTestApp, type SignedUpUser, type TestApp } from '../test-app';

let t: TestApp;
let statuses: ReturnType<typeof recordAnsweredStatuses>;
beforeAll(async () => {
  // 200 requests at once from one address: past the default per-minute limit of the API.
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  statuses = recordAnsweredStatuses(t.app);
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const facts = (overrides: Partial<ConversionFacts> = {}): ConversionFacts => ({
  files: 3,
  test_cases: 4,
  test_cases_charged: 3,
  source_kinds: ['protractor'],
  ...overrides,
});

const consume = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/credits/consume', headers, payload });

const list = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/conversions${query}`, headers });

const rowsOf = (user: SignedUpUser) =>
  t.database.db.select().from(conversions).where(eq(conversions.userId, user.userId));

const balanceOf = async (user: SignedUpUser) => {
  const stats = await t.app.inject({
    method: 'GET',
    url: '/api/v1/dashboard/stats',
    headers: user.headers,
  });
  return stats.json() as { credits_used: number; remaining_credits: number };
};

describe('POST /api/v1/credits/consume with a conversion', () => {
  it('spends one credit per test case converted without a TODO and records the conversion', async () => {
    const ada = await t.signUp('conv-ada');
    const response = await consume(ada.headers, {
      idempotency_key: 'run-1',
      conversion: facts({ source_kinds: ['protractor', 'selenium-js'] }),
    });
    expect(response.statusCode).toBe(201);
    const body = CreditsConsumedSchema.parse(response.json());
    expect(body).toMatchObject({
      idempotency_key: 'run-1',
      amount: 3,
      total_credits: 25,
      credits_used: 3,
      remaining_credits: 22,
      conversion: {
        idempotency_key: 'run-1',
        files: 3,
        test_cases: 4,
        test_cases_charged: 3,
        test_cases_free: 1,
        credits: 3,
        source_kinds: ['protractor', 'selenium-js'],
      },
    });
    expect(Date.parse(body.conversion.created_at)).not.toBeNaN();
    expect(await rowsOf(ada)).toHaveLength(1);
  });

  it('lets exactly 25 of 200 parallel one-credit conversions through on 25 credits', async () => {
    const racer = await t.signUp('conv-racer');
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        consume(racer.headers, {
          idempotency_key: `race-${i}`,
          conversion: facts({ files: 1, test_cases: 1, test_cases_charged: 1 }),
        }),
      ),
    );
    const answered = responses.map((response) => response.statusCode);
    expect(answered.filter((status) => status === 201)).toHaveLength(25);
    expect(answered.filter((status) => status === 402)).toHaveLength(175);
    expect(await balanceOf(racer)).toMatchObject({ credits_used: 25, remaining_credits: 0 });
    expect(await rowsOf(racer)).toHaveLength(25);
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, racer.userId));
    expect(ledger.filter((row) => row.kind === 'conversion')).toHaveLength(25);
  });

  it('charges a retried conversion once and records one row, however many retries race', async () => {
    const grace = await t.signUp('conv-grace');
    const payload = { idempotency_key: 'retry-me', conversion: facts() };
    const first = await consume(grace.headers, payload);
    const retries = await Promise.all(
      Array.from({ length: 20 }, () => consume(grace.headers, payload)),
    );
    expect(first.statusCode).toBe(201);
    expect(retries.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const firstBody = CreditsConsumedSchema.parse(first.json());
    for (const retry of retries) expect(retry.json()).toEqual(firstBody);
    expect(await rowsOf(grace)).toHaveLength(1);
    expect(await balanceOf(grace)).toMatchObject({ credits_used: 3, remaining_credits: 22 });
  });

  it('refuses the same key for another conversion (409) and writes nothing', async () => {
    const key = await t.signUp('conv-key');
    await consume(key.headers, { idempotency_key: 'k', conversion: facts() });
    const other = await consume(key.headers, {
      idempotency_key: 'k',
      conversion: facts({ files: 9 }),
    });
    expect(other.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(other.json()).error.message).toBe(
      'This idempotency key was already used for a different conversion.',
    );
    expect(await rowsOf(key)).toHaveLength(1);
  });

  it('answers a short account with 402, the credits needed, and records nothing', async () => {
    const short = await t.signUp('conv-short');
    const response = await consume(short.headers, {
      idempotency_key: 'too-big',
      conversion: facts({ test_cases: 40, test_cases_charged: 30 }),
    });
    expect(response.statusCode).toBe(402);
    const { error } = ErrorBodySchema.parse(response.json());
    expect(error).toMatchObject({
      code: 'insufficient_credits',
      message: 'Not enough credits: this needs 30 and 25 remain. Buy a pack to continue.',
    });
    expect(InsufficientCreditsDetailsSchema.parse(error.details)).toEqual({
      credits_needed: 30,
      credits_remaining: 25,
    });
    expect(await rowsOf(short)).toEqual([]);
    expect(await balanceOf(short)).toMatchObject({ credits_used: 0, remaining_credits: 25 });
  });

  it('records a conversion whose every test case kept a TODO with 0 credits, even with none left', async () => {
    const spent = await t.signUp('conv-free');
    await consume(spent.headers, { idempotency_key: 'all', amount: 25 });
    const response = await consume(spent.headers, {
      idempotency_key: 'todo-only',
      amount: 0,
      conversion: facts({ test_cases: 6, test_cases_charged: 0 }),
    });
    expect(response.statusCode).toBe(201);
    expect(CreditsConsumedSchema.parse(response.json())).toMatchObject({
      amount: 0,
      remaining_credits: 0,
      conversion: { test_cases: 6, test_cases_charged: 0, test_cases_free: 6, credits: 0 },
    });
    expect(await rowsOf(spent)).toHaveLength(2);
  });

  it('names the field of every bad input (400) and writes nothing', async () => {
    const bad = await t.signUp('conv-bad');
    const cases: [object, string][] = [
      [
        { idempotency_key: 'k' },
        'amount: amount is required (or send the conversion it pays for).',
      ],
      [
        { idempotency_key: 'k', amount: 0 },
        'amount: amount must be at least 1 (or send the conversion it pays for).',
      ],
      [
        { idempotency_key: 'k', amount: 2, conversion: facts() },
        'amount: amount must equal conversion.test_cases_charged (3): one credit per test case converted without a TODO.',
      ],
      [{ conversion: facts() }, 'idempotency_key is required.'],
      [
        { idempotency_key: '  ', conversion: facts() },
        'idempotency_key: idempotency_key cannot be empty.',
      ],
      [
        { idempotency_key: 'k', conversion: { ...facts(), files: undefined } },
        'conversion.files is required.',
      ],
      [
        { idempotency_key: 'k', conversion: facts({ files: 0 }) },
        'conversion.files: files must be at least 1.',
      ],
      [
        { idempotency_key: 'k', conversion: facts({ test_cases: 1.5 }) },
        'conversion.test_cases: test_cases must be a whole number.',
      ],
      [
        { idempotency_key: 'k', conversion: facts({ test_cases_charged: -1 }) },
        'conversion.test_cases_charged: test_cases_charged cannot be negative.',
      ],
      [
        { idempotency_key: 'k', conversion: facts({ test_cases: 2, test_cases_charged: 3 }) },
        'conversion.test_cases_charged: test_cases_charged cannot be more than test_cases.',
      ],
      [
        { idempotency_key: 'k', conversion: facts({ source_kinds: [] }) },
        'conversion.source_kinds: source_kinds must name at least one source kind.',
      ],
      [
        { idempotency_key: 'k', conversion: facts({ source_kinds: ['Protractor'] }) },
        'conversion.source_kinds.0: Each source kind is a lower-case id such as "protractor" or "selenium-js".',
      ],
      [
        { idempotency_key: 'k', conversion: facts({ source_kinds: ['protractor', 'protractor'] }) },
        'conversion.source_kinds: source_kinds must not name a source kind twice.',
      ],
      [
        { idempotency_key: 'k', conversion: facts({ test_cases: 100_001 }) },
        'conversion.test_cases: test_cases can be at most 100,000.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await consume(bad.headers, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(ErrorBodySchema.parse(response.json()).error).toEqual({
        code: 'invalid_input',
        message,
      });
    }
    expect(await rowsOf(bad)).toEqual([]);
  });
});

describe('GET /api/v1/conversions', () => {
  it("lists the caller's own conversions newest first, a page at a time", async () => {
    const lin = await t.signUp('list-lin');
    for (let i = 1; i <= 3; i += 1) {
      await consume(lin.headers, {
        idempotency_key: `lin-${i}`,
        conversion: facts({ files: i, test_cases: i, test_cases_charged: i }),
      });
    }
    const all = ConversionListSchema.parse((await list(lin.headers)).json());
    expect(all.total).toBe(3);
    expect(all.conversions.map((row) => row.idempotency_key)).toEqual(['lin-3', 'lin-2', 'lin-1']);

    const page = ConversionListSchema.parse((await list(lin.headers, '?skip=1&limit=1')).json());
    expect(page).toMatchObject({ total: 3, conversions: [{ idempotency_key: 'lin-2', files: 2 }] });
  });

  it("never shows one user another's conversions, even under the same key", async () => {
    const mine = await t.signUp('owner-a');
    const theirs = await t.signUp('owner-b');
    await consume(mine.headers, { idempotency_key: 'shared', conversion: facts() });
    const response = await consume(theirs.headers, {
      idempotency_key: 'shared',
      conversion: facts({ files: 7 }),
    });
    // The same key is another user's own: spent and recorded again, not a replay or a conflict.
    expect(response.statusCode).toBe(201);

    const a = ConversionListSchema.parse((await list(mine.headers)).json());
    const b = ConversionListSchema.parse((await list(theirs.headers)).json());
    expect(a.conversions.map((row) => row.files)).toEqual([3]);
    expect(b.conversions.map((row) => row.files)).toEqual([7]);
    expect(new Set([...a.conversions, ...b.conversions].map((row) => row.id)).size).toBe(2);
  });

  it('refuses a bad page (400), a missing token (401) and an unregistered caller (404)', async () => {
    const { headers } = await t.signUp('list-bad');
    const tooMany = await list(headers, '?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(tooMany.json()).error.message).toBe(
      'limit: limit can be at most 100.',
    );
    expect((await list(headers, '?skip=-1')).statusCode).toBe(400);
    expect((await list({})).statusCode).toBe(401);
    const stranger = { authorization: `Bearer ${await t.tokens.mint({ sub: 'nobody-list' })}` };
    expect((await list(stranger)).statusCode).toBe(404);
  });
});

describe('the conversion operations', () => {
  it('answer exactly the statuses their contracts declare', async () => {
    // Meets the statuses the tests above did not: 401 and 404 of consume.
    expect((await consume({}, { amount: 1, idempotency_key: 'k' })).statusCode).toBe(401);
    const stranger = { authorization: `Bearer ${await t.tokens.mint({ sub: 'nobody-consume' })}` };
    expect((await consume(stranger, { amount: 1, idempotency_key: 'k' })).statusCode).toBe(404);
    expect(statuses.driftOf([consumeCreditsOperation, listConversionsOperation])).toEqual({
      undeclared: [],
      unmet: [],
    });
  });
});
