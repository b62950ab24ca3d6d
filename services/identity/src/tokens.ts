import { createHash, randomUUID } from 'node:crypto';
import { compactVerify, decodeJwt, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { SigningKey } from './keys.js';
import type { Grant, SsoSession } from './sessions.js';
import type { User } from './users.js';

// What a fresh Keycloak 26 realm gives every user; apps may read them, none are product roles.
export const defaultRealmRoles = ['default-roles-rewright', 'offline_access', 'uma_authorization'];
const accountClientRoles = ['manage-account', 'manage-account-links', 'view-profile'];

/** Keycloak's JSON answer of the token endpoint. */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_expires_in: number;
  refresh_token: string;
  token_type: 'Bearer';
  id_token: string;
  'not-before-policy': 0;
  session_state: string;
  scope: string;
}

export interface TokenClaims extends JWTPayload {
  typ?: string;
  sid?: string;
  azp?: string;
  scope?: string;
}

export type TokenType = 'Bearer' | 'Refresh' | 'ID';

/**
 * Every jti is `{grantId}.{uuid}`: one string tells which grant a token belongs to, so
 * revoking a grant (logout, reused code) reaches its access tokens without a token table.
 */
export function grantIdOf(claims: TokenClaims): string | undefined {
  return typeof claims.jti === 'string' ? claims.jti.split('.')[0] : undefined;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** OIDC Core §3.1.3.6: left half of the SHA-256 of the access token, base64url. */
function accessTokenHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

export interface TokenSettings {
  accessTokenSeconds: number;
  ssoIdleSeconds: number;
  /** The API's audience; see `accessTokenAudience`. */
  apiAudience: string;
}

/**
 * What Keycloak puts in an access token's `aud` for this realm: the audience mapper's custom
 * audience (access tokens only) and `account`, which Keycloak's Audience Resolve adds for the
 * account roles every user has. One value is a string, as Keycloak writes it.
 */
export function accessTokenAudience(apiAudience: string): string | string[] {
  const audiences = [...new Set([apiAudience, 'account'])];
  return audiences.length === 1 ? audiences[0]! : audiences;
}

export class TokenIssuer {
  private readonly accessTokenSeconds: number;
  private readonly ssoIdleSeconds: number;
  private readonly accessAudience: string | string[];

  constructor(
    private readonly issuer: string,
    private readonly key: SigningKey,
    settings: TokenSettings,
  ) {
    this.accessTokenSeconds = settings.accessTokenSeconds;
    this.ssoIdleSeconds = settings.ssoIdleSeconds;
    this.accessAudience = accessTokenAudience(settings.apiAudience);
  }

  async issue(input: {
    user: User;
    session: SsoSession;
    grant: Grant;
    nonce: string | undefined;
    now: Date;
  }): Promise<{ response: TokenResponse; refreshJti: string }> {
    const { user, session, grant, nonce, now } = input;
    const iat = seconds(now);
    const newJti = () => `${grant.id}.${randomUUID()}`;
    const profile = {
      email_verified: user.emailVerified,
      name: `${user.firstName} ${user.lastName}`.trim(),
      preferred_username: user.username,
      given_name: user.firstName,
      family_name: user.lastName,
      email: user.email,
    };
    const common = { iss: this.issuer, sub: user.id, iat, azp: grant.clientId, sid: session.id };

    const accessToken = await this.sign({
      ...common,
      exp: iat + this.accessTokenSeconds,
      auth_time: session.authTime,
      jti: newJti(),
      aud: this.accessAudience,
      typ: 'Bearer',
      acr: '1',
      'allowed-origins': [],
      realm_access: { roles: defaultRealmRoles },
      resource_access: { account: { roles: accountClientRoles } },
      scope: grant.scope,
      ...profile,
    });
    const idToken = await this.sign({
      ...common,
      exp: iat + this.accessTokenSeconds,
      auth_time: session.authTime,
      jti: newJti(),
      aud: grant.clientId,
      typ: 'ID',
      acr: '1',
      ...(nonce === undefined ? {} : { nonce }),
      at_hash: accessTokenHash(accessToken),
      ...profile,
    });
    const refreshJti = newJti();
    const refreshToken = await this.sign({
      ...common,
      exp: iat + this.ssoIdleSeconds,
      jti: refreshJti,
      aud: this.issuer,
      typ: 'Refresh',
      scope: grant.scope,
      // Kept so a refreshed ID token carries the same nonce keycloak-js checked at sign-in.
      ...(nonce === undefined ? {} : { nonce }),
    });

    return {
      refreshJti,
      response: {
        access_token: accessToken,
        expires_in: this.accessTokenSeconds,
        refresh_expires_in: this.ssoIdleSeconds,
        refresh_token: refreshToken,
        token_type: 'Bearer',
        id_token: idToken,
        'not-before-policy': 0,
        session_state: session.id,
        scope: grant.scope,
      },
    };
  }

  /** Signature, issuer, expiry (against the injected clock) and our own `typ` claim. */
  async verify(token: string, typ: TokenType, now: Date): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify<TokenClaims>(token, this.key.publicKey, {
        issuer: this.issuer,
        algorithms: ['RS256'],
        currentDate: now,
      });
      return payload.typ === typ ? payload : undefined;
    } catch {
      return undefined;
    }
  }

  /** Signature only: an `id_token_hint` may have expired and still name the session to end. */
  async verifySignatureOnly(token: string): Promise<TokenClaims | undefined> {
    try {
      await compactVerify(token, this.key.publicKey, { algorithms: ['RS256'] });
      const claims = decodeJwt<TokenClaims>(token);
      return claims.iss === this.issuer ? claims : undefined;
    } catch {
      return undefined;
    }
  }

  private sign(claims: TokenClaims): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: this.key.kid })
      .sign(this.key.privateKey);
  }
}
