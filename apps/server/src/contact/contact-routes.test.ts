import { ContactInfoSchema, ContactSubmittedSchema, ErrorBodySchema } from '@rewright/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { contactMessages } from '../db/schema';
import { createTestDatabase } from '../db/test-database';
import { createTestApp, type TestApp } from '../test-app';
import { startTestSmtpServer, unusedSmtpUrl, type TestSmtpServer } from './test-smtp-server';

let database: Database;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    database,
    // Many submissions from one address in this file; the limit itself is tested further down.
    env: {
      ADMIN_EMAIL: 'help@rewright.example',
      SMTP_URL: smtp.url,
      CONTACT_RATE_LIMIT_MAX: '1000',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await database.close();
});

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  mobile: '+44 20 7946 0000',
  company: 'Analytical Engines',
  message: 'Please tell me about the Enterprise Pack.',
};

const submit = (app: TestApp['app'], payload: object, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/contact/submit',
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const storedById = async (id: string) =>
  database.db.select().from(contactMessages).where(eq(contactMessages.id, id));

describe('GET /api/v1/contact/info', () => {
  it('answers ADMIN_EMAIL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/contact/info' });
    expect(response.statusCode).toBe(200);
    expect(ContactInfoSchema.parse(response.json())).toEqual({
      admin_email: 'help@rewright.example',
    });
  });
});

describe('POST /api/v1/contact/submit', () => {
  it('stores the message, e-mails it to ADMIN_EMAIL and answers 201', async () => {
    const response = await submit(t.app, valid);
    expect(response.statusCode).toBe(201);
    const { id } = ContactSubmittedSchema.parse(response.json());
    expect(await storedById(id)).toEqual([expect.objectContaining(valid)]);

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['help@rewright.example']);
    expect(mail.data).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>$/m);
    expect(mail.data).toContain('Please tell me about the Enterprise Pack.');
  });

  it('stores trimmed values', async () => {
    const response = await submit(t.app, { ...valid, name: '  Ada  ' });
    const { id } = ContactSubmittedSchema.parse(response.json());
    expect((await storedById(id))[0]?.name).toBe('Ada');
    await smtp.nextMail();
  });

  it.each(['name', 'email', 'mobile', 'company', 'message'])(
    'answers 400 naming %s when it is missing',
    async (field) => {
      const { [field as keyof typeof valid]: _left, ...rest } = valid;
      const response = await submit(t.app, rest);
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).error).toEqual({
        code: 'invalid_input',
        message: `${field} is required.`,
      });
    },
  );

  it.each([
    ['name', '   ', 'name: Name is required.'],
    ['company', '', 'company: Company is required.'],
    ['message', ' ', 'message: Message is required.'],
    ['email', 'ada-at-example.com', 'email: Enter a valid email address.'],
    ['mobile', 'call me', 'mobile: Enter a valid phone number.'],
    ['name', 'x'.repeat(101), 'name: Name must be at most 100 characters.'],
    ['company', 'x'.repeat(121), 'company: Company must be at most 120 characters.'],
    ['message', 'x'.repeat(5001), 'message: Message must be at most 5000 characters.'],
  ])('answers 400 when %s is %j', async (field, value, message) => {
    const response = await submit(t.app, { ...valid, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error).toEqual({
      code: 'invalid_input',
      message,
    });
  });

  it('refuses a body far beyond any valid submission before parsing it', async () => {
    const response = await submit(t.app, { ...valid, message: 'x'.repeat(100_000) });
    expect(response.statusCode).toBe(413);
    expect(ErrorBodySchema.parse(response.json()).error.message).toMatch(/too large/i);
  });

  it('stores nothing for an invalid submission', async () => {
    const before = await database.db.select().from(contactMessages);
    await submit(t.app, { ...valid, email: 'nope' });
    expect(await database.db.select().from(contactMessages)).toHaveLength(before.length);
  });
});

describe('POST /api/v1/contact/submit when the mail server is down', () => {
  it('still answers 201 and keeps the message', async () => {
    const down = await createTestApp({ database, env: { SMTP_URL: await unusedSmtpUrl() } });
    try {
      const response = await submit(down.app, valid);
      expect(response.statusCode).toBe(201);
      const { id } = ContactSubmittedSchema.parse(response.json());
      expect(await storedById(id)).toHaveLength(1);
    } finally {
      await down.close();
    }
  });
});

describe('POST /api/v1/contact/submit rate limit', () => {
  it('answers 429 once a client passes CONTACT_RATE_LIMIT_MAX, counting per client', async () => {
    const limited = await createTestApp({ database, env: { CONTACT_RATE_LIMIT_MAX: '2' } });
    try {
      expect((await submit(limited.app, valid, '10.0.0.1')).statusCode).toBe(201);
      expect((await submit(limited.app, valid, '10.0.0.1')).statusCode).toBe(201);
      const refused = await submit(limited.app, valid, '10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      const { error } = ErrorBodySchema.parse(refused.json());
      expect(error.code).toBe('rate_limited');
      expect(error.message).toMatch(/^Too many requests\. Try again in 10 minutes\.$/);

      expect((await submit(limited.app, valid, '10.0.0.2')).statusCode).toBe(201);
      // The rest of the API keeps its own, wider limit.
      const info = await limited.app.inject({
        method: 'GET',
        url: '/api/v1/contact/info',
        remoteAddress: '10.0.0.1',
      });
      expect(info.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
