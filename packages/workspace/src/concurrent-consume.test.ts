import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../apps/server/src/test-app';
import { getCredits } from './account';
import { consumeConversion, OutOfCreditsError } from './consume-conversion';
import type { Credentials } from './session';

// Issue 12's proof for the core: concurrent consumes never overspend. The real server app (the
// one server.ts builds, on PGlite) listens in this process; 200 conversions of one test case each,
// all at once, on an account holding its 25 sign-up credits.
let server: TestApp;
let credentials: Credentials;
beforeAll(async () => {
  // The default limit (300 a minute) would answer some of the 200 with 429 instead of the balance.
  server = await createTestApp({ env: { RATE_LIMIT_MAX: '1000' } });
  const user = await server.signUp('racer');
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  credentials = { server: url, accessToken: user.token, source: 'environment' };
  // A migrated PGlite database takes a while on a busy machine.
}, 180_000);
afterAll(() => server?.close());

// The client gives up on an answer after 10 s; 200 transactions queued on one PGlite connection
// on a busy machine can take longer, and what is proven here is the balance, not the latency.
const patient: typeof fetch = (input, init) => fetch(input, { ...init, signal: null });

const facts = { files: 1, test_cases: 1, test_cases_charged: 1, source_kinds: ['protractor'] };

describe('consumeConversion under concurrency', () => {
  it('200 parallel conversions on 25 credits: exactly 25 charged, the rest out of credits', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        consumeConversion(credentials, `race-${i}`, { ...facts }, patient),
      ),
    );
    const charged = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(charged).toHaveLength(25);
    expect(charged.every((outcome) => outcome.value.credits === 1 && !outcome.value.replayed)).toBe(
      true,
    );
    expect(new Set(charged.map((outcome) => outcome.value.conversionId)).size).toBe(25);
    expect(refused).toHaveLength(175);
    for (const outcome of refused) {
      expect(outcome.reason).toBeInstanceOf(OutOfCreditsError);
      expect(outcome.reason).toMatchObject({ creditsNeeded: 1, creditsRemaining: 0 });
    }
    const stats = await getCredits(credentials);
    expect({ total: stats.total_credits, used: Math.abs(stats.credits_used) }).toEqual({
      total: 25,
      used: 25,
    });

    // A retry of a charged conversion answers the first charge and takes nothing.
    const first = charged[0]!.value;
    const retry = await consumeConversion(credentials, first.idempotencyKey, { ...facts }, patient);
    expect(retry).toMatchObject({ replayed: true, credits: 1, conversionId: first.conversionId });
    expect(Math.abs((await getCredits(credentials)).credits_used)).toBe(25);
  }, 120_000);
});
