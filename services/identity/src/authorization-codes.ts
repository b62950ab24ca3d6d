import { randomBytes } from 'node:crypto';

/** Keycloak's default code lifespan: a code is for the redirect that immediately follows. */
export const codeLifetimeMs = 60_000;

export interface AuthorizationCode {
  code: string;
  clientId: string;
  /** Must be repeated exactly at the token endpoint. */
  redirectUri: string;
  /** base64url(sha256(code_verifier)) — only S256 is accepted. */
  codeChallenge: string;
  nonce: string | undefined;
  scope: string;
  sessionId: string;
  /** Set by the exchange: the grant whose tokens a replay of this code revokes. */
  grantId: string | undefined;
  expiresAt: number;
  usedAt: number | undefined;
}

export type CodeRedemption =
  | { status: 'valid'; code: AuthorizationCode }
  | { status: 'reused'; code: AuthorizationCode }
  | { status: 'unknown' };

/**
 * Codes live in memory only: they last a minute, so losing them on restart costs at most
 * one retried sign-in. Used codes are remembered until they expire to detect replays.
 */
export class AuthorizationCodeStore {
  private readonly codes = new Map<string, AuthorizationCode>();

  issue(
    fields: Omit<AuthorizationCode, 'code' | 'expiresAt' | 'usedAt' | 'grantId'>,
    now: Date,
  ): string {
    this.forgetExpired(now);
    const code = randomBytes(32).toString('base64url');
    this.codes.set(code, {
      ...fields,
      code,
      grantId: undefined,
      expiresAt: now.getTime() + codeLifetimeMs,
      usedAt: undefined,
    });
    return code;
  }

  /** Marks the code used; a second redemption reports `reused` so its tokens can be revoked. */
  redeem(value: string, now: Date): CodeRedemption {
    const code = this.codes.get(value);
    if (!code || code.expiresAt <= now.getTime()) return { status: 'unknown' };
    if (code.usedAt !== undefined) return { status: 'reused', code };
    code.usedAt = now.getTime();
    return { status: 'valid', code };
  }

  private forgetExpired(now: Date): void {
    for (const [value, code] of this.codes) {
      if (code.expiresAt <= now.getTime()) this.codes.delete(value);
    }
  }
}
