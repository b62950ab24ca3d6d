import type { FastifyReply } from 'fastify';
import type { PaymentsContext } from './context.js';

export interface PageResponseOptions {
  status?: number;
  /**
   * Origins a form post may be redirected to: the merchant's success page. Chrome applies
   * `form-action` to the redirect that follows a post.
   */
  formTargets?: string[];
}

/** Sends server-rendered HTML with its security headers; no page runs script. */
export function sendPage(
  _ctx: PaymentsContext,
  reply: FastifyReply,
  page: string,
  options: PageResponseOptions = {},
): FastifyReply {
  const { status = 200, formTargets = [] } = options;
  const directives = [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ];
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', directives.join('; '))
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(page);
}
