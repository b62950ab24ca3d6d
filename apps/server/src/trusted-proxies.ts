import { isIP } from 'node:net';
import { z } from 'zod';

// proxy-addr's (Fastify's) names for the private ranges a reverse proxy usually sits in.
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix range, or one of the named ranges; a reason when it is none. */
function problemWith(entry: string): string | undefined {
  if (namedRanges.has(entry)) return undefined;
  if (/^\d+$/.test(entry)) {
    return `"${entry}" is a hop count; name the proxies' addresses instead (a hop count cannot tell a proxy from a client that sends its own X-Forwarded-For)`;
  }
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return undefined;
  const bits = version === 4 ? 32 : 128;
  if (/^\d+$/.test(prefix) && Number(prefix) <= bits) return undefined;
  return `"${entry}" has a prefix length outside 0–${bits}`;
}

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For is believed, as Fastify's `trustProxy`
 * takes them. Empty: none, so the header is ignored and cannot be used to dodge the rate limit.
 */
export const trustedProxiesSchema = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .superRefine((entries, context) => {
    for (const entry of entries) {
      const problem = problemWith(entry);
      if (problem) context.addIssue({ code: 'custom', message: `TRUST_PROXY: ${problem}` });
    }
  });
