import type { FastifyReply } from 'fastify';
import type { IdentityContext } from './context.js';

export interface PageResponseOptions {
  status?: number;
  /** Only the pages keycloak-js frames: the 3p-cookie steps, the login-status iframe, prompt=none. */
  frameable?: boolean;
  /** Pages that need their script file (the iframe pages). */
  scripts?: boolean;
}

// Where a form post may end up after its redirect: back here or at a client's redirect URI
// (Chrome applies form-action to the redirect that follows the post).
function formTargets(ctx: IdentityContext): string {
  return ["'self'", ...ctx.config.webOrigins, 'http://127.0.0.1:*', 'http://localhost:*'].join(' ');
}

/** Sends server-rendered HTML with its security headers. */
export function sendPage(
  ctx: IdentityContext,
  reply: FastifyReply,
  page: string,
  options: PageResponseOptions = {},
): FastifyReply {
  const { status = 200, frameable = false, scripts = false } = options;
  const directives = [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    scripts ? "script-src 'self'; connect-src 'self'" : '',
    `form-action ${formTargets(ctx)}`,
    "base-uri 'none'",
    `frame-ancestors ${frameable ? ["'self'", ...ctx.config.webOrigins].join(' ') : "'none'"}`,
  ].filter(Boolean);
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', directives.join('; '))
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store');
  // X-Frame-Options cannot list origins, so frameable pages rely on frame-ancestors alone.
  if (!frameable) reply.header('x-frame-options', 'DENY');
  return reply.send(page);
}
