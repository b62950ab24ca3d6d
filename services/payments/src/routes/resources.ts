import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { stylesheetPath } from '../pages/layout.js';

// The only static file, read once, so no request path ever reaches the file system.
const stylesheet = readFileSync(new URL('../resources/payments.css', import.meta.url), 'utf8');

export function registerResourceRoutes(app: FastifyInstance): void {
  app.get(stylesheetPath, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(stylesheet),
  );
}
