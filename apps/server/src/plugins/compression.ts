import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Brotli or gzip for every answer over 1 KiB (HTML, scripts, styles, JSON). Pages are the site's
 * first paint on slow mobile links, where bytes dominate. Brotli runs at quality 5, not its default
 * 11: compressing per request at 11 costs more server time than it saves on the wire.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compression' },
);
