import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Double-submit token: the pay form carries the value of this cookie, and a post without the
 * match is refused. SameSite=Strict keeps another site from sending the cookie, so no other
 * page can submit a payment on a visitor's behalf.
 */
const cookieName = 'REWRIGHT_PAY_FORM_TOKEN';
const cookiePath = '/c/';
const tokenPattern = /^[A-Za-z0-9_-]{32}$/;

export const expiredFormMessage = 'This page expired. Please try again.';

/** The token for a form being rendered; reuses the browser's cookie so several tabs work. */
export function issueFormToken(
  request: FastifyRequest,
  reply: FastifyReply,
  isSecure: boolean,
): string {
  const existing = request.cookies[cookieName];
  if (existing && tokenPattern.test(existing)) return existing;
  const token = randomBytes(24).toString('base64url');
  reply.setCookie(cookieName, token, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure,
  });
  return token;
}

export function isFormTokenValid(request: FastifyRequest, submitted: string): boolean {
  const expected = request.cookies[cookieName];
  if (!expected || !tokenPattern.test(submitted)) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}
