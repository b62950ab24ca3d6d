import type { EventLog, EventRecord } from './event-log.js';
import type { Scheduler } from './scheduler.js';
import { signWebhookPayload } from './webhook-signature.js';

/** Wait before each retry: 5 attempts in all, then the event is marked failed. */
export const retryDelaysMs = [1_000, 2_000, 4_000, 8_000] as const;
const attemptTimeoutMs = 10_000;

export interface WebhookDeliveryOptions {
  url: string | null;
  secret: string;
  events: EventLog;
  scheduler: Scheduler;
  now: () => Date;
  log: {
    warn(details: object, message: string): void;
    info(details: object, message: string): void;
  };
}

/**
 * Sends events to the webhook URL, signed, each attempt scheduled (never awaited by the
 * request that caused the event, so the payer's redirect never waits on the receiver).
 * Non-2xx answers and connection errors are retried with backoff.
 */
export class WebhookDelivery {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: WebhookDeliveryOptions) {}

  /** Queues the next attempt of a pending event, at its `nextAttemptAt`. */
  enqueue(record: EventRecord): void {
    if (record.status !== 'pending' || record.nextAttemptAt === null) return;
    const delay = Math.max(0, record.nextAttemptAt - this.options.now().getTime());
    this.options.scheduler.schedule(delay, () => {
      const attempt = this.attempt(record.event.id).finally(() => this.inFlight.delete(attempt));
      this.inFlight.add(attempt);
    });
  }

  /** Resolves once no attempt is running (tests; shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async attempt(eventId: string): Promise<void> {
    const { url, secret, events, now, log } = this.options;
    const record = events.get(eventId);
    if (!record || record.status !== 'pending' || url === null) return;
    // Stripe sends the event pretty-printed; the signature covers these exact bytes.
    const body = JSON.stringify(record.event, null, 2);
    const at = now();
    const timestamp = Math.floor(at.getTime() / 1000);
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signWebhookPayload(body, secret, timestamp),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(attemptTimeoutMs),
      });
      statusCode = response.status;
      // Read (and drop) the answer so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
    } catch (cause) {
      error =
        cause instanceof Error
          ? ((cause.cause as Error | undefined)?.message ?? cause.message)
          : String(cause);
    }

    record.attempts.push({ at: timestamp, statusCode, error });
    const isDelivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const retryDelay = retryDelaysMs[record.attempts.length - 1];
    if (isDelivered) {
      record.status = 'delivered';
      record.nextAttemptAt = null;
    } else if (retryDelay === undefined) {
      record.status = 'failed';
      record.nextAttemptAt = null;
    } else {
      record.nextAttemptAt = now().getTime() + retryDelay;
    }
    record.event.pending_webhooks = record.status === 'pending' ? 1 : 0;
    await events.save();

    const details = {
      eventId,
      type: record.event.type,
      attempt: record.attempts.length,
      statusCode,
      error,
    };
    if (isDelivered) log.info(details, 'Webhook delivered');
    else
      log.warn(
        details,
        record.status === 'failed'
          ? 'Webhook failed; no retries left'
          : 'Webhook failed; will retry',
      );
    if (record.status === 'pending') this.enqueue(record);
  }
}
