import { recordPageViewOperation } from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../app-error';
import { routeOf } from '../plugins/operation-route';

export interface PageViewRoutesOptions {
  /** Empty: analytics is off and page views are refused. */
  analyticsId: string;
}

/**
 * Page views arrive here first-party (the CSP needs no third-party script) and leave as one
 * structured log event each, `event: "page_view"`, for the log pipeline to ship to the analytics
 * service; nothing about the visitor but the page is kept.
 */
const pageViewRoutes: FastifyPluginAsyncZod<PageViewRoutesOptions> = async (app, options) => {
  app.route({
    ...routeOf(app, recordPageViewOperation),
    handler: async (request, reply) => {
      if (!options.analyticsId) throw new AppError('not_found', 'Analytics is not enabled.');
      if (request.body.analyticsId !== options.analyticsId)
        throw new AppError('invalid_input', 'analyticsId does not match this site.');
      const { path, title, referrer } = request.body;
      request.log.info({ event: 'page_view', path, title, referrer }, 'page view');
      return reply.status(204).send(null);
    },
  });
};

export default pageViewRoutes;
