import type { CreateSessionInput } from './checkout-params.js';
import { buildSession, type StoredSession } from './checkout-session.js';
import type { EventLog, EventType } from './event-log.js';
import { createId } from './ids.js';
import type { Scheduler } from './scheduler.js';
import type { SessionStore } from './session-store.js';
import type { WebhookDelivery } from './webhook-delivery.js';

export type ExpireOutcome = 'expired' | 'not-open';

/**
 * The life of a Checkout Session: open → complete (paid on the hosted page) or
 * open → expired (by the API or when `expires_at` passes). Each transition records its
 * event and queues its webhook. Checks and changes happen without an `await` in between,
 * so two concurrent payments of one session cannot both succeed.
 *
 * A timer per open session expires it at `expires_at`, as Stripe does, so the server hears
 * `checkout.session.expired` even when nobody looks at the session again; anyone looking at a
 * session past its time expires it too (a timer lost to a stopped process).
 */
export class CheckoutFlow {
  constructor(
    private readonly options: {
      sessions: SessionStore;
      events: EventLog;
      delivery: WebhookDelivery;
      publicUrl: string;
      isWebhookEnabled: boolean;
      now: () => Date;
      /** Seconds to `expires_at` when the creator names none. */
      lifetimeSeconds: number;
      /** Runs the expiry at `expires_at`; tests run it by hand. */
      expiryTimers: Scheduler;
      log: { warn(details: object, message: string): void };
    },
  ) {}

  private readonly sweeps = new Set<Promise<void>>();

  async create(input: CreateSessionInput, apiVersion: string): Promise<StoredSession> {
    const stored = buildSession(input, {
      now: this.options.now(),
      publicUrl: this.options.publicUrl,
      apiVersion,
      lifetimeSeconds: this.options.lifetimeSeconds,
    });
    await this.options.sessions.add(stored);
    this.scheduleExpiry(stored);
    return stored;
  }

  /** Sets the expiry timers of the sessions still open (at start-up, after a restart). */
  resumeExpiryTimers(): void {
    for (const stored of this.options.sessions.open()) this.scheduleExpiry(stored);
  }

  /** Resolves once no timer-started expiry is running (tests; shutdown). */
  async settled(): Promise<void> {
    while (this.sweeps.size > 0) await Promise.allSettled([...this.sweeps]);
  }

  private scheduleExpiry(stored: StoredSession): void {
    const delay = Math.max(0, stored.session.expires_at * 1000 - this.options.now().getTime());
    this.options.expiryTimers.schedule(delay, () => {
      const sweep = this.expireDue()
        .catch((error: unknown) =>
          this.options.log.warn({ err: error }, 'Could not expire the sessions that are due'),
        )
        .finally(() => this.sweeps.delete(sweep));
      this.sweeps.add(sweep);
    });
  }

  /** The session, after expiring it if its time is up. */
  async find(id: string): Promise<StoredSession | undefined> {
    await this.expireDue();
    return this.options.sessions.get(id);
  }

  /** Marks the session paid; `undefined` when it is unknown or no longer open. */
  async complete(
    id: string,
    customer: { email: string; name: string },
  ): Promise<StoredSession | undefined> {
    await this.expireDue();
    const stored = this.options.sessions.get(id);
    if (!stored || stored.session.status !== 'open') return undefined;
    Object.assign(stored.session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: createId('pi_'),
      url: null,
      customer_details: {
        address: null,
        email: customer.email,
        name: customer.name,
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
      },
    });
    await this.options.sessions.save();
    await this.emit('checkout.session.completed', stored);
    return stored;
  }

  async expire(id: string): Promise<ExpireOutcome> {
    await this.expireDue();
    const stored = this.options.sessions.get(id);
    if (!stored || stored.session.status !== 'open') return 'not-open';
    await this.markExpired([stored]);
    return 'expired';
  }

  private async expireDue(): Promise<void> {
    const nowSeconds = Math.floor(this.options.now().getTime() / 1000);
    const due = this.options.sessions.dueForExpiry(nowSeconds);
    if (due.length > 0) await this.markExpired(due);
  }

  private async markExpired(list: StoredSession[]): Promise<void> {
    for (const stored of list) Object.assign(stored.session, { status: 'expired', url: null });
    await this.options.sessions.save();
    for (const stored of list) await this.emit('checkout.session.expired', stored);
  }

  private async emit(type: EventType, stored: StoredSession): Promise<void> {
    const record = await this.options.events.record(type, stored.session, {
      now: this.options.now(),
      apiVersion: stored.apiVersion,
      isDeliverable: this.options.isWebhookEnabled,
    });
    this.options.delivery.enqueue(record);
  }
}
