import {
  ContactInfoSchema,
  ContactSubmissionSchema,
  ContactSubmittedSchema,
  ErrorBodySchema,
} from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createContactMailer } from './contact-mailer';
import { receiveContactMessage } from './receive-contact-message';

export interface ContactRoutesOptions {
  adminEmail: string;
  /** Empty: messages are stored, not e-mailed. */
  smtpUrl: string;
  /** Submissions per 10 minutes per client IP. */
  rateLimitMax: number;
}

const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  const mailer = options.smtpUrl
    ? createContactMailer({ smtpUrl: options.smtpUrl, adminEmail: options.adminEmail })
    : null;
  if (mailer) app.addHook('onClose', async () => mailer.close());

  app.get(
    '/contact/info',
    {
      schema: {
        tags: ['contact'],
        summary: 'The support address the contact page shows',
        response: { 200: ContactInfoSchema },
      },
    },
    async () => ({ admin_email: options.adminEmail }),
  );

  app.post(
    '/contact/submit',
    {
      // Stricter than the API-wide limit: each submission is stored and may send an e-mail.
      config: { rateLimit: { max: options.rateLimitMax, timeWindow: '10 minutes' } },
      // The longest valid submission is about 5.5k characters; refuse far larger bodies early.
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['contact'],
        summary: 'Store a contact form message, then e-mail it to support',
        body: ContactSubmissionSchema,
        response: { 201: ContactSubmittedSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const submitted = await receiveContactMessage(
        { db: app.db, mailer, log: request.log },
        request.body,
      );
      return reply.status(201).send(submitted);
    },
  );
};

export default contactRoutes;
