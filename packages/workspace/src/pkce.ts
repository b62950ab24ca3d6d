import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636: a 43-character verifier (32 random bytes) and its S256 challenge. */
export function createPkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** An unguessable value for `state` and `nonce`. */
export const randomToken = () => randomBytes(24).toString('base64url');
