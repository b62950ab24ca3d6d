import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../app-error';

/** Who is calling, read from a verified access token. Identity is `sub`; the rest is display data. */
export interface Identity {
  sub: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
}

export interface AccessTokenRules {
  /** `${KEYCLOAK_URL}/realms/${KEYCLOAK_REALM}` */
  issuer: string;
  /** Accepted `azp` (authorized party) values: the clients allowed to call this API. */
  allowedClientIds: readonly string[];
  /** The audience this API owns; an access token's `aud` must include it. */
  audience: string;
  getKey: JWTVerifyGetKey;
}

// Keycloak signs with RS256 by default; any asymmetric algorithm is acceptable, never `none` or HMAC.
const algorithms = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

const unauthenticated = (message: string, cause?: unknown) =>
  new AppError('unauthenticated', message, { cause });

/**
 * Verifies signature, `iss`, `exp`, then that it is an access token meant for this API: the
 * `typ` claim `Bearer` (Keycloak signs refresh and ID tokens with the same key, as `Refresh` and
 * `ID`), `aud` including our audience, `azp` an allowed client. The JOSE `typ` header is
 * deliberately not checked: Keycloak says `JWT`, stand-ins may say `at+jwt`.
 * Throws AppError `unauthenticated` with a message saying what is wrong.
 */
export async function verifyAccessToken(token: string, rules: AccessTokenRules): Promise<Identity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, rules.getKey, {
      issuer: rules.issuer,
      algorithms,
      requiredClaims: ['exp', 'sub'],
      clockTolerance: 5,
    }));
  } catch (error) {
    throw explainRejection(error);
  }

  if (payload.typ !== 'Bearer') {
    throw unauthenticated(
      `Only an access token is accepted here, not ${describeTokenType(payload.typ)}. Sign in again.`,
    );
  }
  const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
  if (!audiences.includes(rules.audience)) {
    throw unauthenticated(
      'This sign-in token is meant for another service, not this API. Sign in again.',
    );
  }
  const azp = payload.azp;
  if (typeof azp !== 'string' || !rules.allowedClientIds.includes(azp)) {
    throw unauthenticated(
      'This sign-in token was issued to an application that may not use this API.',
    );
  }
  return {
    sub: String(payload.sub),
    email: stringClaim(payload.email),
    username: stringClaim(payload.preferred_username),
    firstName: stringClaim(payload.given_name),
    lastName: stringClaim(payload.family_name),
  };
}

function describeTokenType(typ: unknown): string {
  if (typ === 'Refresh' || typ === 'Offline') return 'a refresh token';
  if (typ === 'ID') return 'an ID token';
  return typeof typ === 'string'
    ? `a token of type "${typ.slice(0, 20)}"`
    : 'a token without a type';
}

function stringClaim(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function explainRejection(error: unknown): Error {
  if (error instanceof errors.JWTExpired)
    return unauthenticated('Your session has expired. Sign in again.', error);
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') {
      return unauthenticated(
        'This sign-in token was issued by a different identity provider. Sign in again.',
        error,
      );
    }
    return unauthenticated(
      `This sign-in token is not valid (${error.claim}: ${error.reason}). Sign in again.`,
      error,
    );
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey
  ) {
    return unauthenticated(
      'The signature of this sign-in token is not valid. Sign in again.',
      error,
    );
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return unauthenticated(
      'This sign-in token is not signed with an accepted algorithm. Sign in again.',
      error,
    );
  }
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
    return unauthenticated('This sign-in token is malformed. Sign in again.', error);
  }
  if (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    isNetworkError(error)
  ) {
    return new AppError(
      'provider_unavailable',
      'The sign-in service cannot be reached right now. Try again shortly.',
      {
        cause: error,
      },
    );
  }
  return error instanceof Error ? error : new Error(String(error));
}

function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError && /fetch/i.test(error.message);
}
