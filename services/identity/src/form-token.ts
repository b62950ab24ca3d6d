import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { realmPath } from './paths.js';

/**
 * Double-submit token: every form carries the value of this cookie, and a post without the
 * match is refused. SameSite=Strict keeps another site from sending the cookie, so it cannot
 * sign a visitor into an attacker's account (login CSRF) or register on their behalf.
 */
const cookieName = 'REWRIGHT_FORM_TOKEN';
const tokenPattern = /^[A-Za-z0-9_-]{32}$/;

export const expiredFormMessage = 'This page expired. Please try again.';

/** The token for a form being rendered; reuses the browser's cookie so several tabs work. */
export function issueFormToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[cookieName];
  if (existing && tokenPattern.test(existing)) return existing;
  const token = randomBytes(24).toString('base64url');
  reply.setCookie(cookieName, token, {
    path: `${realmPath}/`,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
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
