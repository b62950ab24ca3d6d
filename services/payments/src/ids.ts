import { randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe-looking ids: a type prefix and random alphanumerics (`cs_test_a1B2…`, `evt_…`). */
export function createId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let body = '';
  for (const byte of bytes) body += alphabet[byte % alphabet.length];
  return `${prefix}${body}`;
}
