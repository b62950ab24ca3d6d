// Shared by the tests: an app on a temp data dir with a movable clock and a hand-run
// scheduler, a listening instance for the real `stripe` SDK, a cookie jar and a webhook
// receiver. Never imported by production code.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { buildPaymentsApp } from './app.js';
import { readPaymentsConfig, type PaymentsConfig } from './config.js';
import type { Scheduler } from './scheduler.js';

export const secretKey = 'sk_test_rewright_local';
export const webhookSecret = 'whsec_rewright_local';

export class Clock {
  current = new Date('2025-06-01T12:00:00Z');
  now = (): Date => this.current;
  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
  get milliseconds(): number {
    return this.current.getTime();
  }
}

/** Tasks wait here until a test runs them; `delays` shows what was asked for. */
export class ManualScheduler implements Scheduler {
  private tasks: { delayMs: number; task: () => void }[] = [];
  readonly delays: number[] = [];

  schedule(delayMs: number, task: () => void): void {
    this.tasks.push({ delayMs, task });
    this.delays.push(delayMs);
  }

  cancelAll(): void {
    this.tasks = [];
  }

  get size(): number {
    return this.tasks.length;
  }

  /** Runs the oldest waiting task; throws when there is none. */
  runNext(): void {
    const next = this.tasks.shift();
    if (!next) throw new Error('No scheduled task');
    next.task();
  }
}

export interface TestPayments {
  app: FastifyInstance;
  clock: Clock;
  scheduler: ManualScheduler;
  /** The sessions' expiry timers (`delays` in ms from creation). */
  expiryTimers: ManualScheduler;
  config: PaymentsConfig;
  /** Runs the next expiry timer to its end (its webhook is then queued on `scheduler`). */
  runNextExpiry(): Promise<void>;
  /** Runs the next scheduled webhook attempt to its end. */
  runNextDelivery(): Promise<void>;
  /** Builds a new app on the same data dir and clock (a restart). */
  restart(): Promise<void>;
  /** Listens on an ephemeral port and returns an SDK client pointed at it. */
  stripe(key?: string): Promise<Stripe>;
  close(): Promise<void>;
}

export async function createTestPayments(env: NodeJS.ProcessEnv = {}): Promise<TestPayments> {
  const dataDir = await mkdtemp(join(tmpdir(), 'payments-test-'));
  // No webhooks unless a test asks for them (it passes its receiver's URL).
  const config = readPaymentsConfig({
    PAYMENTS_DATA_DIR: dataDir,
    PAYMENTS_WEBHOOK_URL: '',
    ...env,
  });
  const clock = new Clock();
  let scheduler = new ManualScheduler();
  let expiryTimers = new ManualScheduler();
  const build = () => buildPaymentsApp({ config, now: clock.now, scheduler, expiryTimers });
  let port: number | null = null;

  const payments: TestPayments = {
    app: await build(),
    clock,
    get scheduler() {
      return scheduler;
    },
    get expiryTimers() {
      return expiryTimers;
    },
    config,
    async runNextExpiry() {
      expiryTimers.runNext();
      await payments.app.payments.checkout.settled();
    },
    async runNextDelivery() {
      scheduler.runNext();
      await payments.app.payments.delivery.settled();
    },
    async restart() {
      await payments.app.close();
      scheduler = new ManualScheduler();
      expiryTimers = new ManualScheduler();
      port = null;
      payments.app = await build();
    },
    async stripe(key = secretKey) {
      if (port === null) {
        await payments.app.listen({ host: '127.0.0.1', port: 0 });
        port = (payments.app.server.address() as AddressInfo).port;
      }
      return new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
    },
    async close() {
      await payments.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return payments;
}

/** The parameters our server sends for the Standard Pack. */
export function standardPackParams(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'USD',
          unit_amount: 9900,
          product_data: { name: 'Standard Pack', description: '250 credits' },
        },
        quantity: 1,
      },
    ],
    success_url: 'http://localhost:8001/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:8001/payment-cancelled',
    customer_email: 'buyer@example.com',
    client_reference_id: 'user-123',
    metadata: { user_id: 'user-123', plan: 'standard', credits: '250' },
    ...overrides,
  };
}

/** Form-encodes like the SDK (for `inject` calls that need exact control). */
export function formEncode(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

export const apiHeaders = (key = secretKey) => ({
  authorization: `Bearer ${key}`,
  'content-type': 'application/x-www-form-urlencoded',
});

/** Cookies as a browser would keep them (paths ignored: all live under /c/). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as { name: string; value: string }[]) {
      this.cookies.set(cookie.name, cookie.value);
    }
  }

  header(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }
}

export function formTokenOf(page: string): string {
  const match = /name="form_token" value="([^"]+)"/.exec(page);
  if (!match) throw new Error('No form token on the page');
  return match[1]!;
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook endpoint on an ephemeral port; it answers with the queued statuses in turn, then 200. */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly statuses: number[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const webhook = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
        this.received.push(webhook);
        response.writeHead(this.statuses.shift() ?? 200, { 'content-type': 'application/json' });
        response.end('{"received":true}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/v1/stripe/webhook`;
    return this;
  }

  failNext(...statuses: number[]): void {
    this.statuses.push(...statuses);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
