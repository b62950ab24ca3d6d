import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { createDownloadLink, verifyDownloadLink } from './download-links';

const secret = 'k'.repeat(32);
const issuedAt = new Date('2026-11-22T10:00:00Z');
const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

const queryOf = (url: string) => {
  const params = new URL(url, 'http://localhost').searchParams;
  return { expires: params.get('expires') ?? '', signature: params.get('signature') ?? '' };
};

const invalid = new AppError(
  'forbidden',
  'This download link is not valid. Go back to the download page and choose your platform again.',
);

describe('download links', () => {
  it('points at the platform file route and expires five minutes after issue', () => {
    const link = createDownloadLink(secret, '/api/v1/downloads', 'windows', issuedAt);
    expect(link.url).toMatch(
      /^\/api\/v1\/downloads\/windows\/file\?expires=1795341900&signature=[\w-]{43}$/,
    );
    expect(link.expires_at).toBe('2026-11-22T10:05:00.000Z');
  });

  it('accepts its own link until it expires', () => {
    const { url } = createDownloadLink(secret, '/d', 'macos', issuedAt);
    expect(() => verifyDownloadLink(secret, 'macos', queryOf(url), later(299))).not.toThrow();
    expect(() => verifyDownloadLink(secret, 'macos', queryOf(url), later(300))).toThrow(
      new AppError(
        'forbidden',
        'This download link has expired. Go back to the download page and choose your platform again.',
      ),
    );
  });

  it('refuses a link for another platform, a moved expiry, another key or a missing signature', () => {
    const query = queryOf(createDownloadLink(secret, '/d', 'windows', issuedAt).url);
    const at = later(10);
    expect(() => verifyDownloadLink(secret, 'macos', query, at)).toThrow(invalid);
    expect(() =>
      verifyDownloadLink(secret, 'windows', { ...query, expires: `${query.expires}0` }, at),
    ).toThrow(invalid);
    expect(() => verifyDownloadLink('o'.repeat(32), 'windows', query, at)).toThrow(invalid);
    expect(() => verifyDownloadLink(secret, 'windows', { ...query, signature: '' }, at)).toThrow(
      invalid,
    );
    expect(() => verifyDownloadLink(secret, 'windows', { expires: '', signature: '' }, at)).toThrow(
      invalid,
    );
  });
});
