import type { JWTVerifyGetKey } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccessTokenRules } from './access-token';
import { createTestTokens, testAudience, type TestTokens } from './test-tokens';
import { createVerifiedTokens } from './verified-tokens';

let tokens: TestTokens;
beforeAll(async () => {
  tokens = await createTestTokens();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The rules as the server sets them, counting how often a signature is checked (jose asks for the key each time). */
function countingRules() {
  const counter = { keyLookups: 0 };
  const getKey: JWTVerifyGetKey = (header, token) => {
    counter.keyLookups++;
    return tokens.getKey(header, token);
  };
  const rules: AccessTokenRules = {
    issuer: tokens.issuer,
    allowedClientIds: ['rewright-web'],
    audience: testAudience,
    getKey,
  };
  return { rules, counter };
}

describe('verified access tokens', () => {
  it('checks a token’s signature once, then answers the same identity from memory', async () => {
    const { rules, counter } = countingRules();
    const verify = createVerifiedTokens(rules);
    const token = await tokens.mint({ sub: 'ada' });
    const first = await verify(token);
    const second = await verify(token);
    expect(second).toEqual(first);
    expect(first.sub).toBe('ada');
    expect(counter.keyLookups).toBe(1);
  });

  it('refuses a remembered token once it has expired', async () => {
    const verify = createVerifiedTokens(countingRules().rules);
    const expiresAt = Math.floor(Date.now() / 1000) + 60;
    const token = await tokens.mint({ sub: 'grace' }, { expiresAt });
    expect((await verify(token)).sub).toBe('grace');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((expiresAt + 10) * 1000);
    await expect(verify(token)).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'Your session has expired. Sign in again.',
    });
  });

  it('remembers only the exact token: the same claims under another key, or a refused token, are checked again', async () => {
    const { rules, counter } = countingRules();
    const verify = createVerifiedTokens(rules);
    await verify(await tokens.mint({ sub: 'lin' }));
    const forged = await tokens.mintWithForeignKey({ sub: 'lin' });
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(verify(forged)).rejects.toMatchObject({ code: 'unauthenticated' });
    }
    const refresh = await tokens.mintRefreshToken({ sub: 'lin' });
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(verify(refresh)).rejects.toMatchObject({ code: 'unauthenticated' });
    }
    expect(counter.keyLookups).toBe(5);
  });
});
