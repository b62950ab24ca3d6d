import * as contracts from '@rewright/contracts';
import { isOperation, pathParamNames } from '@rewright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

const API = '/api/v1';
const operations = Object.values(contracts as Record<string, unknown>).filter(isOperation);

/**
 * Every registered route as `METHOD /path`, read from Fastify's route tree (each line's segment
 * continues its parent's; HEAD is Fastify's automatic twin of GET).
 */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD') routes.push(`${method} ${stack.join('')}`);
    }
  }
  return routes;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

describe('the API routes and the contracts operations', () => {
  it('match one to one: every /api/v1 route is an operation, every operation a route', () => {
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.split(' ')[1]?.startsWith(`${API}/`))
      // The OpenAPI UI and document (plugins/openapi.ts) describe the API; they are not part of it.
      .filter((route) => !route.split(' ')[1]?.startsWith(`${API}/docs`));
    const declared = operations.map((operation) => `${operation.method} ${API}${operation.path}`);
    expect(routes.sort()).toEqual(declared.sort());
  });

  it('ask for a bearer token on exactly the bearer operations', async () => {
    for (const operation of operations) {
      let url = `${API}${operation.path}`;
      for (const name of pathParamNames(operation.path)) url = url.replace(`:${name}`, 'windows');
      const response = await t.app.inject({ method: operation.method, url });
      const label = `${operation.method} ${operation.path}`;
      if (operation.auth === 'bearer') expect(response.statusCode, label).toBe(401);
      else expect(response.statusCode, label).not.toBe(401);
    }
  });
});
