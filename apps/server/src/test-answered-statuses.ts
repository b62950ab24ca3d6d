import type { Operation } from '@rewright/contracts';
import type { FastifyInstance } from 'fastify';

const API = '/api/v1';

export interface StatusDrift {
  /** Answers with a status their operation does not declare: `GET /plans/configs 304`. */
  undeclared: string[];
  /** Declared statuses no request of the file met: `POST /auth/register 403`. */
  unmet: string[];
}

/**
 * Records the status of every API answer of a test app, so a test file can hold the contracts to
 * what its routes really answer, both ways. The OpenAPI document is generated from the declared
 * statuses, so drift there is drift in the published description. Call before the app is ready;
 * check in the file's last test, after the requests that meet each status.
 */
export function recordAnsweredStatuses(app: FastifyInstance) {
  const answered = new Map<string, Set<number>>();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith(`${API}/`)) return;
    const key = `${request.method} ${route.slice(API.length)}`;
    const statuses = answered.get(key) ?? new Set<number>();
    statuses.add(reply.statusCode);
    answered.set(key, statuses);
  });

  return {
    driftOf(operations: readonly Operation[]): StatusDrift {
      const drift: StatusDrift = { undeclared: [], unmet: [] };
      for (const operation of operations) {
        const key = `${operation.method} ${operation.path}`;
        const met = answered.get(key) ?? new Set<number>();
        const declared = new Set(Object.keys(operation.responses).map(Number));
        for (const status of met)
          if (!declared.has(status)) drift.undeclared.push(`${key} ${status}`);
        for (const status of declared) if (!met.has(status)) drift.unmet.push(`${key} ${status}`);
      }
      return drift;
    },
  };
}
