import { join } from 'node:path';
import { z } from 'zod';
import type { CheckoutSession } from './checkout-session.js';
import { createId } from './ids.js';
import { JsonFile, readJsonFile } from '@rewright/stand-in-kit/json-file';

export type EventType = 'checkout.session.completed' | 'checkout.session.expired';

/** A Stripe event as it is POSTed to the webhook URL. */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: CheckoutSession };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: EventType;
}

export interface DeliveryAttempt {
  /** Epoch seconds. */
  at: number;
  /** The receiver's HTTP status, or null when it could not be reached. */
  statusCode: number | null;
  error: string | null;
}

/**
 * `pending` while attempts remain, `delivered` after a 2xx, `failed` when they ran out,
 * `disabled` when no webhook URL is configured.
 */
export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'disabled';

export interface EventRecord {
  event: StripeEvent;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  /** Epoch milliseconds of the next attempt while pending. */
  nextAttemptAt: number | null;
}

// Outline checked, the rest trusted (see session-store.ts).
const EventRecordsSchema = z.array(
  z.object({
    event: z.looseObject({ id: z.string(), type: z.string() }),
    status: z.enum(['pending', 'delivered', 'failed', 'disabled']),
    attempts: z.array(
      z.object({ at: z.number(), statusCode: z.number().nullable(), error: z.string().nullable() }),
    ),
    nextAttemptAt: z.number().nullable(),
  }),
) as unknown as z.ZodType<EventRecord[]>;

// Enough history for the development page; older events are dropped.
const maxEvents = 500;

/** Events and their delivery state, kept in `events.json` (a restart resumes pending ones). */
export class EventLog {
  private constructor(
    private readonly file: JsonFile<EventRecord[]>,
    private records: EventRecord[],
  ) {}

  static async open(dataDir: string): Promise<EventLog> {
    const path = join(dataDir, 'events.json');
    const records = await readJsonFile(path, EventRecordsSchema, []);
    return new EventLog(new JsonFile(path), records);
  }

  async record(
    type: EventType,
    session: CheckoutSession,
    options: { now: Date; apiVersion: string; isDeliverable: boolean },
  ): Promise<EventRecord> {
    const record: EventRecord = {
      event: {
        id: createId('evt_'),
        object: 'event',
        api_version: options.apiVersion,
        created: Math.floor(options.now.getTime() / 1000),
        data: { object: structuredClone(session) },
        livemode: false,
        pending_webhooks: options.isDeliverable ? 1 : 0,
        // Both session events come from the system (a payment, an expiry), not an API call.
        request: { id: null, idempotency_key: null },
        type,
      },
      status: options.isDeliverable ? 'pending' : 'disabled',
      attempts: [],
      nextAttemptAt: options.isDeliverable ? options.now.getTime() : null,
    };
    this.records.push(record);
    if (this.records.length > maxEvents) this.records = this.records.slice(-maxEvents);
    await this.save();
    return record;
  }

  get(id: string): EventRecord | undefined {
    return this.records.find((record) => record.event.id === id);
  }

  pending(): EventRecord[] {
    return this.records.filter((record) => record.status === 'pending');
  }

  /** Newest first. */
  recent(limit: number): EventRecord[] {
    return this.records.slice(-limit).reverse();
  }

  save(): Promise<void> {
    return this.file.save(this.records);
  }
}
