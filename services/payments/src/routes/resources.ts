import { stylesheetWith } from '@rewright/stand-in-kit/stylesheet';
import type { FastifyInstance } from 'fastify';
import { stylesheetPath } from '../pages/layout.js';

// The only static file, read once, so no request path ever reaches the file system.
const stylesheet = stylesheetWith(new URL('../resources/payments.css', import.meta.url));

export function registerResourceRoutes(app: FastifyInstance): void {
  app.get(stylesheetPath, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(stylesheet),
  );
}
