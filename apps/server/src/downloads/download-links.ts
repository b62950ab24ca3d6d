import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DownloadLink, Platform } from '@rewright/contracts';
import { AppError } from '../app-error';

/**
 * A browser download is a plain navigation, which cannot carry the bearer token. So a signed-in
 * caller asks for a link, and the link itself proves it: `expires` (unix seconds) and an
 * HMAC-SHA256 of platform and expiry. A link works for anyone who has it, for five minutes.
 */
export const downloadLinkLifetimeSeconds = 5 * 60;

export interface SignedQuery {
  expires: string;
  signature: string;
}

export function createDownloadLink(
  secret: string,
  baseUrl: string,
  platform: Platform,
  now = new Date(),
): DownloadLink {
  const expires = Math.floor(now.getTime() / 1000) + downloadLinkLifetimeSeconds;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: sign(secret, platform, String(expires)),
  });
  return {
    url: `${baseUrl}/${platform}/file?${query}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/** Throws 403 `forbidden` unless the query was signed by this server for this platform and is still valid. */
export function verifyDownloadLink(
  secret: string,
  platform: Platform,
  query: SignedQuery,
  now = new Date(),
): void {
  const expected = Buffer.from(sign(secret, platform, query.expires));
  const given = Buffer.from(query.signature);
  const isSigned =
    /^\d{1,12}$/.test(query.expires) &&
    given.length === expected.length &&
    timingSafeEqual(given, expected);
  if (!isSigned) {
    throw new AppError(
      'forbidden',
      'This download link is not valid. Go back to the download page and choose your platform again.',
    );
  }
  if (Number(query.expires) * 1000 <= now.getTime()) {
    throw new AppError(
      'forbidden',
      'This download link has expired. Go back to the download page and choose your platform again.',
    );
  }
}

function sign(secret: string, platform: Platform, expires: string): string {
  return createHmac('sha256', secret).update(`${platform}\n${expires}`).digest('base64url');
}
