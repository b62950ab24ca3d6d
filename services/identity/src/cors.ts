import type { FastifyInstance } from 'fastify';
import { isAllowedOrigin, type ClientRegistry } from './clients.js';
import { paths } from './paths.js';

/** The endpoints keycloak-js (and the site) call with fetch from another origin. */
const corsPaths = new Set<string>([
  paths.token,
  paths.userinfo,
  paths.account,
  paths.certs,
  paths.discovery,
]);

/**
 * Allowed origins get their own origin echoed with credentials allowed (keycloak-js fetches
 * the token endpoint with `credentials: 'include'`, which forbids `*`). Other origins get no
 * CORS headers, so their browsers refuse the answer.
 */
export function registerCors(app: FastifyInstance, clients: ClientRegistry): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const origin = request.headers.origin;
    if (!corsPaths.has(path) || !origin || !isAllowedOrigin(clients, origin)) return;
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-credentials', 'true')
      .header('vary', 'Origin');
  });

  for (const path of corsPaths) {
    app.options(path, async (request, reply) => {
      const origin = request.headers.origin;
      if (origin && isAllowedOrigin(clients, origin)) {
        reply
          .header('access-control-allow-methods', 'GET, POST, OPTIONS')
          .header('access-control-allow-headers', 'Authorization, Content-Type, Accept')
          .header('access-control-max-age', '600');
      }
      return reply.code(204).send();
    });
  }
}
