import { getContactInfoOperation, submitContactMessageOperation } from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../plugins/operation-route';
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

  app.route({
    ...routeOf(app, getContactInfoOperation),
    handler: async () => ({ admin_email: options.adminEmail }),
  });

  app.route({
    ...routeOf(app, submitContactMessageOperation),
    // Stricter than the API-wide limit: each submission is stored and may send an e-mail.
    config: { rateLimit: { max: options.rateLimitMax, timeWindow: '10 minutes' } },
    // The longest valid submission is about 5.5k characters; refuse far larger bodies early.
    bodyLimit: 64 * 1024,
    handler: async (request, reply) => {
      const submitted = await receiveContactMessage(
        { db: app.db, mailer, log: request.log },
        request.body,
      );
      return reply.status(201).send(submitted);
    },
  });
};

export default contactRoutes;
