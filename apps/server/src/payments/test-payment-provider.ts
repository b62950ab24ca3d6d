import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { repoRoot } from '../config';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Tests only: the payment emulator (services/payments) as the separate process it is in
 * production's place — never imported, started with `node --import tsx` on a free port and a temp
 * data dir — plus a webhook recorder the emulator delivers to, so a test can replay the exact
 * signed bytes into the app as often as it likes.
 */
export const testSecretKey = 'sk_test_rewright_local';
export const testWebhookSecret = 'whsec_rewright_local';

export interface RecordedDelivery {
  headers: IncomingHttpHeaders;
  body: Buffer;
  event: { id: string; type: string; data: { object: { id: string } } };
}

export interface PaymentEmulator {
  /** For STRIPE_API_URL. */
  apiUrl: string;
  /** An SDK client of the emulator, for what the browser or an operator would do. */
  stripe: Stripe;
  deliveries: RecordedDelivery[];
  /** The first delivery of this event type for this session, waiting for it if need be. */
  waitForDelivery(type: string, sessionId: string): Promise<RecordedDelivery>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startRecorder(deliveries: RecordedDelivery[]): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      deliveries.push({ headers: request.headers, body, event: JSON.parse(body.toString('utf8')) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startPaymentEmulator(): Promise<PaymentEmulator> {
  const deliveries: RecordedDelivery[] = [];
  const recorder = await startRecorder(deliveries);
  const recorderPort = (recorder.address() as AddressInfo).port;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rewright-server-payments-'));
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;

  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('services', 'payments', 'src', 'server.ts')],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        PAYMENTS_HOST: '127.0.0.1',
        PAYMENTS_PORT: String(port),
        PAYMENTS_PUBLIC_URL: apiUrl,
        PAYMENTS_DATA_DIR: dataDir,
        PAYMENTS_WEBHOOK_URL: `http://127.0.0.1:${recorderPort}/webhook`,
        PAYMENTS_LOG_LEVEL: 'warn',
        STRIPE_SECRET_KEY: testSecretKey,
        STRIPE_WEBHOOK_SECRET: testWebhookSecret,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await new Promise<void>((resolve) => recorder.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    // Any HTTP answer (a 401 without a key) means it is listening.
    await waitUntil(`the payment emulator on ${apiUrl}`, async () => {
      if (child.exitCode !== null) throw new Error(`payment emulator exited:\n${output}`);
      await fetch(`${apiUrl}/v1/checkout/sessions/cs_probe`);
      return true;
    });
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }

  return {
    apiUrl,
    stripe: new Stripe(testSecretKey, { host: '127.0.0.1', port, protocol: 'http' }),
    deliveries,
    waitForDelivery: (type, sessionId) =>
      waitUntil(`${type} for ${sessionId}`, async () =>
        deliveries.find(
          (delivery) => delivery.event.type === type && delivery.event.data.object.id === sessionId,
        ),
      ),
    stop,
  };
}

export interface PaymentAttempt {
  status: number;
  /** Where the page sends the browser (303 after a successful payment). */
  location: string | undefined;
  body: string;
}

/**
 * Pays on the hosted checkout page as a browser would: load the form (its double-submit cookie
 * and hidden token), then post the card. 4242… pays; 4000 0000 0000 0002 is declined.
 */
export async function payOnHostedPage(
  checkoutUrl: string,
  cardNumber = '4242 4242 4242 4242',
): Promise<PaymentAttempt> {
  const page = await fetch(checkoutUrl);
  const html = await page.text();
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const formToken = /name="form_token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(checkoutUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({
      form_token: formToken,
      cardNumber,
      expiry: '12 / 40',
      cvc: '123',
      name: 'Ada Lovelace',
    }).toString(),
  });
  return {
    status: answer.status,
    location: answer.headers.get('location') ?? undefined,
    body: await answer.text(),
  };
}

/**
 * The server on PGlite with its payment provider pointed at a fresh emulator, for one test file;
 * `publicUrl` is where the provider's checkout pages send the browser back to.
 */
export async function startAppWithPaymentEmulator(
  publicUrl: string,
): Promise<{ app: TestApp; emulator: PaymentEmulator }> {
  const emulator = await startPaymentEmulator();
  const app = await createTestApp({
    env: { STRIPE_API_URL: emulator.apiUrl, PUBLIC_URL: publicUrl, RATE_LIMIT_MAX: '100000' },
  });
  return { app, emulator };
}
