import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

/**
 * A stand-in identity provider for tests: a local RS256 key pair, its key set for `getKey`, and a
 * token minter whose defaults match a Keycloak access token for the website client.
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
  /** A token signed by a key the server does not know. */
  mintWithForeignKey(claims?: JWTPayload): Promise<string>;
}

type SigningKey = Parameters<SignJWT['sign']>[0];

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
      preferred_username: 'ada',
      email: 'ada@example.com',
      given_name: 'Ada',
      family_name: 'Lovelace',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: options.typ ?? 'JWT' })
      .setSubject(typeof claims.sub === 'string' ? claims.sub : 'user-ada')
      .setIssuer(options.issuer ?? issuer)
      .setAudience('account')
      .setIssuedAt()
      .setExpirationTime(options.expiresAt ?? '5m')
      .sign(key);

  return {
    getKey,
    issuer,
    mint: (claims = {}, options) => sign(privateKey, claims, options),
    mintWithForeignKey: (claims = {}) => sign(foreign.privateKey, claims),
  };
}
