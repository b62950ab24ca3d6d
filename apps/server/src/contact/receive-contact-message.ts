import type { ContactSubmission, ContactSubmitted } from '@rewright/contracts';
import type { Db } from '../db/database';
import type { ContactMailer } from './contact-mailer';
import { insertContactMessage } from './contact-message-repository';

export interface ContactDependencies {
  db: Db;
  /** Null while SMTP_URL is unset: messages are only stored. */
  mailer: ContactMailer | null;
  log: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

/**
 * Stores the message first, so nothing is lost, then e-mails it to support. A failed e-mail is
 * logged, not reported to the visitor: their message is safe and support reads the table too.
 */
export async function receiveContactMessage(
  deps: ContactDependencies,
  submission: ContactSubmission,
): Promise<ContactSubmitted> {
  const stored = await insertContactMessage(deps.db, submission);
  if (deps.mailer) {
    try {
      await deps.mailer.send(stored);
      deps.log.info({ contactMessageId: stored.id }, 'contact message e-mailed');
    } catch (error) {
      deps.log.error(
        { err: error, contactMessageId: stored.id },
        'contact message stored but not e-mailed',
      );
    }
  }
  return { id: stored.id, received_at: stored.createdAt.toISOString() };
}
