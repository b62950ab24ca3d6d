import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

/**
 * A stand-in identity provider for tests: a local RS256 key pair, its key set for `getKey`, and
 * minters whose tokens have the shapes Keycloak gives the website client: an access token (`typ`
 * Bearer, `aud` the API's audience and `account`, as the realm's audience mapper sets it), a
 * refresh token and an ID token, all signed by the same key as in Keycloak.
 */
export interface MintOptions {
  expiresAt?: number | string;
  issuer?: string;
  /** The JOSE header's typ; Keycloak says JWT, stand-ins may say at+jwt. */
  typ?: string;
}

export interface TestTokens {
  getKey: JWTVerifyGetKey;
  issuer: string;
  /** A signed access token; `claims` override the defaults, `expiresAt` takes a jose time span ('5m') or an epoch in seconds. */
  mint(claims?: JWTPayload, options?: MintOptions): Promise<string>;
  /** A refresh token of the same session: `typ` Refresh, `aud` the issuer, no profile claims. */
  mintRefreshToken(claims?: JWTPayload): Promise<string>;
  /** An ID token: `typ` ID, `aud` the client, the profile claims. */
  mintIdToken(claims?: JWTPayload): Promise<string>;
  /** A token signed by a key the server does not know. */
  mintWithForeignKey(claims?: JWTPayload): Promise<string>;
}

type SigningKey = Parameters<SignJWT['sign']>[0];

/** KEYCLOAK_AUDIENCE's default. */
export const testAudience = 'rewright-api';

const profileClaims = {
  preferred_username: 'ada',
  email: 'ada@example.com',
  given_name: 'Ada',
  family_name: 'Lovelace',
};

export async function createTestTokens(
  issuer = 'http://localhost:8080/realms/rewright',
): Promise<TestTokens> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const getKey = createLocalJWKSet({ keys: [publicJwk] });

  const sign = (key: SigningKey, claims: JWTPayload, options: MintOptions = {}) =>
    new SignJWT({
      azp: 'rewright-web',
      typ: 'Bearer',
      aud: [testAudience, 'account'],
      ...profileClaims,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: options.typ ?? 'JWT' })
      .setSubject(typeof claims.sub === 'string' ? claims.sub : 'user-ada')
      .setIssuer(options.issuer ?? issuer)
      .setIssuedAt()
      .setExpirationTime(options.expiresAt ?? '5m')
      .sign(key);

  return {
    getKey,
    issuer,
    mint: (claims = {}, options) => sign(privateKey, claims, options),
    mintRefreshToken: (claims = {}) =>
      sign(privateKey, {
        typ: 'Refresh',
        aud: issuer,
        preferred_username: undefined,
        email: undefined,
        given_name: undefined,
        family_name: undefined,
        ...claims,
      }),
    mintIdToken: (claims = {}) => sign(privateKey, { typ: 'ID', aud: 'rewright-web', ...claims }),
    mintWithForeignKey: (claims = {}) => sign(foreign.privateKey, claims),
  };
}
