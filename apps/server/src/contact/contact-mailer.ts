import { createTransport } from 'nodemailer';
import type { ContactMessageRow } from './contact-message-repository';

/** Sends a stored contact message to the support inbox. */
export interface ContactMailer {
  send(message: ContactMessageRow): Promise<void>;
  close(): void;
}

export interface ContactMailerOptions {
  /** smtp:// or smtps://, credentials included; never logged. */
  smtpUrl: string;
  /** The support inbox; also the sender, the address an SMTP relay most likely accepts as From. */
  adminEmail: string;
}

// The visitor waits for the answer while the mail goes out, so a stuck SMTP server must give up
// quickly; the message is stored already, so giving up loses nothing.
const timeouts = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

export function createContactMailer(options: ContactMailerOptions): ContactMailer {
  const transport = createTransport({ url: options.smtpUrl, ...timeouts });
  return {
    async send(message) {
      await transport.sendMail({
        from: { name: 'Rewright website', address: options.adminEmail },
        to: options.adminEmail,
        // Replying in the mail client answers the visitor directly.
        replyTo: { name: message.name, address: message.email },
        subject: `Contact form: ${oneLine(message.name)} (${oneLine(message.company)})`,
        text: describeContactMessage(message),
      });
    },
    close: () => transport.close(),
  };
}

/** The mail body: every field, then the message as the visitor wrote it. */
export function describeContactMessage(message: ContactMessageRow): string {
  return [
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `Mobile: ${message.mobile}`,
    `Company: ${message.company}`,
    `Received: ${message.createdAt.toISOString()}`,
    `Reference: ${message.id}`,
    '',
    message.message,
  ].join('\n');
}

/** Form fields may hold line breaks; a subject must not. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ');
