import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { contactMessages } from '../db/schema';
import { createTestDatabase } from '../db/test-database';
import { createContactMailer, type ContactMailer } from './contact-mailer';
import { receiveContactMessage, type ContactDependencies } from './receive-contact-message';
import { startTestSmtpServer, unusedSmtpUrl, type TestSmtpServer } from './test-smtp-server';

let database: Database;
let smtp: TestSmtpServer;
let mailer: ContactMailer;
let downMailer: ContactMailer;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
  mailer = createContactMailer({ smtpUrl: smtp.url, adminEmail: 'support@rewright.dev' });
  downMailer = createContactMailer({
    smtpUrl: await unusedSmtpUrl(),
    adminEmail: 'support@rewright.dev',
  });
});
afterAll(async () => {
  mailer.close();
  downMailer.close();
  await smtp.close();
  await database.close();
});

const submission = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  mobile: '+1 555 0100',
  company: 'Navy\nLabs',
  message: 'We have 900 Protractor specs.\nCan you help?',
};

/** Collects what the domain logs, to see that a failed e-mail is reported to operators. */
function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const log: ContactDependencies['log'] = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { log, lines };
}

const storedRow = async (id: string) =>
  (await database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

describe('receiveContactMessage', () => {
  it('stores the message, then e-mails it to the support inbox', async () => {
    const { log, lines } = recordingLog();
    const received = await receiveContactMessage({ db: database.db, mailer, log }, submission);

    expect(await storedRow(received.id)).toMatchObject(submission);
    expect(new Date(received.received_at).toISOString()).toBe(received.received_at);

    const mail = await smtp.nextMail();
    expect(mail.from).toBe('support@rewright.dev');
    expect(mail.to).toEqual(['support@rewright.dev']);
    expect(mail.data).toMatch(/^Reply-To: Grace Hopper <grace@example\.com>$/m);
    expect(mail.data).toMatch(/^Subject: Contact form: Grace Hopper \(Navy Labs\)$/m);
    expect(mail.data).toContain('Mobile: +1 555 0100');
    expect(mail.data).toContain(`Reference: ${received.id}`);
    expect(mail.data).toContain('We have 900 Protractor specs.\r\nCan you help?');
    expect(lines).toEqual([
      {
        level: 'info',
        details: { contactMessageId: received.id },
        message: 'contact message e-mailed',
      },
    ]);
  });

  it('keeps the message and logs the failure when the mail server is down', async () => {
    const { log, lines } = recordingLog();
    const received = await receiveContactMessage(
      { db: database.db, mailer: downMailer, log },
      submission,
    );

    expect(await storedRow(received.id)).toMatchObject(submission);
    expect(lines).toEqual([
      {
        level: 'error',
        details: {
          err: expect.objectContaining({ code: 'ESOCKET' }),
          contactMessageId: received.id,
        },
        message: 'contact message stored but not e-mailed',
      },
    ]);
  });

  it('only stores the message while no mail server is configured', async () => {
    const { log, lines } = recordingLog();
    const before = smtp.received.length;
    const received = await receiveContactMessage(
      { db: database.db, mailer: null, log },
      submission,
    );

    expect(await storedRow(received.id)).toMatchObject(submission);
    expect(smtp.received).toHaveLength(before);
    expect(lines).toEqual([]);
  });
});
