import { join } from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from '@rewright/stand-in-kit/json-file';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as served in the JWKS (`P/certs`). */
  publicJwk: JWK;
}

const StoredKeySchema = z.looseObject({ kty: z.literal('RSA'), kid: z.string(), d: z.string() });

/**
 * Loads the realm's RS256 key from `signing-key.json`, generating it on first start.
 * Persisting it keeps tokens issued before a restart valid after it.
 */
export async function loadSigningKey(dataDir: string): Promise<SigningKey> {
  const path = join(dataDir, 'signing-key.json');
  let stored = await readJsonFile(path, StoredKeySchema.nullable(), null);
  if (!stored) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    const kid = await calculateJwkThumbprint(jwk);
    stored = StoredKeySchema.parse({ ...jwk, kid, alg: 'RS256', use: 'sig' });
    await writeJsonFile(path, stored);
  }
  const privateKey = (await importJWK(stored as JWK, 'RS256')) as CryptoKey;
  const { kty, n, e, kid } = stored as JWK;
  const publicJwk: JWK = { kty, n, e, kid, alg: 'RS256', use: 'sig' };
  const publicKey = (await importJWK(publicJwk, 'RS256')) as CryptoKey;
  return { kid: stored.kid, privateKey, publicKey, publicJwk };
}
