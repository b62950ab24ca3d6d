import { readFileSync } from 'node:fs';
import { stylesheetWith } from '@rewright/stand-in-kit/stylesheet';
import type { FastifyInstance } from 'fastify';
import { paths } from '../paths.js';

/** The only static files: a fixed table, read once, so no path ever reaches the file system. */
const resources = [
  { name: 'identity.css', type: 'text/css; charset=utf-8' },
  { name: 'login-status-iframe.js', type: 'text/javascript; charset=utf-8' },
  { name: 'third-party-cookies.js', type: 'text/javascript; charset=utf-8' },
].map((resource) => {
  const url = new URL(`../resources/${resource.name}`, import.meta.url);
  return {
    ...resource,
    body: resource.name.endsWith('.css') ? stylesheetWith(url) : readFileSync(url, 'utf8'),
  };
});

export function registerResourceRoutes(app: FastifyInstance): void {
  for (const resource of resources) {
    app.get(`${paths.resources}/${resource.name}`, async (_request, reply) =>
      reply
        .type(resource.type)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(resource.body),
    );
  }
}
