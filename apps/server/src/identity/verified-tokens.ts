import { decodeJwt } from 'jose';
import { AppError } from '../app-error';
import { verifyAccessToken, type AccessTokenRules, type Identity } from './access-token';

/** jose's `clockTolerance` in verifyAccessToken, in seconds. */
const clockToleranceSeconds = 5;

/**
 * `verifyAccessToken`, remembering tokens it accepted until they expire. A browser sends the same
 * access token on every call for its lifetime (minutes); checking its RSA signature each time was
 * the largest cost of a dashboard request answered from memory (a quarter of the CPU, issue 10).
 *
 * Safe because the key is the whole token, signature included: only the exact bytes that passed
 * every check hit, and the rules (issuer, audience, clients, algorithms) are fixed per process.
 * What changes with time is re-checked on each hit: `exp`, with the same tolerance. A key removed
 * from the provider's key set stops its tokens only at their expiry, as jose's key-set cache
 * already allowed. Refused tokens are not remembered. At most `maxEntries` tokens, oldest first out.
 */
export function createVerifiedTokens(rules: AccessTokenRules, maxEntries = 10_000) {
  const accepted = new Map<string, { identity: Identity; expiresAtMs: number }>();
  return async function verify(token: string): Promise<Identity> {
    const known = accepted.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.identity;
      accepted.delete(token);
      throw new AppError('unauthenticated', 'Your session has expired. Sign in again.');
    }
    const identity = await verifyAccessToken(token, rules);
    const { exp } = decodeJwt(token); // required and checked by verifyAccessToken
    accepted.set(token, { identity, expiresAtMs: (Number(exp) + clockToleranceSeconds) * 1000 });
    if (accepted.size > maxEntries) accepted.delete(accepted.keys().next().value!);
    return identity;
  };
}
