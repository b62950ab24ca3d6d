import { createHmac } from 'node:crypto';

/**
 * Stripe's webhook signature: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * The secret is used as given, `whsec_` prefix included, exactly as the SDK's
 * `webhooks.constructEvent` and `generateTestHeaderString` use it.
 */
export function signWebhookPayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
