import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { APP_TOKEN_HEADER } from '../shared/bridge';

/**
 * DNS rebinding: a page of another site can make its own name resolve to 127.0.0.1, but its
 * requests still carry its own name in `Host` (and its origin in `Origin`). Only the loopback
 * names of this very port are accepted.
 */
export function isLoopbackRequest(request: IncomingMessage, port: number): boolean {
  const allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  if (!allowedHosts.has(String(request.headers.host ?? '').toLowerCase())) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}

/** The per-launch token in its header, compared in constant time. */
export function hasAppToken(request: IncomingMessage, token: string): boolean {
  const given = request.headers[APP_TOKEN_HEADER];
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
