import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export interface OpenApiOptions {
  version: string;
  publicUrl: string;
}

/**
 * OpenAPI document generated from the routes' zod schemas: UI at /api/v1/docs, JSON at /api/v1/docs/json.
 * Must be registered before the routes so it sees them.
 */
export default fp(
  async function openapi(app: FastifyInstance, options: OpenApiOptions) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Rewright API',
          description:
            'The API behind the Rewright website, CLI and desktop app. Errors are `{ error: { code, message } }`.',
          version: options.version,
        },
        servers: [{ url: options.publicUrl }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/v1/docs',
      // The UI's own CSP (hashes of its inline script and style) replaces the site's strict one on
      // its pages; dropping upgrade-insecure-requests keeps it working over http://localhost.
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'openapi' },
);
