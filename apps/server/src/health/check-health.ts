import type { Health } from '@rewright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { pingDatabase, type Db } from '../db/database';

export interface HealthDependencies {
  db: Db;
  /** The identity provider's discovery document; reachable = it answers 2xx within the timeout. */
  identityProviderUrl: string;
  fetch: typeof fetch;
  version: string;
  log: FastifyBaseLogger;
}

const identityProviderTimeoutMs = 2000;

/** Both checks run in parallel; either failing makes the status `degraded`. Reasons are for operators, not secrets. */
export async function checkHealth(deps: HealthDependencies): Promise<Health> {
  const [database, identityProvider] = await Promise.all([
    pingDatabase(deps.db).then(
      () => ({ ok: true }),
      (error: unknown) => {
        deps.log.error({ err: error }, 'health: database check failed');
        return { ok: false, message: 'The database did not answer.' };
      },
    ),
    checkIdentityProvider(deps),
  ]);
  return {
    status: database.ok && identityProvider.ok ? 'ok' : 'degraded',
    version: deps.version,
    checks: { database, identityProvider },
  };
}

async function checkIdentityProvider(
  deps: HealthDependencies,
): Promise<Health['checks']['identityProvider']> {
  try {
    const response = await deps.fetch(deps.identityProviderUrl, {
      signal: AbortSignal.timeout(identityProviderTimeoutMs),
    });
    await response.body?.cancel();
    if (response.ok) return { ok: true };
    return { ok: false, message: `The identity provider answered HTTP ${response.status}.` };
  } catch (error) {
    deps.log.warn({ err: error }, 'health: identity provider check failed');
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ok: false,
      message: timedOut
        ? `The identity provider did not answer within ${identityProviderTimeoutMs / 1000} s.`
        : 'The identity provider cannot be reached.',
    };
  }
}
